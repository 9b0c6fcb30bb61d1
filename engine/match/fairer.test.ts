import { describe, expect, it } from 'vitest';
import { analyseJobAd, matchCv } from './index.ts';
import { adLines } from './ad-lines.ts';
import { adFields, titleFields } from './field.ts';
import { fieldCvs } from './test/field-cvs.ts';
import { NOW } from './test/fixtures.ts';

const cv = (id: string) => fieldCvs().find((c) => c.id === id)!.cv;
const score = (ad: string, id: string) => matchCv(cv(id), analyseJobAd(ad), { now: NOW }).score;
const must = (ad: string) =>
  analyseJobAd(ad)
    .requirements.filter((r) => r.importance === 'must')
    .map((r) => r.canonical ?? r.text);
const nice = (ad: string) =>
  analyseJobAd(ad)
    .requirements.filter((r) => r.importance === 'nice')
    .map((r) => r.canonical ?? r.text);

const ES_ACCOUNTING = `Contador/a Público/a
Estudio Contable Martínez – Tigre, Buenos Aires

Lo que buscamos
- Título de Contador/a Público/a
- Experiencia mínima de 3 años en liquidación de impuestos y balances
- Manejo de Excel avanzado
- Conocimientos de auditoría

Te ofrecemos
- Obra social y capacitación`;

const DA_NURSING = `Sygeplejerske til medicinsk afdeling
Regionshospitalet Horsens – Horsens

Det forventer vi af dig
- Du er uddannet sygeplejerske med dansk autorisation
- Du har erfaring med patientpleje og medicinhåndtering
- Du taler og skriver flydende dansk

Det tilbyder vi
- Et godt arbejdsmiljø og introduktionsforløb`;

describe('field of work', () => {
  it('reads feminine and compound job titles in five languages', () => {
    expect([...titleFields('Gesundheits- und Krankenpflegerin')]).toEqual(['nursing']);
    expect([...titleFields('Pflegefachfrau Intensivpflege')]).toEqual(['nursing']);
    expect([...titleFields('Sygeplejerske')]).toEqual(['nursing']);
    expect([...titleFields('Contadora')]).toEqual(['accounting']);
    expect([...titleFields('Infirmière de bloc')]).toEqual(['nursing']);
    expect([...titleFields('Lagermedarbejder')]).toEqual(['warehouse']);
  });

  it('takes the longer occupation name: a business developer is in sales, not software', () => {
    expect([...titleFields('Business Developer')]).toEqual(['sales']);
    expect([...titleFields('Backend Developer')]).toEqual(['software']);
  });

  it('falls back to the skills an ad names when its title names no occupation', () => {
    expect([...adFields('Junior (m/w/d)', ['Bookkeeping', 'Taxation'])]).toEqual(['accounting']);
    expect([...adFields('Junior (m/w/d)', ['Microsoft Excel'])]).toEqual([]);
  });
});

describe("ranking: a CV from the ad's field ranks above other fields", () => {
  it('ranks accountants above a software engineer on a Spanish accounting ad', () => {
    const developer = score(ES_ACCOUNTING, 'fx-en-backend-developer');
    expect(score(ES_ACCOUNTING, 'fx-es-contadora')).toBeGreaterThan(developer);
    expect(score(ES_ACCOUNTING, 'fx-en-bookkeeper')).toBeGreaterThan(developer);
  });

  it('ranks nurses above a sales executive on a Danish nursing ad', () => {
    const sales = score(DA_NURSING, 'fx-en-sales-executive');
    expect(score(DA_NURSING, 'fx-da-sygeplejerske')).toBeGreaterThan(sales);
    expect(score(DA_NURSING, 'fx-de-pflegefachfrau')).toBeGreaterThan(sales);
  });

  it("counts years only from roles in the ad's field", () => {
    const report = matchCv(cv('fx-en-sales-executive'), analyseJobAd(ES_ACCOUNTING), { now: NOW });
    const years = report.parts.find((p) => p.part === 'experience')!;
    expect(years.earned).toBe(0);
    const accountant = matchCv(cv('fx-es-contadora'), analyseJobAd(ES_ACCOUNTING), { now: NOW });
    expect(accountant.parts.find((p) => p.part === 'experience')!.earned).toBe(years.possible);
  });

  it("gives a degree in another field less than one in the ad's field", () => {
    const ad = analyseJobAd(ES_ACCOUNTING);
    const education = (id: string) =>
      matchCv(cv(id), ad, { now: NOW }).parts.find((p) => p.part === 'education')!.earned;
    expect(education('fx-es-contadora')).toBeGreaterThan(education('fx-en-designer'));
  });
});

