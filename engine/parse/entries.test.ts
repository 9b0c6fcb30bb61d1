import { describe, expect, it } from 'vitest';
import { parseEducation } from './education.ts';
import { parseExperience } from './experience.ts';
import { prepareLines } from './lines.ts';
import { docFrom } from './test-doc.ts';

const experience = (text: string) => parseExperience(prepareLines(docFrom(text)));
const education = (text: string) => parseEducation(prepareLines(docFrom(text)));

describe('parseExperience: layouts', () => {
  it('"Position — Company, City" with the dates on the next line and bullets', () => {
    expect(
      experience(
        'Senior Developer — Acme A/S, Copenhagen\nJan 2020 – Present\n• Built the API\n• Led two developers',
      ),
    ).toEqual([
      {
        position: 'Senior Developer',
        company: 'Acme A/S',
        location: 'Copenhagen',
        startDate: '2020-01',
        endDate: null,
        current: true,
        description: 'Built the API\nLed two developers',
      },
    ]);
  });

  it('"Company | City | dates" then the position line', () => {
    const [job] = experience(
      'Telefónica España | Madrid | enero 2020 - actualidad\nResponsable de Marketing Digital\n- Estrategia digital',
    );
    expect(job).toMatchObject({
      position: 'Responsable de Marketing Digital',
      company: 'Telefónica España',
      location: 'Madrid',
      startDate: '2020-01',
      current: true,
    });
  });

  it.each([
    ['Software Developer at Spotify', 'Software Developer', 'Spotify'],
    ['Werkstudent bei Siemens AG', 'Werkstudent', 'Siemens AG'],
    ['Regnskabsmedarbejder hos Danske Bank', 'Regnskabsmedarbejder', 'Danske Bank'],
    ['Ingeniero de Sistemas en Indra S.A.', 'Ingeniero de Sistemas', 'Indra S.A.'],
    ['Ingénieure logiciel chez Dassault Systèmes', 'Ingénieure logiciel', 'Dassault Systèmes'],
  ])('"%s"', (line, position, company) => {
    expect(experience(`${line}\n03/2016 - 12/2019`)[0]).toMatchObject({
      position,
      company,
      startDate: '2016-03',
      endDate: '2019-12',
      current: false,
    });
  });

  it('dates on the line before the title, and on the title line itself', () => {
    expect(
      experience(
        '03/2019 – heute\nControllerin – Zalando SE, Berlin\nMonatsreporting nach HGB und IFRS für die Logistik.',
      )[0],
    ).toMatchObject({
      position: 'Controllerin',
      company: 'Zalando SE',
      location: 'Berlin',
      startDate: '2019-03',
      current: true,
      description: 'Monatsreporting nach HGB und IFRS für die Logistik.',
    });
    expect(
      experience('Udvikler, Netcompany A/S 2018–nu\nUdvikling af offentlige løsninger')[0],
    ).toMatchObject({
      position: 'Udvikler',
      company: 'Netcompany A/S',
      startDate: '2018',
      current: true,
    });
  });

  it('tells position from company by cues, whichever comes first', () => {
    expect(experience('Acme Consulting GmbH\nProjektleiter\n2015 - 2017')[0]).toMatchObject({
      position: 'Projektleiter',
      company: 'Acme Consulting GmbH',
    });
  });

  it('splits several entries without descriptions and joins wrapped bullet lines', () => {
    const jobs = experience(
      [
        'Backend Engineer, Foo Ltd',
        '2019 - 2021',
        'Led the migration of the payment platform to Kubernetes and reduced the',
        'deployment time by 80 per cent.',
        'Junior Developer, Bar Inc.',
        '2017 - 2019',
        'Tester, Baz AB',
        '2016 - 2017',
      ].join('\n'),
    );
    expect(jobs.map((j) => [j.position, j.company, j.startDate, j.endDate])).toEqual([
      ['Backend Engineer', 'Foo Ltd', '2019', '2021'],
      ['Junior Developer', 'Bar Inc.', '2017', '2019'],
      ['Tester', 'Baz AB', '2016', '2017'],
    ]);
    expect(jobs[0]!.description).toBe(
      'Led the migration of the payment platform to Kubernetes and reduced the deployment time by 80 per cent.',
    );
  });

  it('does not date an entry by a year mentioned in its description', () => {
    const jobs = experience(
      'Journalist, BBC\nJul 2014 – Aug 2016\nCovered the football season for the sport website, including the live pages during the 2014 World Cup.',
    );
    expect(jobs).toHaveLength(1);
  });
});

