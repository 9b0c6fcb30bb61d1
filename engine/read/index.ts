import { fileTypeFromBuffer } from 'file-type';
import { MAX_CV_BYTES } from '#domain/cv';
import { readDoc } from './doc.ts';
import { readDocx } from './docx.ts';
import { readOdt } from './odt.ts';
import { readPdf } from './pdf.ts';
import { readRtf } from './rtf.ts';
import { cleanLines, textToLines, visibleCharCount } from './text.ts';
import { messageOf } from './errors.ts';
import { zipEntryNames } from './zip.ts';
import { ReadError, type DocLine, type ReadDocument, type ReadOptions } from './types.ts';

export * from './types.ts';

export const DEFAULT_MAX_PAGES = 20;
export const DEFAULT_READ_TIMEOUT_MS = 15_000;
/** Fewer visible characters than this and the document counts as empty or image-only. */
export const MIN_VISIBLE_CHARS = 30;

type Format = ReadDocument['format'];

/**
 * Turns CV bytes into lines in reading order. The format comes from the bytes, never from a
 * name; every failure is a ReadError whose code the web maps to the spec's message.
 */
export async function readDocument(bytes: Uint8Array, options: ReadOptions = {}): Promise<ReadDocument> {
  const maxBytes = options.maxBytes ?? MAX_CV_BYTES;
  if (bytes.byteLength > maxBytes) {
    throw new ReadError('too-large', `The file is ${bytes.byteLength} bytes; the limit is ${maxBytes}.`);
  }
  if (bytes.byteLength === 0) throw new ReadError('unreadable', 'The file is empty.');
  const timeoutMs = options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
  return withTimeout(readChecked(bytes, options, Date.now() + timeoutMs), timeoutMs);
}

async function readChecked(bytes: Uint8Array, options: ReadOptions, deadline: number): Promise<ReadDocument> {
  try {
    const format = await detectFormat(bytes, options.allowText ?? false);
    const content = await readFormat(format, bytes, options.maxPages ?? DEFAULT_MAX_PAGES, deadline);
    return finish(format, content);
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw new ReadError('corrupt', `The document could not be read (${messageOf(error)}).`);
  }
}

/** The real type from the content: magic numbers first, then strict UTF-8 for plain text. */
export async function detectFormat(bytes: Uint8Array, allowText: boolean): Promise<Format> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    // An ODF text document or template (.ott is read like .odt).
    case 'odt':
    case 'ott':
      return 'odt';
    case 'rtf':
      return 'rtf';
    // A zip file-type could not name (unusual entry order) may still be a DOCX or an ODT: its
    // parts decide. Without word/document.xml or content.xml the DOCX reader calls it corrupt.
    case 'zip':
      return zipFormat(await zipEntryNames(bytes));
    case 'cfb':
    case 'doc':
      return 'doc';
    case undefined:
      if (allowText && isPlainText(bytes)) return 'txt';
      break;
  }
  const what = detected ? `${detected.ext} (${detected.mime})` : 'not a PDF, Word, ODF or RTF document';
  throw new ReadError('unsupported-type', `The file is ${what}.`);
}

function zipFormat(names: Set<string>): Format {
  return !names.has('word/document.xml') && names.has('content.xml') ? 'odt' : 'docx';
}

/** Valid UTF-8 without control characters other than whitespace (binary files have them). */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return ![...text].some(isBinaryControl);
  } catch {
    return false;
  }
}

function isBinaryControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 ? !'\t\n\v\f\r'.includes(char) : code === 0x7f;
}

interface Content {
  pages: number;
  lines: DocLine[];
  links: string[];
}

async function readFormat(
  format: Format,
  bytes: Uint8Array,
  maxPages: number,
  deadline: number,
): Promise<Content> {
  switch (format) {
    case 'pdf':
      return readPdf(bytes, { maxPages, deadline });
    case 'docx':
      return { pages: 1, ...(await readDocx(bytes)) };
    case 'doc':
      return { pages: 1, lines: await readDoc(bytes), links: [] };
    case 'odt':
      return { pages: 1, ...(await readOdt(bytes)) };
    case 'rtf':
      return { pages: 1, ...readRtf(bytes, deadline) };
    case 'txt':
      return { pages: 1, lines: textToLines(new TextDecoder().decode(bytes)), links: [] };
  }
}

function finish(format: Format, content: Content): ReadDocument {
  const lines = cleanLines(content.lines);
  if (visibleCharCount(lines) < MIN_VISIBLE_CHARS) {
    throw new ReadError('unreadable', 'The document has no readable text (empty or scanned images only).');
  }
  const links = [...new Set(content.links.map((link) => link.trim()).filter(Boolean))];
  return { format, pages: content.pages, lines, links, text: lines.map((line) => line.text).join('\n') };
}

/** Gives up on a read that hangs; the work left running is dropped with its result. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadError('corrupt', 'Reading the document took too long.')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
