import { describe, expect, it } from 'vitest';
import { I18n } from './i18n-core';
import { LANGUAGES } from './language';

// The runtime is typed for the app's keys; these tests use keys of their own.
type Loose = (key: string | string[], options?: object | string) => unknown;

function instance(language = 'en') {
  const i18n = new I18n(language);
  i18n.addStrings('en', {
    greet: 'Hello {{name}}',
    nested: { deep: { key: 'Deep' } },
    onlyEnglish: 'Only in English',
    cv_one: '{{count}} CV',
    cv_other: '{{count}} CVs',
    reason: 'Plain reason',
    reason_must: 'Must: {{met}} met',
    reason_must_one: 'Must: one left',
    list: ['a', 'b'],
    empty: '',
  });
  i18n.addStrings('da', { greet: 'Hej {{name}}', cv_one: '{{count}} CV', cv_other: "{{count}} CV'er" });
  return i18n;
}
const loose = (i18n: I18n, language: string | null = null) => i18n.getFixedT(language) as unknown as Loose;

describe('the translation runtime', () => {
  it('reads dotted keys and fills {{placeholders}}, leaving unknown ones as written', () => {
    const t = loose(instance());
    expect(t('nested.deep.key')).toBe('Deep');
    expect(t('greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greet')).toBe('Hello {{name}}');
    expect(t('empty')).toBe('');
  });

  it('picks the plural form by the language’s rules', () => {
    const i18n = instance();
    expect(loose(i18n, 'en')('cv', { count: 1 })).toBe('1 CV');
    expect(loose(i18n, 'en')('cv', { count: 0 })).toBe('0 CVs');
    expect(loose(i18n, 'da')('cv', { count: 2 })).toBe("2 CV'er");
  });

  it('picks the same plural form as Intl.PluralRules for every UI language', () => {
    const i18n = new I18n('en');
    const forms = {
      n_zero: 'zero',
      n_one: 'one',
      n_two: 'two',
      n_few: 'few',
      n_many: 'many',
      n_other: 'other',
    };
    for (const { code } of LANGUAGES) {
      i18n.addStrings(code, forms);
      const rules = new Intl.PluralRules(code);
      for (const count of [...Array.from({ length: 1200 }, (_, i) => i - 10), 0.5, 1.5, 21.3])
        expect(loose(i18n, code)('n', { count }), `${count} in ${code}`).toBe(rules.select(count));
    }
  });

  it('picks a context’s variant, its plural first, and the plain key without one', () => {
    const t = loose(instance());
    expect(t('reason', { context: 'must', met: 2 })).toBe('Must: 2 met');
    expect(t('reason', { context: 'must', count: 1 })).toBe('Must: one left');
    expect(t('reason', { context: 'nice' })).toBe('Plain reason');
    expect(t('reason', { context: undefined })).toBe('Plain reason');
  });

  it('falls back to English, then to the default value, then to the key itself', () => {
    const t = loose(instance('da'));
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('missing', { defaultValue: 'Default' })).toBe('Default');
    expect(t('missing', '')).toBe('');
    expect(t('missing')).toBe('missing');
    expect(t(['missing', 'greet'], { name: 'Bo' })).toBe('Hej Bo');
  });

  it('returns trees and lists only when asked to', () => {
    const t = loose(instance());
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('nested', { returnObjects: true })).toEqual({ deep: { key: 'Deep' } });
    expect(t('nested')).toBe('nested');
  });

  it('merges later strings into earlier ones without touching the objects given', () => {
    const i18n = instance();
    const later = { nested: { other: 'Other' } };
    i18n.addStrings('en', later);
    i18n.addStrings('en', { nested: { other: 'Changed' } });
    expect(loose(i18n)('nested.deep.key')).toBe('Deep');
    expect(loose(i18n)('nested.other')).toBe('Changed');
    expect(later.nested.other).toBe('Other');
  });

  it('changes language for its t and its listeners; a clone keeps a language of its own', async () => {
    const i18n = instance();
    const heard: string[] = [];
    const stop = i18n.onLanguageChanged((language) => heard.push(language));
    const before = i18n.t;
    const danish = i18n.cloneInstance('da');
    await i18n.changeLanguage('da');
    await i18n.changeLanguage('da');
    stop();
    await i18n.changeLanguage('en');
    expect(heard).toEqual(['da']);
    expect(i18n.t).not.toBe(before);
    expect((i18n.t as unknown as Loose)('greet', { name: 'Ada' })).toBe('Hello Ada');
    expect((danish.t as unknown as Loose)('greet', { name: 'Ada' })).toBe('Hej Ada');
    expect(loose(i18n)('greet', { lng: 'da', name: 'Ada' })).toBe('Hej Ada');
    expect(new I18n('fr').resolvedLanguage).toBe('en');
    expect(danish.resolvedLanguage).toBe('da');
  });
});
