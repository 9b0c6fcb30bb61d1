/**
 * The verified fact sheet: everything a letter may state about the applicant, each fact with the
 * CV line it came from and a confidence. Parsed CVs are imperfect (a referee's email read as an
 * employer, a heading read as a name, a title and an employer swapped), so a fact that does not
 * look like what it claims to be falls below the bar and the letter leaves it out rather than
 * state something false. The same sheet is what the user reviews ("What your letter will say")
 * and unticks; the claim checker reads letters against it.
 */
import type { TCvData, TCvEducation, TCvEntry, TCvExperience } from '#domain/cv';
import { cvYears } from '#engine/match/index';
import { findTechSkills, languageOf, techSkill } from '#engine/skills/index';
import {
  doubtAboutName,
  educationKindOf,
  isEarlySchooling,
  isWorkStatus,
  levelOf,
  monthLed,
  roleKindOf,
  swappedRole,
  type EducationKind,
  type LanguageLevel,
  type RoleKind,
} from './cues.ts';
import { countWords, yearOf } from './text.ts';

/** Facts at or above this confidence may be stated; below it the letter leaves them out. */
export const CONFIDENCE_BAR = 0.6;

export type FactKind =
  'name' | 'role' | 'years' | 'education' | 'certificate' | 'skill' | 'language' | 'achievement';

export interface FactBase {
  /** Stable within one CV ("role:2", "language:de"): what a user unticks. */
  id: string;
  kind: FactKind;
  /** How the fact reads ("Staff nurse, Rigshospitalet (2018–2024)", "German – basic"). */
  label: string;
  /** The CV line it came from. */
  source: string;
  confidence: number;
  /** Why the confidence is low, for the review screen. */
  doubt: string | null;
  /** The CV entry it was read from (what an edit on the review screen changes); null for the years. */
  cvEntry: TCvEntry | null;
  /** Unticked by the user. */
  excluded: boolean;
}

export interface RoleFact extends FactBase {
  kind: 'role';
  entry: TCvExperience;
  position: string;
  company: string;
  roleKind: RoleKind;
  from: number | null;
  to: number | null;
  current: boolean;
  /** The most recent entry of the CV's experience (titled or not): only it may be called "most recent". */
  latest: boolean;
}

export interface YearsFact extends FactBase {
  kind: 'years';
  /** Whole years of paid work (overlaps once), capped by any figure the CV states itself. */
  value: number;
}

export interface EducationFact extends FactBase {
  kind: 'education';
  entry: TCvEducation;
  educationKind: EducationKind;
}

export interface LanguageFact extends FactBase {
  kind: 'language';
  code: string;
  level: LanguageLevel | null;
}

export interface PlainFact extends FactBase {
  kind: 'name' | 'certificate' | 'skill' | 'achievement';
}

export type Fact = RoleFact | YearsFact | EducationFact | LanguageFact | PlainFact;

export interface FactSheet {
  facts: Fact[];
  name: PlainFact | null;
  roles: RoleFact[];
  years: YearsFact | null;
  education: EducationFact[];
  languages: LanguageFact[];
  certificates: PlainFact[];
  skills: PlainFact[];
}

/** Whether the letter may state a fact: confident enough and not unticked. */
export function usable(fact: FactBase | null | undefined): boolean {
  return !!fact && !fact.excluded && fact.confidence >= CONFIDENCE_BAR;
}

function base(
  id: string,
  kind: FactKind,
  label: string,
  source: string,
  doubt: string | null,
  confidence: number,
  excluded: ReadonlySet<string>,
  cvEntry: TCvEntry | null,
) {
  return {
    id,
    kind,
    label,
    source,
    doubt,
    cvEntry,
    confidence: doubt ? Math.min(confidence, 0.2) : confidence,
    excluded: excluded.has(id),
  };
}

function period(from: number | null, to: number | null, current: boolean): string {
  if (current) return from ? ` (${from}–)` : '';
  if (from === null && to === null) return '';
  return from === null || to === null || from === to ? ` (${from ?? to})` : ` (${from}–${to})`;
}

function endOf(e: TCvExperience, now: number): number {
  return e.current ? now + 1 : (yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0);
}

