import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it.each([
    [
      'en',
      'I am a software engineer with eight years of experience in building web platforms for the retail and logistics sectors.',
    ],
    [
      'da',
      'Jeg er en erfaren udvikler med otte års erfaring inden for webudvikling, og jeg har arbejdet med både frontend og backend hos flere virksomheder i København.',
    ],
    [
      'de',
      'Ich bin ein erfahrener Entwickler mit acht Jahren Berufserfahrung in der Webentwicklung und habe für mehrere Unternehmen in Berlin gearbeitet.',
    ],
    [
      'es',
      'Soy un desarrollador con ocho años de experiencia en el desarrollo de aplicaciones web para empresas del sector de la logística en Madrid.',
    ],
    [
      'fr',
      "Je suis un développeur avec huit ans d'expérience dans le développement d'applications web pour des entreprises du secteur de la logistique à Paris.",
    ],
  ] as const)('recognises %s', (language, text) => {
    const result = detectLanguage(text);
    expect(result.language).toBe(language);
    expect(result.confidence).toBeGreaterThan(0.4);
  });

  it('uses letters only one language has when words are scarce', () => {
    expect(detectLanguage('Færdigheder: Økonomistyring').language).toBe('da');
    expect(detectLanguage('Größe Straße').language).toBe('de');
  });

  it('is unsure, and says English, when there is no evidence', () => {
    expect(detectLanguage('')).toEqual({ language: 'en', confidence: 0 });
    expect(detectLanguage('12345 !!! ###')).toEqual({ language: 'en', confidence: 0 });
  });

  it('is less confident about a short mixed text than about a long clear one', () => {
    const mixed = detectLanguage('Python, Java und the Docker');
    const clear = detectLanguage(
      'Ich habe in der Entwicklung von Systemen für die Logistik mit dem Team und den Kunden gearbeitet.',
    );
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });

  it('is deterministic', () => {
    const text = 'Experiencia profesional en gestión de proyectos y equipos.';
    expect(detectLanguage(text)).toEqual(detectLanguage(text));
  });
});
