import { constants, inflateSync } from 'node:zlib';
import { ReadError } from './types.ts';

const MiB = 1024 * 1024;

/** What the Flate streams of a PDF may unpack to before pdf.js sees them (images not counted). */
export interface PdfStreamLimits {
  maxStreamBytes: number;
  maxTotalBytes: number;
}

/**
 * A CV page's content stream is tens of kilobytes; the largest legitimate streams are embedded
 * fonts (a full, unsubset Unicode font is about 23 MiB). pdf.js reads a content stream byte by
 * byte (about 5 s per 25 MiB), so these caps bound a read to seconds, and the memory it holds.
 */
export const PDF_STREAM_LIMITS: PdfStreamLimits = {
  maxStreamBytes: 32 * MiB,
  maxTotalBytes: 64 * MiB,
};

/** How far before `stream` the stream's dictionary is looked for. */
const DICT_LOOKBACK = 4096;

/**
 * pdf.js inflates a stream completely when it is used and keeps it in memory: a 200 KB file can
 * hold a content stream of 1 GiB. This inflates every Flate stream that is not an image (pdf.js
 * never decodes images to extract text) with a cap on its output, before pdf.js opens the file,
 * and refuses the file when a stream or all of them together unpack to more than the limits.
 * Streams it cannot inflate are left to pdf.js, which reports them broken or skips them.
 */
export function checkPdfStreams(bytes: Uint8Array, limits: PdfStreamLimits = PDF_STREAM_LIMITS): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  let total = 0;
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 6)) {
    const start = dataStart(text, at);
    if (start < 0) continue;
    const dict = dictionaryBefore(text, at);
    if (!dict || !isFlate(dict) || /\/Subtype\s*\/Image\b/.test(dict)) continue;
    const end = text.indexOf('endstream', start);
    const data = buffer.subarray(start, end < 0 ? buffer.length : end);
    const size = inflatedSize(data, Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total));
    if (size === 'too-large') {
      throw new ReadError('corrupt', 'The PDF contains a stream that unpacks to too much data.');
    }
    total += size;
    if (end > 0) at = end;
  }
}

/** Where the data of a `stream` keyword starts (after its end of line), or -1 when it is not one. */
function dataStart(text: string, at: number): number {
  // `endstream` contains `stream`: skip it, and anything else that is not the keyword.
  if (text.startsWith('end', at - 3)) return -1;
  let start = at + 6;
  if (text[start] === '\r') start++;
  if (text[start] === '\n') start++;
  if (start === at + 6) return -1;
  // The keyword follows the dictionary's closing `>>`, maybe after white space.
  const before = text.slice(Math.max(0, at - 8), at).trimEnd();
  return before.endsWith('>>') ? start : -1;
}

function dictionaryBefore(text: string, at: number): string | undefined {
  const from = Math.max(0, at - DICT_LOOKBACK);
  const objAt = text.lastIndexOf('obj', at);
  const dict = text.slice(Math.max(from, objAt), at);
  return dict.includes('<<') ? dict : undefined;
}

/** The stream's first (or only) filter is Flate: its raw data is zlib. */
function isFlate(dict: string): boolean {
  return /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/.test(dict);
}

function inflatedSize(data: Buffer, maxBytes: number): number | 'too-large' {
  try {
    // A sync flush accepts a stream cut short or followed by padding, as pdf.js does.
    return inflateSync(data, { maxOutputLength: Math.max(1, maxBytes), finishFlush: constants.Z_SYNC_FLUSH })
      .byteLength;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too-large';
    return 0;
  }
}
