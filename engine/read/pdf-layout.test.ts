import { describe, expect, it } from 'vitest';
import type { DocLine } from './types.ts';
import {
  closeLetterSpacing,
  dropRepeatedBands,
  joinBrokenAddresses,
  joinHyphenation,
  joinRuns,
  layoutPage,
  repairText,
  type PlacedText,
} from './pdf-layout.ts';

/** A run of 10 pt Helvetica-ish text: 5 pt per character is close enough for layout. */
function run(text: string, x: number, y: number, size = 10): PlacedText {
  return { text, x, y, width: text.length * size * 0.5, size };
}
const texts = (items: PlacedText[]): string[] => layoutPage(items, 1, 842).lines.map((line) => line.text);

describe('layoutPage', () => {
  it('keeps right-aligned dates on their line in a one-column page', () => {
    const items = [
      run('Senior Engineer, Acme Ltd', 50, 700),
      run('2019 – 2023', 480, 700),
      run('Built the billing platform and led four people', 50, 685),
      run('Engineer, Globex', 50, 660),
      run('2015 – 2019', 480, 660),
      run('Maintained the payments gateway for retailers', 50, 645),
      run('Developer, Initech', 50, 620),
      run('2012 – 2015', 480, 620),
    ];
    expect(texts(items)).toEqual([
      'Senior Engineer, Acme Ltd  2019 – 2023',
      'Built the billing platform and led four people',
      'Engineer, Globex  2015 – 2019',
      'Maintained the payments gateway for retailers',
      'Developer, Initech  2012 – 2015',
    ]);
  });

  it('reads a full-width title band first, then the left column, then the right', () => {
    const left = [
      'Skills',
      'TypeScript and React',
      'Kubernetes and Docker',
      'Languages',
      'English and Danish',
    ];
    const right = [
      'Experience',
      'Senior Engineer at Acme Ltd',
      'Led the platform team of six',
      'Education',
      'MSc Computer Science, DTU',
    ];
    const items = [
      run('Maja Lund, Senior Software Engineer in Copenhagen, Denmark', 50, 780, 16),
      // Each column sets its own leading, as real sidebars do; on one shared baseline grid the
      // same runs would read as a table, row by row.
      ...left.map((text, i) => run(text, 50, 740 - i * 16, 9)),
      ...right.map((text, i) => run(text, 250, 740 - i * 13)),
    ];
    const lines = layoutPage(items, 1, 842).lines;
    expect(lines.map((line) => line.text)).toEqual([
      'Maja Lund, Senior Software Engineer in Copenhagen, Denmark',
      ...left,
      ...right,
    ]);
    expect(lines.map((line) => line.column)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('finds the gutter beside a sidebar whose lines end at very different widths', () => {
    // Many long sidebar lines leave the strip right of the short ones thinly covered; the split
    // must still fall in the empty gutter, not inside the sidebar.
    const left = [
      'Contact',
      '+33 7 81 23 45 67',
      'thomas.lefevre@free.fr',
      'Compétences',
      '• WMS (Manhattan, Reflex)',
      '• SAP MM',
      '• Excel',
      '• Management d’équipe',
      'Langues',
      '• Français : langue maternelle',
      '• Anglais : courant',
    ];
    const right = Array.from({ length: 30 }, (_, i) => `Main column line ${i + 1} about warehouse work`);
    const items = [
      ...left.map((text, i) => run(text, 50, 760 - i * 14)),
      ...right.map((text, i) => run(text, 250, 760 - i * 13)),
    ];
    expect(texts(items)).toEqual([...left, ...right]);
  });

  it('does not split columns when a paragraph crosses the gutter between them', () => {
    const items = [
      ...['Skills', 'TypeScript', 'Kubernetes'].map((text, i) => run(text, 50, 740 - i * 14)),
      ...['Experience', 'Senior Engineer', 'Acme Ltd'].map((text, i) => run(text, 250, 740 - i * 14)),
      run('A wrapped summary paragraph that runs across the whole width of the page here', 50, 700),
    ];
    expect(layoutPage(items, 1, 842).lines.every((line) => line.column === 0)).toBe(true);
    expect(texts(items)[0]).toBe('Skills  Experience');
  });

  it('reads a large section label before the first row beside it when their tops line up', () => {
    const items = [
      run('Skills', 50, 700, 20),
      run('Prospection', 200, 707.2),
      run('Salesforce', 280, 707.2),
      run('HubSpot CRM', 200, 690),
      run('Languages', 50, 660, 20),
      run('English', 200, 667.2),
    ];
    expect(texts(items)).toEqual([
      'Skills',
      'Prospection  Salesforce',
      'HubSpot CRM',
      'Languages',
      'English',
    ]);
  });

  it('keeps a large name set over two lines together beside a row', () => {
    const items = [
      run('Coding Mentor', 250, 720),
      run('Code Club Northside', 250, 707.2),
      run('Desmond', 50, 700, 20),
      run('Okonkwo-Vale', 50, 676, 20),
    ];
    expect(texts(items)).toEqual(['Coding Mentor', 'Code Club Northside', 'Desmond', 'Okonkwo-Vale']);
  });

  it('parts a label column from its values where several rows share its edges, however narrow the gap', () => {
    // Right-aligned labels end at x 122, values start at 131: under one em apart.
    const label = (text: string, y: number) => run(text, 122 - text.length * 5, y);
    const items = [
      label('Languages', 700),
      run('TypeScript, Go', 131, 700),
      label('Frameworks', 686),
      run('React, Node.js', 131, 686),
      label('Data', 672),
      run('PostgreSQL, Redis', 131, 672),
      run('Built the dispatcher app', 50, 640),
      run('in React', 173, 640),
    ];
    expect(texts(items)).toEqual([
      'Languages  TypeScript, Go',
      'Frameworks  React, Node.js',
      'Data  PostgreSQL, Redis',
      'Built the dispatcher app in React',
    ]);
  });

  it('reads a name set large apart from the small address on its baseline, and keeps bullets with their text', () => {
    const address = run('Hauptstraße 12', 50, 760, 11);
    const items = [
      address,
      run('Erika Musterfrau', address.x + address.width + 20, 760, 34),
      run('○', 50, 700, 6),
      run('Python: Fortgeschrittene Kenntnisse', 62, 700, 12),
    ];
    const lines = layoutPage(items, 1, 842).lines;
    expect(lines.map((line) => [line.text, line.size])).toEqual([
      ['Hauptstraße 12', 11],
      ['Erika Musterfrau', 34],
      ['○ Python: Fortgeschrittene Kenntnisse', 12],
    ]);
  });
});

describe('joinRuns', () => {
  it('adds a space only across a real gap and skips runs drawn twice', () => {
    expect(joinRuns([run('Berufs', 50, 700), run('erfahrung', 80, 700)])).toBe('Berufserfahrung');
    expect(joinRuns([run('Acme', 50, 700), run('Ltd', 74, 700)])).toBe('Acme Ltd');
    expect(joinRuns([run('Bold', 50, 700), run('Bold', 50.3, 700)])).toBe('Bold');
  });
});

/** A line of one flow on page 1, for the passes that work on read lines. */
const line = (text: string): DocLine => ({ text, page: 1, size: 10, column: 0 });

describe('joinHyphenation', () => {
  it('rejoins a word broken at the line end, and leaves dates and names alone', () => {
    const result = joinHyphenation(
      ['Led the develop-', 'ment of the API', 'Worked 2019-', 'present at Ernst-', 'Young'].map(line),
    );
    expect(result.map((l) => l.text)).toEqual([
      'Led the development',
      'of the API',
      'Worked 2019-',
      'present at Ernst-',
      'Young',
    ]);
  });
});

describe('layoutPage: rows that only look like columns', () => {
  it('keeps a left column of date labels beside their entries', () => {
    const entries = [
      ['2019 – 2023', 'Senior Engineer, Acme Ltd', 'Built the billing platform', 'Led four people'],
      [
        '2015 – 2019',
        'Engineer, Globex Corporation',
        'Maintained the payments gateway',
        'On call for retail',
      ],
      ['2012 – 2015', 'Developer, Initech', 'Wrote reports in Java', 'Fixed a lot of bugs'],
    ];
    const items = entries.flatMap(([label, ...lines], e) => [
      run(label!, 50, 700 - e * 60),
      ...lines.map((text, i) => run(text, 160, 700 - e * 60 - i * 13)),
    ]);
    expect(texts(items).slice(0, 2)).toEqual([
      '2019 – 2023  Senior Engineer, Acme Ltd',
      'Built the billing platform',
    ]);
  });
});

describe('layoutPage: a timeline beside short entries', () => {
  it('keeps dates and headings in a narrow left gutter on the rows they label, measured against the page', () => {
    // As a timeline template sets a short CV (y grows upwards): headings and dates left of x = 140,
    // entries right of it, none of them long, between a full-width profile and skills line.
    const at = (text: string, x: number, top: number, width: number, size = 10): PlacedText => ({
      text,
      x,
      y: 842 - top,
      width,
      size,
    });
    const items = [
      at('A profile paragraph that runs across the whole width of the text', 45, 158, 469),
      at('EXPERIENCE', 45, 187, 64, 11),
      at('Mobile Intern', 149, 211, 99, 10.5),
      at('Brightlane Apps', 149, 224, 91),
      at('Mar 2023 – Jun 2023', 45, 211, 88, 9.2),
      at('Built an Android app in Kotlin', 149, 240, 226),
      at('Wrote the client for a REST API', 149, 256, 177),
      at('Used Firebase for sign-in', 149, 272, 198),
      at('EDUCATION', 45, 301, 61, 11),
      at('BSc in Mobile Computing', 149, 325, 199, 10.5),
      at('Coastal Institute of Computing', 149, 338, 179),
      at('2020 – 2023', 81, 324, 52, 9.2),
      at('SKILLS', 45, 367, 36, 11),
      at('Kotlin · Java · SQLite · Firebase · Git · Postman · Material Design', 45, 392, 486),
    ];
    expect(texts(items)).toEqual([
      'A profile paragraph that runs across the whole width of the text',
      'EXPERIENCE',
      'Mar 2023 – Jun 2023  Mobile Intern',
      'Brightlane Apps',
      'Built an Android app in Kotlin',
      'Wrote the client for a REST API',
      'Used Firebase for sign-in',
      'EDUCATION',
      '2020 – 2023  BSc in Mobile Computing',
      'Coastal Institute of Computing',
      'SKILLS',
      'Kotlin · Java · SQLite · Firebase · Git · Postman · Material Design',
    ]);
  });
});

describe('layoutPage: tables', () => {
  it('reads a grid whose cells share baselines row by row', () => {
    const rows = [
      ['Languages', 'Danish (native), English (C1), German (B1)'],
      ['Programming', 'TypeScript, Python, SQL, Go'],
      ['Tools', 'Docker, Kubernetes, Terraform, GitHub Actions'],
      ['Methods', 'Scrum, Kanban, trunk-based development'],
    ];
    const items = rows.flatMap(([label, value], i) => [
      run(label!, 50, 700 - i * 14),
      run(value!, 160, 700 - i * 14),
    ]);
    // The gap between the cells is kept as two spaces: the parser reads it as a field separator.
    expect(texts(items)).toEqual(rows.map((row) => row.join('  ')));
  });
});

describe('text-layer artefacts', () => {
  it('puts accents TeX draws before the letter back on it', () => {
    expect(repairText('Tel´efono, Pa´ıs, electr´onico')).toBe('Teléfono, País, electrónico');
    expect(repairText('M¨uller, Espa˜na, 10 ^ 3')).toBe('Müller, España, 10 ^ 3');
  });

  it('closes up a run of single letters and leaves ordinary text alone', () => {
    expect(closeLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(closeLetterSpacing('A B C')).toBe('A B C');
    expect(closeLetterSpacing('A DAY OF MY LIFE')).toBe('A DAY OF MY LIFE');
  });
});

describe('dropRepeatedBands', () => {
  const page = (number: number, lines: [string, number][]) => {
    const docLines: DocLine[] = lines.map(([text]) => ({
      text,
      page: number,
      size: 8,
      region: 'body',
      column: 0,
    }));
    const bands = new Map<DocLine, number>();
    docLines.forEach((line, i) => {
      const y = lines[i]![1];
      if (y < 842 * 0.08 || y > 842 * 0.92) bands.set(line, y);
    });
    return { lines: docLines, bands, height: 842 };
  };

  it('keeps a running head once as a header, drops page numbers, keeps body lines', () => {
    const lines = dropRepeatedBands([
      page(1, [
        ['Jane Doe – Curriculum Vitae', 800],
        ['Experience', 700],
        ['1', 30],
      ]),
      page(2, [
        ['Jane Doe – Curriculum Vitae', 800],
        ['Education', 700],
        ['Page 2 of 2', 30],
      ]),
    ]);
    expect(lines.map((line) => [line.text, line.region])).toEqual([
      ['Jane Doe – Curriculum Vitae', 'header'],
      ['Experience', 'body'],
      ['Education', 'body'],
    ]);
  });

  it('keeps a line that appears in the band of one page only', () => {
    const lines = dropRepeatedBands([page(1, [['jane@example.com', 30]]), page(2, [['Skills', 700]])]);
    expect(lines.map((line) => line.text)).toEqual(['jane@example.com', 'Skills']);
  });
});

describe('joinBrokenAddresses', () => {
  it('puts an e-mail address broken at the line end back together', () => {
    const result = joinBrokenAddresses(
      [
        'richard.hendriks@piedpip',
        '\uF0E0',
        'er.com',
        'Envelope max@provi-',
        'der.de Mobil',
        'Write to jane@example.com',
        'today.',
      ].map(line),
    );
    expect(result.map((l) => l.text)).toEqual([
      'richard.hendriks@piedpiper.com',
      '\uF0E0',
      '',
      'Envelope max@provider.de',
      'Mobil',
      'Write to jane@example.com',
      'today.',
    ]);
  });
});
