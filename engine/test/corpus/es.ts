import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

// Spanish CVs: "Experiencia profesional", "enero 2020 - actualidad", "Formación", "Idiomas", "+34".

const telefonicaBullets = [
  'Dirección de la estrategia de marketing digital de la marca Movistar para el segmento joven, con un presupuesto anual de 2,5 millones de euros.',
  'Coordinación de un equipo de seis personas y de las agencias de medios, creatividad y SEO.',
  'Lanzamiento de campañas en redes sociales que aumentaron las altas online un 30 % en 2022.',
];
const elCorteBullets = [
  'Gestión de campañas de SEM y display para la tienda online de moda y hogar.',
  'Elaboración de informes semanales de rendimiento con Google Analytics y Data Studio.',
];

const luciaFernandez: CorpusFixture = {
  id: 'es-marketing',
  description:
    'Spanish digital marketing manager, one column, "Empresa | Ciudad | enero 2020 - actualidad" line before the position line.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Lucía Fernández García' },
      { kind: 'para', text: 'Madrid, España  ·  +34 612 345 678  ·  lucia.fernandez.garcia@gmail.com' },
      { kind: 'heading', text: 'Perfil profesional' },
      {
        kind: 'para',
        text: 'Responsable de marketing digital con más de ocho años de experiencia en telecomunicaciones y comercio electrónico, orientada a resultados y al trabajo con datos.',
      },
      { kind: 'heading', text: 'Experiencia profesional' },
      { kind: 'para', text: 'Telefónica España | Madrid | enero 2020 - actualidad', bold: true },
      { kind: 'para', text: 'Responsable de Marketing Digital' },
      { kind: 'bullets', items: telefonicaBullets },
      { kind: 'para', text: 'El Corte Inglés | Madrid | marzo 2016 - diciembre 2019', bold: true },
      { kind: 'para', text: 'Especialista en Marketing Online' },
      { kind: 'bullets', items: elCorteBullets },
      { kind: 'para', text: 'Havas Media | Barcelona | junio 2015 - febrero 2016', bold: true },
      { kind: 'para', text: 'Becaria de Planificación de Medios' },
      { kind: 'heading', text: 'Formación' },
      { kind: 'para', text: 'Máster en Marketing Digital', bold: true },
      { kind: 'para', text: 'ESIC Business & Marketing School, 2015 - 2016' },
      { kind: 'para', text: 'Grado en Marketing e Investigación de Mercados', bold: true },
      { kind: 'para', text: 'Universidad Complutense de Madrid, 2011 - 2015' },
      { kind: 'heading', text: 'Competencias' },
      {
        kind: 'para',
        text: 'Google Ads, SEO/SEM, Google Analytics, HubSpot, Meta Business Suite, Liderazgo de equipos, Comunicación',
      },
      { kind: 'heading', text: 'Idiomas' },
      { kind: 'bullets', items: ['Español: nativo', 'Inglés: C1', 'Francés: B1'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'es',
    personalInfo: {
      fullName: 'Lucía Fernández García',
      email: 'lucia.fernandez.garcia@gmail.com',
      phone: '+34 612 345 678',
      location: 'Madrid, España',
      linkedinUrl: '',
    },
    summary:
      'Responsable de marketing digital con más de ocho años de experiencia en telecomunicaciones y comercio electrónico, orientada a resultados y al trabajo con datos.',
    experience: [
      job(
        'Responsable de Marketing Digital',
        'Telefónica España',
        'Madrid',
        '2020-01',
        null,
        telefonicaBullets,
      ),
      job(
        'Especialista en Marketing Online',
        'El Corte Inglés',
        'Madrid',
        '2016-03',
        '2019-12',
        elCorteBullets,
      ),
      job('Becaria de Planificación de Medios', 'Havas Media', 'Barcelona', '2015-06', '2016-02'),
    ],
    education: [
      school('Máster en Marketing Digital', 'ESIC Business & Marketing School', '2015', '2016'),
      school(
        'Grado en Marketing e Investigación de Mercados',
        'Universidad Complutense de Madrid',
        '2011',
        '2015',
      ),
    ],
    skills: {
      technical: ['Google Ads', 'SEO/SEM', 'Google Analytics', 'HubSpot', 'Meta Business Suite'],
      soft: ['Liderazgo de equipos', 'Comunicación'],
      languages: ['Español: nativo', 'Inglés: C1', 'Francés: B1'],
    },
  }),
};

