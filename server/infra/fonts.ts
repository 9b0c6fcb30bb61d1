import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff.ts';

/**
 * The embedded fonts of the exports (letters, CVs), from the Fontsource packages (OFL-1.1).
 * Fontsource ships each face split by script: the `latin` file has ASCII and Western European
 * letters (æøåäöüßñé), the `latin-ext` file the rest of Latin (ł, ř, ő, ş …); each package's
 * unicode.json says which code points each covers. Files are unwrapped from WOFF once per process
 * (woff.ts) and kept.
 */

export type Subset = 'latin' | 'latin-ext';
export type Weight = 'regular' | 'bold';
export type Style = 'normal' | 'italic';
export const SUBSETS: readonly Subset[] = ['latin', 'latin-ext'];

const FILE_WEIGHT: Record<Weight, string> = { regular: '400', bold: '700' };

export type CodePointRanges = Record<Subset, Array<[number, number]>>;

const require = createRequire(import.meta.url);

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseRanges(spec: string): Array<[number, number]> {
  return spec.split(',').map((part) => {
    const [from, to] = part.replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

const files = new Map<string, Buffer>();
const ranges = new Map<string, CodePointRanges>();

/** One face's file of one subset as TrueType, e.g. fontFile('inter', 'latin-ext', 'bold', 'italic'). */
export function fontFile(family: string, subset: Subset, weight: Weight, style: Style = 'normal'): Buffer {
  const name = `${family}-${subset}-${FILE_WEIGHT[weight]}-${style}`;
  let file = files.get(name);
  if (!file) {
    file = woffToSfnt(readFileSync(require.resolve(`@fontsource/${family}/files/${name}.woff`)));
    files.set(name, file);
  }
  return file;
}

/** The code points each subset of a family covers. */
export function fontRanges(family: string): CodePointRanges {
  let known = ranges.get(family);
  if (!known) {
    const unicode = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${family}/unicode.json`), 'utf8'),
    ) as Record<Subset, string>;
    known = { latin: parseRanges(unicode.latin), 'latin-ext': parseRanges(unicode['latin-ext']) };
    ranges.set(family, known);
  }
  return known;
}

const covers = (list: Array<[number, number]>, codePoint: number) =>
  list.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Cuts text into runs drawn with one subset each; characters neither covers stay in `latin`. */
export function fontRuns(text: string, subsets: CodePointRanges): Array<{ subset: Subset; text: string }> {
  const runs: Array<{ subset: Subset; text: string }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const subset: Subset =
      !covers(subsets.latin, codePoint) && covers(subsets['latin-ext'], codePoint) ? 'latin-ext' : 'latin';
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}
