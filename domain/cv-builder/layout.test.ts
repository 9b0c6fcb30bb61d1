import { describe, expect, it } from 'vitest';
import {
  emptyBuilderCv,
  type BuilderSection,
  type CvTemplateDefinition,
  type TBuilderCv,
  type TCvCustomization,
} from '../cv-builder.ts';
import { SECTION_HEADINGS, descriptionBlocks, formatDate, formatDateRange } from './labels.ts';
import { defaultCustomization, displayUrl, layoutCv } from './layout.ts';
import { textWidth } from './measure.ts';
import { MM, PAGE_DIMENSIONS, type LayoutDocument, type TextItem } from './pages.ts';
import { SAMPLE_CV, SAMPLE_CV_DA } from './sample-cv.ts';
import { CV_TEMPLATES, findTemplate } from './templates.ts';

const texts = (doc: LayoutDocument) =>
  doc.pages.flatMap((p) => p.items.filter((i): i is TextItem => i.kind === 'text'));
const join = (items: TextItem[]) =>
  items
    .map((t) => t.text)
    .join(' ')
    .replace(/\s+/g, ' ');
/** The document's words in item order, one space apart: wrapped lines join back into their text. */
const prose = (doc: LayoutDocument) => join(texts(doc));
/** Without any whitespace: a word cut across lines (a long address in a narrow column) joins up too. */
const bare = (s: string) => s.replace(/\s+/g, '');

/**
 * The texts column by column: a side column's items follow the main column's on each page, so text
 * that runs from one page to the next is whole only when each column is read through on its own.
 */
function columnProse(
  doc: LayoutDocument,
  t: CvTemplateDefinition,
  language: TCvCustomization['language'],
): string {
  const items = texts(doc);
  if (t.layout !== 'two-column' && t.layout !== 'sidebar') return join(items);
  const headingX = (label: string) => items.find((i) => i.text.toLowerCase() === label.toLowerCase())?.x ?? 0;
  const isSide =
    t.layout === 'two-column'
      ? (i: TextItem) => i.x >= headingX(SECTION_HEADINGS[language].skills) - 0.5
      : (i: TextItem) => i.x < headingX(SECTION_HEADINGS[language].experience) - 0.5;
  return `${join(items.filter((i) => !isSide(i)))} ${join(items.filter(isSide))}`;
}

const template = (slug: string): CvTemplateDefinition => {
  const found = findTemplate(slug);
  if (!found) throw new Error(slug);
  return found;
};
const custom = (t: CvTemplateDefinition, change: Partial<TCvCustomization> = {}) => ({
  ...defaultCustomization(t, change.language),
  ...change,
});

/** A CV as long as `entries` experiences of the sample (ids made unique). */
function withExperience(cv: TBuilderCv, entries: number): TBuilderCv {
  const experience = Array.from({ length: entries }, (_, i) => {
    const source = cv.experience[i % cv.experience.length] as TBuilderCv['experience'][number];
    return { ...source, id: `exp-${i}` };
  });
  return { ...cv, experience };
}

const samples = [
  ['en', SAMPLE_CV],
  ['da', SAMPLE_CV_DA],
] as const;

