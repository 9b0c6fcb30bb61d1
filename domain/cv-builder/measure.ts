import {
  FONT_METRICS,
  METRIC_RANGES,
  MISSING_WIDTH,
  WIDTH_ALPHABET,
  type FaceMetrics,
} from './font-metrics.ts';
import type { FontFace } from './pages.ts';

/**
 * Text measured as both drawings set it (decision 020): the sum of the glyphs' advances, without
 * kerning (pdfkit runs without `kern`, the preview with `font-kerning: none`), so a line the layout
 * fits is exactly as wide in the PDF and on screen. The preview lays out on every keystroke, so the
 * widths are decoded once per face into a table indexed by code point.
 */

type Face = { metrics: FaceMetrics; advances: Uint16Array };

const faces = new Map<string, Face>();
const LAST_CODE_POINT = Math.max(...METRIC_RANGES.map(([, to]) => to));

function decode(metrics: FaceMetrics): Uint16Array {
  const digit = (at: number) => WIDTH_ALPHABET.indexOf(metrics.widths[at] ?? '');
  const advances = new Uint16Array(LAST_CODE_POINT + 1).fill(metrics.fallback);
  let at = 0;
  for (const [from, to] of METRIC_RANGES) {
    for (let codePoint = from; codePoint <= to; codePoint++, at += 2) {
      const width = digit(at) * 64 + digit(at + 1);
      if (width !== MISSING_WIDTH) advances[codePoint] = width;
    }
  }
  return advances;
}

function faceOf(font: FontFace): Face {
  const key = `${font.family}/${font.weight}/${font.style}` as const;
  let face = faces.get(key);
  if (!face) {
    const metrics = FONT_METRICS[key];
    face = { metrics, advances: decode(metrics) };
    faces.set(key, face);
  }
  return face;
}

export function faceMetrics(font: FontFace): FaceMetrics {
  return faceOf(font).metrics;
}

/** The text's advance in font units: integers, so sums of pieces equal the whole exactly. */
export function textUnits(text: string, font: FontFace): number {
  const { advances, metrics } = faceOf(font);
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair is one character outside the measured ranges: one .notdef.
    if (code >= 0xd800 && code <= 0xdbff) i++;
    units += code < advances.length ? (advances[code] ?? metrics.fallback) : metrics.fallback;
  }
  return units;
}

/** Points per font unit at `size`. */
export function unitScale(font: FontFace, size: number): number {
  return size / faceOf(font).metrics.unitsPerEm;
}

/** The text's width in points at `size`. */
export function textWidth(text: string, font: FontFace, size: number): number {
  return textUnits(text, font) * unitScale(font, size);
}

/** A stretch of text in one style; wrapping keeps the extra fields (colour, link) on each piece. */
export type Run = { text: string; font: FontFace; size: number };
/** A run's part on one line, with its measured width in points. */
export type Placed<R extends Run> = R & { x: number; width: number };

type Piece<R extends Run> = { run: R; text: string; units: number; scale: number };

/** Cuts a word wider than the line where it stops fitting, one character at least per line. */
function breakWord<R extends Run>(piece: Piece<R>, roomFor: (part: number) => number): Piece<R>[] {
  const parts: Piece<R>[] = [];
  let units = 0;
  let text = '';
  for (const char of piece.text) {
    const charUnits = textUnits(char, piece.run.font);
    if (text && (units + charUnits) * piece.scale > roomFor(parts.length)) {
      parts.push({ ...piece, text, units });
      text = '';
      units = 0;
    }
    text += char;
    units += charUnits;
  }
  parts.push({ ...piece, text, units });
  return parts;
}

/**
 * Greedy word wrapping of styled runs to `width` points: breaks at spaces (runs of whitespace count
 * as one space, none at a line's start or end), a word wider than the line is cut between
 * characters. Returns the lines, each as its runs' parts with their x offsets and widths.
 */
export function wrapRuns<R extends Run>(runs: readonly R[], width: number): Placed<R>[][] {
  // Words: pieces between spaces; a word may span runs ("Acme" bold + "," regular).
  const words: { pieces: Piece<R>[]; space: Piece<R> | null }[] = [];
  let spaceBefore: Piece<R> | null = null;
  let current: Piece<R>[] | null = null;
  for (const run of runs) {
    const scale = unitScale(run.font, run.size);
    for (const token of run.text.split(/(\s+)/)) {
      if (!token) continue;
      if (/^\s/.test(token)) {
        current = null;
        spaceBefore = { run, text: ' ', units: textUnits(' ', run.font), scale };
        continue;
      }
      const piece = { run, text: token, units: textUnits(token, run.font), scale };
      if (current) current.push(piece);
      else {
        current = [piece];
        words.push({ pieces: current, space: words.length ? spaceBefore : null });
        spaceBefore = null;
      }
    }
  }

  const lines: Piece<R>[][] = [];
  let line: Piece<R>[] = [];
  let used = 0;
  const wordWidth = (pieces: Piece<R>[]) => pieces.reduce((sum, p) => sum + p.units * p.scale, 0);
  for (const word of words) {
    const needed = wordWidth(word.pieces);
    const space = word.space && line.length ? word.space.units * word.space.scale : 0;
    if (line.length && used + space + needed <= width) {
      if (word.space) line.push(word.space);
      line.push(...word.pieces);
      used += space + needed;
      continue;
    }
    if (line.length) lines.push(line);
    line = [];
    used = 0;
    for (const piece of word.pieces) {
      const pieceWidth = piece.units * piece.scale;
      if (used + pieceWidth <= width) {
        line.push(piece);
        used += pieceWidth;
        continue;
      }
      const parts = breakWord(piece, (part) => (part === 0 ? width - used : width));
      parts.forEach((part, index) => {
        if (index > 0 || (line.length && used + part.units * part.scale > width)) {
          if (line.length) lines.push(line);
          line = [];
          used = 0;
        }
        line.push(part);
        used += part.units * part.scale;
      });
    }
  }
  if (line.length) lines.push(line);
  return lines.map(joinPieces);
}

/** Adjacent pieces of one run become one part; its width is measured from its own text. */
function joinPieces<R extends Run>(pieces: Piece<R>[]): Placed<R>[] {
  const parts: Placed<R>[] = [];
  let x = 0;
  let last: { run: R; text: string; units: number; scale: number } | null = null;
  const flush = () => {
    if (!last) return;
    const width = last.units * last.scale;
    parts.push({ ...last.run, text: last.text, x, width });
    x += width;
  };
  for (const piece of pieces) {
    if (last && last.run === piece.run) {
      last.text += piece.text;
      last.units += piece.units;
    } else {
      flush();
      last = { ...piece };
    }
  }
  flush();
  return parts;
}

/** Plain text wrapped to `width` points in one font: the lines' texts. */
export function wrapText(text: string, font: FontFace, size: number, width: number): string[] {
  return wrapRuns([{ text, font, size }], width).map((parts) => parts.map((part) => part.text).join(''));
}
