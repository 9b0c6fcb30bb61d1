import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

/**
 * A second held-out round (written at 05:50 UTC, after the parser had been fitted to the first
 * seventeen CVs): labelled contact lines ("Mobile:", "Wohnort:"), a UK postcode after the town,
 * a dates-left table in English, German month names ("seit Januar 2021"), French "de … à …"
 * ranges, Danish "03.2019 – nu", "+33 (0)6" numbers.
 */

const dhlBullets = [
  'Supervise a team of 25 warehouse operatives across two shifts in a 200,000 sq ft distribution centre for a major retailer.',
  'Plan daily labour against inbound and outbound volumes, keeping pick accuracy above 99.8%.',
  'Lead toolbox talks and accident investigations; the site went 500 days without a lost-time injury.',
];
const argosBullets = [
  'Picked, packed and loaded customer orders; trained as a counterbalance and reach truck driver.',
];

const markDavies: CorpusFixture = {
  id: 'en-logistics-table',
  description:
    'English warehouse supervisor: labelled contact lines with a street address and a UK postcode, entries as a dates-left table, "2019 - current".',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Mark Davies' },
      { kind: 'para', text: 'Address: 14 Kings Road, Reading RG1 3AA' },
      { kind: 'para', text: 'Mobile: 07700 900654' },
      { kind: 'para', text: 'Email: mark.davies82@yahoo.co.uk' },
      { kind: 'heading', text: 'Employment History' },
      { kind: 'table', rows: [['2019 - current', 'Warehouse Supervisor, DHL Supply Chain']] },
      { kind: 'bullets', items: dhlBullets },
      { kind: 'table', rows: [['2014 - 2019', 'Warehouse Operative, Argos']] },
      { kind: 'bullets', items: argosBullets },
      { kind: 'heading', text: 'Qualifications' },
      {
        kind: 'table',
        rows: [['2018', 'Diploma in Warehousing, Reading College']],
      },
      { kind: 'heading', text: 'Certificates' },
      { kind: 'bullets', items: ['RTITB Forklift Licence (2014)'] },
      { kind: 'heading', text: 'Skills & Competencies' },
      { kind: 'para', text: 'WMS (Manhattan), Health and safety, Team leadership, Microsoft Excel' },
    ],
  },
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'Mark Davies',
      email: 'mark.davies82@yahoo.co.uk',
      phone: '07700 900654',
      location: 'Reading RG1 3AA',
      linkedinUrl: '',
    },
    experience: [
      job('Warehouse Supervisor', 'DHL Supply Chain', '', '2019', null, dhlBullets),
      job('Warehouse Operative', 'Argos', '', '2014', '2019', argosBullets),
    ],
    education: [school('Diploma in Warehousing', 'Reading College', null, '2018')],
    skills: {
      technical: ['WMS (Manhattan)', 'Health and safety', 'Microsoft Excel'],
      soft: ['Team leadership'],
    },
    certifications: ['RTITB Forklift Licence (2014)'],
  }),
};

const ottoBullets = [
  'Verantwortung für die Performance-Marketing-Strategie der Kategorie Wohnen mit einem Budget von 4 Mio. Euro.',
  'Führung von drei Marketing Managern und Steuerung der Agenturen für SEA und Social Ads.',
];
const jahreszeitenBullets = ['Planung und Umsetzung von Print- und Online-Kampagnen für Lifestyle-Magazine.'];

const lenaBecker: CorpusFixture = {
  id: 'de-marketing',
  description:
    'German marketing manager, one column, "Rolle | Firma | Ort" lines, "seit Januar 2021" and "Juli 2017 – Dezember 2020", labelled contact lines.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Lena Becker' },
      { kind: 'para', text: 'E-Mail: lena.becker@t-online.de' },
      { kind: 'para', text: 'Telefon: +49 40 3344556' },
      { kind: 'para', text: 'Wohnort: Hamburg' },
      { kind: 'heading', text: 'Werdegang' },
      { kind: 'para', text: 'Senior Marketing Managerin | OTTO GmbH & Co. KG | Hamburg', bold: true },
      { kind: 'para', text: 'seit Januar 2021' },
      { kind: 'bullets', items: ottoBullets },
      { kind: 'para', text: 'Marketing Managerin | Jahreszeiten Verlag | Hamburg', bold: true },
      { kind: 'para', text: 'Juli 2017 – Dezember 2020' },
      { kind: 'bullets', items: jahreszeitenBullets },
      { kind: 'heading', text: 'Bildung' },
      ...stacked(
        'Bachelor of Arts Medienmanagement',
        'Hochschule für Angewandte Wissenschaften Hamburg',
        '2013 – 2017',
      ),
      { kind: 'heading', text: 'Fähigkeiten' },
      {
        kind: 'bullets',
        items: ['Google Ads', 'Meta Ads', 'Adobe Analytics', 'Kampagnenplanung', 'Teamführung'],
      },
      { kind: 'heading', text: 'Sprachen' },
      { kind: 'bullets', items: ['Deutsch (Muttersprache)', 'Englisch (C1)', 'Spanisch (A2)'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'de',
    personalInfo: {
      fullName: 'Lena Becker',
      email: 'lena.becker@t-online.de',
      phone: '+49 40 3344556',
      location: 'Hamburg',
      linkedinUrl: '',
    },
    experience: [
      job('Senior Marketing Managerin', 'OTTO GmbH & Co. KG', 'Hamburg', '2021-01', null, ottoBullets),
      job('Marketing Managerin', 'Jahreszeiten Verlag', 'Hamburg', '2017-07', '2020-12', jahreszeitenBullets),
    ],
    education: [
      school(
        'Bachelor of Arts Medienmanagement',
        'Hochschule für Angewandte Wissenschaften Hamburg',
        '2013',
        '2017',
      ),
    ],
    skills: {
      technical: ['Google Ads', 'Meta Ads', 'Adobe Analytics', 'Kampagnenplanung'],
      soft: ['Teamführung'],
      languages: ['Deutsch (Muttersprache)', 'Englisch (C1)', 'Spanisch (A2)'],
    },
  }),
};

