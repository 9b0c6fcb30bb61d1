import type { TCvData } from '../cv.ts';
import {
  ZBuilderCv,
  emptyBuilderCv,
  type TBuilderCv,
  type TBuilderExperience,
  type TBuilderLanguage,
} from '../cv-builder.ts';

/**
 * Between the builder's CV and the structured CV the generator, the profile and /cvs read
 * (domain/cv.ts TCvData). A saved builder CV stores both: its own data in cvs.content and this
 * mapping in cvs.extracted_data, so /new-job can use it like an uploaded CV; the builder starts a
 * new CV from the default CV's extracted data the other way round.
 */

/** "2021-03", "2021-3", "03/2021", "2021-03-15" → "2021-03"; "2021" → "2021"; free text → null. */
export function toCvDate(value: string): string | null {
  const s = value.trim();
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-\d{1,2})?)?$/.exec(s);
  const slashed = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  const year = iso?.[1] ?? slashed?.[2];
  const month = iso ? iso[2] : slashed?.[1];
  if (!year) return null;
  if (month === undefined) return year;
  const m = Number(month);
  return m >= 1 && m <= 12 ? `${year}-${String(m).padStart(2, '0')}` : null;
}

/** "Danish (native)": how a language and its level read in TCvData's flat list. */
export function languageLine(language: TBuilderLanguage): string {
  const name = language.language.trim();
  const level = language.level.trim();
  return level ? `${name} (${level})` : name;
}

const LINKEDIN = /(^|\.)linkedin\.com\//i;

export function cvDataFromBuilderCv(cv: TBuilderCv): TCvData {
  return {
    personalInfo: {
      fullName: cv.fullName.trim(),
      email: cv.email.trim(),
      phone: cv.phone.trim(),
      location: cv.location.trim(),
      linkedinUrl: cv.links.find((link) => LINKEDIN.test(link.url))?.url.trim() ?? '',
    },
    summary: cv.summary.trim(),
    experience: cv.experience.map((e) => ({
      position: e.position.trim(),
      company: e.company.trim(),
      location: e.location.trim(),
      startDate: toCvDate(e.startDate),
      endDate: e.current ? null : toCvDate(e.endDate),
      current: e.current,
      description: e.description.trim(),
    })),
    education: cv.education.map((e) => ({
      degree: e.degree.trim(),
      institution: e.institution.trim(),
      startDate: toCvDate(e.startDate),
      endDate: toCvDate(e.graduationDate),
    })),
    skills: {
      technical: cv.skills.map((s) => s.trim()),
      soft: [],
      languages: cv.languages.map(languageLine).filter(Boolean),
    },
    certifications: cv.certificates.map((c) => c.name.trim()).filter(Boolean),
  };
}

/** An id for a new entry (the form, drag and drop and React keys follow it). */
export const newEntryId = (): string => crypto.randomUUID();

/** "Danish (native)" → { language: "Danish", level: "native" }. */
function parseLanguageLine(line: string): Omit<TBuilderLanguage, 'id'> {
  const match = /^(.*?)\s*[(–—:-]\s*([^()]*?)\)?$/.exec(line.trim());
  return match?.[1] && match[2]
    ? { language: match[1].trim(), level: match[2].trim() }
    : { language: line.trim(), level: '' };
}

const SKILL_MAX = 100;

type ListField = 'experience' | 'education' | 'skills' | 'languages' | 'certificates' | 'projects' | 'links';

/** A list's maximum length, read from ZBuilderCv so the limits stay written once. */
function maxItems(list: ListField): number | undefined {
  const checks = ZBuilderCv.shape[list]._zod.def.checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === 'max_length') return def.maximum;
  }
  return undefined;
}

/** Text cut to the builder's limits for a line and a paragraph (ZBuilderCv). */
export const fitLine = (s: string | undefined): string => (s ?? '').trim().slice(0, 300);
export const fitParagraph = (s: string | undefined): string => (s ?? '').trim().slice(0, 10_000);

/** The first items of a list, as many as the builder's schema keeps. */
export const cap = <T>(items: T[], list: ListField): T[] => items.slice(0, maxItems(list));

/**
 * A new builder CV from a structured CV (the default CV's extracted data). The job title is the
 * current (else the latest) position; limits of the builder's schema are kept, so the result
 * always validates.
 */
export function builderCvFromCvData(data: TCvData): TBuilderCv {
  const line = fitLine;
  const experience: TBuilderExperience[] = data.experience.map((e) => ({
    id: newEntryId(),
    position: line(e.position),
    company: line(e.company),
    location: line(e.location),
    startDate: e.startDate ?? '',
    endDate: e.current ? '' : (e.endDate ?? ''),
    current: e.current,
    description: fitParagraph(e.description),
  }));
  const skills = [...new Set([...data.skills.technical, ...data.skills.soft].map((s) => s.trim()))].filter(
    (s) => s.length > 0 && s.length <= SKILL_MAX,
  );
  const p = data.personalInfo;
  return {
    ...emptyBuilderCv(),
    fullName: line(p.fullName),
    jobTitle: line((data.experience.find((e) => e.current) ?? data.experience[0])?.position ?? ''),
    email: line(p.email),
    phone: line(p.phone),
    location: line(p.location),
    summary: fitParagraph(data.summary),
    experience: cap(experience, 'experience'),
    education: cap(
      data.education.map((e) => ({
        id: newEntryId(),
        degree: line(e.degree),
        institution: line(e.institution),
        location: '',
        startDate: e.startDate ?? '',
        graduationDate: e.endDate ?? '',
        description: '',
      })),
      'education',
    ),
    skills: cap(skills, 'skills'),
    languages: cap(
      data.skills.languages.map((l) => ({ id: newEntryId(), ...parseLanguageLine(l) })),
      'languages',
    ),
    certificates: cap(
      data.certifications.map((name) => ({ id: newEntryId(), name: line(name), issuer: '', date: '' })),
      'certificates',
    ),
    links: p.linkedinUrl ? [{ id: newEntryId(), label: 'LinkedIn', url: line(p.linkedinUrl) }] : [],
  };
}
