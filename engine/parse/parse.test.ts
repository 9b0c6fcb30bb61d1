import { ZCvData } from '#domain/cv';
import { describe, expect, it } from 'vitest';
import { parseCv } from './index.ts';
import { docFrom } from './test-doc.ts';

const DANISH = `!! Mette Sørensen
Nørrebrogade 45, 2200 København N
Tlf. +45 51 23 45 67 · mette.soerensen@gmail.com
## Om mig
Engageret projektleder med ti års erfaring fra it-branchen og den offentlige sektor, hvor jeg har stået for store udviklingsprojekter.
## Erhvervserfaring
** Projektleder hos Netcompany A/S
marts 2019 – d.d.
• Ansvarlig for leverancen af en ny borgerportal
• Ledelse af et team på otte udviklere
** Udvikler, KMD A/S
aug. 2014 – feb. 2019
## Uddannelse
Cand.scient. i datalogi, Københavns Universitet, 2012 – 2014
## Kompetencer
Projektledelse, Scrum, C#, .NET, Samarbejdsevner
## Sprog
Dansk (modersmål), Engelsk (flydende)
## Certificeringer
PRINCE2 Practitioner (2020)`;

const GERMAN = `^^ Max Mustermann · Lebenslauf
!! Max Mustermann
Musterstraße 12, 10115 Berlin
Telefon: +49 (0)30 1234567
max.mustermann@beispiel.de
## Berufserfahrung
03/2019 – heute
Senior Softwareentwickler
Beispiel GmbH, München
- Entwicklung von Microservices mit Java und Spring Boot
seit 2017 bis 02/2019
Werkstudent bei Muster AG
## Ausbildung
10/2012 – 09/2016
Bachelor of Science Informatik
Technische Universität München
## Kenntnisse
Java, Spring Boot, Kubernetes, Teamfähigkeit
## Sprachen
Deutsch – Muttersprache
Englisch – verhandlungssicher (C1)`;

const SPANISH = `!! Lucía Fernández García
Madrid, España · +34 612 345 678 · lucia.fernandez@gmail.com
## Perfil profesional
Responsable de marketing digital con más de ocho años de experiencia en telecomunicaciones y comercio electrónico.
## Experiencia profesional
** Telefónica España | Madrid | enero 2020 - actualidad
Responsable de Marketing Digital
- Dirección de la estrategia digital de la marca para el segmento joven.
** El Corte Inglés | Madrid | marzo 2016 - diciembre 2019
Especialista en Marketing Online
## Formación
Máster en Marketing Digital
ESIC Business & Marketing School, 2015 - 2016
## Competencias
Google Ads, SEO/SEM, HubSpot, Liderazgo de equipos, Comunicación
## Idiomas
Español: nativo
Inglés: C1`;

const FRENCH = `!! Claire Moreau
12 rue des Tanneurs, 31000 Toulouse
Tél. : 06 45 78 12 90
Courriel : claire.moreau31@laposte.net
## Expérience professionnelle
** Ingénieure logiciel chez Airbus SAS
sept. 2019 – aujourd'hui
Développement des outils de test des logiciels embarqués avec l'équipe de validation.
** Stagiaire développeuse
Capgemini, Toulouse
2018 – 2019
## Formation
Diplôme d'ingénieur en informatique
INSA Toulouse
2013 – 2018
## Compétences
Python, C++, Rigueur, Travail en équipe
## Langues
Français (langue maternelle), Anglais (courant)`;

