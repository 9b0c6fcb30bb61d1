import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

/**
 * CVs written after the parser existed (05:30 UTC on the day of issue 4), with conventions the
 * first twelve do not use: one-line "Title | Employer | City | dates" entries, "Position hos /
 * en Firma", graduation-date-only education, "d.d.", "seit", "présent", "presente", US phone
 * numbers, upper-case headings. Their first scores measured how the parser generalises; after
 * that they are ordinary corpus members.
 */

const lincolnBullets = [
  'Teach English Language Arts to five classes of 9th and 10th graders (about 140 students), following the Common Core standards.',
  'Raised the share of students meeting the state reading benchmark from 61% to 74% in two years with small-group reading workshops.',
  'Coach the debate team, which reached the state finals in 2023.',
];
const jeffersonBullets = [
  'Taught 7th grade English and social studies; co-led the school’s literacy committee.',
];

const danielBrooks: CorpusFixture = {
  id: 'en-teacher-us',
  description:
    'US high-school teacher: upper-case headings, one-line "Title | School | City, ST | dates" entries, (xxx) phone, education with the graduation date only.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Daniel Brooks' },
      { kind: 'para', text: 'Chicago, IL · (312) 555-0187 · dbrooks.teach@gmail.com' },
      { kind: 'heading', text: 'SUMMARY' },
      {
        kind: 'para',
        text: 'Licensed English teacher with nine years in urban public schools, focused on literacy, writing and student voice.',
      },
      { kind: 'heading', text: 'EXPERIENCE' },
      {
        kind: 'para',
        text: 'English Teacher | Lincoln Park High School | Chicago, IL | Aug 2018 – Present',
        bold: true,
      },
      { kind: 'bullets', items: lincolnBullets },
      {
        kind: 'para',
        text: 'Middle School Teacher | Jefferson Middle School | Evanston, IL | Aug 2015 – Jun 2018',
        bold: true,
      },
      { kind: 'bullets', items: jeffersonBullets },
      { kind: 'heading', text: 'EDUCATION' },
      { kind: 'para', text: 'M.Ed. Curriculum and Instruction, Loyola University Chicago, May 2018' },
      { kind: 'para', text: 'B.A. English, University of Illinois Urbana-Champaign, May 2015' },
      { kind: 'heading', text: 'SKILLS' },
      { kind: 'para', text: 'Differentiated instruction, Google Classroom, Canvas, Classroom management' },
    ],
  },
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'Daniel Brooks',
      email: 'dbrooks.teach@gmail.com',
      phone: '(312) 555-0187',
      location: 'Chicago, IL',
      linkedinUrl: '',
    },
    summary:
      'Licensed English teacher with nine years in urban public schools, focused on literacy, writing and student voice.',
    experience: [
      job('English Teacher', 'Lincoln Park High School', 'Chicago, IL', '2018-08', null, lincolnBullets),
      job(
        'Middle School Teacher',
        'Jefferson Middle School',
        'Evanston, IL',
        '2015-08',
        '2018-06',
        jeffersonBullets,
      ),
    ],
    education: [
      school('M.Ed. Curriculum and Instruction', 'Loyola University Chicago', null, '2018-05'),
      school('B.A. English', 'University of Illinois Urbana-Champaign', null, '2015-05'),
    ],
    skills: {
      technical: ['Google Classroom', 'Canvas', 'Differentiated instruction'],
      soft: ['Classroom management'],
    },
  }),
};

const chariteBullets = [
  'Pflege und Überwachung von bis zu vier beatmeten Patientinnen und Patienten pro Schicht auf der internistischen Intensivstation.',
  'Assistenz bei Intubation, Bronchoskopie und Anlage zentraler Zugänge; Bedienung von Dialyse- und ECMO-Geräten.',
  'Praxisanleiterin für Auszubildende der Pflege und Einarbeitung neuer Kolleginnen und Kollegen.',
];
const vivantesBullets = [
  'Grund- und Behandlungspflege auf einer kardiologischen Normalstation mit 30 Betten.',
  'Pflegedokumentation, Entlassmanagement und Angehörigengespräche.',
];

