import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('prefers the stored choice', () => {
    expect(pickLanguage('da', ['en-US'])).toBe('da');
    expect(pickLanguage('en', ['da-DK'])).toBe('en');
  });

  it('falls back to the first supported browser language', () => {
    expect(pickLanguage(null, ['da-DK', 'en'])).toBe('da');
    expect(pickLanguage(null, ['de-DE', 'DA'])).toBe('da');
    expect(pickLanguage('klingon', ['en-GB'])).toBe('en');
  });

  it('defaults to English', () => {
    expect(pickLanguage(undefined, [])).toBe('en');
    expect(pickLanguage(null, ['fr-FR', 'de'])).toBe('en');
  });
});
