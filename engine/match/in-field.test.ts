// A CV from the ad's field ranks above CVs from unrelated fields (issue 12, item 6): the matching
// faults behind the ranking inversions of `npm run bench:match`, each with a case in the
// languages concerned.
import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData, type TCvExperience } from '#domain/cv';
import { analyseJobAd, matchCv } from './index.ts';
import { findConcepts } from './concepts.ts';
import { educationLevelIn } from './requirements.ts';
import { jobInFields, titleFields } from './field.ts';
import { fieldCvs } from './test/field-cvs.ts';
import { NOW } from './test/fixtures.ts';

const fieldCv = (id: string) => fieldCvs().find((c) => c.id === id)!.cv;

function job(position: string, description: string, startDate = '2019-01'): TCvExperience {
  return { position, company: 'Firma', location: '', startDate, endDate: null, current: true, description };
}

function cvOf(parts: {
  jobs?: TCvExperience[];
  degree?: string;
  technical?: string[];
  summary?: string;
}): TCvData {
  return {
    ...emptyCvData(),
    summary: parts.summary ?? '',
    experience: parts.jobs ?? [],
    education: parts.degree
      ? [{ degree: parts.degree, institution: 'Institut', startDate: null, endDate: '2023' }]
      : [],
    skills: { technical: parts.technical ?? [], soft: [], languages: [] },
  };
}

const DE_DEVELOPER = `Developer (m/w/d)
Beispiel GmbH – Berlin

Dein Profil
- Erfahrung in der Backend-Entwicklung mit Python und SQL
- Frontend-Entwicklung mit JavaScript, HTML und CSS
- Mindestens drei Jahre Berufserfahrung
- Sehr gute Deutschkenntnisse`;

const EN_BACKEND = `Backend Developer
Example Ltd – London

Requirements
- Python and Django
- Experience with front-end and back-end work
- PostgreSQL and Git`;

const EN_HR = `HR Coordinator
Example Ltd – London

Requirements
- Experience in human resources and recruitment
- Payroll and onboarding
- Excellent communication skills
- 2+ years of experience`;

const ES_SALES = `Ejecutivo/a de Ventas - Con experiencia en rubro LOGISTICA
Transportes Sur – Buenos Aires

Requisitos
- Experiencia en ventas B2B
- Manejo de CRM
- Conocimientos de logística`;

const part = (cv: TCvData, ad: string, name: string) =>
  matchCv(cv, analyseJobAd(ad), { now: NOW }).parts.find((p) => p.part === name)!;

describe('gender forms in a job title', () => {
  it('reads "Ejecutivo/a", "développeur·se", "Lehrer/in" as the occupation (es, fr, de)', () => {
    expect([...titleFields('Ejecutivo/a de Ventas - Con experiencia en rubro LOGISTICA')].sort()).toEqual([
      'logistics',
      'sales',
    ]);
    expect([...titleFields('Concepteur·trice d’interaction / développeur·se front-end')].sort()).toEqual([
      'design',
      'software',
    ]);
    expect([...titleFields('Lehrer/in an einer Grundschule')]).toEqual(['teaching']);
    expect([...titleFields('Vertrieb/Sales')]).toEqual(['sales']);
  });

  it('ranks a sales CV above a logistics analyst on a Spanish sales ad for the logistics trade', () => {
    const ad = analyseJobAd(ES_SALES);
    const sales = matchCv(fieldCv('fx-fr-commerciale'), ad, { now: NOW });
    const logistics = matchCv(fieldCv('fx-es-analista-logistica'), ad, { now: NOW });
    expect(sales.score).toBeGreaterThan(logistics.score);
  });
});