describe('parseCv: whole CVs in four languages', () => {
  it('reads a Danish CV', () => {
    const result = parseCv(docFrom(DANISH, { sized: true }));
    expect(result.detectedLanguage).toBe('da');
    expect(result.data.personalInfo).toEqual({
      fullName: 'Mette Sørensen',
      email: 'mette.soerensen@gmail.com',
      phone: '+45 51 23 45 67',
      location: '2200 København N',
      linkedinUrl: '',
    });
    expect(result.data.summary).toMatch(/^Engageret projektleder med ti års erfaring/);
    expect(result.data.experience).toEqual([
      {
        position: 'Projektleder',
        company: 'Netcompany A/S',
        location: '',
        startDate: '2019-03',
        endDate: null,
        current: true,
        description: 'Ansvarlig for leverancen af en ny borgerportal\nLedelse af et team på otte udviklere',
      },
      {
        position: 'Udvikler',
        company: 'KMD A/S',
        location: '',
        startDate: '2014-08',
        endDate: '2019-02',
        current: false,
        description: '',
      },
    ]);
    expect(result.data.education).toEqual([
      {
        degree: 'Cand.scient. i datalogi',
        institution: 'Københavns Universitet',
        startDate: '2012',
        endDate: '2014',
      },
    ]);
    expect(result.data.skills).toEqual({
      technical: ['Projektledelse', 'Scrum', 'C#', '.NET'],
      soft: ['Samarbejdsevner'],
      languages: ['Dansk (modersmål)', 'Engelsk (flydende)'],
    });
    expect(result.data.certifications).toEqual(['PRINCE2 Practitioner']);
  });

  it('reads a German CV with the dates above each entry and a page header', () => {
    const { data, detectedLanguage } = parseCv(docFrom(GERMAN, { sized: true }));
    expect(detectedLanguage).toBe('de');
    expect(data.personalInfo).toMatchObject({
      fullName: 'Max Mustermann',
      phone: '+49 (0)30 1234567',
      location: '10115 Berlin',
    });
    expect(
      data.experience.map((e) => [e.position, e.company, e.location, e.startDate, e.endDate, e.current]),
    ).toEqual([
      ['Senior Softwareentwickler', 'Beispiel GmbH', 'München', '2019-03', null, true],
      ['Werkstudent', 'Muster AG', '', '2017', '2019-02', false],
    ]);
    expect(data.education).toEqual([
      {
        degree: 'Bachelor of Science Informatik',
        institution: 'Technische Universität München',
        startDate: '2012-10',
        endDate: '2016-09',
      },
    ]);
    expect(data.skills.soft).toEqual(['Teamfähigkeit']);
    expect(data.skills.languages).toEqual(['Deutsch – Muttersprache', 'Englisch – verhandlungssicher (C1)']);
  });

  it('reads a Spanish CV with "Company | City | dates" lines', () => {
    const { data, detectedLanguage } = parseCv(docFrom(SPANISH, { sized: true }));
    expect(detectedLanguage).toBe('es');
    expect(data.personalInfo).toMatchObject({
      fullName: 'Lucía Fernández García',
      location: 'Madrid, España',
      phone: '+34 612 345 678',
    });
    expect(
      data.experience.map((e) => [e.position, e.company, e.location, e.startDate, e.endDate, e.current]),
    ).toEqual([
      ['Responsable de Marketing Digital', 'Telefónica España', 'Madrid', '2020-01', null, true],
      ['Especialista en Marketing Online', 'El Corte Inglés', 'Madrid', '2016-03', '2019-12', false],
    ]);
    expect(data.education[0]).toMatchObject({
      degree: 'Máster en Marketing Digital',
      institution: 'ESIC Business & Marketing School',
    });
    expect(data.skills.languages).toEqual(['Español: nativo', 'Inglés: C1']);
  });

  it('reads a French CV', () => {
    const { data, detectedLanguage } = parseCv(docFrom(FRENCH, { sized: true }));
    expect(detectedLanguage).toBe('fr');
    expect(data.personalInfo).toMatchObject({
      fullName: 'Claire Moreau',
      phone: '06 45 78 12 90',
      email: 'claire.moreau31@laposte.net',
      location: '31000 Toulouse',
    });
    expect(
      data.experience.map((e) => [e.position, e.company, e.location, e.startDate, e.endDate, e.current]),
    ).toEqual([
      ['Ingénieure logiciel', 'Airbus SAS', '', '2019-09', null, true],
      ['Stagiaire développeuse', 'Capgemini', 'Toulouse', '2018', '2019', false],
    ]);
    expect(data.education[0]).toMatchObject({
      degree: "Diplôme d'ingénieur en informatique",
      institution: 'INSA Toulouse',
    });
    expect(data.skills).toEqual({
      technical: ['Python', 'C++'],
      soft: ['Rigueur', 'Travail en équipe'],
      languages: ['Français (langue maternelle)', 'Anglais (courant)'],
    });
  });
});

