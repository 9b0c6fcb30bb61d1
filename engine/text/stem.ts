/** A light stemmer per language, and the stems of a text's content words. */
import type { CvLanguage } from '#domain/cv';
import { fold } from './fold.ts';
import { STOPWORDS, tokenize } from './tokens.ts';

/** Suffixes removed by the light stemmer, longest first; a stem keeps at least MIN_STEM letters. */
const SUFFIXES: Readonly<Record<CvLanguage, readonly string[]>> = {
  en: ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ers', 'ies', 'ied', 'er', 'es', 'ed', 'ly', 's'],
  da: ['erne', 'ende', 'ene', 'hed', 'er', 'en', 'et', 'e', 's'],
  de: ['ungen', 'ung', 'ern', 'en', 'er', 'em', 'es', 'e', 'n', 's'],
  es: ['aciones', 'acion', 'amientos', 'amiento', 'es', 's', 'a', 'o'],
  fr: ['ations', 'ation', 'euses', 'euse', 'eurs', 'eur', 'ees', 'ee', 'es', 'e', 's', 'x'],
};
const MIN_STEM = 3;
/** English endings where a final "s" is not a plural ("analysis", "business", "status"). */
const KEEP_FINAL_S = /(?:ss|is|us|os)$/;

function stripSuffix(w: string, language: CvLanguage): string {
  for (const suffix of SUFFIXES[language]) {
    if (!w.endsWith(suffix) || w.length - suffix.length < MIN_STEM) continue;
    if (suffix === 's' && language === 'en' && KEEP_FINAL_S.test(w)) continue;
    return w.slice(0, -suffix.length);
  }
  return w;
}

/**
 * A light stem: up to two inflectional or derivational endings removed (plurals, -ing/-ed, German
 * -en/-ung, Danish -er/-en/-et, Spanish and French plurals and gender: "lageret" → "lager" →
 * "lag" like "lager"), then a final "e", so "manager", "management", "managed" and "manage" meet.
 * Both sides of a comparison are stemmed with the same language, so an over-eager cut still
 * matches consistently.
 */
export function stem(word: string, language: CvLanguage = 'en'): string {
  const w = fold(word);
  if (w.length <= MIN_STEM || /[\d+#.]/.test(w)) return w;
  const out = stripSuffix(stripSuffix(w, language), language);
  return out.length > MIN_STEM && out.endsWith('e') ? out.slice(0, -1) : out;
}

/** The stems of a text's content words (stopwords and one-letter tokens left out). */
export function contentStems(text: string, language: CvLanguage): string[] {
  return tokenize(text)
    .filter((t) => t.key.length > 1 && !STOPWORDS.has(t.key) && !/^\d+$/.test(t.key))
    .map((t) => stem(t.key, language));
}
