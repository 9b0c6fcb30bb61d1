import type { DocLine } from './types.ts';

/**
 * Spaces that look like spaces (NBSP, thin, figure, ideographic…) and tabs become one space;
 * zero-width characters and soft hyphens (invisible unless a line breaks there) disappear.
 */
const WIDE_SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/**
 * Bullet glyphs at the start of a list item, including the private-use Symbol/Wingdings code
 * points Word writes for its default bullets. A dash or asterisk only counts when a space follows,
 * so "-5 %" and "*nix" survive.
 */
const BULLET = /^(?:[•·▪▫◦●○■□►▸▹‣⁃∙✓✔❖➢➤\uF0A7\uF0B7\uF0D8\uF076\uF0FC]\s*|[-–*]\s+)/u;

export function normalizeSpaces(text: string): string {
  return text.replace(INVISIBLE, '').replace(WIDE_SPACES, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A line as the parser wants it: normalized spaces, no bullet glyph in front. */
export function cleanLineText(text: string): string {
  return normalizeSpaces(normalizeSpaces(text).replace(BULLET, ''));
}

/** Cleans every line's text and drops the lines left empty. */
export function cleanLines(lines: DocLine[]): DocLine[] {
  return lines.flatMap((line) => {
    const text = cleanLineText(line.text);
    return text ? [{ ...line, text }] : [];
  });
}

/** Plain text split into body lines (DOC streams, .txt files). */
export function textToLines(text: string, region: DocLine['region'] = 'body'): DocLine[] {
  return cleanLines(
    text.split(/\r\n|[\r\n\u2028\u2029\v\f]/).map((line) => ({ text: line, page: 1, region })),
  );
}

/** Counts the characters that carry meaning, to tell an empty or image-only document apart. */
export function visibleCharCount(lines: DocLine[]): number {
  return lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
}
