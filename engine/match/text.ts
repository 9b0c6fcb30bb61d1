/**
 * Text helpers for matching: folding (lower case, no accents), tokens that keep technology
 * spellings whole ("node.js", "c++", "c#", ".net"), a light stemmer per language and the
 * function words that never count as content.
 */
import type { CvLanguage } from '#domain/cv';

/** Lower case without accents; æ, ø and ß stay (they are letters of their own). */
export function fold(s: string): string {
  // Typographic apostrophes as plain ones ("we’re" is "we're"); same length, so offsets hold.
  const lower = s.toLowerCase().replace(/[’`]/g, "'");
  // Most words are plain ASCII: no accents to take off (this runs for every token).
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
}
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

export interface Token {
  /** As written (for case-sensitive checks of ambiguous abbreviations like "R" or "Go"). */
  raw: string;
  /** Folded. */
  key: string;
  /** Offset in the source string. */
  start: number;
  end: number;
}

/** A word, number or technology name; inner dots only between letters or digits ("asp.net", "d3.js"). */
const TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}+#]|\.(?=[\p{L}\p{N}]))*/gu;

export function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  for (const m of s.matchAll(TOKEN)) {
    const raw = m[0];
    tokens.push({ raw, key: fold(raw), start: m.index, end: m.index + raw.length });
  }
  return tokens;
}

/** Words that carry no meaning of their own in any of the five languages. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or of to in on at for with by from as is are be been being this that these those it its
  our we you your they their will can could should would may must have has had do does not no any all
  such other etc into within about over more most very well good strong excellent great solid using use
  og i på til med af for er en et den det de som har at fra om ved hos eller samt kan skal være du vi
  din dit dine vores man der sig god gode stærk stærke meget også
  und der die das ein eine einer eines dem den des mit für von zu im auf bei als oder sowie auch sehr gute
  gut du dich dein deine wir unser unsere ihr ist sind hast bist zur zum über
  y o de la el los las del con para por un una unos unas que se al en su sus como es muy buen buena
  et ou le les des du un une pour avec dans sur au aux par que qui est sont vous votre vos nous notre tres
  bon bonne bonnes`
    .split(/\s+/)
    .filter(Boolean),
);

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

/** Cut a phrase to at most `max` characters at a word boundary. */
export function clip(s: string, max: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1).replace(/\s+\S*$/, '');
  return `${(cut || t.slice(0, max)).replace(/[\s,;:–-]+$/, '')}…`;
}
