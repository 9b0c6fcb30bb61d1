import { describe, expect, it } from 'vitest';
import { buildPlacedPdf, type PlacedRun } from '../test/build-pdf.ts';
import { readPdf } from './pdf.ts';
import type { DocLine } from './types.ts';

/** Reading order through pdf.js on PDFs whose runs sit exactly where each test puts them. */
async function read(pages: PlacedRun[][]): Promise<DocLine[]> {
  const bytes = await buildPlacedPdf(pages);
  return (await readPdf(bytes, { maxPages: 5, deadline: Date.now() + 10_000 })).lines;
}
const texts = (lines: DocLine[]): string[] => lines.map((line) => line.text);

/** Lines of one column from `top` down at `pitch` points. */
function column(lines: string[], x: number, top: number, pitch: number, size = 10): PlacedRun[] {
  return lines.map((text, i) => ({ text, x, y: top - i * pitch, size }));
}

const SIDEBAR = [
  'Contact',
  'maja.lund@example.dk',
  '+45 20 12 34 56',
  'Skills',
  'TypeScript, React, Node.js',
  'Kubernetes, Terraform',
  'Languages',
  'Danish (native), English (C1)',
];
const MAIN = [
  'Experience',
  'Senior Engineer, Acme ApS, Copenhagen',
  'Led the platform team of six engineers',
  'Moved the billing system to event sourcing',
  'Engineer, Globex A/S, Aarhus',
  'Built the payments gateway for retailers',
  'Education',
  'MSc Computer Science, DTU, 2016',
];

describe('readPdf: columns', () => {
  it('reads a title band, then a left sidebar with its headings, then the main column', async () => {
    const lines = await read([
      [
        { text: 'Maja Lund', x: 50, y: 780, size: 22, bold: true },
        { text: 'Senior Software Engineer in Copenhagen, Denmark, open to hybrid work', x: 50, y: 760 },
        ...column(SIDEBAR, 50, 720, 15, 9),
        ...column(MAIN, 230, 720, 13),
      ],
    ]);
    expect(texts(lines)).toEqual([
      'Maja Lund',
      'Senior Software Engineer in Copenhagen, Denmark, open to hybrid work',
      ...SIDEBAR,
      ...MAIN,
    ]);
    expect(lines.filter((line) => line.column === 1).map((line) => line.text)).toEqual(MAIN);
  });

  it('reads a right sidebar after the main column', async () => {
    const lines = await read([[...column(MAIN, 50, 760, 13), ...column(SIDEBAR, 400, 760, 15, 9)]]);
    expect(texts(lines)).toEqual([...MAIN, ...SIDEBAR]);
  });

  it('reads columns below a full-width summary that crosses the gutter', async () => {
    const summary = [
      'Platform engineer with ten years of building payment and billing systems for retailers',
      'in the Nordics, now looking for a team that ships small changes often and measures them.',
    ];
    const lines = await read([
      [
        { text: 'Maja Lund', x: 50, y: 790, size: 22 },
        { text: 'maja.lund@example.dk', x: 420, y: 795, size: 9 },
        { text: '+45 20 12 34 56', x: 420, y: 783, size: 9 },
        ...column(summary, 50, 750, 12),
        ...column(MAIN, 50, 700, 13),
        ...column(SIDEBAR, 400, 700, 15, 9),
      ],
    ]);
    const order = texts(lines);
    expect(order.slice(-MAIN.length - SIDEBAR.length)).toEqual([...MAIN, ...SIDEBAR]);
    expect(order.indexOf(summary[0]!)).toBeLessThan(order.indexOf('Experience'));
  });
});

