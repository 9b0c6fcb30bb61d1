import type { DocLine } from './types.ts';

/** A text run placed on a page (pdf.js text item, in PDF user space: y grows upwards). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A rebuilt line: its runs left to right, baseline and largest font size. */
interface PlacedLine {
  items: PlacedText[];
  y: number;
  size: number;
}

const BIN = 2; // points per bin of the horizontal coverage histogram
const MIN_GUTTER = 10; // narrowest white strip accepted between two columns, in points
const MIN_SIDE_CHARS = 30;
const MIN_SIDE_LINES = 3;
/** A column reads as running text: most of its line gaps are at most this many font sizes. */
const DENSE_GAP = 2.2;
const DENSE_SHARE = 0.6;

/** A page's lines in reading order, and which of them sit in its top or bottom band. */
export interface PageLines {
  lines: DocLine[];
  bands: Set<DocLine>;
}

/** The share of the page height, at the top and at the bottom, where running heads live. */
const BAND = 0.08;

/**
 * One page's text in reading order: runs grouped into lines by baseline, and when the page has
 * two columns (a vertical gutter that only a title band above or a footer band below crosses),
 * the full-width band first, then the left column, then the right, then the bottom band.
 */
export function layoutPage(items: PlacedText[], page: number, pageHeight: number): PageLines {
  const visible = items.filter((item) => item.text.trim() !== '');
  const split = findColumns(visible);
  const groups: [PlacedText[], number][] = split
    ? [
        [split.above, 0],
        [split.left, 0],
        [split.right, 1],
        [split.below, 0],
      ]
    : [[visible, 0]];
  const result: PageLines = { lines: [], bands: new Set() };
  for (const [groupItems, column] of groups) {
    for (const line of groupLines(groupItems)) {
      const docLine: DocLine = {
        text: joinRuns(line.items),
        page,
        size: round1(line.size),
        region: 'body',
        column,
      };
      result.lines.push(docLine);
      if (line.y > pageHeight * (1 - BAND) || line.y < pageHeight * BAND) result.bands.add(docLine);
    }
  }
  return result;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

interface ColumnSplit {
  above: PlacedText[];
  left: PlacedText[];
  right: PlacedText[];
  below: PlacedText[];
}

export function findColumns(items: PlacedText[]): ColumnSplit | undefined {
  if (items.length < 6) return undefined;
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map((item) => item.x + item.width));
  for (const gutter of gutterCandidates(items, minX, maxX)) {
    const split = splitAt(items, gutter);
    if (split) return split;
  }
  return undefined;
}

/**
 * Centres of vertical white strips, cleanest first: runs of histogram bins no run covers, then
 * runs that one, two… runs cross (a title band above the columns may cross the gutter), up to a
 * small share of the page's runs; only strips away from the text's outer edges.
 */
function gutterCandidates(items: PlacedText[], minX: number, maxX: number): number[] {
  const counts = coverage(items, minX, maxX);
  const span = maxX - minX;
  const allowed = Math.max(2, Math.floor(items.length * 0.15));
  const centres: number[] = [];
  for (let limit = 0; limit <= allowed; limit++) {
    for (const [start, end] of openRuns(counts, limit)) {
      const centre = minX + ((start + end) / 2) * BIN;
      const inside = centre > minX + span * 0.1 && centre < maxX - span * 0.1;
      const seen = centres.some((tried) => Math.abs(tried - centre) < MIN_GUTTER);
      if ((end - start) * BIN >= MIN_GUTTER && inside && !seen) centres.push(centre);
    }
  }
  return centres;
}

/** How many runs cover each BIN-wide vertical strip between minX and maxX. */
function coverage(items: PlacedText[], minX: number, maxX: number): number[] {
  const counts = new Array<number>(Math.ceil((maxX - minX) / BIN) + 1).fill(0);
  for (const item of items) {
    const from = Math.max(Math.floor((item.x - minX) / BIN), 0);
    const to = Math.min(Math.floor((item.x + item.width - minX) / BIN), counts.length - 1);
    for (let bin = from; bin <= to; bin++) counts[bin]! += 1;
  }
  return counts;
}

/** [start, end) bin ranges whose counts are all at most `limit`. */
function openRuns(counts: number[], limit: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  counts.forEach((count, bin) => {
    if (count <= limit && start < 0) start = bin;
    if (count > limit && start >= 0) {
      runs.push([start, bin]);
      start = -1;
    }
  });
  if (start >= 0) runs.push([start, counts.length]);
  return runs;
}