function roleFacts(cv: TCvData, now: number, excluded: ReadonlySet<string>): RoleFact[] {
  const latestEnd = Math.max(0, ...cv.experience.map((e) => endOf(e, now)));
  return cv.experience.map((raw, i): RoleFact => {
    // A title and an employer the wrong way round are put right, with less certainty.
    const swapped = swappedRole(raw.position.trim(), raw.company.trim());
    const position = (swapped ? raw.company : raw.position).trim();
    const company = (swapped ? raw.position : raw.company).trim();
    const doubt = !position
      ? 'no job title'
      : (doubtAboutName(position) && `the title is ${doubtAboutName(position)}`) ||
        (company && doubtAboutName(company) ? `the employer is ${doubtAboutName(company)}` : null);
    const from = yearOf(raw.startDate);
    const to = raw.current ? null : yearOf(raw.endDate);
    const label = `${[position, company].filter(Boolean).join(', ')}${period(from, to, raw.current)}`;
    return {
      ...base(`role:${i}`, 'role', label, label, doubt, swapped ? 0.7 : 0.9, excluded, {
        section: 'experience',
        index: i,
      }),
      kind: 'role',
      entry: { ...raw, position, company },
      position,
      company,
      roleKind: raw.volunteer ? 'volunteer' : roleKindOf(position, company),
      from,
      to,
      current: raw.current,
      latest: endOf(raw, now) >= latestEnd,
    };
  });
}

