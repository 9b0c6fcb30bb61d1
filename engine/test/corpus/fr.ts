import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

// French CVs: "Expérience professionnelle", "depuis 2021", "sept. 2019 – aujourd'hui", "Formation",
// "Compétences", "Langues", "+33" or "06 …" phone numbers.

const bnpBullets = [
  'Analyse financière de dossiers de financement d’entreprises de taille intermédiaire (20 à 150 M€ de chiffre d’affaires).',
  'Construction de modèles de flux de trésorerie et de notations internes, présentés en comité de crédit.',
  'Suivi d’un portefeuille de 45 clients et revue annuelle des covenants bancaires.',
];
const sebBullets = [
  'Préparation des clôtures mensuelles et du reporting de gestion de la division petit électroménager.',
  'Analyse des écarts budget/réel et construction du budget annuel avec les responsables opérationnels.',
];

const camilleDubois: CorpusFixture = {
  id: 'fr-finance',
  description:
    'French financial analyst, one column, contact on one line, "depuis 2021" and "sept. 2019 – août 2021" dates, title/company/date lines.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Camille Dubois' },
      { kind: 'para', text: 'camille.dubois@orange.fr  |  06 12 34 56 78  |  Lyon' },
      { kind: 'heading', text: 'Profil' },
      {
        kind: 'para',
        text: 'Analyste financière rigoureuse, six ans d’expérience en banque de financement et en contrôle de gestion industriel.',
      },
      { kind: 'heading', text: 'Expérience professionnelle' },
      ...stacked('Analyste financière', 'BNP Paribas, Lyon', 'depuis 2021'),
      { kind: 'bullets', items: bnpBullets },
      ...stacked('Contrôleuse de gestion junior', 'Groupe SEB, Écully', 'sept. 2019 – août 2021'),
      { kind: 'bullets', items: sebBullets },
      ...stacked(
        'Stagiaire analyste crédit',
        'Crédit Agricole Centre-Est, Champagne-au-Mont-d’Or',
        'janv. 2019 – juin 2019',
      ),
      { kind: 'heading', text: 'Formation' },
      ...stacked('Master Finance d’entreprise', 'IAE Lyon, Université Jean Moulin Lyon 3', '2017 – 2019'),
      ...stacked('Licence Économie et Gestion', 'Université Lumière Lyon 2', '2014 – 2017'),
      { kind: 'heading', text: 'Compétences' },
      {
        kind: 'bullets',
        items: [
          'Excel avancé (VBA)',
          'SAP FI/CO',
          'Power BI',
          'Modélisation financière',
          'Rigueur',
          'Esprit d’analyse',
        ],
      },
      { kind: 'heading', text: 'Langues' },
      {
        kind: 'bullets',
        items: ['Français (langue maternelle)', 'Anglais (courant, TOEIC 945)', 'Espagnol (intermédiaire)'],
      },
    ],
  },
  expected: expected({
    detectedLanguage: 'fr',
    personalInfo: {
      fullName: 'Camille Dubois',
      email: 'camille.dubois@orange.fr',
      phone: '06 12 34 56 78',
      location: 'Lyon',
      linkedinUrl: '',
    },
    summary:
      'Analyste financière rigoureuse, six ans d’expérience en banque de financement et en contrôle de gestion industriel.',
    experience: [
      job('Analyste financière', 'BNP Paribas', 'Lyon', '2021', null, bnpBullets),
      job('Contrôleuse de gestion junior', 'Groupe SEB', 'Écully', '2019-09', '2021-08', sebBullets),
      job(
        'Stagiaire analyste crédit',
        'Crédit Agricole Centre-Est',
        'Champagne-au-Mont-d’Or',
        '2019-01',
        '2019-06',
      ),
    ],
    education: [
      school('Master Finance d’entreprise', 'IAE Lyon, Université Jean Moulin Lyon 3', '2017', '2019'),
      school('Licence Économie et Gestion', 'Université Lumière Lyon 2', '2014', '2017'),
    ],
    skills: {
      technical: ['Excel avancé (VBA)', 'SAP FI/CO', 'Power BI', 'Modélisation financière'],
      soft: ['Rigueur', 'Esprit d’analyse'],
      languages: ['Français (langue maternelle)', 'Anglais (courant, TOEIC 945)', 'Espagnol (intermédiaire)'],
    },
  }),
};

const geodisBullets = [
  'Pilotage d’une plateforme logistique e-commerce de 35 000 m² (120 collaborateurs, 25 000 commandes par jour) pour des clients de la mode et de la beauté.',
  'Responsable de la performance opérationnelle : productivité, qualité de préparation, délais d’expédition et sécurité, avec un taux de service supérieur à 99,5 %.',
  'Mise en place d’un système de pilotage visuel et de rituels quotidiens Lean avec les chefs d’équipe, qui a réduit les erreurs de préparation de 40 %.',
  'Gestion du budget d’exploitation (8 M€), du recrutement des intérimaires en période de pointe et du dialogue avec les représentants du personnel.',
  'Conduite du projet d’automatisation du tri des colis avec l’intégrateur et les équipes informatiques, de l’étude de faisabilité jusqu’au démarrage.',
];
const fmBullets = [
  'Encadrement de deux équipes de 15 préparateurs et caristes sur un entrepôt de produits de grande consommation.',
  'Organisation des flux de réception et d’expédition, suivi des indicateurs de productivité et animation des points sécurité.',
  'Formation des nouveaux arrivants au WMS et aux règles de sécurité, et participation aux inventaires tournants.',
  'Amélioration du taux de remplissage des camions grâce à une nouvelle planification des chargements avec le service transport.',
];
const amazonBullets = [
  'Préparation de commandes, réception et rangement des marchandises dans un centre de distribution.',
  'Conduite de chariots élévateurs (CACES 1, 3 et 5) et participation aux audits 5S.',
];

