/**
 * The field of work an ad is in and whether a CV's job is in it, from the vocabulary's
 * occupations (engine/skills/occupations.ts): the ad's title names the occupation ("Contador
 * Público", "Sygeplejerske"); when it names none, the skills the ad asks for decide. A CV job is
 * judged by its title first and, when the title names no occupation, by the skills it describes.
 */
import {
  FIELD_SKILLS,
  FIELDS,
  type Field,
  OCCUPATIONS,
  withParents,
  withSubfields,
} from '#engine/skills/occupations';
import { fold } from '#engine/text/index';

/** Endings a name may carry: plurals, feminine and definite forms ("lehrerin", "enfermeras"). */
const ENDINGS = '(?:innen|in|erne|ene|es|en|er|e|s|a|as|ne|rin|r|x)?';
/** Names this long also match as the end of a compound ("intensivkrankenpfleger"). */
const COMPOUND_HEAD = 6;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function nameSource(name: string): string {
  const body = fold(name).trim().split(/\s+/).map(escape).join('\\s+');
  return `(?<![\\p{L}])${body}${ENDINGS}(?![\\p{L}])`;
}

interface Patterns {
  names: ReadonlyArray<readonly [Field, RegExp]>;
  /** One-word names long enough to be a compound's last part, with their field. */
  heads: ReadonlyArray<readonly [string, Field]>;
  ending: RegExp;
}

let patterns: Patterns | null = null;

// Compound heads are checked word by word (a leading \p{L}* in the big alternation would make
// every title a slow scan).
function fieldPatterns(): Patterns {
  patterns ??= {
    names: FIELDS.map(
      (field) => [field, new RegExp(OCCUPATIONS[field].map(nameSource).join('|'), 'gu')] as const,
    ),
    heads: FIELDS.flatMap((field) =>
      OCCUPATIONS[field]
        .filter((n) => n.length >= COMPOUND_HEAD && !/[\s-]/u.test(n))
        .map((n) => [fold(n), field] as const),
    ),
    ending: new RegExp(`^${ENDINGS}$`, 'u'),
  };
  return patterns;
}

interface Span {
  field: Field;
  start: number;
  end: number;
}

/**
 * The fields whose occupations a title names ("Gesundheits- und Krankenpflegerin" → nursing). A
 * name inside a longer name of another field does not count: a "Business Developer" is in sales,
 * not software.
 */
export function titleFields(title: string): Set<Field> {
  const cached = memo.get(title);
  if (cached) return new Set(cached);
  const found = readTitleFields(title);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(title, found);
  return new Set(found);
}

/** Titles repeat (a CV's jobs against every ad, the same ad for many CVs): remember recent ones. */
const MEMO_SIZE = 2000;
const memo = new Map<string, ReadonlySet<Field>>();

/**
 * A title's gender forms read as one word: "Ejecutivo/a", "Concepteur·trice", "développeur·se",
 * "Mitarbeiter/-in", "Lehrer:in", "Kaufmann/-frau" name the occupation without their second ending.
 */
const GENDER_FORM =
  /(\p{L})\s?(?:\/-?|·|\*|:|_)\s?(?:a|as|e|es|in|innen|trice|rice|se|euse|ne|frau)(?![\p{L}])/gu;

function readTitleFields(title: string): Set<Field> {
  const folded = fold(title).replace(GENDER_FORM, '$1').replace(/\s+/g, ' ');
  const spans: Span[] = [];
  if (!folded.trim()) return new Set();
  const { names, heads, ending } = fieldPatterns();
  for (const [field, re] of names) {
    for (const m of folded.matchAll(re)) spans.push({ field, start: m.index, end: m.index + m[0].length });
  }
  for (const m of folded.matchAll(/\p{L}+/gu)) {
    for (const [head, field] of heads) {
      const at = m[0].lastIndexOf(head);
      if (at > 0 && ending.test(m[0].slice(at + head.length))) {
        spans.push({ field, start: m.index + at, end: m.index + m[0].length });
      }
    }
  }
  const inside = (a: Span, b: Span) =>
    a.field !== b.field && b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  return new Set(spans.filter((a) => !spans.some((b) => inside(a, b))).map((s) => s.field));
}

let skillFields: Map<string, Field[]> | null = null;

/**
 * Per field, how many of the given skill concepts show work in it. With `impliedOnce` (concepts
 * read from a CV line, which carry the broader ones they imply) a concept that another one given
 * in the same field implies (Human resources for Recruitment, Python for Django) is that one
 * mention again, not a second skill: one line about recruiting does not make a systems
 * architect's job an HR job. An ad's skills are each named, so each counts.
 */
export function skillFieldCounts(concepts: Iterable<string>, impliedOnce = false): Map<Field, number> {
  if (!skillFields) {
    skillFields = new Map();
    for (const field of FIELDS) {
      for (const label of FIELD_SKILLS[field])
        skillFields.set(label, [...(skillFields.get(label) ?? []), field]);
    }
  }
  const given = new Set(concepts);
  const fieldsOf = (c: string) => skillFields!.get(c) ?? [];
  // Per field, the broader concepts a given one in that same field implies.
  const implied = new Set(
    [...(impliedOnce ? given : [])].flatMap((d) =>
      withParents(d)
        .slice(1)
        .flatMap((c) => fieldsOf(d).map((f) => `${f}:${c}`)),
    ),
  );
  const counts = new Map<Field, number>();
  for (const c of given) {
    for (const f of fieldsOf(c)) {
      if (!implied.has(`${f}:${c}`)) counts.set(f, (counts.get(f) ?? 0) + 1);
    }
  }
  return counts;
}

/** Skills that make a field without a title saying so: two, so one stray tool does not. */
const MIN_SKILLS_FOR_FIELD = 2;

/** The fields the concepts point to most clearly (those with the top count, at least two). */
export function fieldsFromSkills(concepts: Iterable<string>): Set<Field> {
  const counts = skillFieldCounts(concepts);
  const top = Math.max(0, ...counts.values());
  if (top < MIN_SKILLS_FOR_FIELD) return new Set();
  return new Set([...counts].filter(([, n]) => n === top).map(([f]) => f));
}

/** The ad's fields: its title's occupations, else what its skills point to. */
export function adFields(title: string, hardSkills: readonly string[]): Set<Field> {
  const byTitle = titleFields(title);
  return byTitle.size ? byTitle : fieldsFromSkills(hardSkills);
}

/**
 * Whether a job belongs to one of the ad's fields or a branch of one (a warehouse job for a
 * logistics post): its title decides when it names an occupation; otherwise the skills its
 * description names must point there, and an employer whose name names the trade ("Plataforma
 * Logística Ebro Norte") is one of those two pieces of evidence.
 */
export function jobInFields(
  position: string,
  concepts: Iterable<string>,
  wanted: ReadonlySet<Field>,
  employer = '',
): boolean {
  if (wanted.size === 0) return false;
  const fields = withSubfields(wanted);
  const byTitle = titleFields(position);
  if (byTitle.size) return [...byTitle].some((f) => fields.has(f));
  const counts = skillFieldCounts(concepts, true);
  const byEmployer = employer ? titleFields(employer) : new Set<Field>();
  return [...fields].some((f) => (counts.get(f) ?? 0) + (byEmployer.has(f) ? 1 : 0) >= MIN_SKILLS_FOR_FIELD);
}
