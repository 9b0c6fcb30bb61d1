import { describe, expect, it } from 'vitest';
import { findLinkedin, findLocation, findName, findPhone, looksLikeName } from './contact.ts';
import { type Line, bodySizeOf, prepareLines } from './lines.ts';
import { docFrom } from './test-doc.ts';

function lines(text: string, sized = false): Line[] {
  return prepareLines(docFrom(text, { sized }));
}

describe('findName', () => {
  it('takes the largest text on page 1, not a bigger "Curriculum Vitae" title', () => {
    const doc = docFrom('Curriculum Vitae\n!! Anna Hansen\nSoftware Engineer\nanna@example.dk', {
      sized: true,
    });
    doc.lines[0]!.size = 30;
    const prepared = prepareLines(doc);
    expect(findName(prepared, prepared, bodySizeOf(prepared))).toBe('Anna Hansen');
  });

  it('finds the name in the main column of a two-column layout read sidebar first', () => {
    const prepared = lines(
      '## Contact\nmax@example.de\n## Skills\nGoogle Classroom\nPower Point\n!! Max Mustermann\n## Profil',
      true,
    );
    expect(findName(prepared, prepared.slice(0, 5), 10)).toBe('Max Mustermann');
  });

  it('falls back on the first line that reads like a name, skipping titles and headings', () => {
    const prepared = lines('LEBENSLAUF\nSenior Developer\nMARÍA GARCÍA-LÓPEZ\nCalle Mayor 1, 28013 Madrid');
    expect(findName(prepared, prepared, 0)).toBe('María García-López');
  });

  it('splits a name from the title beside it and reads a "Name:" label', () => {
    const withTitle = lines('Jane Doe | Product Designer');
    expect(findName(withTitle, withTitle, 0)).toBe('Jane Doe');
    const labelled = lines('Navn: Søren Kierkegaard Nielsen');
    expect(findName(labelled, labelled, 0)).toBe('Søren Kierkegaard Nielsen');
  });

  it('tells names from other capitalised lines', () => {
    expect(looksLikeName('Ludwig van Beethoven')).toBe(true);
    expect(looksLikeName("Siobhán O'Brien")).toBe(true);
    expect(looksLikeName('Curriculum Vitae')).toBe(false);
    expect(looksLikeName('Software Engineer')).toBe(false);
    expect(looksLikeName('Copenhagen Denmark')).toBe(false);
    expect(looksLikeName('Acme GmbH')).toBe(false);
    expect(looksLikeName('Work Experience')).toBe(false);
  });
});

describe('findPhone', () => {
  it.each([
    ['Tlf.: +45 12 34 56 78', '+45 12 34 56 78'],
    ['Telefon: +49 (0)30 1234567', '+49 (0)30 1234567'],
    ['Mobil: 0171 1234567', '0171 1234567'],
    ['Teléfono: +34 612 345 678', '+34 612 345 678'],
    ['Tél. : +33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['Phone (555) 123-4567', '(555) 123-4567'],
    ['jane@x.com · 0045 22 33 44 55 · Aarhus', '0045 22 33 44 55'],
  ])('%s', (text, phone) => {
    expect(findPhone(lines(text), [], [])).toBe(phone);
  });

  it('never takes a date, a date range or a year range for a phone number', () => {
    const area = lines('Jan 2019 - Dec 2021\n03/2019 - 05/2021\n2015 – 2018\n01.03.2019');
    expect(findPhone(area, area, [])).toBe('');
    const withPhone = lines('2015 – 2018\n+45 12 34 56 78');
    expect(findPhone(withPhone, withPhone, [])).toBe('+45 12 34 56 78');
  });

  it('reads a number a template masks as written, and never a mask without a digit', () => {
    expect(findPhone(lines('(+45) XX XX XX XX · din.email@domæne.dk'), [], [])).toBe('(+45) XX XX XX XX');
    expect(findPhone(lines('Tel: +33 X XX XX XX XX'), [], [])).toBe('+33 X XX XX XX XX');
    expect(findPhone(lines('Tél : +XXX XX XX XX XX'), [], [])).toBe('');
    expect(findPhone(lines('Ref. XX XX XX XX\nLevel XXX'), [], [])).toBe('');
  });

  it('uses a tel: link when the text has no number', () => {
    expect(findPhone([], [], ['tel:+4512345678'])).toBe('+4512345678');
  });
});

describe('findLinkedin', () => {
  it('prefers the hyperlink target and normalises it', () => {
    expect(
      findLinkedin(['mailto:a@b.dk', 'https://dk.linkedin.com/in/anna-hansen-42/?locale=da_DK'], 'LinkedIn'),
    ).toBe('https://www.linkedin.com/in/anna-hansen-42');
  });

  it('reads the visible text when there is no link', () => {
    expect(findLinkedin([], 'Profil: linkedin.com/in/max.mustermann')).toBe(
      'https://www.linkedin.com/in/max.mustermann',
    );
    expect(findLinkedin([], 'www.linkedin.com/in/jdoe/ | github.com/jdoe')).toBe(
      'https://www.linkedin.com/in/jdoe',
    );
  });

  it('is empty without a profile', () => {
    expect(findLinkedin(['https://github.com/jdoe'], 'no profile here')).toBe('');
  });
});

describe('findLocation', () => {
  it.each([
    ['jane@x.dk | +45 12 34 56 78 | Copenhagen, Denmark', 'Copenhagen, Denmark'],
    ['Vestergade 3, 8000 Aarhus C', '8000 Aarhus C'],
    ['Dirección: Calle de Alcalá 10, 28013 Madrid', '28013 Madrid'],
    ['75011 Paris', '75011 Paris'],
    ['Adresse: Musterstraße 12, 10115 Berlin', '10115 Berlin'],
    ['Wohnort: Hamburg', 'Hamburg'],
    ['Address: Leeds, West Yorkshire', 'Leeds, West Yorkshire'],
    ['emily@x.com  |  +44 113 496 0732  |  Leeds, West Yorkshire', 'Leeds, West Yorkshire'],
  ])('%s', (text, location) => {
    expect(findLocation(lines(text))).toBe(location);
  });

  it('does not take a job title or company for a place', () => {
    expect(findLocation(lines('Jane Doe\nSenior Engineer, Acme GmbH\njane@x.com'))).toBe('');
  });
});
