import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBuilderCv } from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import type { LayoutDocument } from '#domain/cv-builder/pages';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';

const layoutCv = vi.fn<() => LayoutDocument>();
vi.mock('#domain/cv-builder/layout', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  layoutCv: () => layoutCv(),
}));
const { safeLayout, templateThumbnail } = await import('./use-cv-layout');

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
