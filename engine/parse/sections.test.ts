import { describe, expect, it } from 'vitest';
import { prepareLines } from './lines.ts';
import { headingSection, splitSections } from './sections.ts';
import { docFrom } from './test-doc.ts';

describe('headingSection', () => {
  it.each([
    ['Experience', 'experience'],
    ['Work Experience', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Employment History:', 'experience'],
    ['Erhvervserfaring', 'experience'],
    ['Arbejdserfaring', 'experience'],
    ['Erfaring', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Berufliche Erfahrung', 'experience'],
    ['Beruflicher Werdegang', 'experience'],
    ['Experiencia', 'experience'],
    ['Experiencia profesional', 'experience'],
    ['Experiencia laboral', 'experience'],
    ['Expérience', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Parcours professionnel', 'experience'],
    ['Uddannelse', 'education'],
    ['Schulischer Werdegang', 'education'],
    ['Parcours scolaire', 'education'],
    ['Uddannelsesforløb', 'education'],
    ['Ausbildung', 'education'],
    ['Bildung', 'education'],
    ['Formación', 'education'],
    ['Educación', 'education'],
    ['Formation', 'education'],
    ['Études', 'education'],
    ['Kompetencer', 'skills'],
    ['Færdigheder', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Fähigkeiten', 'skills'],
    ['Habilidades', 'skills'],
    ['Competencias', 'skills'],
    ['Compétences', 'skills'],
    ['Sprog', 'languages'],
    ['Sprachen', 'languages'],
    ['Sprachkenntnisse', 'languages'],
    ['Idiomas', 'languages'],
    ['Langues', 'languages'],
    ['Certificeringer', 'certifications'],
    ['Zertifikate', 'certifications'],
    ['Zertifizierungen', 'certifications'],
    ['Certificaciones', 'certifications'],
    ['Certifications', 'certifications'],
    ['Profil', 'summary'],
    ['Profile', 'summary'],
    ['Summary', 'summary'],
    ['About me', 'summary'],
    ['Om mig', 'summary'],
    ['Über mich', 'summary'],
    ['Kurzprofil', 'summary'],
    ['Perfil', 'summary'],
    ['Resumen', 'summary'],
    ['Sobre mí', 'summary'],
    ['Profil professionnel', 'summary'],
    ['À propos', 'summary'],
    ['Interests', 'other'],
    ['Referencer', 'other'],
    ['Projekte', 'other'],
  ])('%s → %s', (text, section) => {
    expect(headingSection(text)).toBe(section);
  });

  it('does not read the last word of a wrapped sentence as a heading ("engagement.")', () => {
    expect(headingSection('engagement.')).toBeNull();
    expect(headingSection('Engagement')).toBe('other');
  });

  it('reads letter-spaced, numbered and joined headings', () => {
    expect(headingSection('E X P E R I E N C E')).toBe('experience');
    expect(headingSection('W O R K   E X P E R I E N C E')).toBe('experience');
    expect(headingSection('2. Education')).toBe('education');
    expect(headingSection('Skills & Languages')).toBe('skills');
    expect(headingSection('Kenntnisse und Sprachen')).toBe('skills');
  });

  it('does not take sentences or the document title for headings', () => {
    expect(headingSection('Experience with large distributed systems')).toBeNull();
    expect(headingSection('Curriculum Vitae')).toBeNull();
    expect(headingSection('Lebenslauf')).toBeNull();
  });
});

describe('splitSections', () => {
  it('starts with the lines before the first heading and ends sections at unknown ones', () => {
    const lines = prepareLines(
      docFrom('!! Jane Doe\njane@example.com\n## Experience\nDeveloper, Acme\n## Projects\nRed Cross app', {
        sized: true,
      }),
    );
    const sections = splitSections(lines, 10);
    expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['contact', ['Jane Doe', 'jane@example.com']],
      ['experience', ['Developer, Acme']],
      ['other', ['Red Cross app']],
    ]);
  });

  it('treats a line styled like the recognised headings as a heading', () => {
    const lines = prepareLines(
      docFrom('## Experience\nDeveloper, Acme\n## MISCELLANEOUS\nChess club', { sized: true }),
    );
    expect(splitSections(lines, 10).map((s) => s.key)).toEqual(['contact', 'experience', 'other']);
  });
});

describe('splitSections: a heading wrapped in a narrow label column', () => {
  it('joins the heading’s second line to it, and never a line of content', () => {
    const lines = prepareLines(
      docFrom('## EXPÉRIENCE\n## PROFESSIONNELLE\nInfirmière\n## FORMATION\nDIPLÔME\nIFSI Lyon', {
        sized: true,
      }),
    );
    expect(splitSections(lines, 10).map((s) => [s.key, s.heading?.text, s.lines.map((l) => l.text)])).toEqual(
      [
        ['contact', undefined, []],
        ['experience', 'EXPÉRIENCE PROFESSIONNELLE', ['Infirmière']],
        ['education', 'FORMATION', ['DIPLÔME', 'IFSI Lyon']],
      ],
    );
  });
});

describe('splitSections: plain text and inline headings', () => {
  it('does not end a section at an all-caps skill in plain text (no layout to tell headings apart)', () => {
    const lines = prepareLines(docFrom('SKILLS\nAWS\nSQL\nEXPERIENCE\nDeveloper, Acme'));
    expect(splitSections(lines, 0).map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['contact', []],
      ['skills', ['AWS', 'SQL']],
      ['experience', ['Developer, Acme']],
    ]);
  });

  it('reads "Sprachen: Deutsch, Englisch" in the contact block as a one-line section', () => {
    const lines = prepareLines(docFrom('Anna Schmidt\nSprachen: Deutsch, Englisch\nanna@example.de'));
    expect(splitSections(lines, 0).map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['contact', ['Anna Schmidt']],
      ['languages', ['Deutsch, Englisch']],
      ['contact', ['anna@example.de']],
    ]);
  });
});

describe('splitSections: a sidebar that ends on a heading', () => {
  it('starts the main column afresh without taking its first line for the heading’s second line', () => {
    const lines = prepareLines(
      docFrom('## SKILLS\nFigma\n## LANGUAGES\nANNA SCHMIDT\nDesigner', { sized: true }),
    );
    // The sidebar's last heading is read just before the main column (its items sit lower down).
    const read = lines.map((line, i) => ({ ...line, page: 1, column: i < 3 ? 0 : 1 }));
    expect(splitSections(read, 10).map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['contact', []],
      ['skills', ['Figma']],
      ['languages', []],
      ['contact', ['ANNA SCHMIDT', 'Designer']],
    ]);
  });
});
