import { describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES, TONES } from '#domain/applications';
import { letterFromText, writeLetter } from './index.ts';
import { APPLICANT, BACKEND_AD, PAIRS, SARAH, letterInput } from './test-fixtures.ts';

describe('letterFromText', () => {
  // Every pair × language × tone writes and reads a letter: seconds on a busy machine.
  it('reads every built-in letter back into the same roles and word count', { timeout: 30_000 }, () => {
    for (const pair of PAIRS) {
      for (const language of OUTPUT_LANGUAGES) {
        for (const tone of TONES) {
          const input = letterInput(pair.cv, pair.adReport, language, tone, { applicant: APPLICANT });
          const letter = writeLetter(input);
          const back = letterFromText(letter.text, input);
          expect(back.paragraphs.map((p) => p.role)).toEqual(letter.paragraphs.map((p) => p.role));
          expect(back.paragraphs.map((p) => p.text)).toEqual(letter.paragraphs.map((p) => p.text));
          expect(back.wordCount).toBe(letter.wordCount);
          expect(back.text).toBe(letter.text);
        }
      }
    }
  });

  it('reads a model letter without a head, with the greeting on the first line of a paragraph', () => {
    const input = letterInput(SARAH, BACKEND_AD, 'english');
    const text = [
      'Dear Hiring Manager,\nI am applying for the Senior Backend Engineer role at Tink.',
      'At Monzo Bank I build distributed systems in TypeScript and Node.js every day.',
      'Before that, at Skyscanner, I worked with React and PostgreSQL.',
      'Tink builds infrastructure that banks rely on, and that is why I am applying.',
      'I would welcome an interview.',
      'Kind regards,\nSarah Mitchell',
    ].join('\r\n\r\n');
    const letter = letterFromText(text, input);
    expect(letter.paragraphs.map((p) => p.role)).toEqual([
      'greeting',
      'opening',
      'evidence',
      'evidence',
      'motivation',
      'closing',
      'signoff',
    ]);
    const first = letter.paragraphs[2]!;
    expect(first.requirementIds).toEqual(expect.arrayContaining(['r1', 'r2', 'r10']));
    expect(first.cvEvidence).toContain('Senior Software Engineer, Monzo Bank (2020–present)');
    expect(first.cvEvidence).toContain('Skills: TypeScript');
    expect(letter.paragraphs[3]!.cvEvidence).toContain('Software Engineer, Skyscanner (2016–2019)');
    expect(letter.paragraphs[0]!.cvEvidence).toEqual([]);
  });

  it('tells the sender, recipient, date and subject apart before the greeting', () => {
    const input = letterInput(SARAH, BACKEND_AD, 'french', 'professional', { applicant: APPLICANT });
    const text = [
      'Sarah Mitchell\nsarah.mitchell@gmail.com',
      'Tink\nStockholm',
      'Manchester, le 22 novembre 2026',
      'Objet : Candidature au poste de Senior Backend Engineer',
      'Madame, Monsieur,',
      'Je souhaite postuler au poste de Senior Backend Engineer chez Tink.',
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.\nSarah Mitchell",
    ].join('\n\n');
    expect(letterFromText(text, input).paragraphs.map((p) => p.role)).toEqual([
      'sender',
      'recipient',
      'date',
      'subject',
      'greeting',
      'opening',
      'signoff',
    ]);
  });
});
