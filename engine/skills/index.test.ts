import { describe, expect, it } from 'vitest';
import {
  findTechSkills,
  isSoftSkill,
  languageOf,
  PROFESSIONAL_SKILLS,
  softSkill,
  techSkill,
} from './index.ts';

describe('skill vocabulary', () => {
  it('knows abbreviations and spelling variants of a technology', () => {
    expect(techSkill('JS')).toBe('JavaScript');
    expect(techSkill('k8s')).toBe('Kubernetes');
    expect(techSkill('Postgres')).toBe('PostgreSQL');
  });

  it('recognises technologies and their synonyms in any of the five languages', () => {
    expect(techSkill('Projektmanagement')).toBe('Project management');
    expect(techSkill('maskinlæring')).toBe('Machine learning');
    expect(techSkill('C#')).toBe('C#');
    expect(techSkill('.NET')).toBe('.NET');
    expect(techSkill('Banana bread')).toBeNull();
  });

  it('finds technologies named in running text, not everyday words ("Go", "rest")', () => {
    expect(
      findTechSkills('Built services in Python and TypeScript on Kubernetes, with a REST API, and Go'),
    ).toEqual(['Python', 'TypeScript', 'Kubernetes', 'REST']);
    expect(findTechSkills('Go home and rest in Word')).toEqual([]);
  });

  it('knows soft skills in five languages, also inside a short phrase', () => {
    for (const term of [
      'Teamwork',
      'Teamfähigkeit',
      'samarbejde',
      'trabajo en equipo',
      "travail d'équipe",
      'Team leadership',
    ]) {
      expect(isSoftSkill(term)).toBe(true);
    }
    expect(isSoftSkill('Docker')).toBe(false);
    expect(softSkill('team player', 'de')).toBe('Teamfähigkeit');
    expect(softSkill('Kommunikation', 'fr')).toBe('Communication');
  });

  it('names the language an item is about', () => {
    expect(languageOf('Deutsch – Muttersprache')).toBe('de');
    expect(languageOf('Dansk: modersmål')).toBe('da');
    expect(languageOf('Español C1')).toBe('es');
    expect(languageOf('Langue des signes française')).toBe('sgn');
    expect(languageOf('Python')).toBeNull();
  });

  it('names common non-tool skills in five languages, Danish included (generated from ESCO plus curated names)', () => {
    const namesOf = (label: string) =>
      PROFESSIONAL_SKILLS.find(([l]) => l === label)?.map((n) => n.toLowerCase()) ?? [];
    expect(namesOf('Project management')).toEqual(
      expect.arrayContaining([
        'projektledelse',
        'projektmanagement',
        'gestión de proyectos',
        'gestion de projet',
      ]),
    );
    // From ESCO's "customer service" concept: its English, Spanish and French labels.
    expect(namesOf('Customer service')).toEqual(
      expect.arrayContaining(['kundeservice', 'customer support', 'servicio al cliente', 'service clients']),
    );
    for (const label of [
      'Stakeholder management',
      'Accounting',
      'Sales',
      'Data analysis',
      'Nursing',
      'Teaching',
    ]) {
      expect(namesOf(label).length, label).toBeGreaterThan(3);
    }
    const labels = PROFESSIONAL_SKILLS.map(([l]) => l);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
