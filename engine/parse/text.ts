/**
 * Text helpers shared by the parser: comparison keys, bullets, and the separators CVs put between
 * fields. Folding itself is the engine's text layer; the parser folds in place (`foldInPlace`) so
 * a match found in the folded text can be cut out of the original at the same offsets.
 */
import { foldInPlace } from '#engine/text/index';

/** A comparison key: folded, punctuation at the ends removed, inner spaces collapsed. */
export function key(s: string): string {
  return foldInPlace(s)
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}]+$/gu, '')
    .trim();
}

/**
 * Tidies one line: no-break and zero-width spaces, runs of spaces (tabs become " | "), no-break
 * hyphens. Icon-font
 * glyphs (private-use characters: the phone, pin and envelope icons before contact items) separate
 * fields like a gap does.
 */
export function cleanLine(s: string): string {
  return (
    s
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      .replace(/\t+/g, ' | ')
      .replace(/\s*\p{Co}+\s*/gu, '  ')
      // Non-breaking and figure hyphens are plain hyphens ("2020 ‑ Present", "Cybersecurity‑Berater").
      .replace(/[\u2011\u2012]/g, '-')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/ {2,}/g, '  ')
      .trim()
  );
}

/**
 * "E X P E R I E N C E" or "W O R K  E X P E R I E N C E" (letter-spaced headings, common in
 * designed CVs) back to words; other text unchanged.
 */
export function collapseLetterSpacing(s: string): string {
  const groups = s.trim().split(/\s{2,}/);
  const spaced = groups.every((g) => /^(?:\S )+\S$/u.test(g) && g.replace(/ /g, '').length >= 2);
  if (!spaced) return s;
  return groups.map((g) => g.replace(/ /g, '')).join(' ');
}

/** Bullet glyphs; "{" is moderncv's symbol-font bullet as the text layer reads it. */
const BULLET_RE = /^(?:[•·▪▫●◦‣○■□►▸▹➢➤✓✔✗→*‐-]|[-–—{](?=\s)|o(?=\s{1,3}\p{Lu}))\s*/u;

/** Whether the line starts with a list bullet, and the text without it. */
export function stripBullet(s: string): { text: string; bullet: boolean } {
  const m = BULLET_RE.exec(s);
  if (!m) return { text: s, bullet: false };
  // "-5%" or "*nix" are text, not bullets: a bullet is followed by a space or a letter.
  const rest = s.slice(m[0].length);
  if (!m[0].trim() || (!/\s$/.test(m[0]) && !/^\p{L}/u.test(rest))) return { text: s, bullet: false };
  return { text: rest.trim(), bullet: true };
}

/** Separators between fields on one line: pipes, middle dots, bullets, gaps, spaced slashes. */
/**
 * Pipes, middle dots, bullets, gaps, spaced slashes, and a lone "(" between spaces (an icon font's
 * map pin read as a bracket: "Innovatech Solutions ( Ottertown").
 */
const FIELD_SEPARATORS = /\s+[|·•‧◦▪]\s+|\s*\|\s*|\s{2,}|\s+\/\s+|\s+\((?=\s+\p{Lu}[^)]*$)\s+/u;
const WITH_DASHES = new RegExp(`${FIELD_SEPARATORS.source}|\\s+[–—-]\\s+`, 'u');
const SPACED_DASH = /\s+[–—-]\s+/;

function tidyFields(fields: readonly string[]): string[] {
  return fields
    .map((f) =>
      f
        .trim()
        .replace(/^[,;:]+|[,;:]+$/g, '')
        .trim(),
    )
    .filter((f) => f.length > 0);
}

/** A line's fields; spaced dashes separate too unless `dashes` is false (the caller decides). */
export function splitFields(s: string, dashes = true): string[] {
  return tidyFields(s.split(dashes ? WITH_DASHES : FIELD_SEPARATORS));
}

export function splitOnDashes(s: string): string[] {
  return tidyFields(s.split(SPACED_DASH));
}

export function wordCount(s: string): number {
  return s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

/** "JANE DOE" → "Jane Doe"; text with any lower-case letter is returned unchanged. */
export function titleCaseIfShouting(s: string): string {
  if (/\p{Ll}/u.test(s) || !/\p{Lu}{2}/u.test(s)) return s;
  return s
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function isAllCaps(s: string): boolean {
  return /\p{Lu}{2}/u.test(s) && !/\p{Ll}/u.test(s);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word alternation of folded phrases, longest first so "bis heute" wins over "bis". */
export function phraseAlternation(phrases: readonly string[]): string {
  return [...new Set(phrases.map(foldInPlace))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

export const EMAIL_RE = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
export const URL_RE = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|dk|de|es|fr|io|net|org|eu)\/\S*/i;

/** Abbreviations that end names, not sentences: "S.A.", "Inc.", "Co.", "e.V.". */
const ABBREVIATION_END =
  /(?:^|[\s(])(?:\p{L}{1,2}\.){1,3}$|(?:^|\s)(?:inc|ltd|co|corp|jr|sr|dr|str|nr|bros|mfg)\.$/iu;

/** Whether text ends a sentence (a full stop after a word, not after an abbreviation). */
export function endsSentence(text: string): boolean {
  return /[.!?]$/.test(text) && !ABBREVIATION_END.test(text);
}

/** The text without the full stop that closes it; an abbreviation keeps its point ("Acme S.A."). */
export function withoutFullStop(text: string): string {
  return endsSentence(text) ? text.slice(0, -1) : text;
}
