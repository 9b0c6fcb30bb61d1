import { describe, expect, it } from 'vitest';
import { da, en } from '../../app/locales';
import { FEATURE_GROUPS, isPremium } from './feature-groups';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );

describe('features page', () => {
  // The page builds these keys from data, so the typed `t()` cannot check them.
  it('has English and Danish text for every group and item', () => {
    for (const catalogue of [en, da] as Tree[]) {
      for (const group of FEATURE_GROUPS) {
        for (const field of ['title', 'description'])
          expect(typeof lookup(catalogue, `features.groups.${group.key}.${field}`)).toBe('string');
        for (const item of group.items)
          for (const field of ['title', 'text'])
            expect(typeof lookup(catalogue, `features.groups.${group.key}.items.${item.key}.${field}`)).toBe(
              'string',
            );
      }
    }
  });

  it('marks as Premium exactly what the plan catalogue keeps from Free (decision 022)', () => {
    const premium = FEATURE_GROUPS.flatMap((g) => g.items.filter(isPremium).map((i) => `${g.key}.${i.key}`));
    expect(premium).toEqual([
      'applications.unlimited',
      'applications.templates',
      'applications.formats',
      'analytics.advanced',
      'analytics.research',
      'analytics.reporting',
      'integrations.linkedin',
      'integrations.api',
      'integrations.custom',
      'security.advanced',
      'support.priority',
      'support.dedicated',
      'support.sla',
    ]);
    // An application is a cover letter with its ATS report, tracked: every plan has them.
    const items = FEATURE_GROUPS.flatMap((g) => g.items.map((i) => [`${g.key}.${i.key}`, i.plan]));
    expect(Object.fromEntries(items)).toMatchObject({
      'ai.coverLetter': 'free',
      'ai.ats': 'free',
      'applications.tracking': 'free',
    });
  });

  it('shows the six groups of spec 000 §2, each with free items', () => {
    expect(FEATURE_GROUPS.map((group) => group.key)).toEqual([
      'ai',
      'applications',
      'analytics',
      'integrations',
      'security',
      'support',
    ]);
    for (const group of FEATURE_GROUPS) expect(group.items.some((item) => !isPremium(item))).toBe(true);
  });

  it('carries the call to action of spec 000 §2 verbatim', () => {
    expect(en.features.cta.start).toBe('Start Free Trial');
    expect(en.features.cta.pricing).toBe('View Pricing');
  });
});
