import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

// German CVs: "Berufserfahrung", "03/2019 – heute", "Sprachkenntnisse", "+49 …", "10115 Berlin",
// the tabular Lebenslauf (dates left, role right) and "Position bei Firma".

const zalandoBullets = [
  'Verantwortlich für das Monats- und Quartalsreporting der Logistiksparte nach HGB und IFRS.',
  'Aufbau eines rollierenden Forecasts in SAP Analytics Cloud, der die Planungszeit um drei Wochen verkürzt hat.',
  'Ansprechpartnerin für Kostenstellenverantwortliche bei Budgetplanung und Abweichungsanalysen.',
];
const kpmgBullets = [
  'Prüfung von Jahresabschlüssen mittelständischer Industrieunternehmen nach HGB.',
  'Analyse von Geschäftsprozessen und internen Kontrollsystemen im Bereich Einkauf und Vertrieb.',
];

const juliaSchneider: CorpusFixture = {
  id: 'de-finance-header',
  description:
    'German controller, tabular Lebenslauf (dates left, "Rolle – Firma, Ort" right), contact details in the page header, "03/2019 – heute".',
  formats: ['docx', 'pdf'],
  doc: {
    header: ['Julia Schneider  ·  10115 Berlin  ·  +49 170 1234567  ·  julia.schneider@web.de'],
    main: [
      { kind: 'name', text: 'Julia Schneider' },
      { kind: 'heading', text: 'Profil' },
      {
        kind: 'para',
        text: 'Controllerin mit acht Jahren Erfahrung in Wirtschaftsprüfung und Konzerncontrolling. Ich verbinde fundiertes Rechnungswesen mit einem guten Gespür für Prozesse und Daten.',
      },
      { kind: 'heading', text: 'Berufserfahrung' },
      { kind: 'table', rows: [['03/2019 – heute', 'Controllerin – Zalando SE, Berlin']] },
      { kind: 'bullets', items: zalandoBullets },
      {
        kind: 'table',
        rows: [['09/2015 – 02/2019', 'Prüfungsassistentin – KPMG AG, Frankfurt']],
      },
      { kind: 'bullets', items: kpmgBullets },
      { kind: 'table', rows: [['04/2014 – 08/2014', 'Praktikantin – Deutsche Bahn AG, Berlin']] },
      { kind: 'heading', text: 'Ausbildung' },
      {
        kind: 'table',
        rows: [
          ['10/2013 – 08/2015', 'M.Sc. BWL – Goethe-Universität Frankfurt'],
          ['10/2010 – 09/2013', 'B.Sc. VWL – Universität Potsdam'],
        ],
      },
      { kind: 'heading', text: 'Kenntnisse' },
      {
        kind: 'bullets',
        items: ['SAP S/4HANA (FI/CO)', 'SAP Analytics Cloud', 'DATEV', 'Excel (VBA)', 'Power BI', 'IFRS'],
      },
      { kind: 'heading', text: 'Sprachkenntnisse' },
      {
        kind: 'bullets',
        items: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)', 'Französisch (Grundkenntnisse)'],
      },
    ],
  },
  expected: expected({
    detectedLanguage: 'de',
    personalInfo: {
      fullName: 'Julia Schneider',
      email: 'julia.schneider@web.de',
      phone: '+49 170 1234567',
      location: '10115 Berlin',
      linkedinUrl: '',
    },
    summary:
      'Controllerin mit acht Jahren Erfahrung in Wirtschaftsprüfung und Konzerncontrolling. Ich verbinde fundiertes Rechnungswesen mit einem guten Gespür für Prozesse und Daten.',
    experience: [
      job('Controllerin', 'Zalando SE', 'Berlin', '2019-03', null, zalandoBullets),
      job('Prüfungsassistentin', 'KPMG AG', 'Frankfurt', '2015-09', '2019-02', kpmgBullets),
      job('Praktikantin', 'Deutsche Bahn AG', 'Berlin', '2014-04', '2014-08'),
    ],
    education: [
      school('M.Sc. BWL', 'Goethe-Universität Frankfurt', '2013-10', '2015-08'),
      school('B.Sc. VWL', 'Universität Potsdam', '2010-10', '2013-09'),
    ],
    skills: {
      technical: ['SAP S/4HANA (FI/CO)', 'SAP Analytics Cloud', 'DATEV', 'Excel (VBA)', 'Power BI', 'IFRS'],
      languages: [
        'Deutsch (Muttersprache)',
        'Englisch (verhandlungssicher)',
        'Französisch (Grundkenntnisse)',
      ],
    },
  }),
};

