import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadStrings, startI18n, type Strings } from './i18n';

/** Strings that count their downloads, as the app's JSON chunks would be fetched. */
function countedStrings(key: string): { strings: Strings; loads: string[] } {
  const loads: string[] = [];
  const strings: Strings = {
    en: async () => (loads.push('en'), { [key]: { hello: `Hello from ${key}` } }),
    da: async () => (loads.push('da'), { [key]: { hello: `Hej fra ${key}` } }),
  };
  return { strings, loads };
}

describe('strings loaded per page', () => {
  it('loads a page’s strings once in the language shown, and each in a language switched to', async () => {
    const shared = countedStrings('sharedTest');
    const pricing = countedStrings('pricingTest');
    const unused = countedStrings('unusedTest');
    await startI18n([shared.strings], 'en');
    await loadStrings([pricing.strings]);
    await loadStrings([pricing.strings]);
    expect(pricing.loads).toEqual(['en']);
    expect(i18n.t('pricingTest.hello' as never)).toBe('Hello from pricingTest');

    await changeLanguage('da');
    expect(i18n.language).toBe('da');
    expect(shared.loads).toEqual(['en', 'da']);
    expect(pricing.loads).toEqual(['en', 'da']);
    expect(unused.loads).toEqual([]);
    expect(i18n.t('pricingTest.hello' as never)).toBe('Hej fra pricingTest');
  });

  it('loads strings asked for in a fixed language (the shared page speaks Danish) in that one', async () => {
    await changeLanguage('en');
    const sharing = countedStrings('sharingTest');
    await loadStrings([sharing.strings], 'da');
    expect(sharing.loads).toEqual(['da']);
    expect(i18n.getFixedT('da')('sharingTest.hello' as never)).toBe('Hej fra sharingTest');
  });

  it('tries a failed download again on the next request', async () => {
    let attempts = 0;
    const flaky: Strings = {
      en: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { flakyTest: { hello: 'back online' } };
      },
      da: async () => ({}),
    };
    await expect(loadStrings([flaky], 'en')).rejects.toThrow('offline');
    await loadStrings([flaky], 'en');
    expect(i18n.t('flakyTest.hello' as never)).toBe('back online');
  });
});
