import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  data: Uint8Array | string;
  /** Lie about the uncompressed size in both headers (a crafted archive). */
  declaredSize?: number;
  /** Store uncompressed (an ODF package's first entry, `mimetype`, must be stored). */
  stored?: boolean;
  /** Deflate level (default 9); large hostile fixtures use 1 to be built quickly. */
  level?: number;
}

/**
 * A minimal zip writer (deflate or stored, no zip64) for hostile fixtures a normal library refuses
 * to write (zip bombs, entries that lie about their size, absurd entry counts) and for small
 * hand-written packages (ODT, DOCX parts no library writes).
 */
export function buildZip(entries: ZipEntrySpec[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const compressed = entry.stored ? data : deflateRawSync(data, { level: entry.level ?? 9 });
    const name = Buffer.from(entry.name, 'utf8');
    const sizes = {
      crc: crc32(data),
      compressed: compressed.length,
      size: entry.declaredSize ?? data.length,
    };
    const method = entry.stored ? 0 : 8;
    const local = Buffer.concat([header(0x04034b50, name, sizes, method), name, compressed]);
    centrals.push(Buffer.concat([header(0x02014b50, name, sizes, method, offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

interface Sizes {
  crc: number;
  compressed: number;
  size: number;
}

/** Local (offset undefined) or central directory header, without the name that follows it. */
function header(signature: number, name: Buffer, sizes: Sizes, method: number, offset?: number): Buffer {
  const central = offset !== undefined;
  const out = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (value: number): void => void (at = out.writeUInt16LE(value, at));
  const u32 = (value: number): void => void (at = out.writeUInt32LE(value >>> 0, at));
  u32(signature);
  if (central) u16(20); // version made by
  u16(20); // version needed
  u16(0x0800); // flags: UTF-8 names
  u16(method); // 8 deflate, 0 stored
  u16(0); // time
  u16(0x21); // date: 1980-01-01
  u32(sizes.crc);
  u32(sizes.compressed);
  u32(sizes.size);
  u16(name.length);
  u16(0); // extra length
  if (central) {
    u16(0); // comment length
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offset);
  }
  return out;
}
