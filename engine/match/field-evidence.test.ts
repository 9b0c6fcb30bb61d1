// What shows a CV is in the ad's field, and what only looks like it (issue 12, item 6: the
// ranking inversions of `npm run bench:match` on logistics, accounting and marketing ads). Each
// rule with fictional CV snippets in the languages it concerns.
import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData, type TCvExperience } from '#domain/cv';
import { analyseJobAd, matchCv } from './index.ts';
import { findConcepts } from './concepts.ts';
import { educationLevelIn } from './requirements.ts';
import { jobInFields, titleFields } from './field.ts';
import { NOW } from './test/fixtures.ts';

function job(position: string, company: string, description = '', startDate = '2019-01'): TCvExperience {
  return { position, company, location: '', startDate, endDate: null, current: true, description };
}

function cvOf(parts: { jobs?: TCvExperience[]; degree?: string; technical?: string[] }): TCvData {
  return {
    ...emptyCvData(),
    experience: parts.jobs ?? [],
    education: parts.degree
      ? [{ degree: parts.degree, institution: 'Universidad de Sevilla', startDate: null, endDate: '2015' }]
      : [],
    skills: { technical: parts.technical ?? [], soft: [], languages: [] },
  };
}

const labels = (text: string) => findConcepts(text).map((h) => h.concept.label);
const part = (cv: TCvData, ad: string, name: string) =>
  matchCv(cv, analyseJobAd(ad), { now: NOW }).parts.find((p) => p.part === name)!;

const EN_LOGISTICS = `Logistics Manager
Example Freight Ltd – Leeds

Requirements
- Experience in logistics and inventory management
- Invoicing and e-commerce
- Good communication skills`;

const DE_LOGISTIK = `Logistiker (m/w/d)
Beispiel Spedition GmbH – Hamburg

Dein Profil
- Erfahrung in der Logistik
- Kenntnisse in Rechnungsstellung
- Sehr gute Deutschkenntnisse`;

const DE_VERWALTUNG = `Fachkraft für Verwaltung und Finanzen
Beispiel e.V. – Berlin

Dein Profil
- Studium BWL oder Ähnliches
- Erfahrung in der Buchhaltung
- Sichere Deutschkenntnisse`;

describe('warehousing is a branch of logistics', () => {
  it('a warehouse job counts for a logistics post, in five languages', () => {
    const logistics = new Set(['logistics'] as const);
    for (const title of [
      'Warehouse Operative',
      'Lagermedarbejder',
      'Lagerist',
      'Operario de almacén',
      'Préparateur de commandes',
    ]) {
      expect(jobInFields(title, [], logistics), title).toBe(true);
    }
  });

  it('not the other way round: a transport planner is not warehouse staff', () => {
    expect(jobInFields('Transport Planner', [], new Set(['warehouse']))).toBe(false);
  });

  it('gives a warehouse supervisor the years and title share of a logistics post (en)', () => {
    const supervisor = cvOf({
      jobs: [job('Warehouse Supervisor', 'Northgate Parcel Hub', 'Night shift of 30 operatives.', '2018-01')],
    });
    expect(part(supervisor, EN_LOGISTICS, 'experience').earned).toBe(20);
    expect(part(supervisor, EN_LOGISTICS, 'title').earned).toBeGreaterThan(0);
  });
});

describe('warehouse and stock work named in five languages', () => {
  it('stock control and cycle counts are inventory management', () => {
    for (const text of [
      'Stock control',
      'Raised accuracy with cycle counts',
      'Lagerkontrol',
      'Bestandskontrolle',
      'Control de stock',
      'Contrôle des stocks',
    ]) {
      expect(labels(text), text).toEqual(['Inventory management']);
    }
  });

  it('a warehouse management system and warehousing are warehouse work', () => {
    for (const text of [
      'WMS (Manhattan SCALE)',
      'Diploma in Warehousing and Storage',
      'Lagerhaltung',
      'Preparación de pedidos',
      'Entreposage',
    ]) {
      expect(labels(text), text).toContain('Warehouse work');
    }
  });

  it('a data warehouse is data work, not a stockroom (en, de, fr)', () => {
    expect(labels('Record keeping and data warehousing')).toEqual(['Data warehousing']);
    expect(labels('Aufbau eines Data-Warehouse')).toEqual(['Data warehousing']);
    expect(labels('entrepôt de données')).toEqual(['Data warehousing']);
    expect([...titleFields('Data Warehouse Developer')].sort()).toEqual(['data', 'software']);
  });

  it('puts a shift supervisor who describes stock work in the logistics field', () => {
    const supervisor = cvOf({
      jobs: [
        job(
          'Shift Supervisor',
          'Irwell Park Ltd',
          'Raised stock accuracy with cycle counts; planned labour with the WMS forecast.',
          '2018-01',
        ),
      ],
    });
    expect(part(supervisor, EN_LOGISTICS, 'experience').earned).toBe(20);
  });
});

