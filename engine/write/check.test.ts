import { describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES, type TLetter } from '#domain/applications';
import { checkLetter, writeLetter } from './index.ts';
import { BACKEND_AD, GERMAN_BACKEND_AD, PAIRS, SARAH, TOBIAS, letterInput } from './test-fixtures.ts';

const input = letterInput(SARAH, BACKEND_AD, 'english');
const written = writeLetter(input);
const letter = written.text;

/** A built-in letter with one sentence added to its first evidence paragraph. */
function withSentence(from: TLetter, sentence: string): string {
  const at = from.paragraphs.findIndex((p) => p.role === 'evidence');
  return from.paragraphs.map((p, i) => (i === at ? `${p.text} ${sentence}` : p.text)).join('\n\n');
}

describe('checkLetter', () => {
  it('passes every built-in letter', () => {
    for (const pair of PAIRS) {
      for (const language of OUTPUT_LANGUAGES) {
        const i = letterInput(pair.cv, pair.adReport, language);
        expect(checkLetter(writeLetter(i).text, i)).toEqual({ ok: true, problems: [] });
      }
    }
  });

  it('catches a technology the CV does not have, even one the ad asks for', () => {
    const result = checkLetter(withSentence(written, 'I also run our services on Kubernetes.'), input);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['The letter mentions Kubernetes, which is not in the CV.']);
    // "Learning" it is a mention all the same (strict on purpose).
    expect(checkLetter(withSentence(written, 'I look forward to learning Kubernetes.'), input).ok).toBe(
      false,
    );
  });

  it('catches an employer that is not in the CV, in each language', () => {
    const claims = {
      english: 'I spent two years at Google.',
      german: 'Zwei Jahre lang war ich bei Robert Bosch.',
      danish: 'Jeg har arbejdet hos Novo Nordisk.',
      spanish: 'Trabajé dos años en Telefónica.',
      french: "J'ai travaillé chez Capgemini.",
    } as const;
    const names = {
      english: 'Google',
      german: 'Robert Bosch',
      danish: 'Novo Nordisk',
      spanish: 'Telefónica',
      french: 'Capgemini',
    };
    for (const language of OUTPUT_LANGUAGES) {
      const i = letterInput(TOBIAS, GERMAN_BACKEND_AD, language);
      const text = withSentence(writeLetter(i), claims[language]);
      expect(checkLetter(text, i).problems).toContain(
        `The letter places the candidate at ${names[language]}, which is not in the CV.`,
      );
    }
  });

  it('does not count the target company, the role or polite pronouns as claims', () => {
    const i = letterInput(SARAH, BACKEND_AD, 'german', 'professional', {
      jobTitle: 'Go Developer (m/w/d)',
      companyName: 'Tink AB',
    });
    const text = writeLetter(i).text.replace(
      'Sehr geehrte Damen und Herren,',
      'Sehr geehrte Damen und Herren,\n\nich möchte gern bei Ihnen und bei Tink AB als Go Developer arbeiten.',
    );
    expect(checkLetter(text, i).problems.filter((p) => /Tink|Ihnen|Go\b/.test(p))).toEqual([]);
  });

  it('catches the wrong language', () => {
    const german = letterInput(SARAH, BACKEND_AD, 'german');
    expect(checkLetter(letter, german).problems).toContain('The letter is written in english, not german.');
  });

  it('catches a letter that is too short or too long', () => {
    const short = letter.split('\n\n').slice(0, 6).join('\n\n');
    expect(checkLetter(short, input).problems.some((p) => /^The letter has \d+ words/.test(p))).toBe(true);
    const long = withSentence(
      written,
      Array.from({ length: 30 }, () => 'I enjoy careful, thorough work with people.').join(' '),
    );
    expect(checkLetter(long, input).problems.some((p) => /^The letter has \d+ words/.test(p))).toBe(true);
  });

  it('catches markdown and bullet points', () => {
    const problem = 'The letter uses markdown or bullet points instead of plain text.';
    expect(checkLetter(withSentence(written, '**Key skills:**'), input).problems).toContain(problem);
    expect(
      checkLetter(letter.replace('\n\nDear', '\n\n- TypeScript\n- Node.js\n\nDear'), input).problems,
    ).toContain(problem);
  });

  it('catches placeholders', () => {
    expect(checkLetter(withSentence(written, 'I admire [Company Name].'), input).problems).toContain(
      'The letter contains a placeholder to fill in.',
    );
  });
});
