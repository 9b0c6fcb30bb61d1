import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CV_FONT_FAMILIES } from '#domain/cv-builder';
import { METRIC_RANGES, subsetOf } from '#domain/cv-builder/font-metrics';
import { faceMetrics, textUnits } from '#domain/cv-builder/measure';
import type { FontFace } from '#domain/cv-builder/pages';
import { woffToSfnt } from '../../infra/woff.ts';

/**
 * The generated metrics (domain/cv-builder/font-metrics.ts) against the font files the PDF embeds:
 * a stale or wrongly decoded table would make the preview's lines differ from the PDF's.
 */

const require = createRequire(import.meta.url);
// fontkit (pdfkit's font library) has no types; the test needs only this much of it.
type Font = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
  getGlyph(id: number): { advanceWidth: number };
};
const fontkit = require('fontkit') as { create(buffer: Buffer): Font };

const open = (face: FontFace, subset: string) =>
  fontkit.create(
    woffToSfnt(
      readFileSync(
        require.resolve(
          `@fontsource/${face.family}/files/${face.family}-${subset}-${face.weight === 'bold' ? 700 : 400}-${face.style}.woff`,
        ),
      ),
    ),
  );

const faces: FontFace[] = CV_FONT_FAMILIES.flatMap((family) =>
  (['regular', 'bold'] as const).flatMap((weight) =>
    (['normal', 'italic'] as const).map((style) => ({ family, weight, style })),
  ),
);

describe('font metrics', () => {
  it.each(faces.map((f) => [`${f.family} ${f.weight} ${f.style}`, f] as const))(
    '%s: every measured code point has the advance of its subset file',
    (_name, face) => {
      const fonts = { latin: open(face, 'latin'), 'latin-ext': open(face, 'latin-ext') };
      const metrics = faceMetrics(face);
      expect([metrics.unitsPerEm, metrics.ascender, metrics.descender]).toEqual([
        fonts.latin.unitsPerEm,
        fonts.latin.ascent,
        fonts.latin.descent,
      ]);
      for (const [from, to] of METRIC_RANGES) {
        for (let codePoint = from; codePoint <= to; codePoint++) {
          const font = fonts[subsetOf(codePoint)];
          const expected = font.hasGlyphForCodePoint(codePoint)
            ? font.glyphForCodePoint(codePoint).advanceWidth
            : fonts.latin.getGlyph(0).advanceWidth;
          expect(textUnits(String.fromCodePoint(codePoint), face), `U+${codePoint.toString(16)}`).toBe(
            expected,
          );
        }
      }
    },
  );
});
