import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { Document, ExternalHyperlink, Header, Packer, Paragraph, Textbox, TextRun } from 'docx';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CV_BYTES } from '#domain/cv';
import { buildDocx } from '../test/build-docx.ts';
import { buildPdf } from '../test/build-pdf.ts';
import { buildZip } from '../test/build-zip.ts';
import { hostileDocx, hostilePdf } from '../test/build-hostile.ts';
import type { FixtureDoc } from '../test/fixture-types.ts';
import { OLIVER_BENNETT } from '../test/fixtures/oliver-bennett.ts';
import { ReadError, readDocument, type ReadDocument } from './index.ts';
import { cleanLines } from './text.ts';
import { DOCX_ZIP_LIMITS, readZipSafely } from './zip.ts';

const LINKEDIN = 'https://www.linkedin.com/in/sofia-hansen';

const ONE_COLUMN: FixtureDoc = {
  header: ['sofia.hansen@example.com · +45 20 12 34 56', 'Aarhus, Denmark'],
  main: [
    { kind: 'name', text: 'Sofia Hansen' },
    { kind: 'link', text: 'LinkedIn profile', url: LINKEDIN },
    { kind: 'heading', text: 'Experience' },
    { kind: 'para', text: 'Product Designer, Nordlys ApS', bold: true },
    { kind: 'bullets', items: ['Redesigned the checkout flow.', 'Ran weekly usability tests.'] },
    { kind: 'heading', text: 'Education' },
    { kind: 'table', rows: [['2014 – 2017', 'BA Interaction Design, Aarhus University']] },
  ],
};

/** What a reader sees in ONE_COLUMN: header first, no bullet glyphs, table cells one by one. */
const ONE_COLUMN_LINES = [
  'sofia.hansen@example.com · +45 20 12 34 56',
  'Aarhus, Denmark',
  'Sofia Hansen',
  'LinkedIn profile',
  'Experience',
  'Product Designer, Nordlys ApS',
  'Redesigned the checkout flow.',
  'Ran weekly usability tests.',
  'Education',
  '2014 – 2017',
  'BA Interaction Design, Aarhus University',
];

const SIDEBAR = [
  'Contact',
  'sofia.hansen@example.com',
  'Skills',
  'Figma',
  'User research',
  'Prototyping',
  'Accessibility audits',
  'Languages',
  'Danish, English',
];
const MAIN = [
  'Experience',
  'Senior Product Designer, Nordlys ApS',
  'Led the design system used by four product teams.',
  'Education',
  'BA Interaction Design, Aarhus University',
];
const TWO_COLUMN: FixtureDoc = {
  sidebar: [
    { kind: 'heading', text: 'Contact' },
    { kind: 'link', text: 'sofia.hansen@example.com', url: 'mailto:sofia.hansen@example.com' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'bullets', items: ['Figma', 'User research', 'Prototyping', 'Accessibility audits'] },
    { kind: 'heading', text: 'Languages' },
    { kind: 'para', text: 'Danish, English' },
  ],
  main: [
    { kind: 'name', text: 'Sofia Hansen' },
    { kind: 'heading', text: 'Experience' },
    { kind: 'para', text: 'Senior Product Designer, Nordlys ApS', bold: true },
    { kind: 'para', text: 'Led the design system used by four product teams.' },
    { kind: 'heading', text: 'Education' },
    { kind: 'para', text: 'BA Interaction Design, Aarhus University' },
  ],
};

async function readError(bytes: Uint8Array, options = {}): Promise<ReadError> {
  const error = await readDocument(bytes, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReadError);
  return error as ReadError;
}

const texts = (doc: ReadDocument): string[] => doc.lines.map((line) => line.text);
const lineOf = (doc: ReadDocument, text: string) => doc.lines.find((line) => line.text === text);

/** Indexes of the lines, in reading order; a block is contiguous when they are consecutive. */
function positions(doc: ReadDocument, wanted: string[]): number[] {
  return wanted.map((text) => texts(doc).indexOf(text));
}
function expectContiguous(indexes: number[]): void {
  expect(indexes.every((index) => index >= 0)).toBe(true);
  expect(indexes).toEqual(indexes.map((_, i) => indexes[0]! + i));
}