const laFeBullets = [
  'Atención de enfermería a pacientes adultos en el servicio de urgencias de un hospital de tercer nivel con más de 400 urgencias diarias.',
  'Triaje de pacientes según el sistema Manchester y asistencia en la sala de reanimación a pacientes críticos.',
  'Administración de medicación, canalización de vías venosas y extracción de muestras, con registro en la historia clínica electrónica.',
  'Participación en el grupo de mejora de seguridad del paciente y en la formación de enfermeras de nueva incorporación.',
];
const clinicoBullets = [
  'Cuidados de enfermería en la unidad de medicina interna y en la unidad de cardiología.',
  'Educación sanitaria a pacientes y familiares antes del alta hospitalaria.',
];

const javierMartin: CorpusFixture = {
  id: 'es-nursing-sidebar',
  description:
    'Spanish emergency nurse, contact details in the page header, sidebar with Competencias/Idiomas, abbreviated months "sept. 2016 - abr. 2018".',
  formats: ['docx', 'pdf'],
  doc: {
    header: ['javier.martin.ruiz@hotmail.com  ·  +34 655 123 456  ·  46015 Valencia'],
    sidebar: [
      { kind: 'heading', text: 'Competencias' },
      {
        kind: 'bullets',
        items: [
          'Triaje Manchester',
          'Soporte vital avanzado',
          'Canalización venosa',
          'Trabajo en equipo',
          'Empatía',
        ],
      },
      { kind: 'heading', text: 'Idiomas' },
      { kind: 'bullets', items: ['Español (nativo)', 'Valenciano (C1)', 'Inglés (B2)'] },
    ],
    main: [
      { kind: 'name', text: 'Javier Martín Ruiz' },
      { kind: 'para', text: 'Enfermero' },
      { kind: 'heading', text: 'Perfil' },
      {
        kind: 'para',
        text: 'Enfermero con ocho años de experiencia en urgencias hospitalarias y hospitalización, acostumbrado a trabajar bajo presión y en equipos multidisciplinares.',
      },
      { kind: 'heading', text: 'Experiencia profesional' },
      ...stacked(
        'Enfermero de Urgencias',
        'Hospital Universitari i Politècnic La Fe, Valencia',
        'mayo 2018 - actualidad',
      ),
      { kind: 'bullets', items: laFeBullets },
      ...stacked(
        'Enfermero',
        'Hospital Clínico Universitario de Valencia, Valencia',
        'sept. 2016 - abr. 2018',
      ),
      { kind: 'bullets', items: clinicoBullets },
      { kind: 'heading', text: 'Formación' },
      ...stacked('Grado en Enfermería', 'Universitat de València', '2012 - 2016'),
      ...stacked(
        'Máster en Enfermería de Urgencias y Cuidados Críticos',
        'Universidad CEU Cardenal Herrera',
        '2017 - 2018',
      ),
      { kind: 'heading', text: 'Cursos y certificaciones' },
      { kind: 'bullets', items: ['Soporte Vital Avanzado (SVA), Consejo Español de RCP, 2022'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'es',
    personalInfo: {
      fullName: 'Javier Martín Ruiz',
      email: 'javier.martin.ruiz@hotmail.com',
      phone: '+34 655 123 456',
      location: '46015 Valencia',
      linkedinUrl: '',
    },
    summary:
      'Enfermero con ocho años de experiencia en urgencias hospitalarias y hospitalización, acostumbrado a trabajar bajo presión y en equipos multidisciplinares.',
    experience: [
      job(
        'Enfermero de Urgencias',
        'Hospital Universitari i Politècnic La Fe',
        'Valencia',
        '2018-05',
        null,
        laFeBullets,
      ),
      job(
        'Enfermero',
        'Hospital Clínico Universitario de Valencia',
        'Valencia',
        '2016-09',
        '2018-04',
        clinicoBullets,
      ),
    ],
    education: [
      school('Grado en Enfermería', 'Universitat de València', '2012', '2016'),
      school(
        'Máster en Enfermería de Urgencias y Cuidados Críticos',
        'Universidad CEU Cardenal Herrera',
        '2017',
        '2018',
      ),
    ],
    skills: {
      technical: ['Triaje Manchester', 'Soporte vital avanzado', 'Canalización venosa'],
      soft: ['Trabajo en equipo', 'Empatía'],
      languages: ['Español (nativo)', 'Valenciano (C1)', 'Inglés (B2)'],
    },
    certifications: ['Soporte Vital Avanzado (SVA), Consejo Español de RCP, 2022'],
  }),
};

export const SPANISH_FIXTURES: CorpusFixture[] = [luciaFernandez, javierMartin];
