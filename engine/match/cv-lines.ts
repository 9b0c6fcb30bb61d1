/**
 * The CV as evidence lines: each job, degree, skill, language and certification as the line the
 * report shows ("Senior Developer, Acme (2019–2023)", "Skills: TypeScript", "MSc Computer Science,
 * DTU"), with the concepts and word stems it contains for matching. Also the years of experience
 * the dated jobs add up to, overlaps counted once.
 */
import type { CvLanguage, TCvData, TCvEducation, TCvExperience } from '#domain/cv';
import { languageOf } from '#engine/skills/index';
import { withParents } from '#engine/skills/occupations';
import { educationLevelIn } from './requirements.ts';
import { findConcepts } from './concepts.ts';
import { LANGUAGE_ENGLISH } from './cues.ts';
import { contentStems } from '#engine/text/index';
import { EVIDENCE_WORDS, type EducationLevel } from '#domain/applications';

/**
 * A degree from a university or college is at least a bachelor even when its name gives no level
 * ("Contador Público, Universidad de Buenos Aires", "Cand. … , Universität").
 */
const UNIVERSITY = /univers|hochschule|college|universit|école|ecole|escuela superior|professionshøjskole/iu;

export type CvLineKind = 'experience' | 'education' | 'skill' | 'language' | 'certification' | 'summary';

export interface CvLine {
  kind: CvLineKind;
  /** What the report shows as evidence. */
  label: string;
  /** Canonical concept labels the line names. */
  concepts: ReadonlySet<string>;
  stems: ReadonlySet<string>;
  /** For experience lines: the job, to count relevant years. */
  experience?: TCvExperience;
  /**
   * For experience lines: concepts only the employer's name gives ("Logistics" for an accountant
   * at "Mainufer Logistik SE"): where one worked, not what one did.
   */
  employerOnly?: ReadonlySet<string>;
  /** For experience lines: whether the job is in the ad's field (set by the match). */
  relevant?: boolean;
  /** For education lines: the level the degree names. */
  level?: EducationLevel | null;
  /** For language lines: the language in English. */
  language?: string;
}

const yearOf = (date: string | null) => date?.slice(0, 4) ?? '';

function period(e: { startDate: string | null; endDate: string | null; current?: boolean }): string {
  const start = yearOf(e.startDate);
  const end = e.current ? EVIDENCE_WORDS.present : yearOf(e.endDate);
  if (!start && !end) return '';
  if (!start || start === end) return ` (${end})`;
  return ` (${start}–${end})`;
}

const joinParts = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

// A skill also meets the broader concepts it implies (AWS is cloud, bookkeeping is accounting).
const conceptsIn = (text: string) => new Set(findConcepts(text).flatMap((h) => withParents(h.concept.label)));

function makeLine(
  kind: CvLineKind,
  label: string,
  text: string,
  language: CvLanguage,
  extra: Partial<CvLine> = {},
): CvLine {
  return {
    kind,
    label,
    concepts: conceptsIn(text),
    stems: new Set(contentStems(text, language)),
    ...extra,
  };
}

/** A job's line; the concepts its title and description do not name are the employer's only. */
function experienceCvLine(e: TCvExperience, language: CvLanguage): CvLine {
  const text = [e.position, e.company, e.description].join('\n');
  const line = makeLine('experience', experienceLine(e), text, language, { experience: e });
  if (!e.company.trim()) return line;
  const own = conceptsIn([e.position, e.description].join('\n'));
  const employerOnly = [...line.concepts].filter((c) => !own.has(c));
  return employerOnly.length ? { ...line, employerOnly: new Set(employerOnly) } : line;
}

/** "Senior Developer, Acme (2019–2023)": a job as the report cites it. */
export function experienceLine(e: TCvExperience): string {
  return `${joinParts(e.position, e.company) || EVIDENCE_WORDS.job}${period(e)}`;
}

/** "MSc Computer Science, DTU (2016–2018)": a degree as the report cites it. */
export function educationLine(ed: TCvEducation): string {
  return `${joinParts(ed.degree, ed.institution) || EVIDENCE_WORDS.education}${period(ed)}`;
}

/** Every line of the CV that can meet a requirement; stems use the ad's language on both sides. */
export function cvLines(cv: TCvData, language: CvLanguage): CvLine[] {
  const lines: CvLine[] = [];
  if (cv.summary.trim()) lines.push(makeLine('summary', EVIDENCE_WORDS.summary, cv.summary, language));
  for (const e of cv.experience) lines.push(experienceCvLine(e, language));
  for (const ed of cv.education) {
    lines.push(
      makeLine('education', educationLine(ed), `${ed.degree}\n${ed.institution}`, language, {
        level: educationLevelIn(ed.degree) ?? (UNIVERSITY.test(ed.institution) ? 'bachelor' : null),
      }),
    );
  }
  for (const skill of [...cv.skills.technical, ...cv.skills.soft]) {
    lines.push(makeLine('skill', `${EVIDENCE_WORDS.skills}: ${skill}`, skill, language));
  }
  for (const item of cv.skills.languages) {
    const code = languageOf(item);
    const english = code ? LANGUAGE_ENGLISH[code] : undefined;
    lines.push(
      makeLine('language', `${EVIDENCE_WORDS.languages}: ${item}`, item, language, {
        language: english ?? item,
      }),
    );
  }
  for (const c of cv.certifications)
    lines.push(makeLine('certification', `${EVIDENCE_WORDS.certification}: ${c}`, c, language));
  return lines;
}

/** Months since year 0 for "2019" (January, or December for an end) and "2019-03". */
function monthIndex(date: string, isEnd: boolean): number {
  const year = Number(date.slice(0, 4));
  const month = date.length >= 7 ? Number(date.slice(5, 7)) : isEnd ? 12 : 1;
  return year * 12 + (month - 1);
}

/** [start, end) month ranges of dated jobs; a current job runs to `now`. */
function jobRanges(experience: readonly TCvExperience[], now: Date): Array<[number, number]> {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return experience.flatMap((e): Array<[number, number]> => {
    if (!e.startDate) return [];
    const start = monthIndex(e.startDate, false);
    const end = e.current ? nowIndex : e.endDate ? monthIndex(e.endDate, true) : start;
    return end >= start ? [[start, Math.min(end, nowIndex) + 1]] : [];
  });
}

/** Years of experience from the dated jobs, overlapping periods counted once (one decimal). */
export function cvYears(experience: readonly TCvExperience[], now: Date = new Date()): number {
  const ranges = jobRanges(experience, now).sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, reach);
    if (end > from) months += end - from;
    reach = Math.max(reach, end);
  }
  return Math.round((months / 12) * 10) / 10;
}