describe('a job in the field by its skills', () => {
  it('one mention of recruiting (and the HR it implies) does not make a job HR work (en)', () => {
    expect(jobInFields('', ['Recruitment', 'Human resources'], new Set(['hr']))).toBe(false);
    expect(jobInFields('', ['Recruitment', 'Human resources', 'Payroll'], new Set(['hr']))).toBe(true);
    const architect = cvOf({
      jobs: [
        job('Senior Systems Architect', 'Orchestrated talent acquisition and recruitment of research staff.'),
      ],
    });
    expect(part(architect, EN_HR, 'experience').earned).toBe(0);
  });

  it('a systems or solutions architect is a software title', () => {
    expect([...titleFields('Senior Systems Architect')]).toEqual(['software']);
    expect([...titleFields('Solutions Architect')]).toEqual(['software']);
  });

  it('C++ and embedded systems put a skill list in the software field', () => {
    expect(findConcepts('Embedded Systems, systèmes embarqués').map((h) => h.concept.label)).toEqual([
      'Embedded systems',
    ]);
    expect(jobInFields('', ['C++', 'Embedded systems'], new Set(['software']))).toBe(true);
  });
});

describe('the title part', () => {
  it('gives no title points for a role word alone when nothing in the CV is in the field (de ad)', () => {
    const office = cvOf({
      jobs: [
        job('Office Manager', 'Meeting and travel coordination for executives.', '2015-01'),
        job('Simplified engineer credit management by automating reminders', ''),
      ],
      technical: ['Microsoft Office'],
    });
    const title = part(office, DE_DEVELOPER, 'title');
    expect(title.earned).toBe(0);
    expect(title.detail).toContain('only named skills count');
  });

  it('still gives them to a developer CV', () => {
    const dev = cvOf({ jobs: [job('Software Engineer', 'Python, SQL and Git.')] });
    expect(part(dev, DE_DEVELOPER, 'title').earned).toBeGreaterThan(0);
  });
});

describe('synonyms and parent concepts', () => {
  it('SQLite meets SQL: a French mobile developer scores above a nurse on a German developer ad', () => {
    const mobile = cvOf({
      summary:
        "Passionné par les technologies mobiles, je cherche un premier emploi en développement d'applications.",
      degree: 'Licence Appliquée en Informatique Mobile',
      technical: ['Kotlin', 'Java', 'SQLite', 'Firebase', 'Git'],
    });
    const ad = analyseJobAd(DE_DEVELOPER);
    const report = matchCv(mobile, ad, { now: NOW });
    const sql = ad.requirements.find((r) => r.canonical === 'SQL')!;
    expect(report.matches.find((m) => m.requirementId === sql.id)?.status).toBe('matched');
    expect(report.score).toBeGreaterThan(matchCv(fieldCv('fx-en-nurse'), ad, { now: NOW }).score);
  });

  it('"eye for detail" is attention to detail (en, de, da, es)', () => {
    for (const text of ['Eye for detail', 'Blick fürs Detail', 'Øje for detaljen', 'Ojo para el detalle']) {
      expect(findConcepts(text).map((h) => h.concept.label)).toEqual(['Attention to detail']);
    }
  });

  it('a short word of a named skill meets nothing: "month-end close" is not front-end work (en)', () => {
    const report = matchCv(fieldCv('fx-en-bookkeeper'), analyseJobAd(EN_BACKEND), { now: NOW });
    const endWork = report.requirements.filter((r) => /end/u.test(r.text) && r.kind === 'hard-skill');
    expect(endWork.length).toBeGreaterThan(0);
    for (const r of endWork) {
      expect(report.matches.find((m) => m.requirementId === r.id)?.status).toBe('missing');
    }
  });
});

describe('education level of a CV line', () => {
  it('a diploma is a vocational qualification, a school diploma none (en)', () => {
    expect(educationLevelIn('AAT Level 4 Diploma in Professional Accounting')).toBe('vocational');
    expect(educationLevelIn('HND Business')).toBe('vocational');
    expect(educationLevelIn('High School Diploma')).toBeNull();
    expect(educationLevelIn('Diplom-Informatiker')).toBe('master');
  });
});
