import type { TPosting } from '#domain/job-discovery';
import { foldWords } from '#engine/text/index';

/**
 * The same job reached through two sources (a company's Greenhouse board and its careers page)
 * is one posting: the same company, title and location once case, accents, punctuation and
 * spacing are folded away.
 */
export function dedupeKey(posting: Pick<TPosting, 'company' | 'title' | 'location'>): string {
  return [posting.company, posting.title, posting.location].map(foldWords).join('|');
}

/** The first of each key, in order. */
export function dedupePostings<T extends Pick<TPosting, 'company' | 'title' | 'location'>>(
  postings: readonly T[],
): T[] {
  const seen = new Set<string>();
  return postings.filter((p) => {
    const key = dedupeKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * PostgreSQL's word parser and trigrams keep letters and digits only, so "c++", "c#" and "c"
 * would be one word: the two signs the folding keeps are spelled out in the search columns and in
 * the keywords alike ("cplusplus", "csharp").
 */
const SIGNS: Readonly<Record<string, string>> = { '+': 'plus', '#': 'sharp' };

/** A folded word (or text) as the search columns hold it. */
export const indexedWord = (folded: string) => folded.replace(/[+#]/g, (sign) => SIGNS[sign]!);

/**
 * What the discovery list's keyword filter searches (decision 027), folded like the keywords and
 * with their signs spelled out (`indexedWord`):
 * `heading`, the title and company, where a keyword may sit inside a word (Danish and German
 * compounds: "udvikler" finds "Softwareudvikler"); `words`, all of the posting as the full-text
 * index holds it, where a keyword must start a word ("postgres" finds "PostgreSQL", "sql" does
 * not).
 */
export function searchFields(posting: Pick<TPosting, 'title' | 'company' | 'description'>): {
  heading: string;
  words: string;
} {
  const heading = indexedWord(foldWords(`${posting.title} ${posting.company}`));
  return { heading, words: `${heading} ${indexedWord(foldWords(posting.description))}` };
}

/**
 * The keywords' folded words; a posting matches when each, as `indexedWord` spells it, is inside
 * its heading or starts a word of its text (`searchFields`).
 */
export const keywordWords = (keywords: string | undefined) =>
  foldWords(keywords ?? '')
    .split(' ')
    .filter(Boolean);
