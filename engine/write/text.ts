/** Small text helpers shared by the writer, the checker and the model-text reader. */
import { detectLanguage, foldWords } from '#engine/text/index';
import type { CvLanguage, TCvData } from '#domain/cv';

/** Words as a reader counts them: tokens with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Whether `phrase` occurs in `text` as whole words (folded). */
export function mentions(text: string, phrase: string): boolean {
  const p = foldWords(phrase);
  if (!p) return false;
  return ` ${foldWords(text)} `.includes(` ${p} `);
}

/** Gender markers job titles carry in German, French and Danish ads ("Developer (m/w/d)"). */
const GENDER_MARKER = /\s*[([]\s*[mwfdhkx*](?:\s*[/|,]\s*[mwfdhkx*]){1,3}\s*[)\]]/giu;

export function cleanTitle(title: string): string {
  return title.replace(GENDER_MARKER, '').replace(/\s+/g, ' ').trim();
}

/** A year from a CV date ("2019-03" → 2019). */
export function yearOf(date: string | null): number | null {
  return date ? Number(date.slice(0, 4)) : null;
}

/** The CV's running text: summary and job descriptions (what its language is judged on). */
export function cvProse(cv: TCvData): string {
  return [cv.summary, ...cv.experience.map((e) => e.description)].join('\n');
}

const MIN_PROSE_WORDS = 12;

/** The language the CV's own sentences are written in, or null when it has too few of them. */
export function cvLanguage(cv: TCvData): CvLanguage | null {
  const prose = cvProse(cv);
  if (countWords(prose) < MIN_PROSE_WORDS) return null;
  return detectLanguage(prose).language;
}

/** A CV's every text field in one string, for "is this in the CV" checks. */
export function cvText(cv: TCvData): string {
  const p = cv.personalInfo;
  return [
    p.fullName,
    p.location,
    cv.summary,
    ...cv.experience.flatMap((e) => [e.position, e.company, e.location, e.description]),
    ...cv.education.flatMap((e) => [e.degree, e.institution]),
    ...cv.skills.technical,
    ...cv.skills.soft,
    ...cv.skills.languages,
    ...cv.certifications,
  ].join('\n');
}

/** Words a full stop abbreviates inside a name or title ("Acme Inc.", "Lic. #2445", "B. Sc.", "Dipl.-Ing."), never a sentence's end. */
const ABBREVIATION =
  /(?:^|[\s(“"„«»‘'/-])(?:Inc|Ltd|Co|Corp|Bros|No|Nr|Lic|Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|Dipl|Ing|vs|ca|bzw|evt|inkl|ggf|mfl|etc|\p{Lu}|(?:\p{L}{1,4}\.)+\p{L}{1,4})\.$/u;

/** How a sentence starts: a capital, perhaps after an opening quote, bracket, dash or Spanish ¡ ¿. */
const SENTENCE_START = /^[“"„«»‘'([–—¡¿-]*\s*\p{Lu}/u;

/**
 * A text's sentences: a break after ".", "!" or "?" and a space, but not after an abbreviation
 * ("B.S. in", "Inc. (European Division)") or an ordinal ("4. semester", "5. und 6. Klasse"):
 * the next sentence starts with a capital. bench/letters.ts and the variety guard count with it.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+/)) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (!SENTENCE_START.test(part) || ABBREVIATION.test(prev)))
      out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A sentence as compared across letters: case, spacing and final punctuation aside. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?…\s]+$/u, '')
    .trim();
}