const anjaHoffmann: CorpusFixture = {
  id: 'de-nursing-sidebar',
  description:
    'German intensive-care nurse, contact in the page header, sidebar with Kompetenzen/Sprachen, "seit 08/2020" and "10/2017 – 07/2020".',
  formats: ['docx', 'pdf'],
  doc: {
    header: ['Anja Hoffmann  |  Kastanienallee 8, 10435 Berlin  |  0176 98765432  |  anja.hoffmann@gmx.de'],
    sidebar: [
      { kind: 'heading', text: 'Kompetenzen' },
      {
        kind: 'bullets',
        items: ['Intensivpflege', 'Beatmungsmanagement', 'ECMO', 'Praxisanleitung', 'Belastbarkeit'],
      },
      { kind: 'heading', text: 'Sprachen' },
      {
        kind: 'bullets',
        items: ['Deutsch – Muttersprache', 'Englisch – gut (B2)', 'Polnisch – Grundkenntnisse'],
      },
    ],
    main: [
      { kind: 'name', text: 'Anja Hoffmann' },
      { kind: 'para', text: 'Gesundheits- und Krankenpflegerin' },
      { kind: 'heading', text: 'Beruflicher Werdegang' },
      ...stacked(
        'Fachkrankenpflegerin Intensivpflege',
        'Charité – Universitätsmedizin Berlin',
        'seit 08/2020',
      ),
      { kind: 'bullets', items: chariteBullets },
      ...stacked(
        'Gesundheits- und Krankenpflegerin',
        'Vivantes Klinikum Neukölln, Berlin',
        '10/2017 – 07/2020',
      ),
      { kind: 'bullets', items: vivantesBullets },
      { kind: 'heading', text: 'Aus- und Weiterbildung' },
      ...stacked(
        'Fachweiterbildung Intensiv- und Anästhesiepflege',
        'Charité Gesundheitsakademie',
        '2020 – 2022',
      ),
      ...stacked(
        'Ausbildung zur Gesundheits- und Krankenpflegerin',
        'Vivantes Institut für berufliche Bildung',
        '2014 – 2017',
      ),
    ],
  },
  expected: expected({
    detectedLanguage: 'de',
    personalInfo: {
      fullName: 'Anja Hoffmann',
      email: 'anja.hoffmann@gmx.de',
      phone: '0176 98765432',
      location: '10435 Berlin',
      linkedinUrl: '',
    },
    experience: [
      job(
        'Fachkrankenpflegerin Intensivpflege',
        'Charité – Universitätsmedizin Berlin',
        '',
        '2020-08',
        null,
        chariteBullets,
      ),
      job(
        'Gesundheits- und Krankenpflegerin',
        'Vivantes Klinikum Neukölln',
        'Berlin',
        '2017-10',
        '2020-07',
        vivantesBullets,
      ),
    ],
    education: [
      school(
        'Fachweiterbildung Intensiv- und Anästhesiepflege',
        'Charité Gesundheitsakademie',
        '2020',
        '2022',
      ),
      school(
        'Ausbildung zur Gesundheits- und Krankenpflegerin',
        'Vivantes Institut für berufliche Bildung',
        '2014',
        '2017',
      ),
    ],
    skills: {
      technical: ['Intensivpflege', 'Beatmungsmanagement', 'ECMO', 'Praxisanleitung'],
      soft: ['Belastbarkeit'],
      languages: ['Deutsch – Muttersprache', 'Englisch – gut (B2)', 'Polnisch – Grundkenntnisse'],
    },
  }),
};

const gloveBullets = [
  'Desarrollo de microservicios en Go y Python para la asignación de pedidos a repartidores en tiempo real.',
  'Migración de colas de RabbitMQ a Kafka, reduciendo la latencia media de asignación un 40 %.',
];
const everisBullets = [
  'Desarrollo de aplicaciones Java/Spring para clientes del sector bancario.',
  'Automatización de pruebas y despliegues con Jenkins y Docker.',
];