describe('requirement headings phrased as sentences', () => {
  const ad = (heading: string, bullets: string, offer: string) =>
    `Title\nCompany\n\n${heading}\n${bullets}\n\n${offer}\n- Pension and lunch scheme`;

  it.each([
    ['en', 'What you bring', '- Experience with Kubernetes\n- Fluent English', "What you'll get"],
    [
      'da',
      'Det forventer vi af dig',
      '- Erfaring med Kubernetes\n- Du taler flydende dansk',
      'Det tilbyder vi',
    ],
    [
      'de',
      'Das bringst du mit',
      '- Erfahrung mit Kubernetes\n- Sehr gute Deutschkenntnisse',
      'Das bieten wir dir',
    ],
    ['es', 'Lo que buscamos', '- Experiencia con Kubernetes\n- Inglés fluido', 'Te ofrecemos'],
    ['fr', 'Votre profil', '- Expérience avec Kubernetes\n- Anglais courant', 'Ce que nous proposons'],
  ])('%s: the list under the heading is requirements, the offer is not', (_lang, heading, bullets, offer) => {
    const analysed = analyseJobAd(ad(heading, bullets, offer));
    expect(analysed.hardSkills).toContain('Kubernetes');
    expect(analysed.requirements.map((r) => r.text).join(' ')).not.toMatch(/Pension/u);
  });

  it.each([
    ['da', 'Dine arbejdsopgaver'],
    ['de', 'Das erwartet dich'],
    ['es', 'Tus funciones'],
    ['fr', 'Vos tâches'],
    ['en', "What you'll be doing"],
  ] as const)('%s: a duties heading opens duties, not the offer', (language, heading) => {
    const { items } = adLines(`Title\nCompany\n\n${heading}\n- Pluk og pak af ordrer`, language);
    expect(items.at(-1)!.section).toBe('duties');
  });
});

describe('one requirement per alternative list, nice-to-have cues scoped to their clause', () => {
  it('reads "at least one of A, B or C" as one must-have met by any of them', () => {
    const text =
      'Backend Developer\nAcme Ltd\n\nRequirements\n- At least one of Java, Go or Python\n- Experience with PostgreSQL\n- Git';
    const analysed = analyseJobAd(text);
    const oneOf = analysed.requirements.filter((r) => r.anyOf);
    expect(oneOf).toHaveLength(1);
    expect(oneOf[0]!.anyOf).toEqual(['Java', 'Go', 'Python']);
    expect(analysed.requirements.filter((r) => r.canonical === 'Java' && !r.anyOf)).toHaveLength(0);
    const report = matchCv(cv('fx-en-backend-developer'), analysed, { now: NOW });
    expect(report.matches.find((m) => m.requirementId === oneOf[0]!.id)!.status).toBe('matched');
  });

  it('German: "mindestens eine der" alternatives are one requirement', () => {
    const analysed = analyseJobAd(
      'Entwickler (m/w/d)\nFirma GmbH\n\nDein Profil\n- Kenntnisse in mindestens einer der Sprachen Java, Kotlin oder Python\n- Erfahrung mit Docker',
    );
    expect(analysed.requirements.filter((r) => r.anyOf)).toHaveLength(1);
  });

  it('keeps the rest of a line a must-have when only one clause is a plus (en, es)', () => {
    const en = 'Data Engineer\nAcme Ltd\n\nRequirements\n- Python and SQL required, Docker is a plus';
    expect(must(en)).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(nice(en)).toEqual(['Docker']);
    const es =
      'Desarrollador\nEmpresa S.A.\n\nRequisitos\n- Dominio de Java; se valorará experiencia en Kubernetes';
    expect(must(es)).toContain('Java');
    expect(nice(es)).toContain('Kubernetes');
  });

  it('a lone cue opens the clause after it (fr)', () => {
    const fr = 'Développeur\nSociété SAS\n\nVotre profil\n- Idéalement, vous connaissez React';
    expect(nice(fr)).toContain('React');
  });
});

