import type { TCvData, TCvEducation, TCvExperience } from '#domain/cv';
import type { ExpectedCv } from './types.ts';

/**
 * Field-level scoring of a parsed CV against the hand-written expected data. Every field the
 * expected data or the parser fills is one item: right (true positive), wrong (a false positive
 * and a false negative), missing (false negative) or invented (false positive). Normalisation
 * forgives only presentation (case, spacing, quote and dash styles, phone punctuation, URL
 * prefixes), never content.
 */
export const FIELD_GROUPS = [
  'name',
  'email',
  'phone',
  'location',
  'linkedin',
  'language',
  'experience.position',
  'experience.company',
  'experience.startDate',
  'experience.endDate',
  'experience.current',
  'education.degree',
  'education.institution',
  'skills',
  'skills.languages',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** One wrong, missing ("got" empty) or invented ("expected" empty) value. */
export interface Miss {
  group: FieldGroup;
  /** Which entry, e.g. "experience[1]", when the field belongs to one. */
  where?: string;
  expected: string;
  got: string;
}

export type GroupCounts = Record<FieldGroup, Counts>;

export interface CvScore {
  groups: GroupCounts;
  misses: Miss[];
}

/** What the scorer needs from the parser's answer (ParsedCv fits). */
export interface ScoredAnswer {
  data: TCvData;
  detectedLanguage: string;
}

export function emptyGroupCounts(): GroupCounts {
  return Object.fromEntries(FIELD_GROUPS.map((g) => [g, { tp: 0, fp: 0, fn: 0 }])) as GroupCounts;
}

// --- normalisation -------------------------------------------------------------------------

/** Case, spacing, typographic quotes/dashes and trailing punctuation are presentation only. */
export function normText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim()
    .toLowerCase();
}

export function normEmail(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
}

/**
 * "+49 170 1234567" and "+491701234567" are the same number; the digits are what matter. The
 * "(0)" of "+33 (0)6 …" is the trunk prefix, dialled only from inside the country.
 */
export function normPhone(value: string): string {
  return value.replace(/\(0\)/g, '').replace(/\D/g, '');
}

/** The profile path is what matters: protocol, "www."/country subdomain, query, "/" dropped. */
export function normLinkedin(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^([a-z]{2,3}\.)?linkedin\.com/, 'linkedin.com')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

