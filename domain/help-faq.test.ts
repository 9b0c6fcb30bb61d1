import { describe, expect, it } from 'vitest';
import { FAQ_TEXT_LANGUAGES, HELP_FAQ, searchFaq } from './help-faq.ts';

describe('help FAQ', () => {
  it('has at least 12 entries with unique ids and both languages filled', () => {
    expect(HELP_FAQ.length).toBeGreaterThanOrEqual(12);
    expect(new Set(HELP_FAQ.map((e) => e.id)).size).toBe(HELP_FAQ.length);
    for (const entry of HELP_FAQ)
      for (const text of [...Object.values(entry.question), ...Object.values(entry.answer)])
        expect(text.trim()).not.toBe('');
  });

  it('has every question and answer in en, da, de and es', () => {
    expect(FAQ_TEXT_LANGUAGES).toEqual(['en', 'da', 'de', 'es']);
    for (const entry of HELP_FAQ)
      for (const language of FAQ_TEXT_LANGUAGES) {
        expect(entry.question[language]?.trim(), `${entry.id} question ${language}`).toBeTruthy();
        expect(entry.answer[language]?.trim(), `${entry.id} answer ${language}`).toBeTruthy();
      }
  });

  it('searches the German and Spanish texts too', () => {
    expect(searchFaq('hochladen', 'de').map((e) => e.id)).toContain('upload-cv');
    expect(searchFaq('suscripcion', 'es').map((e) => e.id)).toContain('cancel');
  });

  it('states the CV upload rule of the help copy (spec 000 §5)', () => {
    const upload = HELP_FAQ.find((e) => e.id === 'upload-cv')!;
    expect(upload.answer.en).toContain('PDF or DOCX file of up to 10 MB');
  });

  it('searches question and answer, case- and accent-insensitively, every word', () => {
    expect(searchFaq('', 'en')).toHaveLength(HELP_FAQ.length);
    expect(searchFaq('CANCEL', 'en').map((e) => e.id)).toContain('cancel');
    // "14-day" is only in the answer.
    expect(searchFaq('14-day', 'en').map((e) => e.id)).toEqual(['cancel']);
    expect(searchFaq('ansogning', 'da').length).toBeGreaterThan(0);
    expect(searchFaq('delete account', 'en').map((e) => e.id)).toContain('delete-account');
    expect(searchFaq('xyzzy', 'en')).toEqual([]);
  });
});
