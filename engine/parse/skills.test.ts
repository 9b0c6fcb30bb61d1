import { describe, expect, it } from 'vitest';
import { prepareLines } from './lines.ts';
import { parseCertifications, parseSkills, splitSkillItems } from './skills.ts';
import { docFrom } from './test-doc.ts';

const lines = (text: string) => prepareLines(docFrom(text));

describe('splitSkillItems', () => {
  it('splits on commas, bullets, pipes, semicolons and spaced slashes, keeping brackets whole', () => {
    expect(splitSkillItems('Python, Java • Go | Rust; SQL / NoSQL')).toEqual([
      'Python',
      'Java',
      'Go',
      'Rust',
      'SQL',
      'NoSQL',
    ]);
    expect(splitSkillItems('Python (Django, Flask), WMS (Manhattan, Reflex)')).toEqual([
      'Python (Django, Flask)',
      'WMS (Manhattan, Reflex)',
    ]);
  });

  it('splits "HTML/CSS" and "React/Redux" but not "CI/CD", "TCP/IP" or "SEO/SEM"', () => {
    expect(splitSkillItems('HTML/CSS, React/Redux, CI/CD, TCP/IP, SEO/SEM')).toEqual([
      'HTML',
      'CSS',
      'React',
      'Redux',
      'CI/CD',
      'TCP/IP',
      'SEO/SEM',
    ]);
  });

  it('splits a list ending in "and"/"og"/"und" but keeps a single phrase', () => {
    expect(splitSkillItems('Python, Java and Go')).toEqual(['Python', 'Java', 'Go']);
    expect(splitSkillItems('IV therapy and cannulation')).toEqual(['IV therapy and cannulation']);
  });

  it('keeps a language with its level whole', () => {
    expect(splitSkillItems('Deutsch – Muttersprache')).toEqual(['Deutsch – Muttersprache']);
  });

  it('splits a final "&"/"og" only in a comma list, not among dots or chips ("HTML & CSS" is one skill)', () => {
    expect(splitSkillItems('Sketch · Typography · HTML & CSS')).toEqual([
      'Sketch',
      'Typography',
      'HTML & CSS',
    ]);
    expect(splitSkillItems('Sketch  Typography  Git og SVN')).toEqual(['Sketch', 'Typography', 'Git og SVN']);
    expect(splitSkillItems('Sketch, Typography & Illustrator')).toEqual([
      'Sketch',
      'Typography',
      'Illustrator',
    ]);
  });
});

describe('splitSkillItems: dash bullets', () => {
  it('drops the dash bullet before each chip of a row', () => {
    expect(splitSkillItems('Prospection  — Négociation')).toEqual(['Prospection', 'Négociation']);
    expect(splitSkillItems('— Dépannage  — Tableaux électriques')).toEqual([
      'Dépannage',
      'Tableaux électriques',
    ]);
  });
});

describe('parseSkills', () => {
  it('classifies technical, soft and language items, keeping abbreviations as written', () => {
    const skills = parseSkills(
      lines(
        'JS, TS, k8s, Postgres, Docker\nTeamwork, Kommunikation, trabajo en equipo, Team leadership\nEnglish (fluent), Español C1',
      ),
      [],
    );
    expect(skills).toEqual({
      technical: ['JS', 'TS', 'k8s', 'Postgres', 'Docker'],
      soft: ['Teamwork', 'Kommunikation', 'trabajo en equipo', 'Team leadership'],
      languages: ['English (fluent)', 'Español C1'],
    });
  });

  it('reads two chips parted by a gap as two skills when only a bracket holds a comma', () => {
    const skills = parseSkills(
      lines('Budgeting  SAP S/4HANA (CO, FI)\nTableau  Excel (Power Query, VBA)'),
      [],
    );
    expect(skills.technical).toEqual([
      'Budgeting',
      'SAP S/4HANA (CO, FI)',
      'Tableau',
      'Excel (Power Query, VBA)',
    ]);
  });

  it('reads labelled lines: "Languages:" items are languages, "Soft skills:" items soft', () => {
    const skills = parseSkills(
      lines(
        'Programming: Python, Go\nLanguages: English (native), French (B1)\nSoft skills: Empathy, Patience',
      ),
      [],
    );
    expect(skills.technical).toEqual(['Python', 'Go']);
    expect(skills.languages).toEqual(['English (native)', 'French (B1)']);
    expect(skills.soft).toEqual(['Empathy', 'Patience']);
  });

  it('dedupes case-insensitively and keeps an abbreviation as written', () => {
    expect(parseSkills(lines('JavaScript, JS, javascript, Docker, docker'), []).technical).toEqual([
      'JavaScript',
      'JS',
      'Docker',
    ]);
  });

  it('keeps only the technologies named in a sentence', () => {
    expect(
      parseSkills(
        lines('Strong knowledge of Python and Kubernetes gained in several large projects for clients'),
        [],
      ).technical,
    ).toEqual(['Python', 'Kubernetes']);
  });

  it('reads a languages section in five languages, joining a level on its own line', () => {
    const skills = parseSkills(
      [],
      lines(
        'Dansk: modersmål\nEngelsk (flydende), Tysk (grundlæggende)\nFrançais : langue maternelle\nEnglish\nFluent',
      ),
    );
    expect(skills.languages).toEqual([
      'Dansk: modersmål',
      'Engelsk (flydende)',
      'Tysk (grundlæggende)',
      'Français : langue maternelle',
      'English (Fluent)',
    ]);
  });
});