describe('readDocument: DOCX', () => {
  it('reads a one-column CV in order, with headings, header contacts, list text and links', async () => {
    const doc = await readDocument(await buildDocx(ONE_COLUMN));
    expect(doc.format).toBe('docx');
    expect(texts(doc)).toEqual(ONE_COLUMN_LINES);
    expect(doc.lines.slice(0, 2).map((line) => line.region)).toEqual(['header', 'header']);
    expect(lineOf(doc, 'Experience')).toMatchObject({ heading: true });
    expect(lineOf(doc, 'Product Designer, Nordlys ApS')).toMatchObject({ bold: true });
    expect(lineOf(doc, 'Redesigned the checkout flow.')?.heading).toBeUndefined();
    expect(lineOf(doc, '2014 – 2017')?.region).toBe('table');
    const name = lineOf(doc, 'Sofia Hansen')!;
    expect(Math.max(...doc.lines.map((line) => line.size ?? 0))).toBe(name.size);
    expect(doc.links).toEqual([LINKEDIN]);
    expect(doc.text).toBe(texts(doc).join('\n'));
  });

  it('reads a sidebar table cell before the main cell', async () => {
    const doc = await readDocument(await buildDocx(TWO_COLUMN));
    expectContiguous(positions(doc, SIDEBAR));
    expect(positions(doc, MAIN)[0]).toBeGreaterThan(positions(doc, SIDEBAR).at(-1)!);
    expect(doc.links).toEqual(['mailto:sofia.hansen@example.com']);
  });

  it('keeps the size of a name typed in large direct formatting instead of a Title style', async () => {
    const file = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Sofia Hansen', size: 48 })] }), // half-points
            new Paragraph({ children: [new TextRun({ text: 'Product designer in Aarhus', size: 22 })] }),
            new Paragraph('Eight years of checkout and onboarding design.'),
          ],
        },
      ],
    });
    const doc = await readDocument(new Uint8Array(await Packer.toBuffer(file)));
    expect(doc.lines.map((line) => [line.text, line.size])).toEqual([
      ['Sofia Hansen', 24],
      ['Product designer in Aarhus', 11],
      ['Eight years of checkout and onboarding design.', 11],
    ]);
  });

  it('reads text boxes, where templates often put contact details', async () => {
    const box = new Textbox({
      style: { width: '200pt', height: '50pt' },
      children: [new Paragraph('Contact: sofia.hansen@example.com, +45 20 12 34 56')],
    });
    const file = new Document({
      sections: [
        { children: [new Paragraph('Sofia Hansen'), box, new Paragraph('Product designer in Aarhus')] },
      ],
    });
    const doc = await readDocument(new Uint8Array(await Packer.toBuffer(file)));
    expect(texts(doc)).toEqual([
      'Sofia Hansen',
      'Contact: sofia.hansen@example.com, +45 20 12 34 56',
      'Product designer in Aarhus',
    ]);
  });

  it('keeps hyperlinks and text of the page header, which mammoth skips', async () => {
    const link = new ExternalHyperlink({ link: LINKEDIN, children: [new TextRun('in/sofia-hansen')] });
    const header = new Header({ children: [new Paragraph({ children: [new TextRun('Profile: '), link] })] });
    const body = [
      new Paragraph('Sofia Hansen'),
      new Paragraph('Product designer with eight years in fintech.'),
    ];
    const file = new Document({ sections: [{ headers: { default: header }, children: body }] });
    const doc = await readDocument(new Uint8Array(await Packer.toBuffer(file)));
    expect(doc.lines[0]).toEqual({ text: 'Profile: in/sofia-hansen', page: 1, region: 'header', size: 11 });
    expect(doc.links).toEqual([LINKEDIN]);
  });
});

