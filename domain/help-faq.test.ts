import { describe, expect, it } from 'vitest';
import { FAQ_TEXT_LANGUAGES, HELP_FAQ } from './help-faq.ts';

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

  it('states the CV upload rule of the help copy (spec 000 §5)', () => {
    const upload = HELP_FAQ.find((e) => e.id === 'upload-cv')!;
    expect(upload.answer.en).toContain('PDF or DOCX file of up to 10 MB');
  });
});