describe('parseSkills: a row of languages over the row of their levels', () => {
  it('pairs each language with the level under it', () => {
    expect(
      parseSkills([], lines('English  Polish\nNative  Conversational\nGerman\nbasic')).languages,
    ).toEqual(['English (Native)', 'Polish (Conversational)', 'German (basic)']);
    expect(
      parseSkills([], lines('English  Spanish\nNative  Intermediate\nIgbo\nConversational')).languages,
    ).toEqual(['English (Native)', 'Spanish (Intermediate)', 'Igbo (Conversational)']);
    expect(parseSkills([], lines('English  Native\nIgbo  Conversational')).languages).toEqual([
      'English Native',
      'Igbo (Conversational)',
    ]);
    expect(
      parseSkills([], lines('Englisch (verhandlungssicher\n(C1))\nPolnisch (Grundkenntnisse)')).languages,
    ).toEqual(['Englisch (verhandlungssicher (C1))', 'Polnisch (Grundkenntnisse)']);
    // A job title a text frame leaves after the list is no level of the last language.
    expect(parseSkills([], lines('Dansk: modersmål\nTysk: grundlæggende\nSygeplejerske')).languages).toEqual([
      'Dansk: modersmål',
      'Tysk: grundlæggende',
    ]);
    expect(parseSkills([], lines('Français  Anglais\nlangue maternelle  professionnel')).languages).toEqual([
      'Français (langue maternelle)',
      'Anglais (professionnel)',
    ]);
  });
});

describe('parseSkills: languages sharing a level', () => {
  it('gives each language of "X y Y nativos" its own item', () => {
    expect(
      parseSkills([], lines('Castellano y catalán nativos; inglés avanzado (C1)\nDansk og engelsk flydende'))
        .languages,
    ).toEqual([
      'Castellano (nativos)',
      'catalán (nativos)',
      'inglés avanzado (C1)',
      'Dansk (flydende)',
      'engelsk (flydende)',
    ]);
  });
});

describe('parseCertifications', () => {
  it('keeps one certification per line, wrapped text joined on, without its date and issuer', () => {
    expect(
      parseCertifications(
        lines(
          'AWS Certified Solutions Architect (2021)\nScrum Master\n2019\nPRINCE2 Foundation, issued by\nAxelos',
        ),
      ),
    ).toEqual(['AWS Certified Solutions Architect', 'Scrum Master', 'PRINCE2 Foundation']);
  });

  it('reads each dated line as a certificate of its own, a lower-case month and a number included', () => {
    expect(
      parseCertifications(lines('2023: Habilitation électrique B2V\n2021: CACES R486 nacelles\nPermis B')),
    ).toEqual(['Habilitation électrique B2V', 'CACES R486 nacelles', 'Permis B']);
    expect(
      parseCertifications(
        lines('feb. 2016  Carné de carretillero\noct. 2018  Prevención de riesgos laborales'),
      ),
    ).toEqual(['Carné de carretillero', 'Prevención de riesgos laborales']);
    expect(parseCertifications(lines('Permis B\nTOEIC 885  nov. 2019'))).toEqual(['Permis B', 'TOEIC 885']);
    expect(
      parseCertifications(lines('2022  BS 7671:2018 18th Edition\n2020  ISO 9001:2015 Lead Auditor')),
    ).toEqual(['BS 7671:2018 18th Edition', 'ISO 9001:2015 Lead Auditor']);
  });

  it('joins a line only after a comma or a connecting word, not after a short noun', () => {
    expect(parseCertifications(lines('ECS Gold Card\nCSCS card\nFull UK driving licence'))).toEqual([
      'ECS Gold Card',
      'CSCS card',
      'Full UK driving licence',
    ]);
    expect(parseCertifications(lines('Elektrofachkraft für\nPV-Anlagen'))).toEqual([
      'Elektrofachkraft für PV-Anlagen',
    ]);
  });
});
