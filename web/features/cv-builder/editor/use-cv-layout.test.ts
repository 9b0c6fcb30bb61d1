import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBuilderCv } from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import type { LayoutDocument, LayoutItem, LayoutPage } from '#domain/cv-builder/pages';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';

const layoutCv = vi.fn<() => LayoutDocument>();
vi.mock('#domain/cv-builder/layout', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  layoutCv: () => layoutCv(),
}));
const { safeLayout, sharePages, templateThumbnail } = await import('./use-cv-layout');

const template = CV_TEMPLATES[0]!;
const customization = defaultCustomization(template);

afterEach(() => {
  vi.restoreAllMocks();
  layoutCv.mockReset();
});

describe('safeLayout', () => {
  it('returns the layout', () => {
    const document: LayoutDocument = { pages: [], fonts: [] };
    layoutCv.mockReturnValue(document);
    expect(safeLayout(emptyBuilderCv(), template, customization)).toBe(document);
  });

  it('returns undefined when the layout throws, and logs each failure once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    layoutCv.mockImplementation(() => {
      throw new Error('no room for the name');
    });
    expect(safeLayout(emptyBuilderCv(), template, customization)).toBeUndefined();
    expect(safeLayout(emptyBuilderCv(), template, customization)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('templateThumbnail', () => {
  it('lays each template and language out once', () => {
    const document: LayoutDocument = { pages: [], fonts: [] };
    layoutCv.mockReturnValue(document);
    const other = CV_TEMPLATES[1]!;
    expect(templateThumbnail(other, 'en')).toBe(document);
    expect(templateThumbnail(other, 'en')).toBe(document);
    expect(templateThumbnail(other, 'da')).toBe(document);
    expect(layoutCv).toHaveBeenCalledTimes(2);
  });
});

describe('sharePages', () => {
  const text = (y: number, words: string): LayoutItem => ({
    kind: 'text',
    x: 40,
    y,
    text: words,
    font: { family: 'inter', weight: 'regular', style: 'normal' },
    size: 10,
    color: '#111111',
    width: words.length * 5,
  });
  const page = (...items: LayoutItem[]): LayoutPage => ({ width: 595.28, height: 841.89, items });
  const doc = (...pages: LayoutPage[]): LayoutDocument => ({ pages, fonts: [] });

  it('keeps every page and item object of an equal layout (fresh objects, same values)', () => {
    const before = doc(page(text(50, 'Ada Lovelace'), text(70, 'Engineer')), page(text(50, 'Page two')));
    const after = sharePages(
      before,
      doc(page(text(50, 'Ada Lovelace'), text(70, 'Engineer')), page(text(50, 'Page two'))),
    );
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(after.pages[1]).toBe(before.pages[1]);
  });

  it('replaces only the changed item and its page; the other items and pages keep their objects', () => {
    const before = doc(page(text(50, 'Ada Lovelace'), text(70, 'Engineer')), page(text(50, 'Page two')));
    const next = doc(page(text(50, 'Ada Lovelace'), text(70, 'Engineers')), page(text(50, 'Page two')));
    const after = sharePages(before, next);
    expect(after.pages[0]).not.toBe(before.pages[0]);
    expect(after.pages[0]!.items[0]).toBe(before.pages[0]!.items[0]);
    expect(after.pages[0]!.items[1]).toBe(next.pages[0]!.items[1]);
    expect(after.pages[0]!.items[1]).toMatchObject({ text: 'Engineers' });
    expect(after.pages[1]).toBe(before.pages[1]);
  });

  it('takes a page whose item count or size changed, and a new page, as they are', () => {
    const before = doc(page(text(50, 'One')));
    const grown = doc(page(text(50, 'One'), text(70, 'Two')), page(text(50, 'Three')));
    const after = sharePages(before, grown);
    expect(after.pages[0]!.items).toHaveLength(2);
    expect(after.pages[0]!.items[0]).toBe(before.pages[0]!.items[0]);
    expect(after.pages[1]).toBe(grown.pages[1]);
    const letter = sharePages(before, doc({ width: 612, height: 792, items: [text(50, 'One')] }));
    expect(letter.pages[0]!.width).toBe(612);
  });
});