const pabloSanchez: CorpusFixture = {
  id: 'es-software-position-en',
  description:
    'Spanish backend developer, one column, "Puesto en Empresa" lines with "MM/YYYY - presente · Ciudad", LinkedIn as a hyperlink reading "LinkedIn".',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Pablo Sánchez Ortega' },
      { kind: 'para', text: '08005 Barcelona' },
      { kind: 'para', text: 'Móvil: 634 567 890' },
      { kind: 'para', text: 'pablo.sanchez.dev@gmail.com' },
      { kind: 'link', text: 'LinkedIn', url: 'https://es.linkedin.com/in/pablo-sanchez-ortega' },
      { kind: 'heading', text: 'Sobre mí' },
      {
        kind: 'para',
        text: 'Ingeniero de software backend con siete años de experiencia en sistemas distribuidos.',
      },
      { kind: 'heading', text: 'Experiencia laboral' },
      { kind: 'para', text: 'Desarrollador Backend Senior en Glovo', bold: true },
      { kind: 'para', text: '01/2021 - presente · Barcelona' },
      { kind: 'bullets', items: gloveBullets },
      { kind: 'para', text: 'Desarrollador Java en everis', bold: true },
      { kind: 'para', text: '09/2017 - 12/2020 · Madrid' },
      { kind: 'bullets', items: everisBullets },
      { kind: 'heading', text: 'Estudios' },
      { kind: 'para', text: 'Grado en Ingeniería Informática', bold: true },
      { kind: 'para', text: 'Universitat Politècnica de Catalunya (UPC), 2013 - 2017' },
      { kind: 'heading', text: 'Conocimientos' },
      { kind: 'para', text: 'Go · Python · Java · Kafka · PostgreSQL · Docker · Kubernetes' },
      { kind: 'heading', text: 'Idiomas' },
      { kind: 'para', text: 'Castellano y catalán nativos; inglés avanzado (C1)' },
    ],
  },
  expected: expected({
    detectedLanguage: 'es',
    personalInfo: {
      fullName: 'Pablo Sánchez Ortega',
      email: 'pablo.sanchez.dev@gmail.com',
      phone: '634 567 890',
      location: '08005 Barcelona',
      linkedinUrl: 'https://es.linkedin.com/in/pablo-sanchez-ortega',
    },
    summary: 'Ingeniero de software backend con siete años de experiencia en sistemas distribuidos.',
    experience: [
      job('Desarrollador Backend Senior', 'Glovo', 'Barcelona', '2021-01', null, gloveBullets),
      job('Desarrollador Java', 'everis', 'Madrid', '2017-09', '2020-12', everisBullets),
    ],
    education: [
      school('Grado en Ingeniería Informática', 'Universitat Politècnica de Catalunya (UPC)', '2013', '2017'),
    ],
    skills: {
      technical: ['Go', 'Python', 'Java', 'Kafka', 'PostgreSQL', 'Docker', 'Kubernetes'],
      languages: ['Castellano', 'Catalán', 'Inglés'],
    },
  }),
};

const danskeBullets = [
  'Ansvarlig for månedsafslutning og afstemninger for tre datterselskaber.',
  'Udarbejder ledelsesrapportering og analyser af omkostninger i Excel og Navision.',
];
const deloitteBullets = ['Revision af små og mellemstore virksomheder samt udarbejdelse af årsrapporter.'];

const sofieJensen: CorpusFixture = {
  id: 'da-finance-position-hos',
  description:
    'Danish accountant, one column, "Stilling hos Virksomhed" lines, "marts 2019 – d.d." for the current job, "IT-kompetencer" and "Sprogkundskaber".',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Sofie Jensen' },
      { kind: 'para', text: 'Nørrebrogade 45, 2. tv., 2200 København N' },
      { kind: 'para', text: 'Mobil 22 33 44 55 · sofie.jensen@hotmail.dk' },
      { kind: 'heading', text: 'Erfaring' },
      { kind: 'para', text: 'Regnskabsmedarbejder hos Danske Bank', bold: true },
      { kind: 'para', text: 'marts 2019 – d.d.' },
      { kind: 'bullets', items: danskeBullets },
      { kind: 'para', text: 'Revisorassistent hos Deloitte', bold: true },
      { kind: 'para', text: 'september 2016 – februar 2019' },
      { kind: 'bullets', items: deloitteBullets },
      { kind: 'heading', text: 'Uddannelse' },
      { kind: 'para', text: 'HD i Regnskab og Økonomistyring, Copenhagen Business School, 2017–2019' },
      { kind: 'para', text: 'Finansøkonom, Københavns Erhvervsakademi (KEA), 2014–2016' },
      { kind: 'heading', text: 'IT-kompetencer' },
      {
        kind: 'bullets',
        items: ['Microsoft Dynamics NAV (Navision)', 'Excel (pivottabeller, opslag)', 'e-conomic'],
      },
      { kind: 'heading', text: 'Sprogkundskaber' },
      { kind: 'bullets', items: ['Dansk: modersmål', 'Engelsk: meget godt'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'da',
    personalInfo: {
      fullName: 'Sofie Jensen',
      email: 'sofie.jensen@hotmail.dk',
      phone: '22 33 44 55',
      location: '2200 København N',
      linkedinUrl: '',
    },
    experience: [
      job('Regnskabsmedarbejder', 'Danske Bank', '', '2019-03', null, danskeBullets),
      job('Revisorassistent', 'Deloitte', '', '2016-09', '2019-02', deloitteBullets),
    ],
    education: [
      school('HD i Regnskab og Økonomistyring', 'Copenhagen Business School', '2017', '2019'),
      school('Finansøkonom', 'Københavns Erhvervsakademi (KEA)', '2014', '2016'),
    ],
    skills: {
      technical: ['Microsoft Dynamics NAV (Navision)', 'Excel (pivottabeller, opslag)', 'e-conomic'],
      languages: ['Dansk: modersmål', 'Engelsk: meget godt'],
    },
  }),
};

