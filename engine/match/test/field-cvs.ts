/**
 * Fictional CVs of fields other than software, each labelled with its field, for the ranking
 * measure of `npm run bench:match` and the field-aware tests: the shared real-world corpus is
 * mostly software and office people, so without these an accounting or nursing ad would have no
 * CV of its own field to rank. Written for this purpose (no real persons), in several languages.
 */
import { emptyCvData, type TCvData } from '#domain/cv';
import type { Field } from '#engine/skills/occupations';
import { backendDeveloperCv, nurseCv, warehouseCv } from './fixtures.ts';

export interface FieldCv {
  id: string;
  field: Field;
  cv: TCvData;
}

type Job = [position: string, company: string, start: string, end: string | null, description: string];

interface Draft {
  summary: string;
  jobs: Job[];
  education: Array<[degree: string, institution: string, end: string]>;
  technical: string[];
  soft?: string[];
  languages: string[];
  certifications?: string[];
}

function build(name: string, d: Draft): TCvData {
  return {
    ...emptyCvData(),
    personalInfo: { fullName: name, email: '', phone: '', location: '', linkedinUrl: '' },
    summary: d.summary,
    experience: d.jobs.map(([position, company, startDate, endDate, description]) => ({
      position,
      company,
      location: '',
      startDate,
      endDate,
      current: endDate === null,
      description,
    })),
    education: d.education.map(([degree, institution, endDate]) => ({
      degree,
      institution,
      startDate: null,
      endDate,
    })),
    skills: { technical: d.technical, soft: d.soft ?? [], languages: d.languages },
    certifications: d.certifications ?? [],
  };
}

