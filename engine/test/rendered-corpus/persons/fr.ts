import type { Person } from './types.ts';

// French CVs. Invented persons, employers and schools; numbers in ARCEP's ranges reserved for
// fiction (01 99 00 xx xx, 06 39 98 xx xx).

export const fr: Person[] = [
  {
    id: 'fr-nurse',
    lang: 'fr',
    field: 'nurse',
    first: 'Camille',
    last: 'Duverger',
    title: 'Infirmière diplômée d’État',
    email: 'camille.duverger@example.fr',
    phone: '06 39 98 14 27',
    street: '18 rue des Tanneurs',
    postcode: '69007',
    city: 'Lyon',
    country: null,
    linkedin: 'camille-duverger-ide',
    summary:
      'Infirmière diplômée d’État depuis 2017, expérience en médecine interne, en EHPAD et en soins à domicile. Rigoureuse et attentive aux patients âgés.',
    dateStyle: 'mm/yyyy',
    jobs: [
      {
        position: 'Infirmière',
        company: 'Centre hospitalier des Monts du Lyonnais',
        city: 'Lyon',
        start: '2020-09',
        end: 'present',
        bullets: [
          'Prise en charge de 12 patients en médecine interne (jour/nuit).',
          'Référente douleur du service et tutrice des étudiants infirmiers.',
        ],
      },
      {
        position: 'Infirmière',
        company: 'EHPAD Les Glycines',
        city: 'Villeurbanne',
        start: '2017-09',
        end: '2020-08',
        bullets: ['Soins, distribution des traitements, coordination avec les médecins traitants.'],
      },
      {
        position: 'Bénévole secouriste',
        company: 'Association Secours Rhône-Saône',
        city: 'Lyon',
        start: '2015-05',
        end: 'present',
        kind: 'volunteer',
      },
    ],
    education: [
      {
        degree: 'Diplôme d’État d’infirmier',
        institution: 'Institut de formation en soins infirmiers de Fourvière',
        start: '2014-09',
        end: '2017-07',
      },
      { degree: 'Baccalauréat scientifique', institution: 'Lycée Jean-Baptiste Ormand', end: '2014-07' },
    ],
    certs: [{ name: 'AFGSU niveau 2', date: '2022-06' }, { name: 'Permis B' }],
    languages: [
      { name: 'Français', level: 'langue maternelle' },
      { name: 'Anglais', level: 'B2' },
      { name: 'Espagnol', level: 'notions' },
    ],
    skills: [
      {
        label: null,
        items: [
          'Soins techniques',
          'Gestion de la douleur',
          'Plaies et cicatrisation',
          'Gériatrie',
          'Dossier patient informatisé',
        ],
      },
    ],
  },
  {
    id: 'fr-developer',
    lang: 'fr',
    field: 'software developer',
    first: 'Théo',
    last: 'Marchebois',
    title: 'Développeur web full-stack',
    email: 'theo.marchebois@example.com',
    phone: '01 99 00 42 18',
    postcode: '75011',
    city: 'Paris',
    country: 'France',
    linkedin: 'theo-marchebois',
    summary:
      'Développeur full-stack (PHP/Symfony, Vue.js) avec cinq ans d’expérience en agence puis chez un éditeur SaaS. Attaché à la qualité du code et à l’accessibilité.',
    dateStyle: 'month yyyy',
    jobs: [
      {
        position: 'Développeur full-stack',
        company: 'Canopée Logiciels SAS',
        city: 'Paris',
        start: '2021-01',
        end: 'present',
        bullets: [
          'Développement de l’application de gestion de planning (Symfony 6, Vue.js 3).',
          'Mise en place des tests end-to-end et de l’intégration continue.',
          'Mise en conformité RGAA de l’espace client.',
        ],
      },
      {
        position: 'Développeur PHP',
        company: 'Agence Pixel & Plume',
        city: 'Montreuil',
        start: '2018-09',
        end: '2020-12',
      },
      {
        position: 'Développeur web en alternance',
        company: 'Agence Pixel & Plume',
        city: 'Montreuil',
        start: '2016-09',
        end: '2018-08',
      },
    ],
    education: [
      {
        degree: 'Licence professionnelle Métiers de l’informatique',
        institution: 'Université de Montclaire',
        start: '2017-09',
        end: '2018-06',
      },
      { degree: 'DUT Informatique', institution: 'IUT de Montclaire', start: '2015-09', end: '2017-06' },
    ],
    certs: [{ name: 'Symfony 6 Certified Developer', date: '2022-05' }],
    languages: [
      { name: 'Français', level: 'langue maternelle' },
      { name: 'Anglais', level: 'courant (C1)' },
    ],
    skills: [
      { label: 'Back-end', items: ['PHP', 'Symfony', 'API Platform', 'PostgreSQL'] },
      { label: 'Front-end', items: ['Vue.js', 'TypeScript', 'HTML/CSS'] },
      { label: 'Outils', items: ['Docker', 'GitLab CI', 'Cypress', 'PHPUnit'] },
    ],
    interests: ['Photographie argentique', 'Escalade'],
  },
  {
    id: 'fr-sales',
    lang: 'fr',
    field: 'sales',
    first: 'Juliette',
    last: 'Ravenel',
    title: 'Commerciale B2B',
    email: 'juliette.ravenel@example.org',
    phone: '06 39 98 70 53',
    street: '4 allée des Cormorans',
    postcode: '44000',
    city: 'Nantes',
    country: null,
    summary:
      'Commerciale terrain et sédentaire avec huit ans d’expérience dans l’équipement professionnel. Prospection, négociation et fidélisation d’un portefeuille de PME.',
    dateStyle: 'mon yyyy',
    jobs: [
      {
        position: 'Commerciale grands comptes',
        company: 'Atlantique Équipements Pro',
        city: 'Nantes',
        start: '2020-03',
        end: 'present',
        bullets: [
          'Gestion d’un portefeuille de 120 clients (CA annuel 2,4 M€).',
          'Prospection et ouverture de 35 nouveaux comptes en 2023.',
          'Négociation des contrats-cadres annuels.',
        ],
      },
      {
        position: 'Technico-commerciale sédentaire',
        company: 'Loire Outillage Distribution',
        city: 'Saint-Herblain',
        start: '2016-06',
        end: '2020-02',
      },
      {
        position: 'Stagiaire commerciale',
        company: 'Bureautique de l’Erdre',
        city: 'Nantes',
        start: '2015-04',
        end: '2015-08',
        kind: 'internship',
      },
    ],
    education: [
      {
        degree: 'Master Management commercial',
        institution: 'École supérieure de commerce de l’Estuaire',
        start: '2014-09',
        end: '2016-06',
      },
      { degree: 'BTS Négociation et relation client', institution: 'Lycée Gabriel-Tessier', end: '2014-06' },
    ],
    certs: [{ name: 'Permis B' }, { name: 'TOEIC 885', date: '2019-11' }],
    languages: [
      { name: 'Français', level: 'langue maternelle' },
      { name: 'Anglais', level: 'professionnel' },
      { name: 'Allemand', level: 'scolaire' },
    ],
    skills: [
      {
        label: null,
        items: [
          'Prospection',
          'Négociation',
          'Fidélisation client',
          'Salesforce',
          'HubSpot CRM',
          'Pack Office',
          'Reporting commercial',
        ],
      },
    ],
  },
  {
    id: 'fr-electrician',
    lang: 'fr',
    field: 'electrician',
    first: 'Baptiste',
    last: 'Fontclaire',
    title: 'Électricien du bâtiment',
    email: 'baptiste.fontclaire@example.net',
    phone: '06 39 98 26 90',
    postcode: '33800',
    city: 'Bordeaux',
    country: 'France',
    summary:
      'Électricien habilité avec neuf ans d’expérience en résidentiel et tertiaire : installation, mise en conformité, dépannage.',
    dateStyle: 'yyyy',
    jobs: [
      {
        position: 'Chef d’équipe électricien',
        company: 'Garonne Électricité SARL',
        city: 'Bordeaux',
        start: '2020',
        end: 'present',
        bullets: [
          'Encadrement de trois électriciens sur chantiers tertiaires.',
          'Lecture de plans, pose de tableaux et mise en service.',
        ],
      },
      {
        position: 'Électricien',
        company: 'Entreprise Martel Bâtiment',
        city: 'Mérignac',
        start: '2015',
        end: '2020',
      },
      {
        position: 'Apprenti électricien',
        company: 'Entreprise Martel Bâtiment',
        city: 'Mérignac',
        start: '2013',
        end: '2015',
      },
    ],
    education: [
      {
        degree: 'Bac pro Métiers de l’électricité et de ses environnements connectés',
        institution: 'Lycée professionnel des Chartrons',
        start: '2012',
        end: '2015',
      },
    ],
    certs: [
      { name: 'Habilitation électrique B2V BR BC', date: '2023' },
      { name: 'CACES R486 nacelles', date: '2021' },
      { name: 'Permis B' },
    ],
    languages: [
      { name: 'Français', level: 'langue maternelle' },
      { name: 'Anglais', level: 'notions' },
    ],
    skills: [
      {
        label: null,
        items: [
          'Installation électrique',
          'Mise en conformité NF C 15-100',
          'Dépannage',
          'Tableaux électriques',
          'Domotique',
          'Lecture de plans',
        ],
      },
    ],
  },
];
