import { renderToStaticMarkup } from 'react-dom/server';
import { I18n } from '../../../lib/i18n-core';
import { I18nProvider } from '../../../lib/use-translation';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument, LayoutPage, TextItem } from '#domain/cv-builder/pages';
import { PAGE_DIMENSIONS } from '#domain/cv-builder/pages';
import { BASELINE_STRUT_EM, CvPreview, CvThumbnail, textTop } from './cv-preview';
import en from './locales/en.json';

const A4 = PAGE_DIMENSIONS.A4;

const name: TextItem = {
  kind: 'text',
  x: 50.5,
  y: 72,
  text: 'Søren Østergaard',
  font: { family: 'source-serif-4', weight: 'bold', style: 'normal' },
  size: 20,
  color: '#1f3a5f',
  width: 180,
};
const bullet: TextItem = {
  kind: 'text',
  x: 60,
  y: 140,
  text: '•  Led the team',
  font: { family: 'inter', weight: 'regular', style: 'italic' },
  size: 10,
  color: '#222222',
  width: 70,
  link: 'https://example.com',
};

const page1: LayoutPage = {
  ...A4,
  items: [
    { kind: 'rect', x: 0, y: 0, width: 160, height: A4.height, color: '#eef2f7' },
    name,
    { kind: 'line', x1: 50, y1: 80, x2: 545, y2: 80, color: '#1f3a5f', thickness: 0.75 },
    { kind: 'circle', cx: 55, cy: 137, r: 1.5, color: '#1f3a5f' },
    bullet,
    { kind: 'image', x: 20, y: 20, width: 60, height: 60, src: 'data:image/jpeg;base64,AAAA', round: true },
    { kind: 'rect', x: 0, y: 820, width: A4.width, height: 4, color: '#1f3a5f' },
  ],
};
const page2: LayoutPage = { ...A4, items: [{ ...bullet, y: 60, text: 'Page two' }] };
const document: LayoutDocument = { pages: [page1, page2], fonts: [name.font, bullet.font] };

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

function parse(html: string) {
  // The markup is React's: every style is one attribute, so a regex reads it reliably enough here.
  return [...html.matchAll(/<span class="([^"]*)" style="([^"]*)">([^<]*)<\/span>/g)].map((m) => ({
    className: m[1]!,
    style: m[2]!,
    text: m[3]!,
  }));
}

// Before the describe blocks below render (at collection time).
const i18n = new I18n('en');
i18n.addStrings('en', en);

describe('CvPreview', () => {
  const html = render(<CvPreview document={document} />);
  const spans = parse(html);

  it('places each text at its x, its box top 2 em above the baseline, in its face, size and colour', () => {
    expect(spans.map((s) => s.text)).toEqual(['Søren Østergaard', '•  Led the team', 'Page two']);
    const [first, second] = spans;
    expect(first!.style).toContain('left:50.5px');
    expect(first!.style).toContain(`top:${72 - 20 * BASELINE_STRUT_EM}px`);
    expect(first!.style).toContain('font-family:&#x27;Source Serif 4&#x27;, serif');
    expect(first!.style).toContain('font-weight:700');
    expect(first!.style).toContain('font-style:normal');
    expect(first!.style).toContain('font-size:20px');
    expect(first!.style).toContain('color:#1f3a5f');
    expect(second!.style).toContain('font-family:&#x27;Inter&#x27;, sans-serif');
    expect(second!.style).toContain('font-weight:400');
    expect(second!.style).toContain('font-style:italic');
    expect(second!.style).toContain(`top:${140 - 10 * BASELINE_STRUT_EM}px`);
  });

  it('draws text unkerned, without ligatures, on one line, with the baseline strut', () => {
    for (const span of spans) {
      expect(span.style).toContain('font-kerning:none');
      expect(span.style).toContain('font-feature-settings:&quot;kern&quot; 0, &quot;liga&quot; 0');
      expect(span.className).toContain('whitespace-pre');
      expect(span.className).toContain('leading-none');
      expect(span.className).toContain('before:h-[2em]');
      expect(span.className).toContain('before:inline-block');
    }
  });

  it('keeps the drawing order: shapes before and after a text are separate layers', () => {
    const order = [...html.matchAll(/<(svg|span class="absolute|img)/g)].map((m) => m[1]);
    // rect | name | line, circle | bullet | image | rect, then page 2's text
    expect(order).toEqual([
      'svg',
      'span class="absolute',
      'svg',
      'span class="absolute',
      'img',
      'svg',
      'span class="absolute',
    ]);
    expect(html).toContain('<rect x="0" y="0" width="160" height="841.89" fill="#eef2f7"></rect>');
    expect(html).toContain(
      '<line x1="50" y1="80" x2="545" y2="80" stroke="#1f3a5f" stroke-width="0.75"></line>',
    );
    expect(html).toContain('<circle cx="55" cy="137" r="1.5" fill="#1f3a5f"></circle>');
  });

  it('clips a round photo and does not make links clickable', () => {
    expect(html).toMatch(/<img[^>]*style="left:20px;top:20px;width:60px;height:60px;border-radius:50%"/);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('example.com');
  });

  it('draws each page as a sheet of its proportions with its number', () => {
    expect(html.match(/aspect-ratio:595.28 \/ 841.89/g)).toHaveLength(2);
    expect(html).toContain('Page 1 of 2');
    expect(html).toContain('Page 2 of 2');
    expect(html).toContain('aria-label="Page 2 of 2"');
    // Points on an inner page of the page's size, scaled as a whole once measured.
    expect(html).toContain('width:595.28px;height:841.89px');
  });

  it('keeps the sheet in place with a message when there is no layout yet', () => {
    const empty = render(<CvPreview document={undefined} />);
    expect(empty).toContain('aspect-[210/297]');
    expect(empty).toContain(en.cvEditor.preview.empty);
  });
});

describe('CvThumbnail', () => {
  it('draws page 1 only, scaled to the width, hidden from assistive technology, without a label', () => {
    const html = render(<CvThumbnail document={document} width={119.056} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('transform:scale(0.2)');
    expect(parse(html).map((s) => s.text)).toEqual(['Søren Østergaard', '•  Led the team']);
    expect(html).not.toContain('Page 1');
  });
});

describe('textTop', () => {
  it('is the baseline less the strut', () => {
    expect(textTop({ y: 100, size: 12 })).toBe(100 - 12 * BASELINE_STRUT_EM);
  });
});
