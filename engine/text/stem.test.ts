import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';

describe('stem', () => {
  it('meets English inflections and derivations', () => {
    const same = (words: string[]) => expect(new Set(words.map((w) => stem(w, 'en'))).size).toBe(1);
    same(['manage', 'manager', 'managed', 'managing', 'management']);
    same(['develop', 'developer', 'developers', 'developing', 'development']);
    same(['skill', 'skills']);
    // A final s that is not a plural stays.
    expect(stem('analysis', 'en')).toBe('analysis');
    expect(stem('business', 'en')).toBe('business');
  });

  it('meets German -en/-ung, Danish -er/-en/-et, Spanish and French plurals and gender', () => {
    expect(stem('Entwicklung', 'de')).toBe(stem('Entwickler', 'de'));
    expect(stem('Kenntnissen', 'de')).toBe(stem('Kenntnisse', 'de'));
    expect(stem('lageret', 'da')).toBe(stem('lager', 'da'));
    expect(stem('kunder', 'da')).toBe(stem('kunden', 'da'));
    expect(stem('logística', 'es')).toBe(stem('logístico', 'es'));
    expect(stem('proyectos', 'es')).toBe(stem('proyecto', 'es'));
    expect(stem('données', 'fr')).toBe(stem('donnée', 'fr'));
    expect(stem('utilisateurs', 'fr')).toBe(stem('utilisateur', 'fr'));
  });

  it('leaves short words and technology names alone', () => {
    expect(stem('Go', 'en')).toBe('go');
    expect(stem('Node.js', 'en')).toBe('node.js');
    expect(stem('C++', 'en')).toBe('c++');
  });
});