/** A spoken language without its level: "English (native)", "Deutsch: Muttersprache" → name. */
export function normSpokenLanguage(value: string): string {
  const [name = ''] = value.split(/\s*[(:,]|\s[-\u2013\u2014]\s/);
  return normText(name);
}

// --- counting --------------------------------------------------------------------------------

class Tally {
  readonly groups = emptyGroupCounts();
  readonly misses: Miss[] = [];

  /** One field: both normalised values, empty string meaning "not there". */
  scalar(group: FieldGroup, expected: string, got: string, where?: string): void {
    const counts = this.groups[group];
    if (expected && got && expected === got) {
      counts.tp += 1;
      return;
    }
    if (expected) counts.fn += 1;
    if (got) counts.fp += 1;
    if (expected || got) this.misses.push({ group, ...(where ? { where } : {}), expected, got });
  }

  /** Items compared as sets (duplicates collapse). */
  set(group: FieldGroup, expected: string[], got: string[]): void {
    const want = new Set(expected.filter(Boolean));
    const have = new Set(got.filter(Boolean));
    for (const item of want) this.scalar(group, item, have.has(item) ? item : '');
    for (const item of have) if (!want.has(item)) this.scalar(group, '', item);
  }
}

function experienceFields(entry: TCvExperience | undefined) {
  return {
    'experience.position': entry ? normText(entry.position) : '',
    'experience.company': entry ? normText(entry.company) : '',
    'experience.startDate': entry?.startDate ?? '',
    'experience.endDate': entry?.endDate ?? '',
    'experience.current': entry ? String(entry.current) : '',
  } satisfies Partial<Record<FieldGroup, string>>;
}

function educationFields(entry: TCvEducation | undefined) {
  return {
    'education.degree': entry ? normText(entry.degree) : '',
    'education.institution': entry ? normText(entry.institution) : '',
  } satisfies Partial<Record<FieldGroup, string>>;
}

type EntryFields = Partial<Record<FieldGroup, string>>;

/** How alike two entries are: equal fields count 1, shared words count a fraction. */
function similarity(a: EntryFields, b: EntryFields): number {
  let score = 0;
  for (const key of Object.keys(a) as FieldGroup[]) {
    if (key === 'experience.current') continue;
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    if (x && x === y) score += 1;
    else if (x && y) score += wordOverlap(x, y) * 0.5;
  }
  return score;
}

function wordOverlap(a: string, b: string): number {
  const words = (s: string) => new Set(s.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const wa = words(a);
  const wb = words(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared / Math.max(wa.size, wb.size, 1);
}

/**
 * Pairs expected and parsed entries, most alike first, so one missed or invented entry costs
 * only its own fields instead of shifting every later entry. Returns [expectedIndex, gotIndex].
 */
export function alignEntries(expected: EntryFields[], got: EntryFields[]): [number, number][] {
  const candidates: { e: number; g: number; score: number }[] = [];
  expected.forEach((a, e) =>
    got.forEach((b, g) => {
      const score = similarity(a, b);
      if (score > 0) candidates.push({ e, g, score });
    }),
  );
  // Ties go to the pair closest in document order.
  candidates.sort((x, y) => y.score - x.score || Math.abs(x.e - x.g) - Math.abs(y.e - y.g));
  const usedE = new Set<number>();
  const usedG = new Set<number>();
  const pairs: [number, number][] = [];
  for (const { e, g } of candidates) {
    if (usedE.has(e) || usedG.has(g)) continue;
    usedE.add(e);
    usedG.add(g);
    pairs.push([e, g]);
  }
  return pairs;
}

function scoreEntries(tally: Tally, label: string, expected: EntryFields[], got: EntryFields[]): void {
  const pairs = alignEntries(expected, got);
  const pairedE = new Map(pairs);
  const pairedG = new Set(pairs.map(([, g]) => g));
  expected.forEach((fields, e) => {
    const g = pairedE.get(e);
    const other = g === undefined ? {} : got[g]!;
    for (const key of Object.keys(fields) as FieldGroup[])
      tally.scalar(key, fields[key] ?? '', other[key] ?? '', `${label}[${e}]`);
  });
  got.forEach((fields, g) => {
    if (pairedG.has(g)) return;
    for (const key of Object.keys(fields) as FieldGroup[])
      tally.scalar(key, '', fields[key] ?? '', `${label}[extra ${g}]`);
  });
}

/** Scores one parsed CV against its expected data. */
export function scoreCv(expected: ExpectedCv, got: ScoredAnswer): CvScore {
  const tally = new Tally();
  const e = expected.personalInfo;
  const g = got.data.personalInfo;
  tally.scalar('name', normText(e.fullName), normText(g.fullName));
  tally.scalar('email', normEmail(e.email), normEmail(g.email));
  tally.scalar('phone', normPhone(e.phone), normPhone(g.phone));
  tally.scalar('location', normText(e.location), normText(g.location));
  tally.scalar('linkedin', normLinkedin(e.linkedinUrl), normLinkedin(g.linkedinUrl));
  tally.scalar('language', expected.detectedLanguage, got.detectedLanguage);
  scoreEntries(
    tally,
    'experience',
    expected.experience.map(experienceFields),
    got.data.experience.map(experienceFields),
  );
  scoreEntries(
    tally,
    'education',
    expected.education.map(educationFields),
    got.data.education.map(educationFields),
  );
  // Technical versus soft is a judgement call, so both lists count as one set of skills.
  const skills = (s: TCvData['skills']) => [...s.technical, ...s.soft].map(normText);
  tally.set('skills', skills(expected.skills), skills(got.data.skills));
  tally.set(
    'skills.languages',
    expected.skills.languages.map(normSpokenLanguage),
    got.data.skills.languages.map(normSpokenLanguage),
  );
  return { groups: tally.groups, misses: tally.misses };
}

// --- summaries -------------------------------------------------------------------------------

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
  /** Items counted (tp + fp + fn); 0 means the group did not occur. */
  support: number;
}

export function prf({ tp, fp, fn }: Counts): Prf {
  const support = tp + fp + fn;
  // A group with nothing expected and nothing produced is perfect, not undefined.
  if (support === 0) return { precision: 1, recall: 1, f1: 1, support };
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = (2 * tp) / (2 * tp + fp + fn);
  return { precision, recall, f1, support };
}

export function addCounts(all: GroupCounts[]): GroupCounts {
  const sum = emptyGroupCounts();
  for (const groups of all)
    for (const group of FIELD_GROUPS) {
      sum[group].tp += groups[group].tp;
      sum[group].fp += groups[group].fp;
      sum[group].fn += groups[group].fn;
    }
  return sum;
}

/** All groups' counts together: every field of every group weighs the same (micro average). */
export function totalCounts(groups: GroupCounts): Counts {
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const group of FIELD_GROUPS) {
    total.tp += groups[group].tp;
    total.fp += groups[group].fp;
    total.fn += groups[group].fn;
  }
  return total;
}

/** Micro-averaged precision/recall/F1 over every field of every group. */
export function overall(groups: GroupCounts): Prf {
  return prf(totalCounts(groups));
}
