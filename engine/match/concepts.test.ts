import { describe, expect, it } from 'vitest';
import { findConcepts } from './concepts.ts';

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