const chuBullets = [
  'Prise en charge de patients en service de cardiologie : soins techniques, surveillance et éducation thérapeutique.',
  'Encadrement des étudiants en soins infirmiers et participation aux transmissions pluridisciplinaires.',
];
const clinicBullets = ['Soins post-opératoires en chirurgie orthopédique et viscérale.'];

const sarahMartin: CorpusFixture = {
  id: 'fr-nursing',
  description:
    'French nurse, one column, "Depuis mars 2020" and "De 2015 à 2020" date forms, "+33 (0)6" phone, "Atouts" for skills.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Sarah Martin' },
      { kind: 'para', text: 'Infirmière diplômée d’État' },
      { kind: 'para', text: '33000 Bordeaux  –  +33 (0)6 11 22 33 44  –  sarah.martin.ide@gmail.com' },
      { kind: 'heading', text: 'Expériences' },
      ...stacked('Infirmière en cardiologie', 'CHU de Bordeaux, Bordeaux', 'Depuis mars 2020'),
      { kind: 'bullets', items: chuBullets },
      ...stacked('Infirmière', 'Clinique Saint-Augustin, Bordeaux', 'De 2015 à 2020'),
      { kind: 'bullets', items: clinicBullets },
      { kind: 'heading', text: 'Formation' },
      ...stacked('Diplôme d’État d’infirmier', 'IFSI du CHU de Bordeaux', '2012 – 2015'),
      { kind: 'heading', text: 'Atouts' },
      {
        kind: 'bullets',
        items: ['Soins techniques', 'Éducation thérapeutique', 'Sens du travail en équipe'],
      },
      { kind: 'heading', text: 'Langues' },
      { kind: 'bullets', items: ['Anglais : intermédiaire'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'fr',
    personalInfo: {
      fullName: 'Sarah Martin',
      email: 'sarah.martin.ide@gmail.com',
      phone: '+33 (0)6 11 22 33 44',
      location: '33000 Bordeaux',
      linkedinUrl: '',
    },
    experience: [
      job('Infirmière en cardiologie', 'CHU de Bordeaux', 'Bordeaux', '2020-03', null, chuBullets),
      job('Infirmière', 'Clinique Saint-Augustin', 'Bordeaux', '2015', '2020', clinicBullets),
    ],
    education: [school('Diplôme d’État d’infirmier', 'IFSI du CHU de Bordeaux', '2012', '2015')],
    skills: {
      technical: ['Soins techniques', 'Éducation thérapeutique'],
      soft: ['Sens du travail en équipe'],
      languages: ['Anglais : intermédiaire'],
    },
  }),
};

const auhBullets = [
  'Sygepleje til patienter med hjertesygdomme i et tværfagligt team på kardiologisk afdeling.',
  'Ansvarlig for medicinhåndtering, observationer (TOKS) og udskrivelsessamtaler.',
];
const regionBullets = ['Sygepleje i hjemmet til ældre borgere, herunder sårpleje og medicindosering.'];

const idaNielsen: CorpusFixture = {
  id: 'da-nursing',
  description:
    'Danish nurse, one column, "Arbejdserfaring", "03.2019 – nu" and "08.2015 – 02.2019", "Færdigheder", contact on one line.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Ida Nielsen' },
      { kind: 'para', text: 'ida.nielsen@live.dk | 40 12 34 56 | 8200 Aarhus N' },
      { kind: 'heading', text: 'Arbejdserfaring' },
      ...stacked('Sygeplejerske', 'Aarhus Universitetshospital, Skejby', '03.2019 – nu'),
      { kind: 'bullets', items: auhBullets },
      ...stacked('Sygeplejerske', 'Aarhus Kommune', '08.2015 – 02.2019'),
      { kind: 'bullets', items: regionBullets },
      { kind: 'heading', text: 'Uddannelse' },
      ...stacked('Professionsbachelor i sygepleje', 'VIA University College, Aarhus', '2011 – 2015'),
      { kind: 'heading', text: 'Færdigheder' },
      { kind: 'bullets', items: ['Medicinhåndtering', 'Sårpleje', 'EPJ (Midt)', 'Omsorg'] },
      { kind: 'heading', text: 'Sprog' },
      { kind: 'bullets', items: ['Dansk (modersmål)', 'Engelsk (godt)'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'da',
    personalInfo: {
      fullName: 'Ida Nielsen',
      email: 'ida.nielsen@live.dk',
      phone: '40 12 34 56',
      location: '8200 Aarhus N',
      linkedinUrl: '',
    },
    experience: [
      job('Sygeplejerske', 'Aarhus Universitetshospital', 'Skejby', '2019-03', null, auhBullets),
      job('Sygeplejerske', 'Aarhus Kommune', '', '2015-08', '2019-02', regionBullets),
    ],
    education: [school('Professionsbachelor i sygepleje', 'VIA University College, Aarhus', '2011', '2015')],
    skills: {
      technical: ['Medicinhåndtering', 'Sårpleje', 'EPJ (Midt)'],
      soft: ['Omsorg'],
      languages: ['Dansk (modersmål)', 'Engelsk (godt)'],
    },
  }),
};

export const HELD_OUT_ROUND_2: CorpusFixture[] = [markDavies, lenaBecker, sarahMartin, idaNielsen];