describe('parseCv: edge cases', () => {
  it('reads a CV without an experience section, with the profile as the paragraph under the name', () => {
    const { data } = parseCv(
      docFrom(
        [
          'James O’Connor',
          'Bristol, UK · 07912 345678 · james.oconnor@gmail.com',
          'Recent Business Management graduate looking for a graduate scheme in supply chain or operations.',
          'EDUCATION',
          'BA (Hons) Business Management, University of Bristol, 2021 – 2024',
          'SKILLS',
          'Microsoft Excel, Tableau, Public speaking',
        ].join('\n'),
        { format: 'docx' },
      ),
    );
    expect(data.personalInfo).toMatchObject({
      fullName: 'James O’Connor',
      phone: '07912 345678',
      location: 'Bristol, UK',
    });
    expect(data.summary).toBe(
      'Recent Business Management graduate looking for a graduate scheme in supply chain or operations.',
    );
    expect(data.experience).toEqual([]);
    expect(data.education).toEqual([
      {
        degree: 'BA (Hons) Business Management',
        institution: 'University of Bristol',
        startDate: '2021',
        endDate: '2024',
      },
    ]);
    expect(data.skills).toEqual({
      technical: ['Microsoft Excel', 'Tableau'],
      soft: ['Public speaking'],
      languages: [],
    });
  });

  it('keeps a headline set like the headings in the contact block when the e-mail line follows it', () => {
    const doc = docFrom(
      `!! Lina Haddad\n## Stage de fin d'études\nlina.haddad@example.com · +216 55 000 111 · Sousse, Tunisie\n## Profil\nPassionnée par le développement mobile et les interfaces simples.\n## Expérience\nDéveloppeuse Android  2023 – 2024\nAtlas Mobile SARL · Tunis\nApplication de réservation en Kotlin.`,
      { sized: true },
    );
    const { personalInfo } = parseCv(doc).data;
    expect(personalInfo).toMatchObject({
      fullName: 'Lina Haddad',
      email: 'lina.haddad@example.com',
      location: 'Sousse, Tunisie',
    });
  });

  it('takes the LinkedIn profile from the hyperlink behind "LinkedIn"', () => {
    const { data } = parseCv(
      docFrom('!! Sarah Mitchell\nLinkedIn', { sized: true, links: ['https://uk.linkedin.com/in/sarah-m/'] }),
    );
    expect(data.personalInfo.linkedinUrl).toBe('https://www.linkedin.com/in/sarah-m');
  });

  it('returns an empty, valid result for garbage without crashing', () => {
    for (const text of ['', '%%%% ####\n@@@ 12 ~~~', '\u0000\u0001\u0002', 'x'.repeat(5000), '•\n•\n–\n|']) {
      const result = parseCv(docFrom(text));
      expect(ZCvData.parse(result.data)).toEqual(result.data);
      expect(result.data.experience).toEqual([]);
      expect(result.data.personalInfo.fullName).toBe('');
      expect(result.data.skills).toEqual({ technical: [], soft: [], languages: [] });
    }
  });

  // Speed is measured by `npm run bench:parse`, not asserted here (a loaded machine is no defect).
  it('always produces data that passes ZCvData, also for a long CV', () => {
    const long = Array.from({ length: 8 }, () => SPANISH).join('\n');
    const result = parseCv(docFrom(long, { sized: true }));
    expect(ZCvData.parse(result.data)).toEqual(result.data);
    for (const cv of [DANISH, GERMAN, FRENCH])
      expect(() => ZCvData.parse(parseCv(docFrom(cv)).data)).not.toThrow();
  });

  it('never invents: every value it returns appears in the text', () => {
    const { data } = parseCv(docFrom(GERMAN, { sized: true }));
    const values = [
      ...Object.values(data.personalInfo),
      ...data.experience.flatMap((e) => [e.position, e.company, e.location]),
      ...data.education.flatMap((e) => [e.degree, e.institution]),
      ...data.skills.technical,
      ...data.skills.languages,
    ].filter(Boolean);
    for (const value of values) expect(GERMAN).toContain(value);
  });
});