describe('readDocument: PDF', () => {
  it('reads a two-column page column by column, the name largest, links from annotations', async () => {
    const doc = await readDocument(await buildPdf(TWO_COLUMN));
    expect(doc.format).toBe('pdf');
    const sidebar = positions(doc, SIDEBAR);
    const main = positions(doc, ['Sofia Hansen', ...MAIN]);
    expectContiguous(sidebar);
    expectContiguous(main);
    expect(doc.lines[sidebar[0]!]?.column).toBe(0);
    expect(doc.lines[main[0]!]?.column).toBe(1);
    const sizes = doc.lines.map((line) => line.size ?? 0);
    expect(lineOf(doc, 'Sofia Hansen')?.size).toBe(Math.max(...sizes));
    expect(lineOf(doc, 'Experience')?.size).toBe(13);
    expect(doc.links).toEqual(['mailto:sofia.hansen@example.com']);
  });

  it('reads a one-column page top to bottom, without bullet glyphs, header once per document', async () => {
    const long: FixtureDoc = {
      ...ONE_COLUMN,
      main: [
        ...ONE_COLUMN.main,
        ...Array.from({ length: 70 }, (_, i) => ({
          kind: 'para' as const,
          text: `Achievement number ${i + 1}.`,
        })),
      ],
    };
    const doc = await readDocument(await buildPdf(long));
    expect(doc.pages).toBe(2);
    expect(texts(doc).slice(0, 9)).toEqual(ONE_COLUMN_LINES.slice(0, 9));
    expect(texts(doc).filter((text) => text === 'Aarhus, Denmark')).toHaveLength(1);
    expect(texts(doc).at(-1)).toBe('Achievement number 70.');
    expect(doc.lines.at(-1)?.page).toBe(2);
    expect(doc.links).toEqual([LINKEDIN]);
  });

  it('refuses more pages than the cap', async () => {
    const doc: FixtureDoc = {
      main: Array.from({ length: 140 }, (_, i) => ({ kind: 'para' as const, text: `Line ${i}` })),
    };
    const error = await readError(await buildPdf(doc), { maxPages: 2 });
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/3 pages; at most 2/);
  });

  it('calls an image-only PDF unreadable', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.2, 0.2, 0.2) });
    expect((await readError(await pdf.save())).code).toBe('unreadable');
  });

  it('calls a broken PDF corrupt', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref');
    expect((await readError(bytes)).code).toBe('corrupt');
  });
});

describe('readDocument: DOC', () => {
  it('reads the committed Word 97 fixture, header contacts first', async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('../test/fixtures/oliver-bennett.doc', import.meta.url)),
    );
    const doc = await readDocument(bytes);
    expect(doc.format).toBe('doc');
    expect(doc.lines.slice(0, 2)).toEqual([
      { text: OLIVER_BENNETT.header![0], page: 1, region: 'header' },
      { text: 'linkedin.com/in/oliver-bennett', page: 1, region: 'header' },
    ]);
    expect(texts(doc)).toContain('Oliver Bennett');
    expect(texts(doc)).toContain('Senior Software Engineer, Northwind Payments, Manchester');
    expect(texts(doc)).toContain('Led the migration of the settlement service to event sourcing.');
    expect(texts(doc).at(-1)).toBe('Languages: English (native), French (conversational)');
  });
});

