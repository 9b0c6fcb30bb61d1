import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

// Danish CVs: "Erhvervserfaring", "Uddannelse", "Kompetencer", "Sprog", "2018–nu", "+45", "8000 Aarhus C".

const sallingBullets = [
  'Planlægger og koordinerer daglige leverancer fra centrallageret til 180 butikker i Jylland og på Fyn.',
  'Ansvarlig for ruteplanlægning og samarbejde med eksterne vognmænd, herunder opfølgning på leveringspræcision.',
  'Indførte nye KPI-rapporter i Power BI, som har reduceret antallet af fejlleverancer med 18 procent.',
];
const postnordBullets = [
  'Modtagelse, pluk og pakning af forsendelser i et lager med ca. 40.000 pakker i døgnet.',
  'Superbruger i lagerstyringssystemet og oplæring af nye kolleger.',
];

const larsKristensen: CorpusFixture = {
  id: 'da-logistics',
  description:
    'Danish logistics coordinator, one column, contact lines under the name, "2018–nu" and "aug. 2012 – dec. 2013" dates.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Lars Kristensen' },
      { kind: 'para', text: 'Logistikkoordinator' },
      { kind: 'para', text: '8000 Aarhus C' },
      { kind: 'para', text: 'Tlf.: +45 28 45 67 91' },
      { kind: 'para', text: 'E-mail: lars.kristensen@mail.dk' },
      { kind: 'heading', text: 'Profil' },
      {
        kind: 'para',
        text: 'Struktureret og løsningsorienteret logistikkoordinator med over ti års erfaring fra lager og distribution. Jeg trives med travle dage og et tæt samarbejde med chauffører, butikker og leverandører.',
      },
      { kind: 'heading', text: 'Erhvervserfaring' },
      ...stacked('Logistikkoordinator', 'Salling Group, Brabrand', '2018–nu'),
      { kind: 'bullets', items: sallingBullets },
      ...stacked('Lagermedarbejder', 'PostNord Danmark, Aarhus', '2014–2018'),
      { kind: 'bullets', items: postnordBullets },
      ...stacked('Chaufførmedhjælper', 'DSV Road A/S, Hedensted', 'aug. 2012 – dec. 2013'),
      { kind: 'heading', text: 'Uddannelse' },
      ...stacked('Logistikøkonom (AK)', 'Erhvervsakademi Aarhus', '2016–2018'),
      ...stacked('Lager- og terminaluddannelsen', 'Aarhus Tech', '2010–2012'),
      { kind: 'heading', text: 'Kompetencer' },
      {
        kind: 'bullets',
        items: ['SAP EWM', 'Microsoft Excel', 'Power BI', 'Ruteplanlægning', 'Samarbejdsevner'],
      },
      { kind: 'heading', text: 'Sprog' },
      { kind: 'bullets', items: ['Dansk (modersmål)', 'Engelsk (flydende)', 'Tysk (grundlæggende)'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'da',
    personalInfo: {
      fullName: 'Lars Kristensen',
      email: 'lars.kristensen@mail.dk',
      phone: '+45 28 45 67 91',
      location: '8000 Aarhus C',
      linkedinUrl: '',
    },
    summary:
      'Struktureret og løsningsorienteret logistikkoordinator med over ti års erfaring fra lager og distribution. Jeg trives med travle dage og et tæt samarbejde med chauffører, butikker og leverandører.',
    experience: [
      job('Logistikkoordinator', 'Salling Group', 'Brabrand', '2018', null, sallingBullets),
      job('Lagermedarbejder', 'PostNord Danmark', 'Aarhus', '2014', '2018', postnordBullets),
      job('Chaufførmedhjælper', 'DSV Road A/S', 'Hedensted', '2012-08', '2013-12'),
    ],
    education: [
      school('Logistikøkonom (AK)', 'Erhvervsakademi Aarhus', '2016', '2018'),
      school('Lager- og terminaluddannelsen', 'Aarhus Tech', '2010', '2012'),
    ],
    skills: {
      technical: ['SAP EWM', 'Microsoft Excel', 'Power BI', 'Ruteplanlægning'],
      soft: ['Samarbejdsevner'],
      languages: ['Dansk (modersmål)', 'Engelsk (flydende)', 'Tysk (grundlæggende)'],
    },
  }),
};

const noerrebroBullets = [
  'Dansklærer og klasselærer i udskolingen (7.–9. klasse) med ansvar for årsplaner, elevplaner og forberedelse til de skriftlige og mundtlige afgangsprøver.',
  'Underviser i historie på 5. og 6. årgang med fokus på kildekritik, fortælling og tværfaglige forløb sammen med samfundsfag og kristendomskundskab.',
  'Har udviklet et læseløft-forløb for elever med læsevanskeligheder i samarbejde med skolens læsevejleder og PPR, som nu bruges på hele skolen.',
  'Står for skole-hjem-samarbejdet i min klasse med forældremøder, samtaler og ugentlige beskeder på Aula, og deltager i teamsamarbejdet på årgangen.',
  'Medlem af skolens pædagogiske udvalg og AKT-teamet, hvor jeg arbejder med trivsel, konflikthåndtering og inkluderende læringsmiljøer.',
  'Praktikvejleder for lærerstuderende fra Københavns Professionshøjskole siden 2019.',
];
const hellerupBullets = [
  'Vikar i dansk, historie og engelsk på mellemtrinnet, både i korte og længerevarende vikariater.',
  'Planlagde og gennemførte undervisning ud fra klassens årsplan og gav skriftlig tilbagemelding til den faste lærer.',
  'Deltog i lejrskole og emneuger og hjalp med den daglige drift af skolebiblioteket.',
];
const fritidsBullets = [
  'Pædagogisk medhjælper i fritidsordningen for 0.–3. klasse med ansvar for værkstedsaktiviteter og udeliv.',
  'Planlagde ferieaktiviteter og ture for op til 40 børn sammen med to pædagoger.',
];