const celonisBullets = [
  'Entwicklung von Microservices in Java und Kotlin für die Process-Mining-Plattform, die täglich Milliarden Ereignisse verarbeitet.',
  'Einführung von Observability mit OpenTelemetry und Grafana für 25 Dienste; mittlere Fehlerbehebungszeit halbiert.',
  'Technische Leitung eines Teams aus vier Entwicklerinnen und Entwicklern, inklusive Code-Reviews und Architekturentscheidungen.',
];
const tngBullets = [
  'Beratung und Softwareentwicklung für Kunden aus der Automobil- und Versicherungsbranche.',
  'Umsetzung einer Schadenplattform mit Spring Boot, React und PostgreSQL auf Kubernetes.',
];
const siemensBullets = ['Entwicklung interner Testwerkzeuge in Python während des Studiums.'];

const tobiasWeber: CorpusFixture = {
  id: 'de-software-sidebar',
  description:
    'German software developer, sidebar with Kontakt/Kenntnisse/Sprachkenntnisse, "Position bei Firma" lines with "Ort | MM/YYYY – heute".',
  formats: ['docx', 'pdf'],
  doc: {
    sidebar: [
      { kind: 'heading', text: 'Kontakt' },
      { kind: 'para', text: 'Leopoldstraße 21' },
      { kind: 'para', text: '80802 München' },
      { kind: 'para', text: '+49 151 23456789' },
      { kind: 'para', text: 'tobias.weber@posteo.de' },
      { kind: 'link', text: 'LinkedIn', url: 'https://www.linkedin.com/in/tobias-weber-muc' },
      { kind: 'heading', text: 'Kenntnisse' },
      {
        kind: 'bullets',
        items: ['Java', 'Kotlin', 'Spring Boot', 'Kubernetes', 'PostgreSQL', 'React', 'Teamführung'],
      },
      { kind: 'heading', text: 'Sprachkenntnisse' },
      { kind: 'bullets', items: ['Deutsch: Muttersprache', 'Englisch: fließend (C1)'] },
    ],
    main: [
      { kind: 'name', text: 'Tobias Weber' },
      { kind: 'para', text: 'Senior Softwareentwickler' },
      { kind: 'heading', text: 'Über mich' },
      {
        kind: 'para',
        text: 'Backend-Entwickler mit Schwerpunkt auf verteilten Systemen, sauberer Architektur und guter Zusammenarbeit im Team.',
      },
      { kind: 'heading', text: 'Berufserfahrung' },
      { kind: 'para', text: 'Senior Softwareentwickler bei Celonis SE', bold: true },
      { kind: 'para', text: 'München | 03/2021 – heute' },
      { kind: 'bullets', items: celonisBullets },
      { kind: 'para', text: 'Softwareentwickler bei TNG Technology Consulting GmbH', bold: true },
      { kind: 'para', text: 'Unterföhring | 10/2017 – 02/2021' },
      { kind: 'bullets', items: tngBullets },
      { kind: 'para', text: 'Werkstudent Softwareentwicklung bei Siemens AG', bold: true },
      { kind: 'para', text: 'München | 04/2015 – 09/2017' },
      { kind: 'bullets', items: siemensBullets },
      { kind: 'heading', text: 'Ausbildung' },
      ...stacked('M.Sc. Informatik', 'Technische Universität München', '10/2015 – 09/2017'),
      ...stacked('B.Sc. Informatik', 'Universität Augsburg', '10/2012 – 09/2015'),
    ],
  },
  expected: expected({
    detectedLanguage: 'de',
    personalInfo: {
      fullName: 'Tobias Weber',
      email: 'tobias.weber@posteo.de',
      phone: '+49 151 23456789',
      location: '80802 München',
      linkedinUrl: 'https://www.linkedin.com/in/tobias-weber-muc',
    },
    summary:
      'Backend-Entwickler mit Schwerpunkt auf verteilten Systemen, sauberer Architektur und guter Zusammenarbeit im Team.',
    experience: [
      job('Senior Softwareentwickler', 'Celonis SE', 'München', '2021-03', null, celonisBullets),
      job(
        'Softwareentwickler',
        'TNG Technology Consulting GmbH',
        'Unterföhring',
        '2017-10',
        '2021-02',
        tngBullets,
      ),
      job('Werkstudent Softwareentwicklung', 'Siemens AG', 'München', '2015-04', '2017-09', siemensBullets),
    ],
    education: [
      school('M.Sc. Informatik', 'Technische Universität München', '2015-10', '2017-09'),
      school('B.Sc. Informatik', 'Universität Augsburg', '2012-10', '2015-09'),
    ],
    skills: {
      technical: ['Java', 'Kotlin', 'Spring Boot', 'Kubernetes', 'PostgreSQL', 'React'],
      soft: ['Teamführung'],
      languages: ['Deutsch: Muttersprache', 'Englisch: fließend (C1)'],
    },
  }),
};

export const GERMAN_FIXTURES: CorpusFixture[] = [juliaSchneider, tobiasWeber];
