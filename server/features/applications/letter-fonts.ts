import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff.ts';

/**
 * Source Serif 4 for the exported letters. Fontsource ships the face split by script: the `latin`
 * file has ASCII and Western European letters (æøåäöüßñé), the `latin-ext` file the rest of Latin
 * (ł, ř, ő, ş …); its unicode.json says which code points each covers.
 */

const PACKAGE = '@fontsource/source-serif-4';
export const LETTER_FONT_FAMILY = 'Source Serif 4';

export type Subset = 'latin' | 'latin-ext';
export type Weight = 'regular' | 'bold';
const FILE_WEIGHT: Record<Weight, string> = { regular: '400-normal', bold: '700-normal' };

interface Fonts {
  files: Record<`${Subset}-${Weight}`, Buffer>;
  ranges: Record<Subset, Array<[number, number]>>;
}

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseRanges(spec: string): Array<[number, number]> {
  return spec.split(',').map((part) => {
    const [from, to] = part.replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

let fonts: Fonts | undefined;

/** Read (and unwrapped) once per process: the four fonts and the code point ranges each subset covers. */
export function letterFonts(): Fonts {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (subset: Subset, weight: Weight) =>
    woffToSfnt(
      readFileSync(require.resolve(`${PACKAGE}/files/source-serif-4-${subset}-${FILE_WEIGHT[weight]}.woff`)),
    );
  const unicode = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<
    Subset,
    string
  >;
  fonts = {
    files: {
      'latin-regular': file('latin', 'regular'),
      'latin-bold': file('latin', 'bold'),
      'latin-ext-regular': file('latin-ext', 'regular'),
      'latin-ext-bold': file('latin-ext', 'bold'),
    },
    ranges: { latin: parseRanges(unicode.latin), 'latin-ext': parseRanges(unicode['latin-ext']) },
  };
  return fonts;
}

const covers = (ranges: Array<[number, number]>, codePoint: number) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Cuts text into runs drawn with one subset each; characters neither covers stay in `latin`. */
export function fontRuns(text: string, ranges: Fonts['ranges']): Array<{ subset: Subset; text: string }> {
  const runs: Array<{ subset: Subset; text: string }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const subset: Subset =
      !covers(ranges.latin, codePoint) && covers(ranges['latin-ext'], codePoint) ? 'latin-ext' : 'latin';
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}