describe.each(CV_TEMPLATES.map((t) => [t.slug, t] as const))('%s', (_slug, t) => {
  it.each(samples)(
    'lays out the %s sample inside the page and its margins, without overlaps',
    (language, cv) => {
      const c = custom(t, { language });
      const doc = layoutCv(cv, t, c);
      const margin = c.margins * MM;
      expect(doc.pages.length).toBeGreaterThanOrEqual(1);
      for (const page of doc.pages) {
        expect([page.width, page.height]).toEqual([PAGE_DIMENSIONS.A4.width, PAGE_DIMENSIONS.A4.height]);
        for (const item of page.items) {
          if (item.kind === 'text') {
            expect(item.x).toBeGreaterThanOrEqual(margin - 1e-6);
            expect(item.x + item.width).toBeLessThanOrEqual(page.width - margin + 1e-6);
            // Text on a band across the top may sit nearer the edge than the margin, never off it.
            expect(item.y - item.size * 0.75).toBeGreaterThanOrEqual(margin * 0.6);
            expect(item.y).toBeLessThanOrEqual(page.height - margin + 1e-6);
            expect(item.width).toBeCloseTo(textWidth(item.text, item.font, item.size), 6);
          } else if (item.kind === 'line') {
            for (const [x, y] of [
              [item.x1, item.y1],
              [item.x2, item.y2],
            ] as const) {
              expect(x).toBeGreaterThanOrEqual(0);
              expect(x).toBeLessThanOrEqual(page.width);
              expect(y).toBeGreaterThanOrEqual(0);
              expect(y).toBeLessThanOrEqual(page.height - margin + 1e-6);
            }
          } else if (item.kind === 'circle') {
            expect(item.cy + item.r).toBeLessThanOrEqual(page.height - margin);
          } else {
            expect(item.x).toBeGreaterThanOrEqual(0);
            expect(item.y).toBeGreaterThanOrEqual(0);
            expect(item.x + item.width).toBeLessThanOrEqual(page.width + 1e-6);
            expect(item.y + item.height).toBeLessThanOrEqual(page.height + 1e-6);
          }
        }
        // No two texts share ink: their boxes (cap height above the baseline, descent below) are apart.
        const boxes = page.items
          .filter((i): i is TextItem => i.kind === 'text')
          .map((i) => ({
            i,
            left: i.x,
            right: i.x + i.width,
            top: i.y - i.size * 0.7,
            bottom: i.y + i.size * 0.2,
          }));
        boxes.forEach((a, n) => {
          for (const b of boxes.slice(n + 1)) {
            const apart =
              a.right <= b.left + 0.5 ||
              b.right <= a.left + 0.5 ||
              a.bottom <= b.top + 0.5 ||
              b.bottom <= a.top + 0.5;
            if (!apart) throw new Error(`"${a.i.text}" overlaps "${b.i.text}"`);
          }
        });
      }
    },
  );

  it.each(samples)('shows every field of the %s sample, dates in its language', (language, cv) => {
    const c = custom(t, { language });
    const doc = layoutCv(cv, t, c);
    const all = bare(columnProse(doc, t, language));
    const expected = [
      cv.fullName,
      cv.jobTitle,
      cv.email,
      cv.phone,
      cv.location,
      ...descriptionBlocks(cv.summary).map((b) => b.text),
      ...cv.experience.flatMap((e) => [
        e.position,
        e.company,
        e.location,
        formatDateRange(e.startDate, e.endDate, e.current, c.dateFormat, language),
        ...descriptionBlocks(e.description).map((b) => b.text),
      ]),
      ...cv.education.flatMap((e) => [
        e.degree,
        e.institution,
        formatDateRange(e.startDate, e.graduationDate, false, c.dateFormat, language),
        ...descriptionBlocks(e.description).map((b) => b.text),
      ]),
      ...cv.skills,
      ...cv.languages.flatMap((l) => [l.language, l.level]),
      ...cv.certificates.flatMap((x) => [x.name, x.issuer, formatDate(x.date, c.dateFormat, language)]),
      ...cv.projects.flatMap((p) => [
        p.name,
        displayUrl(p.url),
        ...descriptionBlocks(p.description).map((b) => b.text),
      ]),
      ...cv.links.flatMap((l) => [l.label, displayUrl(l.url)]),
    ];
    for (const text of expected) expect(all).toContain(bare(text));
    const links = texts(doc).flatMap((i) => (i.link ? [i.link] : []));
    expect(links).toEqual(
      expect.arrayContaining([`mailto:${cv.email}`, 'tel:+4531425768', ...cv.links.map((l) => l.url)]),
    );
    const heading = SECTION_HEADINGS[language].experience;
    expect(texts(doc).some((i) => i.text.toLowerCase() === heading.toLowerCase())).toBe(true);
  });

  it('never leaves a heading or an entry title last on a page', () => {
    // Lengths and sizes that move the page breaks through every kind of unit.
    for (let entries = 1; entries <= 9; entries += 2) {
      for (const fontSize of [9, 11, 13]) {
        const doc = layoutCv(withExperience(SAMPLE_CV, entries), t, custom(t, { fontSize }));
        const headings = new Set(Object.values(SECTION_HEADINGS.en).map((h) => h.toLowerCase()));
        const positions = new Set(SAMPLE_CV.experience.map((e) => e.position));
        for (const page of doc.pages) {
          const pageTexts = page.items.filter((i): i is TextItem => i.kind === 'text');
          // The header may repeat a position as the job title; it is not an entry.
          const firstHeading = pageTexts.findIndex((i) => headings.has(i.text.toLowerCase()));
          pageTexts.forEach((item, n) => {
            if (page === doc.pages[0] && n < firstHeading) return;
            if (!headings.has(item.text.toLowerCase()) && !positions.has(item.text)) return;
            const next = pageTexts[n + 1];
            // The next text in reading order is below it, in its column (a side column starts higher up).
            expect(next, `${item.text} ends page`).toBeDefined();
            expect(next?.y ?? 0).toBeGreaterThan(item.y - 1);
          });
        }
      }
    }
  });

  it('honours the section order and hides hidden sections', () => {
    const order: BuilderSection[] = [
      'links',
      'projects',
      'certificates',
      'languages',
      'skills',
      'education',
      'experience',
      'summary',
    ];
    const doc = layoutCv(SAMPLE_CV, t, custom(t, { sectionOrder: order, hiddenSections: ['languages'] }));
    const labels = order.map((s) => SECTION_HEADINGS.en[s].toLowerCase());
    const headings = doc.pages.flatMap((page, p) =>
      page.items.flatMap((i) =>
        i.kind === 'text' && labels.includes(i.text.toLowerCase())
          ? [{ section: order[labels.indexOf(i.text.toLowerCase())], p, x: i.x, y: i.y }]
          : [],
      ),
    );
    expect(headings.map((h) => h.section)).not.toContain('languages');
    expect(prose(doc)).not.toContain('Conversational (B1)');
    // Within a column (same x), headings come in the order asked for, page by page, top to bottom.
    const columns = new Map<number, typeof headings>();
    for (const h of headings) columns.set(Math.round(h.x), [...(columns.get(Math.round(h.x)) ?? []), h]);
    for (const column of columns.values()) {
      const sorted = [...column].sort((a, b) => a.p - b.p || a.y - b.y);
      const inOrder = order.filter((s) => column.some((h) => h.section === s));
      expect(sorted.map((h) => h.section)).toEqual(inOrder);
    }
    expect(headings).toHaveLength(order.length - 1);
  });

  it('grows by pages with content, and uses the Letter size when asked', () => {
    const short = layoutCv(withExperience(SAMPLE_CV, 1), t, custom(t));
    const long = layoutCv(withExperience(SAMPLE_CV, 20), t, custom(t));
    expect(long.pages.length).toBeGreaterThan(short.pages.length);
    const letter = layoutCv(SAMPLE_CV, t, custom(t, { pageSize: 'Letter' }));
    expect(letter.pages.every((p) => p.width === 612 && p.height === 792)).toBe(true);
  });

  it('lists exactly the faces its texts use, and a photo only where the template has one and it is on', () => {
    const doc = layoutCv(SAMPLE_CV, t, custom(t, { fontFamily: 'merriweather' }));
    const used = new Set(texts(doc).map((i) => `${i.font.family}/${i.font.weight}/${i.font.style}`));
    expect(new Set(doc.fonts.map((f) => `${f.family}/${f.weight}/${f.style}`))).toEqual(used);
    expect(doc.fonts.every((f) => f.family === 'merriweather')).toBe(true);
    const images = (d: LayoutDocument) => d.pages.flatMap((p) => p.items.filter((i) => i.kind === 'image'));
    expect(images(doc)).toHaveLength(t.hasPhoto ? 1 : 0);
    expect(images(layoutCv(SAMPLE_CV, t, custom(t, { showPhoto: false })))).toHaveLength(0);
    expect(images(layoutCv({ ...SAMPLE_CV, photo: '' }, t, custom(t, { showPhoto: true })))).toHaveLength(0);
  });

  it('lays out an empty CV as one empty page', () => {
    const empty = emptyBuilderCv();
    const doc = layoutCv(empty, t, custom(t));
    expect(doc.pages).toHaveLength(1);
    expect(texts(doc)).toHaveLength(0);
  });
});