const metteSoerensen: CorpusFixture = {
  id: 'da-teacher-sidebar',
  description:
    'Danish school teacher, two pages, sidebar with Kontakt/Kompetencer/Sprog, dates "august 2016 – nu", "jan. 2015 – jun. 2016".',
  formats: ['docx', 'pdf'],
  doc: {
    sidebar: [
      { kind: 'heading', text: 'Kontakt' },
      { kind: 'para', text: 'mette.soerensen@gmail.com' },
      { kind: 'para', text: '+45 51 23 45 67' },
      { kind: 'para', text: '2200 København N' },
      {
        kind: 'link',
        text: 'linkedin.com/in/mettesoerensen',
        url: 'https://dk.linkedin.com/in/mettesoerensen',
      },
      { kind: 'heading', text: 'Kompetencer' },
      {
        kind: 'bullets',
        items: [
          'Undervisningsdifferentiering',
          'Klasseledelse',
          'Læsevejledning',
          'Google Classroom',
          'Aula',
          'Relationsarbejde',
        ],
      },
      { kind: 'heading', text: 'Sprog' },
      { kind: 'bullets', items: ['Dansk – modersmål', 'Engelsk – flydende', 'Tysk – godt'] },
    ],
    main: [
      { kind: 'name', text: 'Mette Sørensen' },
      { kind: 'para', text: 'Folkeskolelærer' },
      { kind: 'heading', text: 'Profil' },
      {
        kind: 'para',
        text: 'Engageret folkeskolelærer med linjefag i dansk og historie og ti års erfaring fra udskoling og mellemtrin. Jeg lægger vægt på trygge fællesskaber, tydelig klasseledelse og undervisning, der giver alle elever mulighed for at lykkes.',
      },
      { kind: 'heading', text: 'Erhvervserfaring' },
      ...stacked('Lærer i dansk og historie', 'Nørrebro Park Skole, København', 'august 2016 – nu'),
      { kind: 'bullets', items: noerrebroBullets },
      ...stacked('Lærervikar', 'Hellerup Skole, Gentofte', 'jan. 2015 – jun. 2016'),
      { kind: 'bullets', items: hellerupBullets },
      ...stacked(
        'Pædagogisk medhjælper',
        'Fritidsordningen Kildevældsskolen, København',
        'sep. 2011 – dec. 2014',
      ),
      { kind: 'bullets', items: fritidsBullets },
      { kind: 'heading', text: 'Uddannelse' },
      ...stacked(
        'Professionsbachelor som lærer i folkeskolen',
        'Københavns Professionshøjskole',
        '2011–2015',
      ),
      ...stacked('Student (STX)', 'Falkonergårdens Gymnasium', '2008–2011'),
      { kind: 'heading', text: 'Kurser' },
      {
        kind: 'bullets',
        items: ['Læsevejlederuddannelsen, 2020', 'Førstehjælp for lærere, Dansk Førstehjælpsråd, 2023'],
      },
    ],
  },
  expected: expected({
    detectedLanguage: 'da',
    personalInfo: {
      fullName: 'Mette Sørensen',
      email: 'mette.soerensen@gmail.com',
      phone: '+45 51 23 45 67',
      location: '2200 København N',
      linkedinUrl: 'https://dk.linkedin.com/in/mettesoerensen',
    },
    summary:
      'Engageret folkeskolelærer med linjefag i dansk og historie og ti års erfaring fra udskoling og mellemtrin. Jeg lægger vægt på trygge fællesskaber, tydelig klasseledelse og undervisning, der giver alle elever mulighed for at lykkes.',
    experience: [
      job('Lærer i dansk og historie', 'Nørrebro Park Skole', 'København', '2016-08', null, noerrebroBullets),
      job('Lærervikar', 'Hellerup Skole', 'Gentofte', '2015-01', '2016-06', hellerupBullets),
      job(
        'Pædagogisk medhjælper',
        'Fritidsordningen Kildevældsskolen',
        'København',
        '2011-09',
        '2014-12',
        fritidsBullets,
      ),
    ],
    education: [
      school('Professionsbachelor som lærer i folkeskolen', 'Københavns Professionshøjskole', '2011', '2015'),
      school('Student (STX)', 'Falkonergårdens Gymnasium', '2008', '2011'),
    ],
    skills: {
      technical: ['Læsevejledning', 'Google Classroom', 'Aula', 'Undervisningsdifferentiering'],
      soft: ['Klasseledelse', 'Relationsarbejde'],
      languages: ['Dansk – modersmål', 'Engelsk – flydende', 'Tysk – godt'],
    },
    certifications: ['Læsevejlederuddannelsen, 2020', 'Førstehjælp for lærere, Dansk Førstehjælpsråd, 2023'],
  }),
};

export const DANISH_FIXTURES: CorpusFixture[] = [larsKristensen, metteSoerensen];