describe('readPdf: rows that only look like columns', () => {
  it('keeps a left date column on the row it dates', async () => {
    const entries = [
      ['2019 – 2023', 'Senior Engineer, Acme ApS', 'Led the platform team', 'Ran the on-call rota'],
      ['2015 – 2019', 'Engineer, Globex A/S', 'Built the payments gateway', 'Wrote the fraud rules'],
      ['2012 – 2015', 'Developer, Initech', 'Wrote reports in Java', 'Fixed a lot of bugs'],
    ];
    const runs = entries.flatMap(([date, ...rest], e) => [
      { text: date!, x: 50, y: 740 - e * 60 },
      ...column(rest, 140, 740 - e * 60, 13),
    ]);
    expect(texts(await read([runs]))).toEqual(
      entries.flatMap(([date, first, ...rest]) => [`${date}  ${first}`, ...rest]),
    );
  });

  it('reads a timeline of years in the margin with the entries, not as a column', async () => {
    const entries = [
      'Responsable de contabilidad, Distribuciones Manzanares S.L., Getafe',
      'Cierres mensuales y anuales, conciliaciones bancarias y cuentas anuales.',
      'Presentación de modelos 303, 111 y 200.',
      'Técnico contable, Asesoría Gómez-Alcántara, Madrid',
      'Conciliaciones y cuentas anuales para pymes.',
      'Becario de administración, Papelera del Jarama S.A., Alcalá de Henares',
    ];
    // Dates placed along a time axis in the margin, between the entries' baselines.
    const years = ['2024', '2022', '2019', '2017', '2015', '2014', '2012', '2010'].map((year, i) => ({
      text: `año ${year}`,
      x: 60,
      y: 736 - i * 11,
      size: 8,
    }));
    const lines = await read([[...years, ...column(entries, 140, 740, 14)]]);
    expect(lines.every((line) => line.column === 0)).toBe(true);
    // A year may share a baseline with an entry line and lead it; the entries keep their order.
    const order = texts(lines).flatMap((text) => entries.filter((entry) => text.endsWith(entry)));
    expect(order).toEqual(entries);
  });

  it('puts a larger section label on its own line before its row, wrapped labels joined', async () => {
    const runs: PlacedRun[] = [
      { text: 'Persönliche', x: 50, y: 740, size: 12 },
      { text: 'Angaben', x: 50, y: 726, size: 12 },
      ...column(['Geburtsdatum: 1. Mai 1990', 'Wohnort: Leipzig', 'Telefon: +49 341 1234567'], 160, 740, 10),
      { text: 'Berufs-', x: 50, y: 690, size: 12 },
      { text: 'erfahrung', x: 50, y: 676, size: 12 },
      ...column(['2019 – heute: Entwicklerin, Muster GmbH', 'Betrieb der Kundenportale'], 160, 690, 10),
      { text: 'Sprachen', x: 50, y: 650, size: 12 },
      ...column(['Deutsch: Muttersprache', 'Englisch: C1'], 160, 650, 10),
    ];
    expect(texts(await read([runs]))).toEqual([
      'Persönliche Angaben',
      'Geburtsdatum: 1. Mai 1990',
      'Wohnort: Leipzig',
      'Telefon: +49 341 1234567',
      'Berufserfahrung',
      '2019 – heute: Entwicklerin, Muster GmbH',
      'Betrieb der Kundenportale',
      'Sprachen',
      'Deutsch: Muttersprache',
      'Englisch: C1',
    ]);
  });

  it('keeps right-aligned dates after the text of their line', async () => {
    const runs = [
      { text: 'Senior Engineer, Acme ApS', x: 50, y: 740, bold: true },
      { text: 'Jan 2019 – Present', x: 460, y: 740 },
      ...column(['Led the platform team of six', 'Moved billing to event sourcing'], 50, 727, 13),
      { text: 'Engineer, Globex A/S', x: 50, y: 690, bold: true },
      { text: 'Mar 2015 – Dec 2018', x: 455, y: 690 },
      ...column(['Built the payments gateway', 'Wrote the fraud rules'], 50, 677, 13),
    ];
    expect(texts(await read([runs]))).toEqual([
      'Senior Engineer, Acme ApS  Jan 2019 – Present',
      'Led the platform team of six',
      'Moved billing to event sourcing',
      'Engineer, Globex A/S  Mar 2015 – Dec 2018',
      'Built the payments gateway',
      'Wrote the fraud rules',
    ]);
  });

  it('separates a large name from a small contact block on the same baseline', async () => {
    const lines = await read([
      [
        { text: 'Jane Doe', x: 50, y: 760, size: 28 },
        { text: 'jane.doe@example.com', x: 420, y: 760, size: 9 },
        { text: 'Experience', x: 50, y: 720, size: 13 },
      ],
    ]);
    expect(texts(lines)).toEqual(['Jane Doe', 'jane.doe@example.com', 'Experience']);
  });
});

describe('readPdf: page furniture and text-layer artefacts', () => {
  it('keeps a footer repeated on every page once, as a footer, and drops page numbers', async () => {
    const footer = (page: number): PlacedRun[] => [
      { text: 'Jane Doe · jane.doe@example.com · +44 20 7946 0000', x: 50, y: 30, size: 8 },
      { text: `Page ${page} of 2`, x: 500, y: 30, size: 8 },
      { text: `${page}/2`, x: 290, y: 15, size: 8 },
    ];
    const lines = await read([
      [...column(['Experience', 'Senior Engineer, Acme Ltd'], 50, 760, 13), ...footer(1)],
      [...column(['Education', 'BSc Physics, Leeds'], 50, 760, 13), ...footer(2)],
    ]);
    expect(texts(lines)).toEqual([
      'Experience',
      'Senior Engineer, Acme Ltd',
      'Jane Doe · jane.doe@example.com · +44 20 7946 0000  Page 1 of 2',
      'Education',
      'BSc Physics, Leeds',
    ]);
    expect(lines[2]!.region).toBe('footer');
  });

  it('closes up letter-spaced headings', async () => {
    const lines = await read([
      [
        { text: 'WORK', x: 50, y: 760, size: 12, letterSpacing: 2, perGlyph: true },
        // A word space in letter-spaced text: the space glyph and two letter gaps.
        { text: 'EXPERIENCE', x: 104, y: 760, size: 12, letterSpacing: 2, perGlyph: true },
        { text: 'SKILLS', x: 50, y: 730, size: 12, letterSpacing: 1.5 },
        { text: 'Senior Engineer at Acme', x: 50, y: 700 },
      ],
    ]);
    expect(texts(lines)).toEqual(['WORK EXPERIENCE', 'SKILLS', 'Senior Engineer at Acme']);
  });
});