describe('layout', () => {
  it('skips empty fields and entries without leaving their separators', () => {
    const t = template('classic');
    const cv: TBuilderCv = {
      ...SAMPLE_CV,
      phone: '',
      experience: [
        {
          id: 'a',
          position: 'Designer',
          company: '',
          location: '',
          startDate: '',
          endDate: '',
          current: false,
          description: '',
        },
        {
          id: 'b',
          position: '',
          company: '',
          location: '',
          startDate: '',
          endDate: '',
          current: false,
          description: '',
        },
      ],
      certificates: [],
    };
    const doc = layoutCv(cv, t, custom(t));
    const all = prose(doc);
    expect(all).toContain('Designer');
    expect(all).not.toContain(SECTION_HEADINGS.en.certificates.toUpperCase());
    expect(texts(doc).some((i) => i.link?.startsWith('tel:'))).toBe(false);
    const contactLine = texts(doc).find((i) => i.text === SAMPLE_CV.email)?.y;
    expect(texts(doc).filter((i) => i.y === contactLine && i.text.trim() === '·')).toHaveLength(1);
  });

  it('writes dates in the chosen format', () => {
    const t = template('classic');
    for (const [format, expected] of [
      ['MM/YYYY', '03/2021 – Nu'],
      ['MMMM YYYY', 'marts 2021 – Nu'],
      ['YYYY-MM', '2021-03 – Nu'],
    ] as const) {
      const doc = layoutCv(SAMPLE_CV_DA, t, custom(t, { language: 'da', dateFormat: format }));
      expect(texts(doc).map((i) => i.text)).toContain(expected);
    }
  });

  it('keeps the text of a long description together across a page break', () => {
    const t = template('classic');
    const long = {
      ...SAMPLE_CV.experience[0],
      id: 'long',
      description: Array.from({ length: 90 }, (_, i) => `- Line ${i} of a long list of achievements.`).join(
        '\n',
      ),
    } as TBuilderCv['experience'][number];
    const doc = layoutCv({ ...SAMPLE_CV, experience: [long] }, t, custom(t));
    expect(doc.pages.length).toBeGreaterThan(1);
    const lines = texts(doc)
      .filter((i) => i.text.startsWith('Line '))
      .map((i) => i.text);
    expect(lines).toEqual(Array.from({ length: 90 }, (_, i) => `Line ${i} of a long list of achievements.`));
  });

  it('takes a few milliseconds for the sample CV', () => {
    const times = CV_TEMPLATES.map((t) => {
      const c = custom(t);
      layoutCv(SAMPLE_CV, t, c);
      const start = performance.now();
      const runs = 20;
      for (let i = 0; i < runs; i++) layoutCv(SAMPLE_CV, t, c);
      return `${t.slug} ${((performance.now() - start) / runs).toFixed(2)} ms`;
    });
    console.log(`layoutCv(SAMPLE_CV) per template:\n${times.join('\n')}`);
  });
});
