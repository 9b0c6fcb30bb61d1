import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff',
  ),
);

/** The table records of a TrueType file: tag → [offset, length]. */
function tables(sfnt: Buffer): Map<string, [number, number]> {
  const count = sfnt.readUInt16BE(4);
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const at = 12 + i * 16;
      return [
        sfnt.subarray(at, at + 4).toString('latin1'),
        [sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 12)],
      ];
    }),
  );
}

/** OpenType table checksum: the sum of its big-endian 32-bit words. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unwraps the WOFF into a TrueType file with every table, whole and at a 4-byte boundary', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBeGreaterThanOrEqual(woff.readUInt32BE(16));
    const found = tables(sfnt);
    for (const tag of ['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name', 'OS/2', 'post'])
      expect(found.has(tag)).toBe(true);
    for (const [tag, [offset, length]] of found) {
      expect(offset % 4, tag).toBe(0);
      // The head table's checksum is taken with its checkSumAdjustment as zero.
      if (tag === 'head') continue;
      const recorded = sfnt.readUInt32BE(12 + [...found.keys()].indexOf(tag) * 16 + 4);
      expect(checksum(sfnt.subarray(offset, offset + length)), tag).toBe(recorded);
    }
  });

  it('refuses what is not a WOFF file', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, but long enough to have a header here'))).toThrow(
      'Not a WOFF font',
    );
  });
});
