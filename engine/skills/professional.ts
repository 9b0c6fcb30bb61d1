/**
 * Common non-tool skills (project management, accounting, customer service, nursing, teaching, …)
 * so job ads and CVs meet on the concept whatever language or wording they use. The concepts and
 * their Danish, German, Spanish and French names are curated here (ESCO has no Danish labels and
 * few noun-form ones); each names the ESCO concepts whose short labels are merged in from the
 * generated esco-professional-labels.ts (`npx tsx scripts/build-professional-skills.ts`).
 *
 * Attribution (ESCO, CC BY 4.0): "This service uses the ESCO classification of the European
 * Commission."
 */
import { ESCO_PROFESSIONAL_LABELS } from './esco-professional-labels.ts';
import type { TechEntry } from './vocabulary.ts';

export interface CuratedSkill {
  /** The canonical English label. */
  label: string;
  /** ESCO labels (any language, exact) whose concept's short labels are merged in. */
  esco: readonly string[];
  /** Our names: Danish first (ESCO has none), then anything ESCO lacks. */
  names: readonly string[];
}

export const CURATED_PROFESSIONAL_SKILLS: readonly CuratedSkill[] = [
  {
    label: 'Project management',
    esco: ['project management'],
    names: [
      'projektledelse',
      'projektstyring',
      'projektleder',
      'Projektmanagement',
      'Projektleitung',
      'gestión de proyectos',
      'gestion de projet',
      'gestion de projets',
      'managing projects',
    ],
  },
  {
    label: 'Stakeholder management',
    esco: [],
    names: [
      'stakeholder management',
      'stakeholderhåndtering',
      'interessenthåndtering',
      'Stakeholder-Management',
      'gestión de stakeholders',
      'gestión de partes interesadas',
      'gestion des parties prenantes',
    ],
  },
  {
    label: 'Accounting',
    esco: ['accounting techniques'],
    names: [
      'accounting',
      'regnskab',
      'regnskabsføring',
      'Buchhaltung',
      'Rechnungswesen',
      'contabilidad',
      'comptabilité',
    ],
  },
  {
    label: 'Bookkeeping',
    esco: [],
    names: ['bookkeeping', 'bogføring', 'Finanzbuchhaltung', 'teneduría de libros', 'tenue de livres'],
  },
  {
    label: 'Financial reporting',
    esco: [],
    names: [
      'financial reporting',
      'finansiel rapportering',
      'Finanzberichterstattung',
      'reportes financieros',
      'informes financieros',
      'reporting financier',
    ],
  },
  {
    label: 'Budgeting',
    esco: [],
    names: ['budgeting', 'budgettering', 'budgetlægning', 'Budgetierung', 'presupuestos', 'budgétisation'],
  },
  {
    label: 'Payroll',
    esco: [],
    names: ['payroll', 'lønadministration', 'Lohnbuchhaltung', 'nóminas', 'paie'],
  },
  {
    label: 'Auditing',
    esco: [],
    names: ['auditing', 'audit', 'Wirtschaftsprüfung', 'auditoría', 'auditoria'],
  },
  {
    label: 'Taxation',
    esco: [],
    names: ['taxation', 'skatteret', 'Steuern', 'impuestos', 'fiscalidad', 'fiscalité'],
  },
  {
    label: 'Sales',
    esco: ['sales activities'],
    names: ['sales', 'selling', 'salg', 'Vertrieb', 'Verkauf', 'ventas', 'venta', 'vente', 'ventes'],
  },
  {
    label: 'B2B sales',
    esco: [],
    names: ['B2B sales', 'B2B-salg', 'B2B-Vertrieb', 'ventas B2B', 'vente B2B'],
  },
  {
    label: 'Business development',
    esco: [],
    names: [
      'business development',
      'forretningsudvikling',
      'Geschäftsentwicklung',
      'desarrollo de negocios',
      'desarrollo de negocio',
      'développement commercial',
      'business developer',
    ],
  },
  {
    label: 'Account management',
    esco: [],
    names: ['account management', 'key account management', 'kundeansvar', 'gestión de cuentas'],
  },
  {
    label: 'Customer relationship management',
    esco: [],
    names: ['CRM', 'customer relationship management', 'kunderelationer', 'relation client'],
  },
  {
    label: 'Negotiation',
    esco: [],
    names: ['negotiation', 'forhandling', 'Verhandlung', 'negociación', 'négociation'],
  },
  {
    label: 'Customer service',
    esco: ['customer service'],
    names: [
      'kundeservice',
      'kundebetjening',
      'Kundenservice',
      'Kundendienst',
      'Kundenbetreuung',
      'atención al cliente',
      'servicio al cliente',
      'service client',
      'service clients',
      'relation clientèle',
    ],
  },
  {
    label: 'Customer success',
    esco: [],
    names: ['customer success', 'kundesucces', 'éxito del cliente', 'succès client'],
  },
  {
    label: 'Data analysis',
    esco: [],
    names: [
      'data analysis',
      'data analytics',
      'dataanalyse',
      'Datenanalyse',
      'análisis de datos',
      'analyse de données',
      'analyse des données',
    ],
  },
  {
    // A data warehouse is no stockroom: the longer name wins over the warehouse trade's "warehouse".
    label: 'Data warehousing',
    esco: [],
    names: [
      'data warehouse',
      'data warehousing',
      'datavarehus',
      'Data-Warehouse',
      'Datenlager',
      'almacén de datos',
      'almacenes de datos',
      'entrepôt de données',
      'entrepôts de données',
    ],
  },
  {
    label: 'Data visualisation',
    esco: [],
    names: [
      'data visualisation',
      'data visualization',
      'datavisualisering',
      'Datenvisualisierung',
      'visualización de datos',
      'visualisation de données',
      'dataviz',
    ],
  },
  {
    label: 'Data science',
    esco: [],
    names: ['data science', 'Datenwissenschaft', 'ciencia de datos', 'science des données'],
  },
  { label: 'Business intelligence', esco: ['business intelligence'], names: ['BI'] },
  {
    label: 'Market research',
    esco: ['market research'],
    names: ['markedsanalyse', 'Marktforschung', 'investigación de mercado'],
  },
  {
    label: 'Financial analysis',
    esco: ['financial analysis'],
    names: ['finansiel analyse', 'Finanzanalyse'],
  },
  {
    label: 'Marketing',
    esco: [],
    names: ['marketing', 'markedsføring', 'Marketing', 'mercadeo', 'mercadotecnia'],
  },
  {
    label: 'Content marketing',
    esco: [],
    names: ['content marketing', 'indholdsmarkedsføring', 'marketing de contenidos', 'marketing de contenu'],
  },
  {
    label: 'Social media',
    esco: [],
    names: ['social media', 'sociale medier', 'soziale Medien', 'redes sociales', 'réseaux sociaux'],
  },
  {
    label: 'Communications',
    esco: [],
    names: [
      'communications',
      'kommunikation',
      'Unternehmenskommunikation',
      'comunicación corporativa',
      'communication externe',
    ],
  },
  {
    label: 'Public relations',
    esco: [],
    names: [
      'public relations',
      'PR',
      'media relations',
      'presse',
      'Pressearbeit',
      'Öffentlichkeitsarbeit',
      'relaciones públicas',
      'relations presse',
      'relations médias',
    ],
  },
  {
    label: 'Copywriting',
    esco: [],
    names: ['copywriting', 'tekstforfatning', 'redacción publicitaria', 'rédaction'],
  },
  {
    label: 'Graphic design',
    esco: ['graphic design'],
    names: ['grafisk design', 'Grafikdesign', 'diseño gráfico'],
  },
  {
    label: 'User research',
    esco: [],
    names: [
      'user research',
      'brugerundersøgelser',
      'Nutzerforschung',
      'investigación de usuarios',
      'recherche utilisateur',
    ],
  },
  {
    label: 'Software development',
    esco: [],
    names: [
      'software development',
      'softwareudvikling',
      'Softwareentwicklung',
      'desarrollo de software',
      'développement logiciel',
    ],
  },
  {
    label: 'Web development',
    esco: [],
    names: ['web development', 'webudvikling', 'Webentwicklung', 'desarrollo web', 'développement web'],
  },
  {
    label: 'Backend development',
    esco: [],
    names: [
      'backend development',
      'back-end development',
      'backend',
      'back-end',
      'Backend-Entwicklung',
      'desarrollo backend',
      'développement back-end',
    ],
  },
  {
    label: 'Frontend development',
    esco: [],
    names: [
      'frontend development',
      'front-end development',
      'frontend',
      'front-end',
      'Frontend-Entwicklung',
      'desarrollo frontend',
      'développement front-end',
    ],
  },
  { label: 'DevOps', esco: ['DevOps'], names: [] },
  {
    label: 'Cloud computing',
    esco: ['cloud technologies'],
    names: ['cloud computing', 'cloud', 'cloudløsninger'],
  },
  {
    label: 'System administration',
    esco: [],
    names: [
      'system administration',
      'systemadministration',
      'Systemadministration',
      'administración de sistemas',
      'administration système',
      'administration systèmes',
    ],
  },
  {
    label: 'Networking',
    esco: [],
    names: ['computer networks', 'netværk', 'Netzwerktechnik', 'redes informáticas', 'réseaux informatiques'],
  },
  {
    label: 'Quality assurance',
    esco: [],
    names: [
      'quality assurance',
      'kvalitetssikring',
      'kvalitetskontrol',
      'Qualitätssicherung',
      'aseguramiento de la calidad',
      'control de calidad',
      'assurance qualité',
      'contrôle qualité',
    ],
  },
  {
    label: 'Software testing',
    esco: [],
    names: [
      'software testing',
      'test automation',
      'testautomatisering',
      'Softwaretests',
      'pruebas de software',
    ],
  },
  {
    label: 'Logistics',
    esco: [],
    names: ['logistics', 'logistik', 'Logistik', 'logística', 'logistique'],
  },
  {
    label: 'Supply chain management',
    esco: [],
    names: [
      'supply chain',
      'supply chain management',
      'forsyningskæde',
      'Lieferkette',
      'cadena de suministro',
      "chaîne d'approvisionnement",
    ],
  },
  {
    label: 'Procurement',
    esco: [],
    names: ['procurement', 'purchasing', 'indkøb', 'Einkauf', 'Beschaffung', 'compras', 'achats'],
  },
  {
    label: 'Inventory management',
    esco: [],
    names: [
      'inventory management',
      'lagerstyring',
      'Lagerverwaltung',
      'Bestandsmanagement',
      'gestión de inventarios',
      'inventarios',
      'gestion des stocks',
      'stock control',
      'inventory control',
      'stock management',
      'cycle count',
      'cycle counting',
      'lagerkontrol',
      'vareoptælling',
      'Bestandskontrolle',
      'Bestandsführung',
      'Inventur',
      'control de inventario',
      'control de stock',
      'gestión de stock',
      'contrôle des stocks',
      'inventaire tournant',
    ],
  },
  {
    label: 'Warehouse work',
    esco: [],
    names: [
      'warehouse',
      'lagerarbejde',
      'lager',
      'Lagerarbeit',
      'Lager',
      'almacén',
      'depósitos',
      'entrepôt',
      'order picking',
      'pluk',
      'plukning',
      'Kommissionierung',
      'warehousing',
      'warehouse management system',
      'WMS',
      'EWM',
      'lagerstyringssystem',
      'Lagerhaltung',
      'Lagerverwaltungssystem',
      'almacenaje',
      'preparación de pedidos',
      'sistema de gestión de almacenes',
      'entreposage',
      'préparation de commandes',
      "gestion d'entrepôt",
    ],
  },
  {
    label: 'Forklift driving',
    esco: [],
    names: [
      'forklift',
      'forklift driving',
      'truckfører',
      'truckkørsel',
      'truckcertifikat',
      'gaffeltruck',
      'truckkort',
      'Gabelstapler',
      'Staplerschein',
      'montacargas',
      'autoelevador',
      'chariot élévateur',
      'cariste',
    ],
  },
  {
    label: 'Driving licence',
    esco: [],
    names: [
      "driver's license",
      'driving licence',
      'kørekort',
      'egen bil',
      'Führerschein',
      'licencia de conducir',
      'carnet de conducir',
      'permis de conduire',
    ],
  },
  {
    label: 'Cleaning',
    esco: [],
    names: ['cleaning', 'rengøring', 'Reinigung', 'limpieza', 'nettoyage', 'ménage'],
  },
  {
    label: 'Cooking',
    esco: [],
    names: ['cooking', 'madlavning', 'Kochen', 'cocina', 'cuisine'],
  },
  {
    label: 'Nursing',
    esco: [],
    names: [
      'nursing',
      'sygepleje',
      'sygeplejerske',
      'Krankenpflege',
      'Pflege',
      'enfermería',
      'soins infirmiers',
      'infirmier',
      'infirmière',
      'registered nurse',
    ],
  },
  {
    label: 'Patient care',
    esco: [],
    names: [
      'patient care',
      'patientpleje',
      'Patientenversorgung',
      'atención al paciente',
      'soins aux patients',
    ],
  },
  { label: 'First aid', esco: ['first aid'], names: ['førstehjælp', 'Erste Hilfe'] },
  {
    label: 'Medicine',
    esco: [],
    names: ['medicine', 'medicin', 'lægevidenskab', 'Medizin', 'medicina', 'médecine'],
  },
  {
    label: 'Cardiology',
    esco: [],
    names: [
      'cardiology',
      'kardiologi',
      'Kardiologie',
      'cardiología',
      'cardiologie',
      'cardiólogo',
      'cardiologo',
    ],
  },
  {
    label: 'Teaching',
    esco: [],
    names: ['teaching', 'undervisning', 'Unterricht', 'enseñanza', 'docencia', 'enseignement'],
  },
  {
    label: 'Pedagogy',
    esco: ['pedagogy'],
    names: ['pædagogik', 'didactics', 'didaktik', 'Didaktik', 'Pädagogik', 'didáctica', 'didactique'],
  },
  {
    label: 'Psychology',
    esco: ['psychology'],
    names: ['psykologi', 'Psychologie'],
  },
  {
    label: 'Counselling',
    esco: [],
    names: ['counselling', 'counseling', 'rådgivning', 'Beratung', 'psychosoziale Beratung', 'asesoramiento'],
  },
  {
    label: 'Social work',
    esco: [],
    names: [
      'social work',
      'socialt arbejde',
      'Sozialarbeit',
      'Soziale Arbeit',
      'trabajo social',
      'travail social',
    ],
  },
  {
    label: 'Research',
    esco: [],
    names: ['research', 'forskning', 'Forschung', 'investigación'],
  },
  {
    label: 'Laboratory techniques',
    esco: ['laboratory techniques'],
    names: [
      'laboratory work',
      'laboratoriearbejde',
      'Laborarbeit',
      'trabajo de laboratorio',
      'travail de laboratoire',
    ],
  },
  {
    label: 'Microbiology',
    esco: [],
    names: ['microbiology', 'mikrobiologi', 'Mikrobiologie', 'microbiología', 'microbiologie'],
  },
  {
    label: 'Human resources',
    esco: [],
    names: [
      'human resources',
      'HR',
      'personaleadministration',
      'Personalwesen',
      'recursos humanos',
      'ressources humaines',
      'RRHH',
    ],
  },
  {
    label: 'Recruitment',
    esco: [],
    names: [
      'recruitment',
      'recruiting',
      'rekruttering',
      'Recruiting',
      'reclutamiento',
      'selección de personal',
      'recrutement',
    ],
  },
  {
    label: 'Office administration',
    esco: [],
    names: [
      'office administration',
      'administrative tasks',
      'kontorarbejde',
      'administrative opgaver',
      'Büroverwaltung',
      'Verwaltung',
      'tareas administrativas',
      'tâches administratives',
    ],
  },
  {
    label: 'Event management',
    esco: [],
    names: [
      'event management',
      'event planning',
      'eventplanlægning',
      'Veranstaltungsmanagement',
      'gestión de eventos',
      'organisation d’événements',
      "organisation d'événements",
    ],
  },
  {
    label: 'People management',
    esco: [],
    names: [
      'people management',
      'team management',
      'personaleledelse',
      'Personalführung',
      'Mitarbeiterführung',
      'gestión de equipos',
      "management d'équipe",
      'gestion d’équipe',
    ],
  },
  {
    label: 'Change management',
    esco: [],
    names: [
      'change management',
      'forandringsledelse',
      'Veränderungsmanagement',
      'gestión del cambio',
      'conduite du changement',
    ],
  },
  {
    label: 'Risk management',
    esco: [],
    names: [
      'risk management',
      'risikostyring',
      'Risikomanagement',
      'gestión de riesgos',
      'gestion des risques',
    ],
  },
  {
    label: 'Strategic planning',
    esco: [],
    names: [
      'strategiudvikling',
      'strategisk planlægning',
      'Strategieentwicklung',
      'planificación estratégica',
      'planification stratégique',
    ],
  },
  {
    label: 'Translation',
    esco: [],
    names: ['translation', 'oversættelse', 'Übersetzung', 'traducción', 'traduction'],
  },
  {
    label: 'Journalism',
    esco: [],
    names: ['journalism', 'journalistik', 'Journalismus', 'periodismo', 'journalisme'],
  },
  {
    label: 'Storytelling',
    esco: [],
    names: ['storytelling', 'historiefortælling', 'narración'],
  },
  {
    label: 'E-commerce',
    esco: [],
    names: [
      'e-commerce',
      'ecommerce',
      'webshop',
      'netbutik',
      'E-Commerce',
      'comercio electrónico',
      'commerce électronique',
    ],
  },
  {
    // The subject of a degree an ad asks for ("Studium BWL oder Ähnliches"), in no one field.
    label: 'Business administration',
    esco: [],
    names: [
      'business administration',
      'erhvervsøkonomi',
      'Betriebswirtschaftslehre',
      'Betriebswirtschaft',
      'BWL',
      'administración de empresas',
      'administración y dirección de empresas',
      'administration des entreprises',
      'administration des affaires',
      'gestion des entreprises',
    ],
  },
  {
    label: 'Invoicing',
    esco: [],
    names: ['invoicing', 'billing', 'fakturering', 'Rechnungsstellung', 'facturación', 'facturation'],
  },
  {
    label: 'ERP systems',
    esco: [],
    names: [
      'ERP',
      'ERP systems',
      'ERP-system',
      'ERP-Systeme',
      'sistemas ERP',
      'progiciel de gestion intégré',
    ],
  },
];

/** [label, ...aliases]: the curated names, then ESCO's, each once (case-insensitive). */
export const PROFESSIONAL_SKILLS: readonly TechEntry[] = CURATED_PROFESSIONAL_SKILLS.map(
  ({ label, names }) => {
    const seen = new Set([label.toLowerCase()]);
    const aliases = [...names, ...(ESCO_PROFESSIONAL_LABELS[label] ?? [])].filter((a) => {
      const key = a.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return [label, ...aliases];
  },
);