function splitAt(items: PlacedText[], gutter: number): ColumnSplit | undefined {
  const left = items.filter((item) => item.x + item.width <= gutter);
  const right = items.filter((item) => item.x >= gutter);
  const crossing = items.filter((item) => item.x < gutter && item.x + item.width > gutter);
  if (!isColumn(left) || !isColumn(right)) return undefined;
  // The band where both columns run side by side; anything crossing the gutter must sit outside.
  const top = Math.min(maxY(left), maxY(right));
  const bottom = Math.max(minY(left), minY(right));
  if (top <= bottom) return undefined;
  const above = crossing.filter((item) => item.y > top);
  const below = crossing.filter((item) => item.y < bottom);
  if (above.length + below.length !== crossing.length) return undefined;
  return { above, left, right, below };
}

/**
 * A real column has some text and is dense: its lines follow each other at about the line pitch.
 * Right-aligned dates or a left column of date labels also leave a white strip, but their lines
 * are a whole entry apart; reading them as a column would tear dates from their jobs.
 */
function isColumn(side: PlacedText[]): boolean {
  const ys = [...new Set(side.map((item) => Math.round(item.y)))].sort((a, b) => b - a);
  if (charCount(side) < MIN_SIDE_CHARS || ys.length < MIN_SIDE_LINES) return false;
  const size = median(side.map((item) => item.size));
  const gaps = ys.slice(1).map((y, i) => ys[i]! - y);
  return gaps.filter((gap) => gap <= size * DENSE_GAP).length >= gaps.length * DENSE_SHARE;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function charCount(items: PlacedText[]): number {
  return items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);
}

const maxY = (items: PlacedText[]): number => Math.max(...items.map((item) => item.y));
const minY = (items: PlacedText[]): number => Math.min(...items.map((item) => item.y));

/** Runs whose baselines lie within a fraction of the font size form one line (sub/superscripts). */
export function groupLines(items: PlacedText[]): PlacedLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedLine[] = [];
  for (const item of sorted) {
    const line = lines.findLast(
      (candidate) => Math.abs(candidate.y - item.y) <= Math.max(1, 0.4 * Math.min(candidate.size, item.size)),
    );
    if (line) {
      line.items.push(item);
      line.size = Math.max(line.size, item.size);
    } else {
      lines.push({ items: [item], y: item.y, size: item.size });
    }
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

/** Joins a line's runs, with a space only where the gap between them is wider than a thin space. */
export function joinRuns(items: PlacedText[]): string {
  let text = '';
  let end = -Infinity;
  for (const item of items) {
    const duplicate = text.endsWith(item.text) && Math.abs(item.x + item.width - end) < 1;
    if (duplicate) continue; // the same run drawn twice (fake bold, shadow)
    const gap = item.x - end;
    const needsSpace = text !== '' && gap > item.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text);
    text += (needsSpace ? ' ' : '') + item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text;
}

/**
 * Undoes line-end hyphenation inside a column: "develop-" + "ment of…" becomes "development" +
 * "of…". Only when a letter precedes the hyphen and a lower-case letter follows, so "2019-" and
 * "Ernst-" + "Young" stay as they are.
 */
export function joinHyphenation(lines: DocLine[]): DocLine[] {
  const result = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < result.length; i++) {
    const current = result[i]!;
    const next = result[i + 1]!;
    const sameFlow =
      current.page === next.page && current.column === next.column && current.size === next.size;
    if (!sameFlow || !/\p{L}-$/u.test(current.text) || !/^\p{Ll}/u.test(next.text)) continue;
    const [fragment = '', ...rest] = next.text.split(' ');
    current.text = current.text.slice(0, -1) + fragment;
    next.text = rest.join(' ');
  }
  return result;
}

/**
 * Drops running heads and page footers repeated on later pages (same text, digits ignored, in
 * the top or bottom band of the page), so "Page 2 of 3" and a repeated contact line appear once.
 */
export function dropRepeatedBands(pages: PageLines[]): DocLine[] {
  const seen = new Set<string>();
  const result: DocLine[] = [];
  for (const { lines, bands } of pages) {
    for (const line of lines) {
      if (!bands.has(line)) {
        result.push(line);
        continue;
      }
      const key = line.text.replace(/\d+/g, '#').trim();
      if (!seen.has(key)) result.push(line);
      seen.add(key);
    }
  }
  return result;
}
