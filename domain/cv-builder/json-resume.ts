import { z } from 'zod';
import { MAX_PHOTO_DATA_URL, ZBuilderCv, emptyBuilderCv, type TBuilderCv } from '../cv-builder.ts';
import { cap, fitLine as cut, fitParagraph as paragraph, newEntryId, toCvDate } from './to-cv-data.ts';

/**
 * The builder's CV as JSON Resume (https://jsonresume.org/schema) and back: the export and the
 * import of `POST /api/cv-builder/import/json-resume`. The schema allows properties of its own on
 * every object; education's `location` and `summary` use that, so a builder CV survives the round
 * trip whole. An experience's description is split into `summary` (its plain lines) and
 * `highlights` (its "- " or "• " lines), and comes back as the plain lines followed by the bullets.
 */

const text = z.string().catch('');
const optionalText = z.string().optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) => z.array(item.optional().catch(undefined)).optional().catch([]);

const ZLocation = z
  .object({ address: optionalText, city: optionalText, region: optionalText, countryCode: optionalText })
  .optional()
  .catch(undefined);

/** What the import reads; unknown properties are ignored and a value of the wrong type is dropped. */
export const ZJsonResume = z.object({
  basics: z
    .object({
      name: optionalText,
      label: optionalText,
      image: optionalText,
      email: optionalText,
      phone: optionalText,
      url: optionalText,
      summary: optionalText,
      location: ZLocation,
      profiles: list(z.object({ network: optionalText, username: optionalText, url: optionalText })),
    })
    .optional()
    .catch(undefined),
  work: list(
    z.object({
      name: optionalText,
      position: optionalText,
      location: optionalText,
      startDate: optionalText,
      endDate: optionalText,
      summary: optionalText,
      highlights: list(text),
    }),
  ),
  education: list(
    z.object({
      institution: optionalText,
      area: optionalText,
      studyType: optionalText,
      startDate: optionalText,
      endDate: optionalText,
      location: optionalText,
      summary: optionalText,
    }),
  ),
  skills: list(z.object({ name: optionalText, keywords: list(text) })),
  languages: list(z.object({ language: optionalText, fluency: optionalText })),
  certificates: list(z.object({ name: optionalText, issuer: optionalText, date: optionalText })),
  projects: list(
    z.object({ name: optionalText, url: optionalText, description: optionalText, highlights: list(text) }),
  ),
});
export type TJsonResume = z.infer<typeof ZJsonResume>;

/** 'The file is not a JSON Resume …': the import's 400 for JSON that has none of its sections. */
export const NOT_JSON_RESUME =
  'This file is not a JSON Resume (https://jsonresume.org/schema): it has no basics, work, education or skills.';

const BULLET = /^\s*[-•*]\s+/;

function splitDescription(description: string): { summary: string; highlights: string[] } {
  const lines = description.split('\n');
  return {
    summary: lines
      .filter((l) => !BULLET.test(l))
      .join('\n')
      .trim(),
    highlights: lines.filter((l) => BULLET.test(l)).map((l) => l.replace(BULLET, '').trim()),
  };
}

function joinDescription(summary: string | undefined, highlights: readonly (string | undefined)[] = []) {
  const bullets = highlights.filter((h): h is string => !!h?.trim()).map((h) => `- ${h.trim()}`);
  return [summary?.trim() ?? '', ...bullets].filter(Boolean).join('\n');
}

/** JSON Resume's ISO 8601 dates where the builder's date is one; free text as written. */
const isoDate = (date: string) => toCvDate(date) ?? date.trim();

/** Empty values are left out, as JSON Resume files usually do. */
function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && !v.length)),
  ) as Partial<T>;
}

export function toJsonResume(cv: TBuilderCv): Record<string, unknown> {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: cv.fullName,
      label: cv.jobTitle,
      image: cv.photo,
      email: cv.email,
      phone: cv.phone,
      summary: cv.summary,
      location: cv.location ? { address: cv.location } : undefined,
      profiles: cv.links.map((l) => compact({ network: l.label, url: l.url })),
    }),
    work: cv.experience.map((e) =>
      compact({
        name: e.company,
        position: e.position,
        location: e.location,
        startDate: isoDate(e.startDate),
        endDate: e.current ? undefined : isoDate(e.endDate),
        ...splitDescription(e.description),
      }),
    ),
    education: cv.education.map((e) =>
      compact({
        institution: e.institution,
        studyType: e.degree,
        startDate: isoDate(e.startDate),
        endDate: isoDate(e.graduationDate),
        location: e.location,
        summary: e.description,
      }),
    ),
    skills: cv.skills.map((name) => ({ name })),
    languages: cv.languages.map((l) => compact({ language: l.language, fluency: l.level })),
    certificates: cv.certificates.map((c) =>
      compact({ name: c.name, issuer: c.issuer, date: isoDate(c.date) }),
    ),
    projects: cv.projects.map((p) => compact({ name: p.name, url: p.url, description: p.description })),
  };
}

