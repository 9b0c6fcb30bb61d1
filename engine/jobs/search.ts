import type { TPosting, TSearchFilters } from '#domain/job-discovery';
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

/** The keywords' folded words; a posting matches when each is in its title, company or text. */
export const keywordWords = (keywords: string | undefined) =>
  foldWords(keywords ?? '')
    .split(' ')
    .filter(Boolean);

/** Whether a posting passes a search's filters (every filter given must hold). */
export function matchesSearch(
  posting: Pick<TPosting, 'title' | 'company' | 'location' | 'description' | 'remote' | 'language'>,
  filters: TSearchFilters,
): boolean {
  if (filters.remote !== undefined && posting.remote !== filters.remote) return false;
  if (filters.language && posting.language !== filters.language) return false;
  if (filters.location && !foldWords(posting.location).includes(foldWords(filters.location))) return false;
  const words = keywordWords(filters.keywords);
  if (words.length > 0) {
    const haystack = ` ${foldWords(`${posting.title} ${posting.company} ${posting.description}`)} `;
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  return true;
}
