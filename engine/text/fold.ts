/**
 * Folding: the keys that let the engine (and the web's help search) compare text without caring
 * about case or accents. `fold` is the one to use; the variants below exist only because their
 * callers need something `fold` cannot give, and say so.
 */

/** Lower case without accents; æ, ø and ß stay (they are letters of their own). */
export function fold(s: string): string {
  // Typographic apostrophes as plain ones ("we’re" is "we're"); same length, so offsets hold.
  const lower = s.toLowerCase().replace(/[’`]/g, "'");
  // Most words are plain ASCII: no accents to take off (this runs for every token).
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
}
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

const foldedWords = new Map<string, string>();
const WORDS_CACHE = 5000;

/**
 * `fold` with every run of characters other than letters, digits, "+" and "#" as one space: for
 * whole-word "does this text mention that phrase" checks (the writer and its claim checker), where
 * "C++," must meet "c++" and a hyphen or a full stop must not glue two words together. Kept apart
 * from `fold` because the matcher's tokens and the parser's cues need the punctuation.
 */
export function foldWords(s: string): string {
  const hit = foldedWords.get(s);
  if (hit !== undefined) return hit;
  const out = fold(s)
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
  // The same texts (CV lines, paragraphs, requirement names) are folded again and again.
  if (foldedWords.size >= WORDS_CACHE) foldedWords.clear();
  foldedWords.set(s, out);
  return out;
}

/** Letters that NFD does not decompose but that readers type without the stroke. */
const STROKES: Readonly<Record<string, string>> = { ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * Lower case without accents or strokes, one UTF-16 unit per input unit: `foldInPlace(s)[i]`
 * corresponds to `s[i]`, so an index found in the folded text is valid in the original. The
 * parser needs that (it finds a cue in folded text and cuts the value out of the CV's own text),
 * and `fold` cannot promise it (NFD of a combining sequence, "İ" lower-cased to two units). It
 * also takes strokes off (ø → o), as people type them; æ and ß stay (they would take two units).
 */
export function foldInPlace(s: string): string {
  // Most CV text is ASCII: one native call instead of a loop.
  if (!NON_ASCII.test(s)) return s.toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const unit = s[i]!;
    out += unit.charCodeAt(0) < 128 ? unit.toLowerCase() : foldUnit(unit);
  }
  return out;
}

const NON_ASCII = /[\u0080-\uffff]/;
const foldedUnits = new Map<string, string>();

function foldUnit(unit: string): string {
  let folded = foldedUnits.get(unit);
  if (folded === undefined) {
    const code = unit.charCodeAt(0);
    const lower = unit.toLowerCase();
    const base =
      code >= 0xd800 && code <= 0xdfff
        ? unit
        : lower.length === 1
          ? (lower.normalize('NFD')[0] ?? lower)
          : unit;
    folded = STROKES[base] ?? base;
    foldedUnits.set(unit, folded);
  }
  return folded;
}

/**
 * `foldInPlace` with æ as "ae": for searching what people type (the help page's FAQ search, the
 * chat's help-centre ranking), where someone without a Danish keyboard writes "vaelg" for "vælg"
 * and "ansogning" for "ansøgning". Offsets do not hold, so the parser cannot use it.
 */
export function foldForSearch(s: string): string {
  return foldInPlace(s).replace(/æ/g, 'ae');
}