describe('parseExperience: what a header holds', () => {
  const header = (text: string) =>
    experience(text).map(({ position, company, location }) => ({ position, company, location }));

  it('keeps the department after a spaced dash in the company when it names nothing else', () => {
    expect(
      header(
        'Case Officer  Jan 2019 – Mar 2022\nNorthshire County Council – Children’s Services · Eastbridge\nHandled 40 family cases a year.',
      ),
    ).toEqual([
      {
        position: 'Case Officer',
        company: 'Northshire County Council – Children’s Services',
        location: 'Eastbridge',
      },
    ]);
  });

  it('keeps the department when the town follows after a comma', () => {
    expect(
      header(
        'Case Officer\nNorthshire County Council – Children’s Services, Glasgow\nJan 2019 – Mar 2022\nHandled 40 family cases a year.',
      ),
    ).toEqual([
      {
        position: 'Case Officer',
        company: 'Northshire County Council – Children’s Services',
        location: 'Glasgow',
      },
    ]);
  });

  it('still parts "Title – Company" and "Company – Town" at the dash', () => {
    expect(header('Controller – Bluefin Shipping GmbH  2018 – 2020\nPrepared the monthly close.')).toEqual([
      { position: 'Controller', company: 'Bluefin Shipping GmbH', location: '' },
    ]);
    expect(
      header('Analyst  2018 – 2020\nBluefin Shipping GmbH – Hamburg\nPrepared the monthly close.'),
    ).toEqual([{ position: 'Analyst', company: 'Bluefin Shipping GmbH', location: 'Hamburg' }]);
  });

  it('keeps a comma part between the title and the company with the title', () => {
    expect(
      header('Student Assistant, Marketing, Lakeside University  2015 – 2017\nOslo\nWrote the newsletter.'),
    ).toEqual([
      { position: 'Student Assistant, Marketing', company: 'Lakeside University', location: 'Oslo' },
    ]);
  });

  it('splits "Title, Company" when the title holds a company word too', () => {
    expect(
      header('Software Tester, Brightlane Solutions  2021 – 2022\nRiverton\nTested the mobile app.'),
    ).toEqual([{ position: 'Software Tester', company: 'Brightlane Solutions', location: 'Riverton' }]);
  });

  it('reads a long description line ending in an abbreviation as description, not the next header', () => {
    expect(
      header(
        'Controllerin  2018 – 2021\nNordsee Versicherung AG · Kiel\nKostenstellen für den Bereich Schaden betreut.\nMitarbeit an der Umstellung der Kostenrechnung von SAP ECC auf S/4HANA im Modul CO.\nJunior Controllerin  2015 – 2017\nFeinkost Meyer GmbH · Lübeck\nBudget der Regionen koordiniert.',
      ),
    ).toEqual([
      { position: 'Controllerin', company: 'Nordsee Versicherung AG', location: 'Kiel' },
      { position: 'Junior Controllerin', company: 'Feinkost Meyer GmbH', location: 'Lübeck' },
    ]);
  });

  it('keeps the company when a web address follows it', () => {
    expect(
      header(
        'Web Developer  Jan 2019 – Present\nPixelmoor Creative Media Inc. · Portland, OR\nhttps://pixelmoor.example/\nRebuilt the storefront.',
      ),
    ).toEqual([
      { position: 'Web Developer', company: 'Pixelmoor Creative Media Inc.', location: 'Portland, OR' },
    ]);
  });

  it('reads a lead-in ending in ":" and list items ending in ";" as description', () => {
    expect(
      header(
        'Shift Lead\nHarbour Café · Bergen\nKey results:\nNew rota system;\nStock waste halved.\nBarista\nHarbour Café · Bergen\nServed coffee.',
      ),
    ).toEqual([
      { position: 'Shift Lead', company: 'Harbour Café', location: 'Bergen' },
      { position: 'Barista', company: 'Harbour Café', location: 'Bergen' },
    ]);
  });

  it('dates an entry written with only "Present" after a gap as current', () => {
    const [entry] = experience('Volunteer Coach  Present\nRiverside Youth Club\nCoach the under-12 team.');
    expect(entry).toMatchObject({
      position: 'Volunteer Coach',
      startDate: null,
      endDate: null,
      current: true,
    });
  });
});

describe('parseEducation', () => {
  it.each([
    [
      'MSc Computer Science\nTechnical University of Denmark | 2014 – 2016',
      'MSc Computer Science',
      'Technical University of Denmark',
      '2014',
      '2016',
    ],
    [
      'Københavns Universitet\nCand.merc.it.\n2010 - 2012',
      'Cand.merc.it.',
      'Københavns Universitet',
      '2010',
      '2012',
    ],
    [
      'Bachelor of Science Informatik, Technische Universität München, 10/2012 – 09/2016',
      'Bachelor of Science Informatik',
      'Technische Universität München',
      '2012-10',
      '2016-09',
    ],
    [
      'Grado en Enfermería\nUniversidad de Valencia\n2008 - 2012',
      'Grado en Enfermería',
      'Universidad de Valencia',
      '2008',
      '2012',
    ],
    [
      'Licence de Lettres modernes\nUniversité Toulouse - Jean Jaurès\n2009 – 2012',
      'Licence de Lettres modernes',
      'Université Toulouse - Jean Jaurès',
      '2009',
      '2012',
    ],
  ])('%s', (text, degree, institution, startDate, endDate) => {
    expect(education(text)).toEqual([{ degree, institution, startDate, endDate }]);
  });

  it('reads a lone year as the graduation date', () => {
    expect(education('Abitur, Gymnasium Musterstadt, 2012')).toEqual([
      { degree: 'Abitur', institution: 'Gymnasium Musterstadt', startDate: null, endDate: '2012' },
    ]);
  });

  it('keeps a grade out of the degree', () => {
    expect(
      education('BA (Hons) Business Management – First Class\nUniversity of Bristol\nSep 2021 – Jun 2024')[0],
    ).toMatchObject({
      degree: 'BA (Hons) Business Management',
      institution: 'University of Bristol',
      startDate: '2021-09',
      endDate: '2024-06',
    });
  });
});
