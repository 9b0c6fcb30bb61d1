import { describe, expect, it } from 'vitest';
import { HELP_FAQ } from '#domain/help-faq';
import { searchFaq } from './search-faq';

describe('searchFaq', () => {
  it('searches question and answer, case- and accent-insensitively, every word', () => {
    expect(searchFaq('', 'en')).toHaveLength(HELP_FAQ.length);
    expect(searchFaq('CANCEL', 'en').map((e) => e.id)).toContain('cancel');
    // "14-day" is only in the answer.
    expect(searchFaq('14-day', 'en').map((e) => e.id)).toEqual(['cancel']);
    expect(searchFaq('ansogning', 'da').length).toBeGreaterThan(0);
    // Typed without a Danish keyboard: æ as "ae".
    expect(searchFaq('vaelg', 'da')).toEqual(searchFaq('vælg', 'da'));
    expect(searchFaq('vaelg', 'da').length).toBeGreaterThan(0);
    expect(searchFaq('delete account', 'en').map((e) => e.id)).toContain('delete-account');
    expect(searchFaq('xyzzy', 'en')).toEqual([]);
  });

  it('searches the German and Spanish texts too', () => {
    expect(searchFaq('hochladen', 'de').map((e) => e.id)).toContain('upload-cv');
    expect(searchFaq('suscripcion', 'es').map((e) => e.id)).toContain('cancel');
  });
});
