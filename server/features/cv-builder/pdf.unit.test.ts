import { describe, expect, it } from 'vitest';
import { readDocument } from '#engine/read/index';
import type { LayoutDocument, TextItem } from '#domain/cv-builder/pages';
import { PAGE_DIMENSIONS } from '#domain/cv-builder/pages';
import { readPdf } from '../applications/export-test-helpers.ts';
import { renderCvPdf } from './pdf.ts';

const regular = { family: 'inter', weight: 'regular', style: 'normal' } as const;
const bold = { family: 'inter', weight: 'bold', style: 'normal' } as const;
const italic = { family: 'merriweather', weight: 'regular', style: 'italic' } as const;

const text = (y: number, value: string, extra: Partial<TextItem> = {}): TextItem => ({
  kind: 'text',
  x: 56,
  y,
  text: value,
  font: regular,
  size: 10,
  color: '#1f2328',
  width: 200,
  ...extra,
});

/** A red 1×1 PNG. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const LAYOUT: LayoutDocument = {
  fonts: [regular, bold, italic],
  pages: [
    {
      ...PAGE_DIMENSIONS.A4,
      items: [
        { kind: 'rect', x: 0, y: 0, width: 595.28, height: 90, color: '#1f6feb' },
        { kind: 'rect', x: 40, y: 100, width: 100, height: 20, color: '#eeeeee', radius: 4 },
        { kind: 'image', x: 480, y: 10, width: 70, height: 70, src: PHOTO, round: true },
        text(50, 'Søren Æbelø-Müller', { font: bold, size: 22, color: '#ffffff' }),
        text(70, 'soren@example.com', { link: 'mailto:soren@example.com', color: '#ffffff' }),
        { kind: 'line', x1: 56, y1: 130, x2: 540, y2: 130, color: '#1f6feb', thickness: 1 },
        text(150, 'Experience', { font: bold, size: 13 }),
        text(170, 'Senior Frontend Developer'),
        { kind: 'circle', cx: 50, cy: 187, r: 2, color: '#1f6feb' },
        text(190, 'Łódź, Kraków and Brno: Řehoř Dvořák', { font: italic }),
      ],
    },
    { ...PAGE_DIMENSIONS.Letter, items: [text(80, 'Education', { font: bold, size: 13 })] },
  ],
};

describe('renderCvPdf', () => {
  it('draws every item with embedded fonts, a text layer in reading order, links and metadata', async () => {
    const bytes = await renderCvPdf(LAYOUT, {
      title: 'Min CV',
      author: 'Søren Æbelø-Müller',
      language: 'da',
    });
    const doc = await readDocument(new Uint8Array(bytes));
    expect(doc.pages).toBe(2);
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Søren Æbelø-Müller',
      'soren@example.com',
      'Experience',
      'Senior Frontend Developer',
      'Łódź, Kraków and Brno: Řehoř Dvořák',
      'Education',
    ]);
    expect(doc.links).toContain('mailto:soren@example.com');
    const { info } = await readPdf(bytes);
    expect(info).toMatchObject({ Title: 'Min CV', Author: 'Søren Æbelø-Müller' });
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/Lang \(da\)/);
    // Subsets of the Fontsource files (latin and latin-ext), embedded; an image; page sizes as laid out.
    expect(raw.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(4);
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });
});