describe('readDocument: guards', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses executables whatever they are called', async () => {
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    const elf = new Uint8Array(4096);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]);
    expect((await readError(exe)).code).toBe('unsupported-type');
    expect((await readError(elf)).code).toBe('unsupported-type');
  });

  it('refuses an Office compound file that is not Word', async () => {
    const cfb = new Uint8Array(2048);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await readError(cfb)).code).toBe('unsupported-type');
  });

  it('refuses one byte over the limit before looking inside', async () => {
    const error = await readError(new Uint8Array(MAX_CV_BYTES + 1));
    expect(error.code).toBe('too-large');
  });

  it('calls an empty file unreadable', async () => {
    expect((await readError(new Uint8Array(0))).code).toBe('unreadable');
  });

  it('reads plain text only when allowed', async () => {
    const bytes = new TextEncoder().encode(
      'Sofia Hansen\n\tProduct\u00A0Designer\n\n• Figma, Sketch and user research\n',
    );
    expect((await readError(bytes)).code).toBe('unsupported-type');
    const doc = await readDocument(bytes, { allowText: true });
    expect(doc.format).toBe('txt');
    expect(texts(doc)).toEqual(['Sofia Hansen', 'Product Designer', 'Figma, Sketch and user research']);
  });

  it('calls a truncated DOCX corrupt', async () => {
    const bytes = await buildDocx(ONE_COLUMN);
    expect((await readError(bytes.slice(0, Math.floor(bytes.length * 0.6)))).code).toBe('corrupt');
  });

  it('calls a zip without word/document.xml corrupt', async () => {
    const zip = buildZip([{ name: 'notes.txt', data: 'Sofia Hansen, product designer. '.repeat(5) }]);
    expect((await readError(zip)).code).toBe('corrupt');
  });

  it('refuses a zip bomb from its directory, without inflating anything', async () => {
    // No [Content_Types].xml, so content sniffing inflates nothing either: every inflate counted
    // below would be the reader's.
    const bomb = buildZip([
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'word/media/image1.png', data: new Uint8Array(50 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const inflate = vi.spyOn(zlib, 'createInflateRaw');
    const started = performance.now();
    const error = await readError(bomb);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/unpacks to more than|compressed suspiciously well/);
    expect(inflate).not.toHaveBeenCalled();
  });

  it('refuses too many entries', async () => {
    const entries = Array.from({ length: 2001 }, (_, i) => ({ name: `word/part${i}.xml`, data: 'x' }));
    const error = await readError(buildZip(entries));
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/too many parts/);
  });

  it('stops an entry that lies about its size after the declared bytes', async () => {
    const liar = buildZip([
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'word/footnotes.xml', data: new Uint8Array(30 * 1024 * 1024), declaredSize: 1000 },
    ]);
    const error = await readError(liar);
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/footnotes\.xml/);
  });

  it('refuses a DOCX whose XML unpacks to tens of MB at an ordinary ratio, before mammoth parses it', async () => {
    const docx = hostileDocx(24);
    expect(docx.length).toBeLessThan(MAX_CV_BYTES);
    const error = await readError(docx);
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/document\.xml unpacks to too much text/);
  });

  it('refuses XML parts that together unpack to more than the cap, each under the per-part cap', async () => {
    // Each part is under the per-part cap and honest about its size; together they are not.
    const part = hostileDocx(1);
    const entries = await readZipSafely(part, () => true);
    const xml = entries.get('word/document.xml')!;
    const many = buildZip([
      ...Array.from({ length: 4 }, (_, i) => ({ name: `word/footnotes${i}.xml`, data: xml, level: 1 })),
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    const limits = { ...DOCX_ZIP_LIMITS, maxMarkupTotalBytes: 3 * 1024 * 1024 };
    const error = await readZipSafely(many, () => true, limits).then(
      () => undefined,
      (e: unknown) => e as ReadError,
    );
    expect(error).toBeInstanceOf(ReadError);
    expect(error!.message).toMatch(/unpack to more than 3145728 bytes/);
  });

  it('refuses a 200 KB PDF whose content stream inflates to 200 MiB, before pdf.js opens it', async () => {
    const pdf = hostilePdf(200);
    expect(pdf.length).toBeLessThan(400 * 1024);
    const error = await readError(pdf);
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/stream that unpacks to too much data/);
  });

  it('reads a PDF whose stream is large but under the cap', async () => {
    const doc = await readDocument(hostilePdf(4));
    expect(texts(doc)).toEqual(['Sofia Hansen, product designer in Aarhus']);
  });

  it('gives up when the time limit passes', async () => {
    const long: FixtureDoc = {
      main: Array.from({ length: 200 }, (_, i) => ({ kind: 'para' as const, text: `Line ${i}` })),
    };
    const error = await readError(await buildPdf(long), { timeoutMs: 1 });
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/too long/);
  });
});

describe('line cleaning', () => {
  it('drops control characters an icon font leaves behind, and the lines left empty', () => {
    const lines = cleanLines([
      { text: '\u0000', page: 1 },
      { text: '\u0000 B.Sc. Informatik, Hochschule Lindenau', page: 1 },
      { text: 'Java\tKotlin', page: 1 },
      // A C1 control character an icon glyph is mapped to (U+009B before a school's name).
      { text: '\u009B University of Oceanic Affairs', page: 1 },
    ]);
    // A tab (a table cell's end in a Word 97 file, a tab stop) parts fields as a wide gap does.
    expect(lines.map((l) => l.text)).toEqual([
      'B.Sc. Informatik, Hochschule Lindenau',
      'Java  Kotlin',
      'University of Oceanic Affairs',
    ]);
  });
});
