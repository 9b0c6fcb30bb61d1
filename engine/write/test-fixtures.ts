/**
 * Hand-written letter inputs for the writer's tests: corpus CVs (engine/test/corpus, written by
 * hand) with job ads and ATS reports shaped as engine/match returns them, so the writer is tested
 * on its own. chain.test.ts runs the real analysis and matching on the real ads as well.
 */
import type { TCvData } from '#domain/cv';
import type { OutputLanguage, TAtsReport, TJobAd, TRequirement, Tone } from '#domain/applications';
import { DANISH_FIXTURES } from '#engine/test/corpus/da';
import { GERMAN_FIXTURES } from '#engine/test/corpus/de';
import { ENGLISH_FIXTURES } from '#engine/test/corpus/en';
import type { LetterInput } from './types.ts';

function cvById(fixtures: { id: string; expected: TCvData }[], id: string): TCvData {
  const found = fixtures.find((f) => f.id === id);
  if (!found) throw new Error(`No corpus CV ${id}`);
  return found.expected;
}

export const SARAH = cvById(ENGLISH_FIXTURES, 'en-software-sidebar');
export const JAMES_GRADUATE = cvById(ENGLISH_FIXTURES, 'en-graduate');
export const TOBIAS = cvById(GERMAN_FIXTURES, 'de-software-sidebar');
export const LARS = cvById(DANISH_FIXTURES, 'da-logistics');

type Row = [
  id: string,
  kind: TRequirement['kind'],
  importance: TRequirement['importance'],
  text: string,
  status: 'matched' | 'partial' | 'missing',
  cvEvidence: string[],
  canonical?: string,
];

interface AdSpec {
  language: TJobAd['language'];
  title: string;
  company: string;
  location?: string;
  highlights?: string[];
  rows: Row[];
  cvYears: number;
  score: number;
}

/** An ad and its report from one table of requirements, as engine/match shapes them. */
export function adAndReport(spec: AdSpec): { ad: TJobAd; report: TAtsReport } {
  const requirements: TRequirement[] = spec.rows.map(([id, kind, importance, text, , , canonical]) => ({
    id,
    kind,
    importance,
    text,
    ...(canonical ? { canonical } : {}),
    source: `• ${text}`,
  }));
  const of = (kind: TRequirement['kind']) => spec.rows.filter((r) => r[1] === kind).map((r) => r[6] ?? r[3]);
  return {
    ad: {
      language: spec.language,
      title: spec.title,
      company: spec.company,
      requirements,
      hardSkills: of('hard-skill'),
      softSkills: of('soft-skill'),
      yearsOfExperience: null,
      educationLevel: null,
      languages: of('language'),
      location: spec.location ?? null,
      workMode: null,
      companyHighlights: spec.highlights ?? [],
    },
    report: {
      score: spec.score,
      parts: [],
      requirements,
      matches: spec.rows.map(([requirementId, , , , status, cvEvidence]) => ({
        requirementId,
        status,
        cvEvidence,
      })),
      matchedKeywords: spec.rows.filter((r) => r[4] === 'matched').map((r) => r[3]),
      missingKeywords: spec.rows.filter((r) => r[4] === 'missing').map((r) => r[3]),
      suggestions: [],
      cvYears: spec.cvYears,
      titleMatch: false,
    },
  };
}

export const BACKEND_AD = adAndReport({
  language: 'en',
  title: 'Senior Backend Engineer',
  company: 'Tink',
  location: 'Stockholm',
  highlights: [
    'We build open banking infrastructure that thousands of banks and fintechs rely on every day.',
    'You will join a team that values written, asynchronous communication and ownership.',
  ],
  rows: [
    ['r1', 'hard-skill', 'must', 'TypeScript', 'matched', ['Skills: TypeScript'], 'TypeScript'],
    ['r2', 'hard-skill', 'must', 'Node.js', 'matched', ['Skills: Node.js'], 'Node.js'],
    ['r3', 'hard-skill', 'must', 'PostgreSQL', 'matched', ['Skills: PostgreSQL'], 'PostgreSQL'],
    ['r4', 'hard-skill', 'must', 'Kubernetes', 'missing', [], 'Kubernetes'],
    [
      'r5',
      'experience',
      'must',
      '5+ years of backend experience',
      'matched',
      ['Senior Software Engineer, Monzo Bank (2020–present)'],
    ],
    ['r6', 'language', 'must', 'English', 'matched', ['Languages: English (native)'], 'English'],
    ['r7', 'hard-skill', 'nice', 'Kafka', 'matched', ['Skills: Kafka'], 'Apache Kafka'],
    ['r8', 'soft-skill', 'nice', 'mentoring', 'matched', ['Skills: Mentoring'], 'Mentoring'],
    ['r9', 'hard-skill', 'nice', 'Go', 'missing', [], 'Go'],
    [
      'r10',
      'hard-skill',
      'must',
      'distributed systems',
      'matched',
      ['Senior Software Engineer, Monzo Bank (2020–present)'],
    ],
  ],
  cvYears: 10.2,
  score: 78,
});

