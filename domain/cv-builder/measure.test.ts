import { describe, expect, it } from 'vitest';
import { subsetOf } from './font-metrics.ts';
import { textUnits, textWidth, wrapRuns, wrapText } from './measure.ts';
import type { FontFace } from './pages.ts';

// Every face's advances are checked against the font files themselves in
// server/features/cv-builder/font-metrics.unit.test.ts (it needs Node's fs; domain/ is typed for the browser too).
const inter: FontFace = { family: 'inter', weight: 'regular', style: 'normal' };

describe('text width', () => {
  it("is the sum of the font's advances, without kerning", () => {
    // Inter Regular's hmtx advances (2048 units per em), read once with fontkit from
    // inter-latin-400-normal.woff: S 1314, ø 1228, r 771, e 1194, n 1210, space 576, Æ 2035, b 1254,
    // l 496, g 1256, å 1150, d 1254.
    const units = 1314 + 1228 + 771 + 1194 + 1210 + 576 + 2035 + 1254 + 496 + 1194 + 1256 + 1150 + 771 + 1254;
    expect(textUnits('Søren Æblegård', inter)).toBe(units);
    expect(textWidth('Søren Æblegård', inter, 10)).toBeCloseTo((units * 10) / 2048, 12);
    // Kerning would pull "AV" and "Wo" together; without it a pair is the sum of its letters.
    expect(textUnits('AVATAR', inter)).toBe(3 * textUnits('A', inter) + textUnits('VTR', inter));
  });

  it('differs by face and scales with size', () => {
    const bold = { ...inter, weight: 'bold' } as const;
    expect(textWidth('Søren', bold, 10)).toBeGreaterThan(textWidth('Søren', inter, 10));
    expect(textWidth('Søren', inter, 20)).toBeCloseTo(2 * textWidth('Søren', inter, 10), 9);
  });

  it('gives an unknown character the fallback advance, once per character', () => {
    expect(textUnits('中', inter)).toBe(textUnits('文', inter));
    expect(textUnits('😀', inter)).toBe(textUnits('中', inter));
  });
});

describe('subsets', () => {
  it('sends Western European letters to latin and the rest of Latin to latin-ext', () => {
    expect(['A', 'ø', 'Æ', 'ß', 'ñ', '€', '•', '–'].map((c) => subsetOf(c.codePointAt(0) ?? 0))).toEqual(
      Array(8).fill('latin'),
    );
    expect(['ł', 'ř', 'ő', 'ş'].map((c) => subsetOf(c.codePointAt(0) ?? 0))).toEqual(
      Array(4).fill('latin-ext'),
    );
  });
});

describe('wrapping', () => {
  const words =
    'Ledende designer på flådeplanlægningen, som 1.200 disponenter i Norden bruger; planlægningstiden pr. rute faldt 34 % efter nydesignet af kortet og Kompas-designsystemet'.split(
      ' ',
    );

  it('never makes a line wider than the width and keeps every word in order', () => {
    for (let count = 1; count <= words.length; count += 3) {
      const text = words.slice(0, count).join(' ');
      for (const width of [40, 90, 150, 260, 500]) {
        const lines = wrapText(text, inter, 10, width);
        for (const line of lines) expect(textWidth(line, inter, 10)).toBeLessThanOrEqual(width + 1e-9);
        const wordsFit = text.split(' ').every((word) => textWidth(word, inter, 10) <= width);
        if (wordsFit) expect(lines.join(' ')).toBe(text);
        else expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
      }
    }
  });

  it('fills a line before starting the next', () => {
    const lines = wrapText(words.join(' '), inter, 10, 200);
    lines.slice(0, -1).forEach((line, i) => {
      const nextWord = lines[i + 1]?.split(' ')[0] ?? '';
      expect(textWidth(`${line} ${nextWord}`, inter, 10)).toBeGreaterThan(200);
    });
  });

  it('cuts a word longer than the line between characters', () => {
    const url = 'https://www.linkedin.com/in/soren-ostergaard-example-with-a-long-path';
    const lines = wrapText(url, inter, 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(url);
    for (const line of lines) expect(textWidth(line, inter, 10)).toBeLessThanOrEqual(80);
  });

  it('places styled runs one after the other with their own widths', () => {
    const bold = { ...inter, weight: 'bold' } as const;
    const [line] = wrapRuns(
      [
        { text: 'Designer', font: bold, size: 10 },
        { text: ', Fjordline A/S', font: inter, size: 10 },
      ],
      500,
    );
    expect(line?.map((p) => p.text)).toEqual(['Designer', ', Fjordline A/S']);
    expect(line?.[1]?.x).toBeCloseTo(textWidth('Designer', bold, 10), 9);
    expect(line?.[1]?.width).toBeCloseTo(textWidth(', Fjordline A/S', inter, 10), 9);
  });
});
