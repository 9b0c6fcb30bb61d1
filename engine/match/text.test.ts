import { describe, expect, it } from 'vitest';
import { findConcepts } from './concepts.ts';
import { contentStems, stem, tokenize } from './text.ts';

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

describe('tokens and content words', () => {
  it('keeps technology spellings whole', () => {
    expect(tokenize('C#, C++, .NET, Node.js and CI/CD.').map((t) => t.key)).toEqual([
      'c#',
      'c++',
      '.net',
      'node.js',
      'and',
      'ci',
      'cd',
    ]);
  });

  it('drops function words in all five languages', () => {
    expect(contentStems('Du har erfaring med lager og truck', 'da')).toEqual(['erfaring', 'lag', 'truck']);
    expect(contentStems('Experience with the sales of insurance', 'en')).toEqual([
      'experienc',
      'sal',
      'insuranc',
    ]);
  });
});

describe('findConcepts', () => {
  const labels = (text: string) => findConcepts(text).map((h) => `${h.concept.label} ← ${h.surface}`);

  it('finds synonyms, abbreviations and labels in five languages', () => {
    expect(labels('JS, k8s and Postgres')).toEqual([
      'JavaScript ← JS',
      'Kubernetes ← k8s',
      'PostgreSQL ← Postgres',
    ]);
    expect(labels('Projektmanagement, projektledelsen, gestión de proyectos, gestion de projet')).toEqual([
      'Project management ← Projektmanagement',
    ]);
    expect(labels('erfaring med projektledelsen')).toEqual(['Project management ← projektledelsen']);
    expect(labels('atención al cliente y contabilidad')).toEqual([
      'Customer service ← atención al cliente',
      'Accounting ← contabilidad',
    ]);
    expect(labels('Sygepleje og stakeholder management')).toEqual([
      'Nursing ← Sygepleje',
      'Stakeholder management ← stakeholder management',
    ]);
  });

  it('prefers the longest name and skips everyday words written as words', () => {
    expect(labels('React Native apps')).toEqual(['React Native ← React Native']);
    expect(labels('We go the extra mile and rest on Sundays')).toEqual([]);
    expect(labels("En vue d'améliorer le service")).toEqual([]);
    expect(labels('Services in Go and R')).toEqual(['Go ← Go', 'R ← R']);
  });
});