const ecoleBullets = [
  'Enseignement en classe de CM1-CM2 (26 élèves) dans une école classée REP.',
  'Mise en place d’ateliers de lecture et d’un projet d’école autour du jardin pédagogique.',
  'Coordination avec les familles, le RASED et l’équipe périscolaire.',
];
const remplacementBullets = ['Remplacements de courte et longue durée de la petite section au CM2.'];

const claireMoreau: CorpusFixture = {
  id: 'fr-teacher',
  description:
    'French primary-school teacher, one column, "2016 – présent", "Diplômes" as the education heading, "Centres d’intérêt" at the end.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Claire Moreau' },
      { kind: 'para', text: 'Professeure des écoles' },
      { kind: 'para', text: '12 rue des Tanneurs, 31000 Toulouse' },
      { kind: 'para', text: 'Tél. : 06 45 78 12 90' },
      { kind: 'para', text: 'Courriel : claire.moreau31@laposte.net' },
      { kind: 'heading', text: 'Parcours professionnel' },
      ...stacked('Professeure des écoles', 'École élémentaire Jules Ferry, Toulouse', '2016 – présent'),
      { kind: 'bullets', items: ecoleBullets },
      ...stacked('Professeure des écoles remplaçante', 'Circonscription de Toulouse Nord', '2014 – 2016'),
      { kind: 'bullets', items: remplacementBullets },
      { kind: 'heading', text: 'Diplômes' },
      ...stacked('Master MEEF premier degré', 'INSPE Toulouse Occitanie-Pyrénées', '2012 – 2014'),
      ...stacked('Licence de Lettres modernes', 'Université Toulouse - Jean Jaurès', '2009 – 2012'),
      { kind: 'heading', text: 'Compétences' },
      { kind: 'bullets', items: ['Pédagogie différenciée', 'Gestion de classe', 'TNI et ENT', 'Écoute'] },
      { kind: 'heading', text: 'Langues' },
      { kind: 'para', text: 'Anglais (B2), Occitan (notions)' },
      { kind: 'heading', text: 'Centres d’intérêt' },
      { kind: 'para', text: 'Chorale, randonnée en montagne, littérature jeunesse' },
    ],
  },
  expected: expected({
    detectedLanguage: 'fr',
    personalInfo: {
      fullName: 'Claire Moreau',
      email: 'claire.moreau31@laposte.net',
      phone: '06 45 78 12 90',
      location: '31000 Toulouse',
      linkedinUrl: '',
    },
    experience: [
      job('Professeure des écoles', 'École élémentaire Jules Ferry', 'Toulouse', '2016', null, ecoleBullets),
      job(
        'Professeure des écoles remplaçante',
        'Circonscription de Toulouse Nord',
        '',
        '2014',
        '2016',
        remplacementBullets,
      ),
    ],
    education: [
      school('Master MEEF premier degré', 'INSPE Toulouse Occitanie-Pyrénées', '2012', '2014'),
      school('Licence de Lettres modernes', 'Université Toulouse - Jean Jaurès', '2009', '2012'),
    ],
    skills: {
      technical: ['Pédagogie différenciée', 'TNI et ENT'],
      soft: ['Gestion de classe', 'Écoute'],
      languages: ['Anglais (B2)', 'Occitan (notions)'],
    },
  }),
};

export const HELD_OUT_ROUND_1: CorpusFixture[] = [
  danielBrooks,
  anjaHoffmann,
  pabloSanchez,
  sofieJensen,
  claireMoreau,
];