export const GRADUATE_AD = adAndReport({
  language: 'en',
  title: 'Graduate Supply Chain Analyst',
  company: 'Tesco',
  rows: [
    ['r1', 'hard-skill', 'must', 'Excel', 'matched', ['Skills: Microsoft Excel'], 'Microsoft Excel'],
    ['r2', 'hard-skill', 'nice', 'SQL', 'matched', ['Skills: SQL'], 'SQL'],
    ['r3', 'hard-skill', 'must', 'supply chain planning', 'missing', [], 'Supply chain management'],
    [
      'r4',
      'education',
      'must',
      "bachelor's degree",
      'matched',
      ['BA (Hons) Business Management, University of Bristol (2021–2024)'],
    ],
    ['r5', 'soft-skill', 'nice', 'teamwork', 'matched', ['Skills: Teamwork'], 'Teamwork'],
    ['r6', 'hard-skill', 'must', 'SAP', 'missing', [], 'SAP'],
  ],
  cvYears: 0,
  score: 52,
});

export const GERMAN_BACKEND_AD = adAndReport({
  language: 'de',
  title: 'Backend-Entwickler (m/w/d)',
  company: 'Check24 GmbH',
  location: 'München',
  highlights: [
    'Wir bieten flache Hierarchien und kurze Entscheidungswege',
    'Ein modernes Büro mitten in München',
  ],
  rows: [
    ['r1', 'hard-skill', 'must', 'Java', 'matched', ['Skills: Java'], 'Java'],
    ['r2', 'hard-skill', 'must', 'Spring Boot', 'matched', ['Skills: Spring Boot'], 'Spring Boot'],
    ['r3', 'hard-skill', 'must', 'Kubernetes', 'matched', ['Skills: Kubernetes'], 'Kubernetes'],
    ['r4', 'hard-skill', 'nice', 'Go', 'missing', [], 'Go'],
    ['r5', 'language', 'must', 'Deutsch', 'matched', ['Languages: Deutsch: Muttersprache'], 'German'],
    [
      'r6',
      'education',
      'must',
      'abgeschlossenes Informatikstudium',
      'matched',
      ['M.Sc. Informatik, Technische Universität München (2015–2017)'],
    ],
    ['r7', 'soft-skill', 'nice', 'Teamfähigkeit', 'matched', ['Skills: Teamführung'], 'Teamwork'],
  ],
  cvYears: 9.5,
  score: 81,
});

export const DANISH_WAREHOUSE_AD = adAndReport({
  language: 'da',
  title: 'Lagerchef',
  company: 'Bilka',
  location: 'Tilst',
  highlights: ['Du bliver en del af et stærkt fællesskab med fokus på trivsel og udvikling'],
  rows: [
    ['r1', 'hard-skill', 'must', 'lagerstyring', 'missing', []],
    ['r2', 'hard-skill', 'must', 'SAP EWM', 'matched', ['Skills: SAP EWM'], 'SAP EWM'],
    ['r3', 'hard-skill', 'nice', 'Excel', 'matched', ['Skills: Microsoft Excel'], 'Microsoft Excel'],
    ['r4', 'language', 'must', 'dansk', 'matched', ['Languages: Dansk (modersmål)'], 'Danish'],
    ['r5', 'soft-skill', 'nice', 'samarbejdsevner', 'matched', ['Skills: Samarbejdsevner'], 'Teamwork'],
    ['r6', 'hard-skill', 'must', 'ruteplanlægning', 'matched', ['Skills: Ruteplanlægning']],
  ],
  cvYears: 12,
  score: 70,
});

/** The same ad, with a report in which the CV meets nothing (an unrelated CV). */
export function nothingMatched(
  adReport: { ad: TJobAd; report: TAtsReport },
  cvYears: number,
): { ad: TJobAd; report: TAtsReport } {
  const { report } = adReport;
  return {
    ad: adReport.ad,
    report: {
      ...report,
      cvYears,
      score: 8,
      matches: report.matches.map((m) => ({ ...m, status: 'missing' as const, cvEvidence: [] })),
      matchedKeywords: [],
      missingKeywords: report.requirements.map((r) => r.text),
    },
  };
}

export const APPLICANT = {
  fullName: 'Sarah Mitchell',
  email: 'sarah.mitchell@gmail.com',
  phone: '+44 7700 900123',
  location: 'Manchester, UK',
};

const NO_APPLICANT = { fullName: '', email: '', phone: '', location: '' };

/** A letter input; the applicant block comes from the CV unless given. */
export function letterInput(
  cv: TCvData,
  adReport: { ad: TJobAd; report: TAtsReport },
  language: OutputLanguage,
  tone: Tone = 'professional',
  overrides: Partial<LetterInput> = {},
): LetterInput {
  return {
    cv,
    ...adReport,
    language,
    tone,
    jobTitle: adReport.ad.title,
    companyName: adReport.ad.company,
    date: new Date(Date.UTC(2026, 10, 22, 9)),
    applicant: NO_APPLICANT,
    ...overrides,
  };
}

/** The writer's test cases: each CV with an ad that fits it. */
export const PAIRS = [
  { name: 'senior engineer × backend ad', cv: SARAH, adReport: BACKEND_AD },
  { name: 'graduate × analyst ad', cv: JAMES_GRADUATE, adReport: GRADUATE_AD },
  { name: 'German engineer × German ad', cv: TOBIAS, adReport: GERMAN_BACKEND_AD },
  { name: 'Danish logistics × Danish ad', cv: LARS, adReport: DANISH_WAREHOUSE_AD },
  {
    name: 'senior engineer × Danish warehouse ad (no match)',
    cv: SARAH,
    adReport: nothingMatched(DANISH_WAREHOUSE_AD, 10.2),
  },
] as const;