describe('parseCv: other common layouts', () => {
  it('reads a US résumé: dates right of the title, "Company — City, ST", labelled skill groups', () => {
    const { data } = parseCv(
      docFrom(
        [
          'John Smith',
          'Austin, TX 78701 | (555) 123-4567 | john.smith@gmail.com | linkedin.com/in/johnsmith',
          'EXPERIENCE',
          'Software Engineer    Jun 2019 – Present',
          'Dell Technologies — Austin, TX',
          '• Built internal tooling in Go and React used by 400 engineers',
          'Software Engineering Intern    May 2018 – Aug 2018',
          'IBM — Raleigh, NC',
          'SKILLS',
          'Languages: Go, Python, JavaScript | Tools: Docker, Git',
        ].join('\n'),
      ),
    );
    expect(data.personalInfo).toMatchObject({
      fullName: 'John Smith',
      location: 'Austin, TX 78701',
      phone: '(555) 123-4567',
    });
    expect(
      data.experience.map((e) => [e.position, e.company, e.location, e.startDate, e.endDate, e.current]),
    ).toEqual([
      ['Software Engineer', 'Dell Technologies', 'Austin, TX', '2019-06', null, true],
      ['Software Engineering Intern', 'IBM', 'Raleigh, NC', '2018-05', '2018-08', false],
    ]);
    // "Languages:" here lists programming languages, not spoken ones.
    expect(data.skills).toEqual({
      technical: ['Go', 'Python', 'JavaScript', 'Docker', 'Git'],
      soft: [],
      languages: [],
    });
  });

  it('reads date-first lines: "2015-2018: Udvikler, Danske Bank A/S" and a German date column', () => {
    const danish = parseCv(
      docFrom('Erfaring\n2015-2018: Udvikler, Danske Bank A/S\n2018-nu: Senior udvikler, Netcompany'),
    );
    expect(
      danish.data.experience.map((e) => [e.position, e.company, e.startDate, e.endDate, e.current]),
    ).toEqual([
      ['Udvikler', 'Danske Bank A/S', '2015', '2018', false],
      ['Senior udvikler', 'Netcompany', '2018', null, true],
    ]);
    const german = parseCv(
      docFrom(
        'Persönliche Daten\nName: Anna Schmidt\nAnschrift: Hauptstr. 5, 80331 München\nBerufserfahrung\n04/2018 – heute\tProjektleiterin, Allianz SE, München\n09/2014 – 03/2018\tSachbearbeiterin, Munich Re AG',
      ),
    );
    expect(german.data.personalInfo).toMatchObject({ fullName: 'Anna Schmidt', location: '80331 München' });
    expect(
      german.data.experience.map((e) => [e.position, e.company, e.location, e.startDate, e.endDate]),
    ).toEqual([
      ['Projektleiterin', 'Allianz SE', 'München', '2018-04', null],
      ['Sachbearbeiterin', 'Munich Re AG', '', '2014-09', '2018-03'],
    ]);
  });

  it('reads a Europass entry with full dates and the town in brackets', () => {
    const { data } = parseCv(
      docFrom(
        'WORK EXPERIENCE\n01/09/2015 – 30/06/2019 Data analyst\nNovo Nordisk A/S, Bagsværd (Denmark)\n▪ Analysed clinical trial data',
      ),
    );
    expect(data.experience).toEqual([
      {
        position: 'Data analyst',
        company: 'Novo Nordisk A/S',
        location: 'Bagsværd (Denmark)',
        startDate: '2015-09',
        endDate: '2019-06',
        current: false,
        description: 'Analysed clinical trial data',
      },
    ]);
  });
});