const thomasLefevre: CorpusFixture = {
  id: 'fr-logistics-sidebar',
  description:
    'French logistics manager, two pages, sidebar with Contact/Compétences/Langues, "Entreprise | Ville | sept. 2019 – aujourd’hui" under the title.',
  formats: ['docx', 'pdf'],
  doc: {
    sidebar: [
      { kind: 'heading', text: 'Contact' },
      { kind: 'para', text: '+33 7 81 23 45 67' },
      { kind: 'para', text: 'thomas.lefevre@free.fr' },
      { kind: 'para', text: '95000 Cergy' },
      { kind: 'link', text: 'Profil LinkedIn', url: 'https://fr.linkedin.com/in/thomas-lefevre-logistique' },
      { kind: 'heading', text: 'Compétences' },
      {
        kind: 'bullets',
        items: ['WMS (Manhattan, Reflex)', 'SAP MM', 'Lean management', 'Excel', 'Management d’équipe'],
      },
      { kind: 'heading', text: 'Langues' },
      {
        kind: 'bullets',
        items: ['Français : langue maternelle', 'Anglais : courant', 'Portugais : notions'],
      },
    ],
    main: [
      { kind: 'name', text: 'Thomas Lefèvre' },
      { kind: 'para', text: 'Responsable logistique' },
      { kind: 'heading', text: 'Profil' },
      {
        kind: 'para',
        text: 'Responsable logistique avec douze ans d’expérience en entrepôt, du terrain au pilotage de site. Habitué aux environnements à forte volumétrie, je fédère les équipes autour de la sécurité, de la qualité et de l’amélioration continue.',
      },
      { kind: 'heading', text: 'Expérience professionnelle' },
      { kind: 'para', text: 'Responsable de site logistique', bold: true },
      { kind: 'para', text: 'Geodis | Gennevilliers | sept. 2019 – aujourd’hui' },
      { kind: 'bullets', items: geodisBullets },
      { kind: 'para', text: 'Chef d’équipe logistique', bold: true },
      { kind: 'para', text: 'FM Logistic | Longueil-Sainte-Marie | mars 2015 – août 2019' },
      { kind: 'bullets', items: fmBullets },
      { kind: 'para', text: 'Préparateur de commandes', bold: true },
      { kind: 'para', text: 'Amazon France Logistique | Brétigny-sur-Orge | 2012 – 2015' },
      { kind: 'bullets', items: amazonBullets },
      { kind: 'heading', text: 'Formation' },
      ...stacked(
        'Licence professionnelle Logistique et pilotage des flux',
        'IUT d’Évry Val d’Essonne',
        '2013 – 2014',
      ),
      ...stacked(
        'BTS Gestion des transports et logistique associée',
        'Lycée Jean Perrin, Saint-Ouen-l’Aumône',
        '2010 – 2012',
      ),
      { kind: 'heading', text: 'Certifications' },
      { kind: 'bullets', items: ['CACES R489 catégories 1, 3 et 5', 'Green Belt Lean Six Sigma (2021)'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'fr',
    personalInfo: {
      fullName: 'Thomas Lefèvre',
      email: 'thomas.lefevre@free.fr',
      phone: '+33 7 81 23 45 67',
      location: '95000 Cergy',
      linkedinUrl: 'https://fr.linkedin.com/in/thomas-lefevre-logistique',
    },
    summary:
      'Responsable logistique avec douze ans d’expérience en entrepôt, du terrain au pilotage de site. Habitué aux environnements à forte volumétrie, je fédère les équipes autour de la sécurité, de la qualité et de l’amélioration continue.',
    experience: [
      job('Responsable de site logistique', 'Geodis', 'Gennevilliers', '2019-09', null, geodisBullets),
      job(
        'Chef d’équipe logistique',
        'FM Logistic',
        'Longueil-Sainte-Marie',
        '2015-03',
        '2019-08',
        fmBullets,
      ),
      job(
        'Préparateur de commandes',
        'Amazon France Logistique',
        'Brétigny-sur-Orge',
        '2012',
        '2015',
        amazonBullets,
      ),
    ],
    education: [
      school(
        'Licence professionnelle Logistique et pilotage des flux',
        'IUT d’Évry Val d’Essonne',
        '2013',
        '2014',
      ),
      school(
        'BTS Gestion des transports et logistique associée',
        'Lycée Jean Perrin, Saint-Ouen-l’Aumône',
        '2010',
        '2012',
      ),
    ],
    skills: {
      technical: ['WMS (Manhattan, Reflex)', 'SAP MM', 'Lean management', 'Excel'],
      soft: ['Management d’équipe'],
      languages: ['Français : langue maternelle', 'Anglais : courant', 'Portugais : notions'],
    },
    certifications: ['CACES R489 catégories 1, 3 et 5', 'Green Belt Lean Six Sigma (2021)'],
  }),
};

export const FRENCH_FIXTURES: CorpusFixture[] = [camilleDubois, thomasLefevre];
