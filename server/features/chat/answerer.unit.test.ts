import { describe, expect, it } from 'vitest';
import { guessLanguage } from './answerer.ts';

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
