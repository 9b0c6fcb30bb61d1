import type { DocLine } from './types.ts';

/**
 * Spaces that look like spaces (NBSP, thin, figure, ideographic…) become one space, a tab two (a
 * tab stop or a table cell's end parts fields, like a wide gap on a PDF line);
 * zero-width characters and soft hyphens (invisible unless a line breaks there) disappear, and
 * so do private-use code points: icon-font glyphs (a phone or envelope before a contact item,
 * skill-level dots) that mean nothing as text, and control characters (an icon font whose glyphs
 * map to U+0000 reads as NULs).
 */
const WIDE_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u200B-\u200D\u2060\uFEFF\uE000-\uF8FF]/g;
/**
 * Bullet glyphs at the start of a list item (the private-use Symbol/Wingdings code points Word
 * writes for its default bullets are gone with INVISIBLE already). A dash or asterisk only counts
 * when a space follows, so "-5 %" and "*nix" survive.
 */
const BULLET = /^(?:[•·▪▫◦●○■□►▸▹‣⁃∙✓✔❖➢➤]\s*|[-–—*]\s+)/u;

export function normalizeSpaces(text: string): string {
  // Two spaces or more stay two: a gap between cells (chips, a tab stop) separates fields.
  return text
    .replace(INVISIBLE, '')
    .replace(/\t/g, '  ')
    .replace(WIDE_SPACES, ' ')
    .replace(/ {3,}/g, '  ')
    .trim();
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

/**
 * A page header of more lines than this is page content, not a running header: Word and
 * LibreOffice templates put a whole sidebar or banner (name, skills, education) in the header so
 * that it repeats on every page.
 */
export const MAX_RUNNING_HEADER_LINES = 5;

/**
 * Gives a page header's or footer's lines their region. A running header (name, contact strip)
 * and every footer stay page furniture, which the parser reads for contact details only; a long
 * header keeps its lines' own regions (body, table, text box) so it is read like the page below
 * it. A footer is never promoted: read after the body, its lines would join the last section.
 */
export function pageMarginLines(lines: DocLine[], margin: 'header' | 'footer'): DocLine[] {
  if (margin === 'header' && lines.length > MAX_RUNNING_HEADER_LINES)
    return lines.map((line) => ({ ...line, inPageHeader: true }));
  return lines.map((line) => ({ ...line, region: margin }));
}

/**
 * The lines of a page header's (or footer's) variants (default, first page, even pages) in order:
 * a line that a later variant repeats is read once, while repeats inside one variant are kept
 * (two lists may share a word).
 */
export function mergeVariants(variants: readonly DocLine[][]): DocLine[] {
  const seen = new Set<string>();
  const lines: DocLine[] = [];
  for (const variant of variants) {
    lines.push(...variant.filter((line) => !seen.has(line.text.trim())));
    for (const line of variant) seen.add(line.text.trim());
  }
  return lines;
}