describe('parent concepts', () => {
  it('a cloud provider meets cloud, a CI service meets CI/CD, bookkeeping meets accounting', () => {
    const ad = analyseJobAd(
      'DevOps Engineer\nAcme Ltd\n\nRequirements\n- Cloud computing experience\n- CI/CD pipelines\n- Linux',
    );
    const developer = cv('fx-en-backend-developer');
    developer.skills.technical.push('GitHub Actions');
    const report = matchCv(developer, ad, { now: NOW });
    const status = (label: string) =>
      report.matches.find((m) => ad.requirements.find((r) => r.id === m.requirementId)?.canonical === label)
        ?.status;
    expect(status('Cloud computing')).toBe('matched');
    expect(status('CI/CD')).toBe('matched');
    const accounting = analyseJobAd(
      'Bogholder\nFirma ApS\n\nKrav\n- Erfaring med regnskab\n- Excel\n- Dansk',
    );
    const bookkeeper = matchCv(cv('fx-en-bookkeeper'), accounting, { now: NOW });
    const r = accounting.requirements.find((x) => x.canonical === 'Accounting')!;
    expect(bookkeeper.matches.find((m) => m.requirementId === r.id)!.status).toBe('matched');
  });
});

describe('not enough information', () => {
  it('declines to score an ad with fewer than three requirements, keeping the score a number', () => {
    const report = matchCv(
      cv('fx-es-cardiologo'),
      analyseJobAd('MÉDICOS CARDIÓLOGOS\nClínica del Sol\n\nIncorporación inmediata.'),
      {
        now: NOW,
      },
    );
    expect(report.insufficientInformation).toBe(true);
    expect(Number.isInteger(report.score)).toBe(true);
  });

  it('scores an ad with enough requirements and leaves the flag out', () => {
    const report = matchCv(cv('fx-es-contadora'), analyseJobAd(ES_ACCOUNTING), { now: NOW });
    expect(report.insufficientInformation).toBeUndefined();
  });
});

describe('a compact report', () => {
  it('gives suggestions that differ from each other', () => {
    const ad = analyseJobAd(
      'Office Coordinator\nAcme Ltd\n\nRequirements\n- Keen sense of order in paper archives\n- Calm manner with difficult callers\n- Tidy handwriting for visitor logs\n- Punctual arrival at seven every morning\n- SAP\n- Salesforce',
    );
    const report = matchCv(cv('fx-en-primary-teacher'), ad, { now: NOW });
    const keywords = report.suggestions.map((s) => s.keyword.toLowerCase());
    expect(new Set(keywords).size).toBe(keywords.length);
    const general = report.suggestions.filter((s) => s.text.startsWith('If true, describe'));
    expect(general.length).toBeLessThanOrEqual(2);
    expect(keywords).toEqual(expect.arrayContaining(['sap', 'salesforce']));
  });
});

describe('language level', () => {
  it('a basic level on the CV only partly meets a fluent language asked for (de)', () => {
    const de = analyseJobAd(
      'Buchhalter (m/w/d)\nFirma GmbH\n\nDein Profil\n- Erfahrung in der Buchhaltung\n- DATEV\n- Fließende Deutschkenntnisse in Wort und Schrift',
    );
    const german = de.requirements.find((r) => r.canonical === 'German')!;
    const status = (languages: string[]) => {
      const accountant = cv('fx-de-bilanzbuchhalterin');
      accountant.skills.languages = languages;
      return matchCv(accountant, de, { now: NOW }).matches.find((m) => m.requirementId === german.id)!.status;
    };
    expect(status(['Deutsch (Grundkenntnisse)'])).toBe('partial');
    expect(status(['Deutsch (Muttersprache)'])).toBe('matched');
    expect(status(['Deutsch'])).toBe('matched');
  });
});

describe('a compact report: its order', () => {
  it('lists the must-haves first, then the nice-to-haves, each group in the ad’s order', () => {
    const ad = analyseJobAd(`Backend Developer
Acme GmbH

Nice to have
- Kubernetes
- GraphQL

Requirements
- Python
- PostgreSQL
- Docker`);
    expect(ad.requirements.map((r) => [r.importance, r.canonical ?? r.text])).toEqual([
      ['must', 'Python'],
      ['must', 'PostgreSQL'],
      ['must', 'Docker'],
      ['nice', 'Kubernetes'],
      ['nice', 'GraphQL'],
    ]);
    const report = matchCv(cv('fx-en-backend-developer'), ad, { now: NOW });
    expect(report.matches.map((m) => m.requirementId)).toEqual(ad.requirements.map((r) => r.id));
  });
});
