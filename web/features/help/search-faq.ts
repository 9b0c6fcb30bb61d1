import { HELP_FAQ, type FaqEntry, type FaqTextLanguage } from '#domain/help-faq';
import { foldForSearch } from '#engine/text/index';

/**
 * The entries whose question or answer (in `language`) contain every word of `query`, both folded
 * for search (case, accents and strokes off, æ as "ae": "ansogning" finds "ansøgning"). A word
 * may be part of a longer one, so a half-typed word already finds its entry. An empty query
 * matches everything.
 */
export function searchFaq(
  query: string,
  language: FaqTextLanguage,
  entries: readonly FaqEntry[] = HELP_FAQ,
): FaqEntry[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldForSearch(`${entry.question[language]} ${entry.answer[language]}`);
    return words.every((word) => haystack.includes(word));
  });
}
