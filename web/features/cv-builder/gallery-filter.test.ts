import { describe, expect, it } from 'vitest';
import type { TCvTemplate, TCvTemplateList } from '#domain/cv-builder';
import { filterTemplates, highlightRows, resolveTemplateParam } from './gallery-filter';

const template = (slug: string, over: Partial<TCvTemplate> = {}): TCvTemplate => ({
  id: `id-${slug}`,
  slug,
  name: slug,
  description: null,
  category: 'professional',
  industry: null,
  careerLevel: null,
  layout: 'single-column',
  isPremium: false,
  hasPhoto: false,
  downloads: 0,
  premiumTemplateId: null,
  subscriptionTier: null,
  usable: true,
  favorite: false,
  atsSafe: true,
  atsRecall: 1,
  ...over,
});

const templates = [
  template('classic'),
  template('modern', { category: 'technology', favorite: true }),
  template('tech-lead', { category: 'technology', isPremium: true, premiumTemplateId: 'p-1' }),
  template('academic', { category: 'education' }),
];
const slugs = (list: TCvTemplate[]) => list.map((t) => t.slug);

describe('filterTemplates', () => {
  it('keeps everything for all, and a category for a category', () => {
    expect(slugs(filterTemplates(templates, 'all'))).toEqual(['classic', 'modern', 'tech-lead', 'academic']);
    expect(slugs(filterTemplates(templates, 'technology'))).toEqual(['modern', 'tech-lead']);
    expect(filterTemplates(templates, 'healthcare')).toEqual([]);
  });

  it('splits free from premium and finds favourites', () => {
    expect(slugs(filterTemplates(templates, 'free'))).toEqual(['classic', 'modern', 'academic']);
    expect(slugs(filterTemplates(templates, 'premium'))).toEqual(['tech-lead']);
    expect(slugs(filterTemplates(templates, 'favorites'))).toEqual(['modern']);
  });
});

describe('highlightRows', () => {
  const list: TCvTemplateList = {
    templates,
    popular: ['tech-lead', 'gone', 'classic'],
    recommended: ['modern', 'modern'],
  };

  it('lists the named templates in the order given, skipping unknown and repeated slugs', () => {
    const rows = highlightRows(list, 'all');
    expect(slugs(rows.popular)).toEqual(['tech-lead', 'classic']);
    expect(slugs(rows.recommended)).toEqual(['modern']);
  });

  it('shows no rows under a filter', () => {
    expect(highlightRows(list, 'premium')).toEqual({ popular: [], recommended: [] });
  });
});

describe('resolveTemplateParam', () => {
  const list: TCvTemplateList = { templates, popular: [], recommended: [] };
  it('takes a slug or a premium template id', () => {
    expect(resolveTemplateParam(list, 'modern')).toBe('modern');
    expect(resolveTemplateParam(list, 'p-1')).toBe('tech-lead');
    expect(resolveTemplateParam(list, 'nope')).toBeUndefined();
    expect(resolveTemplateParam(undefined, 'modern')).toBeUndefined();
  });
});