const present = <T>(items: readonly (T | undefined)[] | undefined): T[] =>
  (items ?? []).filter((i): i is T => i !== undefined);
/** "2021-03-15" → "2021-03"; what is no date is kept as written. */
const builderDate = (s: string | undefined) => (toCvDate(s ?? '') ?? s ?? '').trim().slice(0, 40);

/**
 * A builder CV from a parsed JSON object, or null when it is not JSON Resume. Lists longer than
 * the builder keeps are cut, and a photo that is not an embedded JPEG or PNG is left out.
 */
export function fromJsonResume(json: unknown): TBuilderCv | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const r = ZJsonResume.parse(json);
  const sections = [r.basics, ...present(r.work), ...present(r.education), ...present(r.skills)];
  if (sections.every((s) => s === undefined)) return null;
  const b = r.basics ?? {};
  const profiles = present(b.profiles).filter((p) => p.url?.trim());
  const links = [
    ...profiles.map((p) => ({ label: cut(p.network || p.username), url: cut(p.url) })),
    ...(b.url?.trim() && !profiles.some((p) => p.url === b.url)
      ? [{ label: 'Website', url: cut(b.url) }]
      : []),
  ];
  const location = b.location
    ? [b.location.address, b.location.city, b.location.region, b.location.countryCode]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const photo = ZBuilderCv.shape.photo.safeParse(b.image ?? '');
  const skills = present(r.skills).flatMap((s) => {
    const keywords = present(s.keywords).filter((k) => k.trim());
    return keywords.length ? keywords : [s.name ?? ''];
  });
  const cv: TBuilderCv = {
    ...emptyBuilderCv(),
    fullName: cut(b.name),
    jobTitle: cut(b.label),
    email: cut(b.email),
    phone: cut(b.phone),
    location: cut(location),
    photo: photo.success && (b.image ?? '').length <= MAX_PHOTO_DATA_URL ? photo.data : '',
    summary: paragraph(b.summary ?? ''),
    experience: cap(present(r.work), 'experience').map((w) => ({
      id: newEntryId(),
      position: cut(w.position),
      company: cut(w.name),
      location: cut(w.location),
      startDate: builderDate(w.startDate),
      endDate: builderDate(w.endDate),
      current: !w.endDate?.trim() && !!w.startDate?.trim(),
      description: paragraph(joinDescription(w.summary, w.highlights)),
    })),
    education: cap(present(r.education), 'education').map((e) => ({
      id: newEntryId(),
      degree: cut([e.studyType, e.area].filter((s) => s?.trim()).join(', ')),
      institution: cut(e.institution),
      location: cut(e.location),
      startDate: builderDate(e.startDate),
      graduationDate: builderDate(e.endDate),
      description: paragraph(e.summary ?? ''),
    })),
    skills: cap([...new Set(skills.map((s) => s.trim()).filter((s) => s && s.length <= 100))], 'skills'),
    languages: cap(
      present(r.languages).filter((l) => l.language?.trim()),
      'languages',
    ).map((l) => ({ id: newEntryId(), language: cut(l.language), level: cut(l.fluency) })),
    certificates: cap(
      present(r.certificates).filter((c) => c.name?.trim()),
      'certificates',
    ).map((c) => ({ id: newEntryId(), name: cut(c.name), issuer: cut(c.issuer), date: builderDate(c.date) })),
    projects: cap(
      present(r.projects).filter((p) => p.name?.trim()),
      'projects',
    ).map((p) => ({
      id: newEntryId(),
      name: cut(p.name),
      url: cut(p.url),
      description: paragraph(joinDescription(p.description, p.highlights)),
    })),
    links: cap(links, 'links').map((l) => ({ id: newEntryId(), ...l })),
  };
  return ZBuilderCv.parse(cv);
}