describe("the employer's name", () => {
  it('meets a skill only partly: where one worked is not what one did (de)', () => {
    const accountant = cvOf({
      jobs: [job('Bilanzbuchhalterin', 'Mainufer Logistik SE', 'Monatsabschlüsse.')],
    });
    const ad = analyseJobAd(DE_LOGISTIK);
    const logistics = ad.requirements.find((r) => r.canonical === 'Logistics')!;
    const report = matchCv(accountant, ad, { now: NOW });
    expect(report.matches.find((m) => m.requirementId === logistics.id)!.status).toBe('partial');
    const clerk = cvOf({ jobs: [job('Sachbearbeiterin Logistik', 'Mainufer SE', 'Monatsabschlüsse.')] });
    const own = matchCv(clerk, ad, { now: NOW });
    expect(own.matches.find((m) => m.requirementId === logistics.id)!.status).toBe('matched');
  });

  it('is one piece of evidence for a job whose title names no occupation (es, de)', () => {
    const logistics = new Set(['logistics'] as const);
    const stock = ['Inventory management', 'Logistics'];
    expect(jobInFields('Jefe de turno', stock, logistics, 'Plataforma Logística Ebro Norte')).toBe(true);
    expect(jobInFields('Jefe de turno', stock, logistics, 'Ebro Norte S.A.')).toBe(false);
    expect(jobInFields('Teamleiter', stock, logistics, 'Nordhafen Logistik GmbH')).toBe(true);
    // The title decides when it names one: an accountant at a logistics firm is an accountant.
    expect(jobInFields('Bilanzbuchhalterin', stock, logistics, 'Mainufer Logistik SE')).toBe(false);
  });

  it('a web development job at a marketing agency is software work', () => {
    expect([...titleFields('Contractor – Web Development')]).toEqual(['software']);
    expect([...titleFields('Développement web')]).toEqual(['software']);
    expect([...titleFields('Leitung Softwareentwicklung')]).toEqual(['software']);
  });
});

describe('the degree the ad asks for', () => {
  it('a degree in the subject the ad names is the training asked for (de ad, es and en degrees)', () => {
    expect(labels('Grado en Administración y Dirección de Empresas')).toEqual(['Business administration']);
    const ade = cvOf({ degree: 'Grado en Administración y Dirección de Empresas' });
    const education = part(ade, DE_VERWALTUNG, 'education');
    expect(education.earned).toBe(education.possible);
    expect(education.detail).not.toContain('another field');
    const psychology = cvOf({ degree: 'BA Psychology' });
    expect(part(psychology, DE_VERWALTUNG, 'education').earned).toBeLessThan(education.possible);
  });

  it('reads vocational qualifications by their own names (da, de, es, fr)', () => {
    expect(educationLevelIn('Kontoruddannelse med speciale i økonomi')).toBe('vocational');
    expect(educationLevelIn('Akademiuddannelse i økonomi og ressourcestyring')).toBe('vocational');
    expect(educationLevelIn('Geprüfte Fachwirtin für Vertrieb (IHK)')).toBe('vocational');
    expect(educationLevelIn('Ciclo formativo de grado superior en Administración y Finanzas')).toBe(
      'vocational',
    );
    expect(educationLevelIn('Bac pro Gestion-Administration')).toBe('vocational');
  });

  it('"økonomi" is the accounting trade in Danish titles and degrees', () => {
    expect([...titleFields('Økonomiassistent')]).toEqual(['accounting']);
    expect([...titleFields('Akademiuddannelse i økonomi og ressourcestyring')]).toEqual(['accounting']);
  });
});

describe('marketing titles and tools', () => {
  it('a community or social media manager is in marketing (en, da, de, es, fr)', () => {
    for (const title of [
      'Community Manager',
      'Social Media Manager',
      'SoMe-ansvarlig',
      'Social-Media-Manager',
      'Gestora de redes sociales',
      'Gestionnaire de communauté',
    ]) {
      expect([...titleFields(title)], title).toEqual(['marketing']);
    }
  });

  it('Google Ads campaigns and SEO put a job in marketing', () => {
    expect(labels('Campañas en Google Ads y Meta')).toEqual(['Google Ads']);
    const concepts = ['SEO', 'Google Ads', 'Digital marketing', 'Marketing'];
    expect(jobInFields('Especialista', concepts, new Set(['marketing']))).toBe(true);
  });
});