export function fieldCvs(): FieldCv[] {
  return [
    { id: 'fx-en-backend-developer', field: 'software', cv: backendDeveloperCv() },
    { id: 'fx-en-nurse', field: 'nursing', cv: nurseCv() },
    { id: 'fx-da-warehouse-worker', field: 'warehouse', cv: warehouseCv() },
    {
      id: 'fx-da-sygeplejerske',
      field: 'nursing',
      cv: build('Maria Holm', {
        summary: 'Autoriseret sygeplejerske med erfaring fra medicinsk afdeling og hjemmeplejen.',
        jobs: [
          [
            'Sygeplejerske',
            'Aarhus Universitetshospital',
            '2017-02',
            null,
            'Pleje og behandling af patienter, medicingivning, sårpleje og samarbejde med læger og pårørende.',
          ],
          [
            'Social- og sundhedsassistent',
            'Aarhus Kommune, hjemmeplejen',
            '2013-08',
            '2016-12',
            'Personlig pleje, medicinhåndtering og dokumentation i omsorgssystemet.',
          ],
        ],
        education: [['Professionsbachelor i sygepleje', 'VIA University College', '2017']],
        technical: ['Sygepleje', 'Sårpleje', 'Medicinhåndtering', 'Patientpleje'],
        soft: ['Empati', 'Samarbejde'],
        languages: ['Dansk (modersmål)', 'Engelsk (godt)'],
      }),
    },
    {
      id: 'fx-de-pflegefachfrau',
      field: 'nursing',
      cv: build('Anna Becker', {
        summary:
          'Examinierte Gesundheits- und Krankenpflegerin mit acht Jahren Erfahrung auf der Intensivstation.',
        jobs: [
          [
            'Pflegefachfrau Intensivpflege',
            'Charité Berlin',
            '2018-04',
            null,
            'Grund- und Behandlungspflege, Überwachung beatmeter Patienten, Wundversorgung, Pflegedokumentation.',
          ],
          [
            'Gesundheits- und Krankenpflegerin',
            'Vivantes Klinikum',
            '2016-10',
            '2018-03',
            'Stationäre Krankenpflege in der Inneren Medizin, Medikamentengabe.',
          ],
        ],
        education: [
          ['Ausbildung zur Gesundheits- und Krankenpflegerin', 'Krankenpflegeschule Vivantes', '2016'],
        ],
        technical: ['Krankenpflege', 'Wundversorgung', 'Pflegedokumentation'],
        soft: ['Teamfähigkeit', 'Empathie'],
        languages: ['Deutsch (Muttersprache)', 'Englisch (B1)'],
      }),
    },
    {
      id: 'fx-es-contadora',
      field: 'accounting',
      cv: build('Lucía Fernández', {
        summary: 'Contadora pública con experiencia en liquidación de impuestos, balances y auditoría.',
        jobs: [
          [
            'Contadora',
            'Estudio Contable Ruiz & Asociados',
            '2016-03',
            null,
            'Liquidación de impuestos (IVA, Ganancias, Ingresos Brutos), confección de balances, conciliaciones bancarias y asientos contables.',
          ],
          [
            'Asistente contable',
            'Distribuidora Norte S.A.',
            '2013-01',
            '2016-02',
            'Registración contable, cuentas a pagar y facturación.',
          ],
        ],
        education: [['Contador Público', 'Universidad de Buenos Aires', '2014']],
        technical: ['Contabilidad', 'Impuestos', 'Auditoría', 'Excel avanzado', 'Tango Gestión'],
        languages: ['Español (nativo)', 'Inglés (intermedio)'],
      }),
    },
    {
      id: 'fx-en-bookkeeper',
      field: 'accounting',
      cv: build('Hannah Price', {
        summary: 'Bookkeeper and accounts assistant handling ledgers, payroll and month-end close.',
        jobs: [
          [
            'Bookkeeper',
            'Greenway Services Ltd',
            '2019-05',
            null,
            'Bookkeeping in Xero and Sage, bank reconciliations, VAT returns, payroll and month-end reporting.',
          ],
          [
            'Accounts Assistant',
            'Harbour Foods Ltd',
            '2016-09',
            '2019-04',
            'Accounts payable and receivable, invoicing, supplier statements.',
          ],
        ],
        education: [['AAT Level 4 Diploma in Professional Accounting', 'Kaplan', '2018']],
        technical: ['Bookkeeping', 'Xero', 'Sage', 'Payroll', 'Microsoft Excel'],
        languages: ['English (native)'],
      }),
    },
    {
      id: 'fx-de-bilanzbuchhalterin',
      field: 'accounting',
      cv: build('Julia Schmidt', {
        summary:
          'Geprüfte Bilanzbuchhalterin mit Erfahrung in Finanzbuchhaltung, Lohnabrechnung und Jahresabschluss bei Vereinen.',
        jobs: [
          [
            'Buchhalterin',
            'Sozialwerk Berlin e.V.',
            '2017-01',
            null,
            'Finanzbuchhaltung mit DATEV, Fördermittelabrechnung, Verwendungsnachweise, Lohnbuchhaltung, Zahlungsverkehr.',
          ],
          [
            'Kaufmännische Angestellte',
            'Bauer GmbH',
            '2013-08',
            '2016-12',
            'Rechnungswesen, Verwaltung und Ablage.',
          ],
        ],
        education: [['Geprüfte Bilanzbuchhalterin (IHK)', 'IHK Berlin', '2019']],
        technical: ['Buchhaltung', 'DATEV', 'Lohnabrechnung', 'MS Office'],
        languages: ['Deutsch (Muttersprache)', 'Englisch (gut)', 'Russisch (gut)'],
      }),
    },
    {
      id: 'fx-fr-commerciale',
      field: 'sales',
      cv: build('Camille Moreau', {
        summary: 'Commerciale B2B, prospection et développement commercial auprès des collectivités et PME.',
        jobs: [
          [
            'Business Developer',
            'Solutions Publiques SAS',
            '2019-09',
            null,
            'Prospection, rendez-vous clients, négociation et signature de contrats avec des collectivités ; suivi dans le CRM.',
          ],
          [
            'Chargée de clientèle',
            'Banque Régionale',
            '2016-06',
            '2019-08',
            'Vente de produits, relation client et fidélisation.',
          ],
        ],
        education: [['Master Commerce et Vente', 'IAE Lyon', '2016']],
        technical: ['Prospection', 'Négociation', 'CRM', 'Salesforce', 'Développement commercial'],
        languages: ['Français (langue maternelle)', 'Anglais (courant)'],
      }),
    },
    {
      id: 'fx-en-sales-executive',
      field: 'sales',
      cv: build('Daniel Brooks', {
        summary: 'B2B account executive selling logistics and software services; consistently above quota.',
        jobs: [
          [
            'Account Executive',
            'FreightLink Inc.',
            '2018-02',
            null,
            'New business sales, prospecting, pipeline management in HubSpot, negotiation and closing with mid-market clients.',
          ],
          [
            'Sales Associate',
            'City Electronics',
            '2015-06',
            '2018-01',
            'Retail sales, customer service and product demonstrations.',
          ],
        ],
        education: [['BA Business Administration', 'University of Leeds', '2015']],
        technical: ['B2B sales', 'Business development', 'HubSpot', 'Negotiation', 'CRM'],
        languages: ['English (native)', 'Spanish (conversational)'],
      }),
    },
    {
      id: 'fx-en-primary-teacher',
      field: 'teaching',
      cv: build('Olivia Turner', {
        summary: 'Primary school teacher with a PGCE, teaching English and literacy to Key Stage 2 pupils.',
        jobs: [
          [
            'Primary Teacher',
            'St Mary Primary School',
            '2017-09',
            null,
            'Lesson planning, classroom management, assessment and differentiated teaching of English and phonics; parent meetings.',
          ],
          [
            'Teaching Assistant',
            'Oakfield Primary',
            '2015-09',
            '2017-07',
            'Supported small reading groups and pupils with special educational needs.',
          ],
        ],
        education: [
          ['PGCE Primary Education', 'University of Bristol', '2017'],
          ['BA English Literature', 'University of Bristol', '2015'],
        ],
        technical: ['Teaching', 'Lesson planning', 'Classroom management', 'Curriculum development'],
        languages: ['English (native)', 'French (basic)'],
      }),
    },
    {
      id: 'fx-da-laerer',
      field: 'teaching',
      cv: build('Peter Lund', {
        summary: 'Folkeskolelærer og ph.d. i didaktik med forskning i undervisning og skoleudvikling.',
        jobs: [
          [
            'Adjunkt i didaktik',
            'Københavns Professionshøjskole',
            '2020-02',
            null,
            'Undervisning på læreruddannelsen, forskning i almen didaktik og empirisk skoleforskning, publikationer.',
          ],
          [
            'Lærer',
            'Vesterbro Skole',
            '2012-08',
            '2017-06',
            'Undervisning i dansk og historie, klasseledelse og forældresamarbejde.',
          ],
        ],
        education: [
          ['Ph.d. i pædagogik', 'Aarhus Universitet', '2020'],
          ['Professionsbachelor som lærer', 'UCC', '2012'],
        ],
        technical: ['Undervisning', 'Didaktik', 'Pædagogik', 'Forskning'],
        languages: ['Dansk (modersmål)', 'Engelsk (flydende)'],
      }),
    },
    {
      id: 'fx-da-rengoering',
      field: 'cleaning',
      cv: build('Fatima Ali', {
        summary: 'Rengøringsassistent med erfaring fra erhvervsrengøring og hoteller.',
        jobs: [
          [
            'Rengøringsassistent',
            'ISS Facility Services',
            '2019-03',
            null,
            'Daglig rengøring af kontorer og fællesarealer, vinduespudsning og affaldshåndtering.',
          ],
          ['Stuepige', 'Hotel Scandic', '2017-05', '2019-02', 'Rengøring af værelser og klargøring.'],
        ],
        education: [],
        technical: ['Rengøring', 'Erhvervsrengøring'],
        soft: ['Pålidelig', 'Fleksibel'],
        languages: ['Dansk (godt)', 'Arabisk (modersmål)'],
      }),
    },
    {
      id: 'fx-de-marketing',
      field: 'marketing',
      cv: build('Lena Wagner', {
        summary:
          'Marketing-Managerin mit Erfahrung in Kampagnen, Social Media und Öffentlichkeitsarbeit für NGOs.',
        jobs: [
          [
            'Marketing Managerin',
            'Amnesty Kampagnen gGmbH',
            '2018-01',
            null,
            'Leitung von Kampagnen, Content-Marketing, Social Media, Pressearbeit und Advocacy, Budgetverantwortung.',
          ],
          [
            'Junior Marketing Managerin',
            'Kreativagentur Nord GmbH',
            '2015-07',
            '2017-12',
            'Online-Marketing, Newsletter und Veranstaltungen.',
          ],
        ],
        education: [['Master Kommunikationswissenschaft', 'Universität Hamburg', '2015']],
        technical: [
          'Marketing',
          'Content-Marketing',
          'Social Media',
          'Öffentlichkeitsarbeit',
          'Google Analytics',
        ],
        languages: ['Deutsch (Muttersprache)', 'Englisch (fließend)', 'Russisch (Grundkenntnisse)'],
      }),
    },
    {
      id: 'fx-fr-marketing',
      field: 'marketing',
      cv: build('Chloé Bernard', {
        summary:
          'Chargée de marketing produit B2B : contenus, campagnes, webinaires et lancement de produits.',
        jobs: [
          [
            'Chargée de marketing produit',
            'CyberSoft SAS',
            '2019-01',
            null,
            'Stratégie de contenu, marketing produit, campagnes emailing, webinaires, SEO et analyse des performances.',
          ],
          [
            'Assistante marketing',
            'Groupe Média Ouest',
            '2017-01',
            '2018-12',
            'Communication, réseaux sociaux et événements.',
          ],
        ],
        education: [['Master Marketing digital', 'Université Paris-Dauphine', '2016']],
        technical: ['Marketing', 'Marketing de contenu', 'SEO', 'HubSpot', 'Réseaux sociaux'],
        languages: ['Français (langue maternelle)', 'Anglais (courant)'],
      }),
    },
    {
      id: 'fx-es-gerente-producto',
      field: 'marketing',
      cv: build('Valentina Gómez', {
        summary: 'Product manager de marketing en cosmética y dermocosmética.',
        jobs: [
          [
            'Jefa de Producto',
            'Laboratorios Belleza S.A.',
            '2018-03',
            null,
            'Gestión de marca y de producto en dermocosmética, lanzamientos, trade marketing y capacitación de la fuerza de ventas.',
          ],
          [
            'Analista de Marketing',
            'Cosméticos del Sur S.A.',
            '2015-02',
            '2018-02',
            'Investigación de mercado y campañas en punto de venta.',
          ],
        ],
        education: [['Licenciatura en Marketing', 'Universidad de Belgrano', '2014']],
        technical: ['Marketing', 'Gestión de producto', 'Investigación de mercado', 'Excel'],
        languages: ['Español (nativo)', 'Inglés (avanzado)'],
      }),
    },
    {
      id: 'fx-en-hr-coordinator',
      field: 'hr',
      cv: build('Priya Shah', {
        summary: 'HR coordinator supporting recruitment, onboarding and HR administration.',
        jobs: [
          [
            'HR Coordinator',
            'Maple Tech Inc.',
            '2019-06',
            null,
            'Recruitment coordination, interview scheduling, onboarding, HRIS records, benefits administration and employee inquiries.',
          ],
          [
            'Administrative Assistant',
            'City of Ottawa',
            '2016-05',
            '2019-05',
            'Office administration, scheduling and records management.',
          ],
        ],
        education: [['Diploma in Human Resources Management', 'Algonquin College', '2016']],
        technical: ['Human resources', 'Recruitment', 'Onboarding', 'Microsoft Office'],
        languages: ['English (native)', 'French (intermediate)'],
      }),
    },
    {
      id: 'fx-en-lab-technician',
      field: 'lab',
      cv: build('Tom Harris', {
        summary:
          'Laboratory technician in food science: sample preparation, microbiology and quality testing.',
        jobs: [
          [
            'Laboratory Technician',
            'FreshFoods Research Ltd',
            '2018-09',
            null,
            'Sample preparation, microbiological testing, HPLC analysis, laboratory safety and documentation under ISO 17025.',
          ],
        ],
        education: [['BSc Food Science', 'University of Reading', '2018']],
        technical: ['Laboratory techniques', 'Microbiology', 'HPLC', 'Food safety'],
        languages: ['English (native)'],
      }),
    },
    {
      id: 'fx-es-cardiologo',
      field: 'medicine',
      cv: build('Martín Rodríguez', {
        summary: 'Médico especialista en cardiología con experiencia en guardia y consultorio.',
        jobs: [
          [
            'Médico Cardiólogo',
            'Hospital Italiano de Buenos Aires',
            '2016-04',
            null,
            'Atención de pacientes en consultorio y guardia de cardiología, ecocardiogramas y ergometrías.',
          ],
          [
            'Médico residente de cardiología',
            'Hospital Fernández',
            '2012-06',
            '2016-03',
            'Residencia en cardiología clínica.',
          ],
        ],
        education: [['Médico, especialista en Cardiología', 'Universidad de Buenos Aires', '2012']],
        technical: ['Cardiología', 'Ecocardiografía', 'Medicina interna'],
        languages: ['Español (nativo)', 'Inglés (intermedio)'],
      }),
    },
    {
      id: 'fx-de-sozialberaterin',
      field: 'social',
      cv: build('Olga Petrova', {
        summary:
          'Sozialarbeiterin mit Erfahrung in psychosozialer Beratung von Geflüchteten, russisch- und deutschsprachig.',
        jobs: [
          [
            'Psychosoziale Beraterin',
            'Beratungszentrum Migration e.V.',
            '2019-02',
            null,
            'Psychosoziale Beratung und Begleitung von Geflüchteten, Krisenintervention, Vermittlung an Fachstellen.',
          ],
          [
            'Sozialarbeiterin',
            'Diakonie Berlin',
            '2016-09',
            '2019-01',
            'Soziale Arbeit in einer Gemeinschaftsunterkunft, Asylverfahrensberatung.',
          ],
        ],
        education: [['Bachelor Soziale Arbeit', 'Alice Salomon Hochschule Berlin', '2016']],
        technical: ['Soziale Arbeit', 'Psychosoziale Beratung', 'Krisenintervention'],
        languages: ['Russisch (Muttersprache)', 'Deutsch (C1)', 'Englisch (B2)'],
      }),
    },
    {
      id: 'fx-es-analista-logistica',
      field: 'logistics',
      cv: build('Diego Torres', {
        summary: 'Analista de logística con experiencia en distribución, flota y depósitos.',
        jobs: [
          [
            'Analista Logístico',
            'Transportes del Plata S.A.',
            '2018-01',
            null,
            'Planificación de rutas y distribución, control de flota, gestión de inventarios y depósitos en SAP, reportes en Excel.',
          ],
          [
            'Asistente de logística',
            'Mercado Sur S.A.',
            '2015-03',
            '2017-12',
            'Abastecimiento y control de stock.',
          ],
        ],
        education: [['Licenciatura en Logística', 'Universidad Tecnológica Nacional', '2015']],
        technical: ['Logística', 'Gestión de inventarios', 'SAP', 'Excel avanzado', 'Cadena de suministro'],
        languages: ['Español (nativo)'],
      }),
    },
    {
      id: 'fx-en-designer',
      field: 'design',
      cv: build('Ella Fischer', {
        summary: 'Senior product and graphic designer: brand identity, UI and design systems.',
        jobs: [
          [
            'Senior Designer',
            'Northbound Studio',
            '2017-04',
            null,
            'Brand identity, graphic design, user interface design and design systems in Figma and Adobe Creative Suite.',
          ],
          [
            'Graphic Designer',
            'Print & Co',
            '2014-06',
            '2017-03',
            'Layouts, illustration and print production.',
          ],
        ],
        education: [['BA Graphic Design', 'Central Saint Martins', '2014']],
        technical: ['Graphic design', 'Figma', 'Adobe Illustrator', 'Adobe Photoshop', 'UI design'],
        languages: ['English (native)', 'German (fluent)'],
      }),
    },
    {
      id: 'fx-en-press-officer',
      field: 'communications',
      cv: build('Marc Tremblay', {
        summary: 'Bilingual communications and media relations advisor; storytelling for public services.',
        jobs: [
          [
            'Media Relations Advisor',
            'Health Canada',
            '2018-05',
            null,
            'Media relations, press releases, storytelling, speeches and social media content; responding to journalists.',
          ],
          ['Journalist', 'Ottawa Citizen', '2013-09', '2018-04', 'Reporting and feature writing.'],
        ],
        education: [['BA Journalism', 'Carleton University', '2013']],
        technical: ['Public relations', 'Journalism', 'Storytelling', 'Copywriting', 'Social media'],
        languages: ['English (native)', 'French (fluent)'],
      }),
    },
    {
      id: 'fx-de-maschinenbauingenieur',
      field: 'engineering',
      cv: build('Stefan Braun', {
        summary: 'Maschinenbauingenieur für Konstruktion und Fertigung.',
        jobs: [
          [
            'Konstruktionsingenieur',
            'Bosch Rexroth AG',
            '2016-01',
            null,
            'Konstruktion von Hydraulikkomponenten in SolidWorks, FEM-Berechnungen, Fertigungsbegleitung.',
          ],
        ],
        education: [['Master Maschinenbau', 'TU München', '2015']],
        technical: ['SolidWorks', 'AutoCAD', 'FEM', 'Maschinenbau'],
        languages: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)'],
      }),
    },
  ];
}
