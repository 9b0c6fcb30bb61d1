import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { messageOf } from './errors.ts';
import { ReadError } from './types.ts';

/** What a DOCX or ODT may declare before anything is inflated (zip-bomb guard). */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Uncompressed/compressed ratio allowed for entries over `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
  /**
   * What the XML parts (the only ones anyone inflates) may unpack to, one part and all together.
   * Checked against the declared sizes first and again while inflating, so a part that lies
   * about its size stops at the limit instead of at its end.
   */
  maxMarkupEntryBytes: number;
  maxMarkupTotalBytes: number;
}

const MiB = 1024 * 1024;

/**
 * A CV's word/document.xml is tens to hundreds of KiB (a designer template with drawings about
 * 1 MiB); 4 MiB is some 35,000 paragraphs. XML at a harmless-looking ratio (14) still costs mammoth
 * and the parser about 1 s per MiB each, so the markup caps, not the ratio, keep a read short.
 */
export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 60 * MiB,
  maxRatio: 200,
  ratioFromBytes: MiB,
  maxMarkupEntryBytes: 4 * MiB,
  maxMarkupTotalBytes: 8 * MiB,
};

/**
 * Opens a zip, reads only its central directory and refuses it when the declared sizes look like
 * a zip bomb. Then inflates every XML part once through yauzl, which checks each entry's real
 * size against the declared one: a part that lies about its size fails here, after at most the
 * declared bytes, instead of later inside mammoth. Binary parts (images, fonts) are never
 * inflated by anyone: mammoth reads only XML parts when images are skipped. Returns the parts
 * `keep` asks for.
 */
export async function readZipSafely(
  bytes: Uint8Array,
  keep: (name: string) => boolean,
  limits: ZipLimits = DOCX_ZIP_LIMITS,
): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  try {
    const entries = await listEntries(zip, limits.maxEntries);
    checkDeclaredSizes(entries, limits);
    const kept = new Map<string, Buffer>();
    let inflated = 0;
    for (const entry of entries) {
      if (!isMarkup(entry.fileName)) continue;
      const left = limits.maxMarkupTotalBytes - inflated;
      const content = await inflate(zip, entry, Math.min(limits.maxMarkupEntryBytes, left));
      inflated += content.byteLength;
      if (keep(entry.fileName)) kept.set(entry.fileName, content);
    }
    return kept;
  } finally {
    zip.close();
  }
}

/** The entry names of a zip, from its central directory only (nothing is inflated). */
export async function zipEntryNames(
  bytes: Uint8Array,
  limits: ZipLimits = DOCX_ZIP_LIMITS,
): Promise<Set<string>> {
  const zip = await openZip(bytes);
  try {
    return new Set((await listEntries(zip, limits.maxEntries)).map((entry) => entry.fileName));
  } finally {
    zip.close();
  }
}

function isMarkup(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

async function openZip(bytes: Uint8Array): Promise<ZipFile> {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return await fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new ReadError('corrupt', `The document's zip container is broken (${messageOf(error)}).`);
  }
}

async function listEntries(zip: ZipFile, maxEntries: number): Promise<Entry[]> {
  if (zip.entryCount > maxEntries) throw tooMany(zip.entryCount, maxEntries);
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      entries.push(entry);
      if (entries.length > maxEntries) throw tooMany(entries.length, maxEntries);
    }
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw new ReadError('corrupt', `The document's zip directory is broken (${messageOf(error)}).`);
  }
  return entries;
}

function tooMany(count: number, max: number): ReadError {
  return new ReadError('corrupt', `The document has too many parts (${count}, limit ${max}).`);
}

function checkDeclaredSizes(entries: Entry[], limits: ZipLimits): void {
  let total = 0;
  let markup = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new ReadError('corrupt', `The document unpacks to more than ${limits.maxTotalBytes} bytes.`);
    }
    if (isMarkup(entry.fileName)) {
      markup += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.maxMarkupEntryBytes) throw tooBig(entry.fileName);
      if (markup > limits.maxMarkupTotalBytes) throw tooMuchMarkup(limits.maxMarkupTotalBytes);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio) {
      throw new ReadError(
        'corrupt',
        `The document part ${entry.fileName} is compressed suspiciously well (ratio ${Math.round(ratio)}).`,
      );
    }
  }
}

function tooBig(name: string): ReadError {
  return new ReadError('corrupt', `The document part ${name} unpacks to too much text.`);
}

function tooMuchMarkup(max: number): ReadError {
  return new ReadError('corrupt', `The document's text parts unpack to more than ${max} bytes.`);
}

/** Inflates one entry, stopping as soon as it passes `maxBytes` (whatever its header says). */
async function inflate(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  let stream: Awaited<ReturnType<ZipFile['openReadStreamPromise']>> | undefined;
  try {
    stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).byteLength;
      if (size > maxBytes) throw tooBig(entry.fileName);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw new ReadError('corrupt', `The document part ${entry.fileName} is broken (${messageOf(error)}).`);
  } finally {
    stream?.destroy();
  }
}
