import { describe, expect, it } from 'vitest';
import {
  MIN_COVERAGE,
  MIN_SCORE,
  builtInAnswer,
  careerAnswer,
  guessLanguage,
  rankPassages,
  searchPassages,
} from './answerer.ts';
import { isCareerQuestion } from './career.ts';
import { HELP_QUESTIONS, OFF_TOPIC_QUESTIONS } from './relevance-questions.ts';

describe('guessLanguage (spec 000 §5)', () => {
  it('recognises German, French, Spanish and Danish', () => {
    expect(guessLanguage('Wie viele Bewerbungen bekomme ich kostenlos?')).toBe('de');
    expect(guessLanguage('Kann ich meinen Lebenslauf als PDF hochladen?')).toBe('de');
    expect(guessLanguage('Comment puis-je télécharger mon CV ?')).toBe('fr');
    expect(guessLanguage('Quels sont les prix pour les plans ?')).toBe('fr');
    expect(guessLanguage('¿Qué tipos de archivo puedo subir?')).toBe('es');
    expect(guessLanguage('Cuántas solicitudes tengo gratis')).toBe('es');
    expect(guessLanguage('Hvilke filer kan jeg uploade?')).toBe('da');
    expect(guessLanguage('Hvordan sletter jeg min konto?')).toBe('da');
  });

  it('answers English for English, for unknown text and for a stray shared word', () => {
    expect(guessLanguage('Which file types can I upload?')).toBe('en');
    expect(guessLanguage('How many applications do I get for free?')).toBe('en');
    expect(guessLanguage('PDF?')).toBe('en');
    expect(guessLanguage('')).toBe('en');
    expect(guessLanguage('Is there no way to pay with PayPal?')).toBe('en');
  });
});

describe('the relevance bar (issue 16), measured on relevance-questions.ts', () => {
  it('answers each help question with the entry that answers it', () => {
    for (const q of HELP_QUESTIONS) expect(rankPassages(q.text, q.language)[0]?.id, q.text).toBe(q.answer);
  });

  it('answers no off-topic or career question from the help centre, even without the career detector', () => {
    for (const q of OFF_TOPIC_QUESTIONS) expect(rankPassages(q.text, q.language), q.text).toEqual([]);
  });

  it('is what keeps "change career" from the cancellation entry: it shares one word of four', () => {
    const [best] = searchPassages('change career from teaching to UX', 'en');
    expect(best).toMatchObject({ id: 'cancel', coverage: 0.25 });
    expect(best!.score).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(best!.coverage).toBeLessThan(MIN_COVERAGE);
  });

  it('says it does not know below the bar, pointing to the contact page and the support email', () => {
    const reply = builtInAnswer(rankPassages('Write me a poem about cats', 'en'), 'en', 'help@example.com');
    expect(reply).toEqual({
      response: expect.stringContaining("I don't know"),
      sources: [],
    });
    expect(reply.response).toContain('/contact');
    expect(reply.response).toContain('help@example.com');
  });
});

describe('isCareerQuestion', () => {
  it('recognises the career questions of the fixture, in English and Danish', () => {
    const career = OFF_TOPIC_QUESTIONS.filter((q) => q.career);
    expect(career.length).toBeGreaterThanOrEqual(10);
    for (const q of career) expect(isCareerQuestion(q.text), q.text).toBe(true);
  });

  it('leaves help questions and other off-topic questions alone', () => {
    const others = [
      ...HELP_QUESTIONS,
      ...OFF_TOPIC_QUESTIONS.filter((q) => !q.career),
      ...[
        'How do I become a Pro member?',
        'Is there a promotion code?',
        'How do I get into my account?',
        'How do I change the job title of an application?',
        'Can I change my plan to Pro?',
        'How do I track my interviews?',
        'How do I generate a cover letter?',
        'Hvornår vil mine data blive slettet?',
      ].map((text) => ({ text })),
    ];
    for (const q of others) expect(isCareerQuestion(q.text), q.text).toBe(false);
  });
});

describe('careerAnswer', () => {
  it('links a visitor to sign-up that comes back to the assistant, a user to the assistant', () => {
    expect(careerAnswer('en', false)).toMatchObject({
      sources: [],
      link: {
        href: '/auth?tab=signup&returnTo=%2Fai-assistant',
        label: expect.stringContaining('free account'),
      },
    });
    expect(careerAnswer('da', true)).toMatchObject({
      response: expect.stringContaining('karrierespørgsmål'),
      link: { href: '/ai-assistant', label: 'Åbn AI-assistenten' },
    });
  });
});