/** Numbers CVs write as words ("ten years", "zehn Jahre", "ti års", "diez años", "dix ans"), 1–20. */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
    'et to tre fire fem seks syv otte ni ti elleve tolv tretten fjorten femten seksten sytten atten nitten tyve',
    'ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig',
    'un dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte',
    'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt',
  ].flatMap((list) => list.split(' ').map((word, i) => [word, i + 1] as const)),
);
const NUMBER = `\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;

/** "7 years of experience", "ten years", "14 Jahre Berufserfahrung", "3 års erfaring", "5 años", "10 ans". */
const STATED_YEARS = new RegExp(
  `(?<![\\p{L}\\d-])(${NUMBER})\\+?\\s*(?:years?|yrs|jahre?n?|års?|år|años|ans|an)\\b(?![^.\\n]*\\b(?:old|alt|gammel|edad|âge)\\b)`,
  'giu',
);

/** The largest figure of years the CV itself states in its summary or descriptions, or null. */
export function statedYears(cv: TCvData): number | null {
  const text = [cv.summary, ...cv.experience.map((e) => e.description)].join('\n');
  const figures = [...text.matchAll(STATED_YEARS)].map((m) => {
    const figure = m[1]!.toLowerCase();
    return /^\d+$/.test(figure) ? Number(figure) : (NUMBER_WORDS[figure] ?? 0);
  });
  return figures.length ? Math.max(...figures) : null;
}

function yearsFact(
  cv: TCvData,
  roles: RoleFact[],
  now: Date,
  excluded: ReadonlySet<string>,
): YearsFact | null {
  // Only paid jobs count: internships, student jobs, apprenticeships and job seeking do not.
  const paid = roles.filter((r) => r.roleKind === 'job' && usable(r)).map((r) => r.entry);
  const counted = Math.floor(cvYears(paid, now));
  const stated = statedYears(cv);
  const value = stated === null ? counted : Math.min(counted, stated);
  if (value < 1) return null;
  const source = paid.map((e) => `${e.position}${e.company ? `, ${e.company}` : ''}`).join('; ');
  return {
    ...base('years', 'years', `${value}`, source, null, 0.9, excluded, null),
    kind: 'years',
    value,
  };
}

/**
 * The CV's years of experience, counted one way wherever they are said: paid jobs only, overlapping
 * and parallel part-time posts once, whole years, capped by a figure the CV states itself. The
 * letter's fact sheet (and so the claim checker) and the assistant's interview pitch use it; the
 * ATS report's cvYears counts every dated entry for years requirements and is not a claim.
 */
export function experienceYears(cv: TCvData, now: Date): number {
  return yearsFact(cv, roleFacts(cv, now.getUTCFullYear(), new Set()), now, new Set())?.value ?? 0;
}

function educationFacts(cv: TCvData, excluded: ReadonlySet<string>): EducationFact[] {
  return cv.education.map((entry, i): EducationFact => {
    const degree = entry.degree.trim();
    const doubt = !degree
      ? 'no title'
      : isEarlySchooling(degree, entry.institution)
        ? 'schooling before any qualification'
        : isWorkStatus(degree)
          ? 'an employment status, not a qualification'
          : (doubtAboutName(degree) && `the title is ${doubtAboutName(degree)}`) ||
            (entry.institution.trim() && doubtAboutName(entry.institution)
              ? `the school is ${doubtAboutName(entry.institution)}`
              : null);
    const label = [degree, entry.institution.trim()].filter(Boolean).join(', ');
    return {
      ...base(`education:${i}`, 'education', label, label, doubt, 0.9, excluded, {
        section: 'education',
        index: i,
      }),
      kind: 'education',
      entry,
      educationKind: educationKindOf(degree, entry.institution),
    };
  });
}

function languageFacts(cv: TCvData, excluded: ReadonlySet<string>): LanguageFact[] {
  const seen = new Set<string>();
  const out: LanguageFact[] = [];
  for (const [index, line] of cv.skills.languages.entries()) {
    const code = languageOf(line);
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const level = levelOf(line);
    // A language without its level is kept for the review, but a letter may not state it.
    const doubt = level ? null : 'no level given';
    const cvEntry = { section: 'skills.languages' as const, index };
    out.push({
      ...base(
        `language:${code}`,
        'language',
        line.trim(),
        `Languages: ${line.trim()}`,
        doubt,
        0.9,
        excluded,
        cvEntry,
      ),
      kind: 'language',
      code,
      level,
    });
  }
  return out;
}

/**
 * Not one skill, though it sits in the skills list: four or more capitalised words with no function
 * word ("Sport Fitnessstudio Baseball Cricket", a row of items read as one), or a table header set
 * in capitals ("UNDERSTANDING SPEAKING WRITING"). Tools in capitals ("SAP ERP") are names the
 * vocabulary knows. (Employers in capitals are common, so this applies to skills only.)
 */
function runOfNames(item: string): boolean {
  if (findTechSkills(item).length > 0) return false;
  const words = item.split(/\s+/);
  const capitalised = words.every((w) => /^\p{Lu}/u.test(w));
  const shouted = words.length >= 2 && /^[\p{Lu}\s&/-]+$/u.test(item) && /\p{Lu}{4}/u.test(item);
  return (capitalised && words.length >= 4) || shouted;
}

function plainFacts(
  kind: 'certificate' | 'skill',
  items: readonly string[],
  section: 'certifications' | 'skills.technical',
  prefix: string,
  excluded: ReadonlySet<string>,
): PlainFact[] {
  // Ids count the non-blank items (as they always have); the entry keeps the item's own index.
  return items
    .map((s, index) => ({ item: s.trim(), index }))
    .filter(({ item }) => item)
    .map(({ item, index }, i): PlainFact => {
      // A certificate line may carry its issuer and year ("SVA, Consejo Español de RCP, 2022").
      const doubt =
        kind === 'skill'
          ? !techSkill(item) && countWords(item) > 5
            ? 'a sentence'
            : runOfNames(item)
              ? 'a list read as one item'
              : doubtAboutName(item)
          : countWords(item) > 14
            ? 'a sentence'
            : monthLed(item)
              ? 'a date glued to it'
              : /@|https?:|www\./i.test(item)
                ? 'a link or an email'
                : null;
      const cvEntry = { section, index };
      return {
        ...base(`${kind}:${i}`, kind, item, `${prefix}: ${item}`, doubt, 0.85, excluded, cvEntry),
        kind,
      };
    });
}

function nameFact(cv: TCvData, excluded: ReadonlySet<string>): PlainFact | null {
  const name = cv.personalInfo.fullName.trim();
  if (!name) return null;
  const doubt = doubtAboutName(name) ?? (countWords(name) > 5 ? 'a sentence' : null);
  return { ...base('name', 'name', name, name, doubt, 0.9, excluded, null), kind: 'name' };
}

/** The CV as facts a letter may state, each with its line and confidence; `excluded` ids are unticked. */
export function buildFactSheet(cv: TCvData, now: Date, excluded: readonly string[] = []): FactSheet {
  const off = new Set(excluded);
  const year = now.getUTCFullYear();
  const roles = roleFacts(cv, year, off);
  const years = yearsFact(cv, roles, now, off);
  const education = educationFacts(cv, off);
  const languages = languageFacts(cv, off);
  const certificates = plainFacts('certificate', cv.certifications, 'certifications', 'Certification', off);
  const skills = plainFacts('skill', cv.skills.technical, 'skills.technical', 'Skills', off);
  const name = nameFact(cv, off);
  return {
    facts: [
      ...(name ? [name] : []),
      ...roles,
      ...(years ? [years] : []),
      ...education,
      ...certificates,
      ...skills,
      ...languages,
    ],
    name,
    roles,
    years,
    education,
    languages,
    certificates,
    skills,
  };
}
