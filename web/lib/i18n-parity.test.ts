import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { da, en } from '../app/locales';
import { I18n, type StringTree } from './i18n-core';

// i18next (a dev dependency: the app ships its types only) is the reference the runtime was
// written against (decision 030): for every string of both catalogues, with and without a count
// and a context, both must give the same text.
type Loose = (key: string, options?: object) => unknown;

function leafKeys(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leafKeys(value as StringTree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const keys = [...new Set(leafKeys(en as StringTree).map((key) => key.replace(PLURAL, '')))];
const values = { name: 'Ada', met: 2, of: 12, partly: '', date: '1 May', plan: 'Pro', email: 'a@b.dk' };
const counted: object[] = [values, ...[0, 1, 2, 21].map((count) => ({ ...values, count }))];
/** Each key with its variants' contexts (`reason_must` → `reason` with `must`), once with a count. */
const contextsOf = new Map<string, string[]>();
for (const key of keys) {
  const variant = /^(.+)_([a-zA-Z]+)$/.exec(key);
  if (variant) contextsOf.set(variant[1]!, [...(contextsOf.get(variant[1]!) ?? []), variant[2]!]);
}
function casesOf(key: string): object[] {
  const contexts = contextsOf.get(key) ?? [];
  return [
    ...counted,
    ...contexts.flatMap((context) => [
      { ...values, context },
      { ...values, context, count: 1 },
    ]),
  ];
}

describe('the translation runtime and i18next', async () => {
  const reference = i18next.createInstance();
  await reference.init({
    resources: { en: { translation: en }, da: { translation: da } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const ours = new I18n('en');
  ours.addStrings('en', en as StringTree);
  ours.addStrings('da', da as StringTree);

  for (const language of ['en', 'da']) {
    it(`give the same text for every ${language} string`, () => {
      const theirs = reference.getFixedT(language) as unknown as Loose;
      const mine = ours.getFixedT(language) as unknown as Loose;
      const differences: string[] = [];
      for (const key of keys) {
        for (const options of casesOf(key)) {
          const expected = theirs(key, options);
          if (typeof expected !== 'string') continue;
          const got = mine(key, options);
          if (got !== expected)
            differences.push(`${key} ${JSON.stringify(options)}: ${String(got)} ≠ ${expected}`);
        }
      }
      expect(differences.slice(0, 10)).toEqual([]);
      expect(keys.length).toBeGreaterThan(2000);
    });
  }
});
