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
}

export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 60 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
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
    for (const entry of entries) {
      if (!isMarkup(entry.fileName)) continue;
      const content = await inflate(zip, entry);
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
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new ReadError('corrupt', `The document unpacks to more than ${limits.maxTotalBytes} bytes.`);
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

async function inflate(zip: ZipFile, entry: Entry): Promise<Buffer> {
  try {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    throw new ReadError('corrupt', `The document part ${entry.fileName} is broken (${messageOf(error)}).`);
  }
}
