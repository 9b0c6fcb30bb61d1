import type { TCvData } from '#domain/cv';
import type {
  BuilderSection,
  RoundTripField,
  TBuilderCv,
  TCvCustomization,
  TRoundTripReport,
} from '#domain/cv-builder';
import { toCvDate } from '#domain/cv-builder/to-cv-data';
import { headingSection, type SectionKey } from '#engine/parse/sections';
import type { DocLine } from '#engine/read/types';
import { shownSections } from './sections.ts';

/**
 * Scores what our reader and parser recovered from an exported CV against the CV it was written
 * from (issue 15 "What an ATS reads"): one row per field the CV has, recall over those rows, and
 * the sections the reader met in another order than the CV has them.
 */

type Row = TRoundTripReport['fields'][number];

/** Case, accents' composition, whitespace and surrounding punctuation do not count. */
export const normalise = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:|–-]+|[\s,.;:|–-]+$/g, '');

const digits = (s: string) => s.replace(/\D/g, '');

/** Read as written. */
const same = (expected: string, found: string | null | undefined) =>
  !!found && normalise(found) === normalise(expected);

/** Read as written, or inside a longer line ("Brød & Smør ApS, Aarhus" holds the company and its town). */
const holds = (expected: string, found: string | null | undefined) =>
  !!found && normalise(expected) !== '' && normalise(found).includes(normalise(expected));

function row(field: RoundTripField, expected: string, found: string | null | undefined, ok: boolean): Row {
  return { field, expected, found: found || null, ok };
}

function dateSpan(start: string | null, end: string | null, current: boolean): string {
  return `${start ?? '?'} – ${current ? 'present' : (end ?? '?')}`;
}

/**
 * Pairs each of the CV's entries with the parsed entry that agrees with it (same title or place),
 * else the one at its index; a parsed entry is paired once.
 */
function pair<E, F>(expected: readonly E[], found: readonly F[], agrees: (e: E, f: F) => boolean) {
  const taken = new Set<F>();
  const claim = (f: F | undefined) => (f === undefined || taken.has(f) ? undefined : (taken.add(f), f));
  const agreed = expected.map((e) => claim(found.find((f) => !taken.has(f) && agrees(e, f))));
  return agreed.map((f, i) => f ?? claim(found[i]));
}

function experienceRows(cv: TBuilderCv, data: TCvData): Row[] {
  const matches = pair(
    cv.experience,
    data.experience,
    (e, f) => same(e.position, f.position) || holds(e.company, f.company),
  );
  return cv.experience.flatMap((e, i) => {
    const match = matches[i];
    const rows: Row[] = [];
    if (e.position.trim())
      rows.push(row('experience.position', e.position, match?.position, same(e.position, match?.position)));
    if (e.company.trim())
      rows.push(row('experience.company', e.company, match?.company, holds(e.company, match?.company)));
    const start = toCvDate(e.startDate);
    const end = e.current ? null : toCvDate(e.endDate);
    if (start || end || e.current) {
      const found = match ? dateSpan(match.startDate, match.endDate, match.current) : null;
      const expected = dateSpan(start, end, e.current);
      rows.push(row('experience.dates', expected, found, found === expected));
    }
    return rows;
  });
}

function educationRows(cv: TBuilderCv, data: TCvData): Row[] {
  const matches = pair(
    cv.education,
    data.education,
    (e, f) => same(e.degree, f.degree) || holds(e.institution, f.institution),
  );
  return cv.education.flatMap((e, i) => {
    const match = matches[i];
    const rows: Row[] = [];
    if (e.degree.trim())
      rows.push(row('education.degree', e.degree, match?.degree, same(e.degree, match?.degree)));
    if (e.institution.trim())
      rows.push(
        row(
          'education.institution',
          e.institution,
          match?.institution,
          holds(e.institution, match?.institution),
        ),
      );
    return rows;
  });
}

function skillRows(cv: TBuilderCv, data: TCvData): Row[] {
  const found = [...data.skills.technical, ...data.skills.soft];
  return cv.skills.map((skill) => {
    const hit = found.find((f) => same(skill, f));
    return row('skills', skill, hit, hit !== undefined);
  });
}

/** The parser's sections as the builder names them; the contact block and the rest are left out. */
const BUILDER_SECTION: Partial<Record<SectionKey, BuilderSection>> = {
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certificates',
};

/** The sections in the order the reader met their headings. */
export function sectionsRead(lines: readonly DocLine[]): BuilderSection[] {
  const order: BuilderSection[] = [];
  for (const line of lines) {
    const key = headingSection(line.text);
    const section = key ? BUILDER_SECTION[key] : undefined;
    if (section && !order.includes(section)) order.push(section);
  }
  return order;
}

/** The sections outside the longest run both orders share: the ones read out of place. */
export function outOfOrder(
  expected: readonly BuilderSection[],
  read: readonly BuilderSection[],
): BuilderSection[] {
  const a = expected.filter((s) => read.includes(s));
  const b = read.filter((s) => a.includes(s));
  // Longest common subsequence, by dynamic programming over at most eight sections.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<BuilderSection>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return a.filter((s) => !kept.has(s));
}

export function scoreRoundTrip(
  format: TRoundTripReport['format'],
  cv: TBuilderCv,
  customization: TCvCustomization,
  parsed: TCvData,
  lines: readonly DocLine[],
): TRoundTripReport {
  const p = parsed.personalInfo;
  const shown = new Set(shownSections(cv, customization));
  const contact: Row[] = [];
  if (cv.fullName.trim()) contact.push(row('name', cv.fullName, p.fullName, same(cv.fullName, p.fullName)));
  if (cv.email.trim()) contact.push(row('email', cv.email, p.email, same(cv.email, p.email)));
  if (cv.phone.trim())
    contact.push(
      row('phone', cv.phone, p.phone, digits(p.phone) !== '' && digits(p.phone) === digits(cv.phone)),
    );
  if (cv.location.trim())
    contact.push(row('location', cv.location, p.location, holds(cv.location, p.location)));
  const fields = [
    ...contact,
    ...(shown.has('experience') ? experienceRows(cv, parsed) : []),
    ...(shown.has('education') ? educationRows(cv, parsed) : []),
    ...(shown.has('skills') ? skillRows(cv, parsed) : []),
  ];
  const found = fields.filter((f) => f.ok).length;
  return {
    format,
    recall: fields.length ? found / fields.length : 1,
    fields,
    outOfOrder: outOfOrder(
      [...shown].filter((s) => Object.values(BUILDER_SECTION).includes(s)),
      sectionsRead(lines),
    ),
  };
}
