/**
 * The eight classes of false claims a recruiter found in built-in letters (issue 12), each in the
 * five languages, both ways: the writer never makes the claim from a CV that invites it, and the
 * claim checker rejects a letter that contains it.
 */
import { describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES, type OutputLanguage } from '#domain/applications';
import { emptyCvData, type TCvData, type TCvExperience } from '#domain/cv';
import { PERFECT_FIT, checkClaims, type ClaimClass } from './claims.ts';
import { checkLetter, letterClaimProblems } from './check.ts';
import { en } from './phrases/en.ts';
import { buildFactSheet } from './sheet.ts';
import { adAndReport, letterInput } from './test-fixtures.ts';
import type { LetterInput } from './types.ts';
import { writeLetter } from './index.ts';

const NOW = new Date(Date.UTC(2026, 10, 22, 9));

function job(
  position: string,
  company: string,
  start: string,
  end: string | null,
  description = '',
): TCvExperience {
  return {
    position,
    company,
    location: '',
    startDate: start,
    endDate: end,
    current: end === null,
    description,
  };
}

function cvOf(parts: Partial<TCvData>): TCvData {
  return {
    ...emptyCvData(),
    ...parts,
    personalInfo: { ...emptyCvData().personalInfo, fullName: 'Mette Holm', ...parts.personalInfo },
  };
}

/** A nurse: one real job of eight years, plus the student job, internship and job seeking a CV also lists. */
const NURSE = cvOf({
  summary: 'Staff nurse on an acute medical ward, used to triage, wound care and patient documentation.',
  experience: [
    job(
      'Staff Nurse',
      'Rigshospitalet',
      '2018-09',
      null,
      'Triage and wound care for 28 beds on an acute medical ward.',
    ),
    job('Job seeking', '', '2017-01', '2018-08'),
    job('Nursing intern', 'Herlev Hospital', '2016-02', '2016-12'),
    job('Student assistant', 'Netto', '2010-01', '2015-12'),
  ],
  education: [
    {
      degree: 'Bachelor of Nursing',
      institution: 'University College Copenhagen',
      startDate: '2013',
      endDate: '2016',
    },
    { degree: 'Geprüfte Bilanzbuchhalterin', institution: 'IHK Hamburg', startDate: '2008', endDate: '2009' },
  ],
  skills: {
    technical: ['Triage', 'Wound care', 'Patient documentation'],
    soft: ['Empathy'],
    languages: ['Danish – native', 'English – C1', 'German – basic'],
  },
});

/** The nurse with one current job whose description is `description`. */
const nurseWith = (description: string) =>
  cvOf({ ...NURSE, experience: [job('Staff Nurse', 'Rigshospitalet', '2018-09', null, description)] });

/** An ad the nurse fits (nursing, triage) with a must-have the CV lacks (medicine) and asks for German. */
const NURSING_AD = adAndReport({
  language: 'en',
  title: 'Emergency Nurse',
  company: 'Aarhus University Hospital',
  highlights: [
    'We are one of the largest emergency departments in Scandinavia with a strong focus on teaching.',
  ],
  rows: [
    ['r1', 'hard-skill', 'must', 'Triage', 'matched', ['Skills: Triage'], 'Triage'],
    ['r2', 'hard-skill', 'must', 'Wound care', 'matched', ['Skills: Wound care'], 'Wound care'],
    ['r3', 'hard-skill', 'must', 'Medicine', 'missing', [], 'Medicine'],
    ['r4', 'other', 'must', 'Nurse', 'matched', ['Staff Nurse, Rigshospitalet (2018–present)']],
    ['r5', 'language', 'must', 'German', 'matched', ['Languages: German – basic'], 'German'],
    [
      'r6',
      'experience',
      'must',
      '3+ years of nursing experience',
      'matched',
      ['Staff Nurse, Rigshospitalet (2018–present)'],
    ],
  ],
  cvYears: 16.9,
  score: 70,
});

/** A software ad: nothing of the nurse's CV meets it. */
const SOFTWARE_AD = adAndReport({
  language: 'en',
  title: 'Backend Developer',
  company: 'Tink',
  rows: [
    ['s1', 'hard-skill', 'must', 'TypeScript', 'missing', [], 'TypeScript'],
    ['s2', 'hard-skill', 'must', 'PostgreSQL', 'missing', [], 'PostgreSQL'],
    ['s3', 'hard-skill', 'must', 'Kubernetes', 'missing', [], 'Kubernetes'],
    ['s4', 'hard-skill', 'nice', 'Wound care', 'matched', ['Skills: Wound care'], 'Wound care'],
  ],
  cvYears: 16.9,
  score: 12,
});

const letterFor = (
  cv: TCvData,
  adReport: typeof NURSING_AD,
  language: OutputLanguage,
  extra: Partial<LetterInput> = {},
) => {
  const input = letterInput(cv, adReport, language, 'professional', { date: NOW, ...extra });
  return { input, text: writeLetter(input).text };
};

/** The checker's classes for a built-in letter with one sentence added to its body. */
function classesWith(input: LetterInput, sentence: string): ClaimClass[] {
  const letter = writeLetter(input);
  const at = letter.paragraphs.findIndex((p) => p.role === 'evidence');
  const text = letter.paragraphs.map((p, i) => (i === at ? `${p.text} ${sentence}` : p.text)).join('\n\n');
  return [...new Set(letterClaimProblems(text, input).map((p) => p.claimClass))];
}

const classesOf = (text: string, input: LetterInput) => [
  ...new Set(letterClaimProblems(text, input).map((p) => p.claimClass)),
];

describe('class 1: an ATS miss is never turned into a stated absence', () => {
  const absences: Record<OutputLanguage, string> = {
    english: 'Cloud is an area I have not covered yet, but I would welcome the chance to build it up.',
    danish: 'Medicin er et område, jeg endnu ikke dækker, og som jeg gerne vil udvikle mig inden for.',
    german: 'Mit Medizin habe ich noch nicht gearbeitet, aber ich lerne schnell.',
    spanish: 'Todavía no he trabajado con medicina, pero aprendo rápido.',
    french: 'Médecine est un domaine que je ne couvre pas encore.',
  };
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(NURSE, NURSING_AD, language);
    expect(text).not.toMatch(/Medicine|Medicin|Medizin|medicina|Médecine/i);
    expect(classesOf(text, input)).toEqual([]);
    expect(classesWith(input, absences[language])).toContain(1);
  });
});

describe('class 2: years count paid roles only and never exceed what the CV states', () => {
  it('leaves out student jobs, internships and job seeking, and merges overlaps', () => {
    expect(buildFactSheet(NURSE, NOW).years?.value).toBe(8);
    const stated = cvOf({ ...NURSE, summary: 'Nurse with 7 years of experience on medical wards.' });
    expect(buildFactSheet(stated, NOW).years?.value).toBe(7);
  });
  it.each([
    ['Nurse with seven years of experience on medical wards.', 7],
    ['Sygeplejerske med seks års erfaring fra medicinsk afdeling.', 6],
    ['Pflegefachfrau mit fünf Jahren Berufserfahrung.', 5],
    ['Enfermera con cuatro años de experiencia.', 4],
    ["Infirmière avec trois ans d'expérience en service de médecine.", 3],
  ])('caps them by a figure the CV writes as a word: %s', (summary, years) => {
    expect(buildFactSheet(cvOf({ ...NURSE, summary }), NOW).years?.value).toBe(years);
  });
  const inflated: Record<OutputLanguage, string> = {
    english: 'In total I bring 11 years of professional experience.',
    danish: 'Samlet har jeg 11 års erhvervserfaring.',
    german: 'Insgesamt bringe ich 25 Jahre Berufserfahrung mit.',
    spanish: 'En total aporto 11 años de experiencia profesional.',
    french: "Au total, je dispose de 11 ans d'expérience professionnelle.",
  };
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(NURSE, NURSING_AD, language);
    const figures = [...text.matchAll(/(\d+)\s*(?:years|års|Jahre|años|ans)/g)].map((m) => Number(m[1]));
    expect(figures.every((n) => n <= 8)).toBe(true);
    expect(classesWith(input, inflated[language])).toContain(2);
  });
});

describe('class 3: education is named by its kind', () => {
  it('reads a driving licence as no degree, and a French "licence" as one', () => {
    const { input } = letterFor(NURSE, NURSING_AD, 'english');
    expect(classesWith(input, 'I also hold a driving licence.')).not.toContain(3);
    expect(classesWith(input, 'I also hold a licence in economics.')).toContain(3);
  });
  const examCv = cvOf({
    ...NURSE,
    education: [
      {
        degree: 'Geprüfte Bilanzbuchhalterin',
        institution: 'IHK Hamburg',
        startDate: '2008',
        endDate: '2009',
      },
    ],
  });
  const studied: Record<OutputLanguage, string> = {
    english: 'I studied Geprüfte Bilanzbuchhalterin.',
    danish: 'Jeg har studeret Geprüfte Bilanzbuchhalterin.',
    german: 'Ich habe Geprüfte Bilanzbuchhalterin studiert.',
    spanish: 'Estudié Geprüfte Bilanzbuchhalterin.',
    french: "J'ai étudié Geprüfte Bilanzbuchhalterin.",
  };
  it('reads an IHK exam as an exam and a retraining as a course', () => {
    expect(buildFactSheet(examCv, NOW).education[0]?.educationKind).toBe('exam');
    const retraining = cvOf({
      education: [
        {
          degree: 'Umschulung zur Kauffrau für Büromanagement',
          institution: 'bfw',
          startDate: '2019',
          endDate: '2021',
        },
      ],
    });
    expect(buildFactSheet(retraining, NOW).education[0]?.educationKind).toBe('course');
  });
  it('never names kindergarten or primary school, however the CV lists them', () => {
    const school = cvOf({
      ...NURSE,
      experience: [],
      education: [
        { degree: 'KINDERGARTEN', institution: '', startDate: '2011', endDate: '2015' },
        { degree: '', institution: 'GRUNDSCHULE', startDate: '2015', endDate: '2018' },
        { degree: 'Primary school', institution: 'Hillside School', startDate: '2015', endDate: '2018' },
        ...NURSE.education,
      ],
    });
    const sheet = buildFactSheet(school, NOW);
    expect(sheet.education.slice(0, 3).map((e) => e.confidence < 0.6)).toEqual([true, true, true]);
    for (const language of OUTPUT_LANGUAGES)
      for (const extra of [{}, { earlierSentences: [] }]) {
        const { text } = letterFor(school, NURSING_AD, language, extra);
        expect(text).not.toMatch(/kindergarten|grundschule|primary school/i);
      }
  });
  it('never names an employment status listed under education as a qualification', () => {
    const status = cvOf({
      ...NURSE,
      experience: [],
      education: [
        { degree: 'SELBSTSTÄNDIG', institution: '', startDate: '2024-02', endDate: null },
        { degree: 'Freelance', institution: '', startDate: '2022', endDate: '2023' },
        ...NURSE.education,
      ],
    });
    const sheet = buildFactSheet(status, NOW);
    expect(sheet.education.slice(0, 2).map((e) => e.doubt)).toEqual([
      'an employment status, not a qualification',
      'an employment status, not a qualification',
    ]);
    for (const language of OUTPUT_LANGUAGES) {
      const { text } = letterFor(status, NURSING_AD, language);
      expect(text).not.toMatch(/selbstständig|freelance/i);
    }
  });
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(examCv, NURSING_AD, language);
    expect(text).not.toMatch(/studied|studeret|studiert|Estudié|étudié/);
    expect(classesOf(text, input)).toEqual([]);
    expect(classesWith(input, studied[language])).toContain(3);
  });
});

describe('class 3: a qualification that is not a degree is never called study, finished or under way', () => {
  const trainee = (degree: string, institution: string, endDate: string | null, jobs: TCvExperience[]) =>
    cvOf({
      ...NURSE,
      experience: jobs,
      education: [{ degree, institution, startDate: '2023-09', endDate }],
    });
  const titles: [string, string][] = [
    ['Ausbildung zum Elektroniker für Betriebstechnik', 'Siemens AG'],
    ['Apprenticeship in Carpentry', 'Leeds College of Building'],
  ];
  const STUDY =
    /\b(?:stud(?:y|ies|ied|ying)|studiere|Studium|Studiengang|studeret|læst|estudi\w*|étudi\w*|études)\b/iu;
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    for (const [degree, institution] of titles)
      for (const endDate of [null, '2028-07', '2026-06'])
        for (const jobs of [[], NURSE.experience]) {
          const cv = trainee(degree, institution, endDate, jobs);
          expect(buildFactSheet(cv, NOW).education[0]?.educationKind).toBe('apprenticeship');
          for (const extra of [{}, { earlierSentences: [] }]) {
            const { input, text } = letterFor(cv, NURSING_AD, language, extra);
            const named = text.split(/(?<=[.!?])\s+/u).filter((s) => s.includes(degree));
            expect(named.filter((s) => STUDY.test(s))).toEqual([]);
            expect(classesOf(text, input)).toEqual([]);
          }
        }
  });
  it('flags a sentence that calls an apprenticeship study, in any wording', () => {
    const { input } = letterFor(trainee(titles[0]![0], titles[0]![1], null, []), NURSING_AD, 'german');
    expect(
      classesWith(
        input,
        'Derzeit studiere ich Ausbildung zum Elektroniker für Betriebstechnik bei der Siemens AG.',
      ),
    ).toContain(3);
    expect(
      classesWith(input, 'Das Studium Ausbildung zum Elektroniker für Betriebstechnik hat mir viel gegeben.'),
    ).toContain(3);
  });
});

describe('class 4: a spoken language carries its level or is left out', () => {
  const named: Record<OutputLanguage, RegExp> = {
    english: /German \(basic\)/,
    danish: /tysk \(grundlæggende\)/,
    german: /Deutsch \(Grundkenntnisse\)/,
    spanish: /alemán \(nivel básico\)/,
    french: /allemand \(notions\)/,
  };
  const fluent: Record<OutputLanguage, string> = {
    english: 'I speak fluent German.',
    danish: 'Jeg taler flydende tysk.',
    german: 'Ich spreche fließend Deutsch.',
    spanish: 'Hablo alemán con fluidez.',
    french: "Je parle couramment l'allemand.",
  };
  const bare: Record<OutputLanguage, string> = {
    english: 'I speak German.',
    danish: 'Jeg taler tysk.',
    german: 'Ich spreche Deutsch.',
    spanish: 'Hablo alemán.',
    french: 'Je parle allemand.',
  };
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(NURSE, NURSING_AD, language);
    expect(text).toMatch(named[language]);
    expect(classesWith(input, fluent[language])).toContain(4);
    expect(classesWith(input, bare[language])).toContain(4);
  });
  it('leaves out a language the CV gives no level for', () => {
    const noLevel = cvOf({ ...NURSE, skills: { ...NURSE.skills, languages: ['Danish', 'German'] } });
    const { text } = letterFor(noLevel, NURSING_AD, 'english');
    expect(text).not.toMatch(/\bspeak\b/);
  });
});

describe('class 5: no trait without a CV line', () => {
  const stock: Record<OutputLanguage, string> = {
    english: 'I care about careful work and clear communication, and I would bring both to the team.',
    danish: 'Jeg lægger vægt på omhyggeligt arbejde og klar kommunikation.',
    german: 'Sorgfältiges Arbeiten und klare Absprachen sind mir wichtig.',
    spanish: 'Doy mucha importancia al trabajo cuidadoso y a la comunicación clara.',
    french: "J'attache de l'importance à un travail soigné et à une communication claire.",
  };
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(NURSE, NURSING_AD, language);
    expect(classesOf(text, input)).not.toContain(5);
    expect(classesWith(input, stock[language])).toContain(5);
  });
});

describe('class 6 and 7: a volunteer post is never presented as the current job or as earlier work', () => {
  const volunteering = cvOf({
    ...NURSE,
    experience: [
      job('Volunteer first aider', 'Red Cross', '2015-01', null, 'First aid at public events.'),
      job(
        'Staff Nurse',
        'Aarhus University Hospital',
        '2016-02',
        '2024-06',
        'Patient care on a medical ward.',
      ),
    ],
  });
  it('leads with the paid job, and never writes the ongoing volunteer post as work before it', () => {
    const { text } = letterFor(volunteering, NURSING_AD, 'english');
    expect(text).toContain('Staff Nurse');
    expect(text).not.toMatch(/current (?:position|role|job)[^.]*Volunteer/i);
    expect(text).not.toMatch(/(?:Before that|Earlier|Previously)[^.]*Volunteer/i);
  });
});

describe('class 7: a post listed under a volunteering heading is no job', () => {
  it('never writes it as work, even when its title says nothing of volunteering', () => {
    const cv = cvOf({
      ...NURSE,
      experience: [
        {
          ...job(
            'Ward Helper',
            'Aarhus Hospice',
            '2013-01',
            '2015-12',
            'Patient care and medication rounds.',
          ),
          volunteer: true,
        },
        {
          ...job('Coding Mentor', 'Code Club Northside', '2019-09', null, 'Weekly sessions.'),
          volunteer: true,
        },
        job(
          'Staff Nurse',
          'Aarhus University Hospital',
          '2016-02',
          '2024-06',
          'Patient care on a medical ward.',
        ),
      ],
    });
    for (const language of ['english', 'danish', 'german'] as const) {
      const { text } = letterFor(cv, NURSING_AD, language);
      expect(text).toContain('Staff Nurse');
      expect(text).not.toContain('Coding Mentor');
      expect(text).not.toContain('Ward Helper');
    }
  });
});

describe('class 6: a weak match is a career-change letter', () => {
  const perfect: Record<OutputLanguage, string> = {
    english: 'The tasks described in your advertisement are exactly what I want to work on next.',
    danish: 'De opgaver, I beskriver i opslaget, er præcis dem, jeg gerne vil arbejde med fremover.',
    german:
      'Die in Ihrer Anzeige beschriebenen Aufgaben entsprechen genau dem, was ich als Nächstes machen möchte.',
    spanish: 'Las tareas que describen en su oferta son justo aquellas en las que quiero trabajar.',
    french: 'Les missions décrites dans votre annonce correspondent exactement à ce que je souhaite faire.',
  };
  // The confident tone's claim of a fit: no more true of a weak match than "exactly what I want".
  const strong: Record<OutputLanguage, string> = {
    english: 'I am confident that I am a strong candidate for the Backend Developer position.',
    danish: 'Jeg er sikker på, at jeg er et stærkt match til stillingen som Backend Developer.',
    german: 'Ich bin überzeugt, dass ich ein starker Kandidat für die Stelle als Backend Developer bin.',
    spanish: 'Tengo la certeza de que mi perfil encaja con el puesto de Backend Developer.',
    french: "J'ai la certitude que mon profil correspond au poste de Backend Developer.",
  };
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    for (const tone of ['professional', 'enthusiastic', 'confident'] as const) {
      const input = letterInput(NURSE, SOFTWARE_AD, language, tone, { date: NOW });
      const text = writeLetter(input).text;
      expect(text).not.toMatch(PERFECT_FIT);
      expect(classesOf(text, input)).toEqual([]);
    }
    expect(classesWith(letterFor(NURSE, SOFTWARE_AD, language).input, perfect[language])).toContain(6);
    expect(classesWith(letterFor(NURSE, SOFTWARE_AD, language).input, strong[language])).toContain(6);
  });
  it('never calls a degree the experience it comes from, when the CV has no job', () => {
    const graduate = cvOf({
      education: [
        {
          degree: 'BA (Hons) Business Management',
          institution: 'University of Leeds',
          startDate: '2021',
          endDate: '2024',
        },
      ],
    });
    for (const language of OUTPUT_LANGUAGES) {
      const { input, text } = letterFor(graduate, SOFTWARE_AD, language);
      expect(text).not.toMatch(
        /(?:\bas|\bals|\bsom|\bcomo|expérience de|en tant que)\s*[„«»"“]?\s*BA \(Hons\)/,
      );
      expect(classesOf(text, input)).toEqual([]);
    }
  });
  it('says where the applicant comes from', () => {
    const { text } = letterFor(NURSE, SOFTWARE_AD, 'english');
    expect(text).toMatch(
      /new direction|different field|another field|change direction|change of direction|change of field|new chapter|new area/,
    );
    expect(text).toContain('Staff Nurse');
  });
});

describe('class 7: broken CV data is never used', () => {
  const broken = cvOf({
    personalInfo: { fullName: 'CURRICULUM VITAE', email: '', phone: '', location: '', linkedinUrl: '' },
    experience: [
      job('', 'Novo Nordisk', '2019-01', null, 'Quality assurance of production batches.'),
      job('Python, Java, SQL, Docker', 'references: karen.berg@novo.dk', '2017-01', '2018-12'),
      job('Trainee', 'Maersk', '2015-01', '2016-12', 'Rotations in finance and logistics.'),
      job('Lundbeck A/S', 'Quality Engineer', '2012-01', '2014-12', 'Validation of cleaning processes.'),
    ],
  });
  const sheet = buildFactSheet(broken, NOW);
  it('never names a row of items, a table header or a form label read as a skill', () => {
    const rowAsSkill = cvOf({
      ...NURSE,
      skills: {
        ...NURSE.skills,
        technical: [
          'Sport Fitnessstudio Baseball Cricket',
          'Microsoft Office Power Point',
          'UNDERSTANDING SPEAKING WRITING',
          'Other language(s)',
          'A1 and A2: Basic user',
          'SAP ERP',
        ],
      },
    });
    const facts = buildFactSheet(rowAsSkill, NOW).skills;
    expect(facts.map((f) => [f.label, f.confidence >= 0.6])).toEqual([
      ['Sport Fitnessstudio Baseball Cricket', false],
      ['Microsoft Office Power Point', true],
      ['UNDERSTANDING SPEAKING WRITING', false],
      ['Other language(s)', false],
      ['A1 and A2: Basic user', false],
      ['SAP ERP', true],
    ]);
    for (const language of OUTPUT_LANGUAGES) {
      const { text } = letterFor(rowAsSkill, NURSING_AD, language);
      expect(text).not.toMatch(/Cricket|SPEAKING|language\(s\)|Basic user/);
    }
  });
  it('flags a heading used as an employer where the letter names it, not a word of prose', () => {
    const headingAsEmployer = cvOf({
      ...NURSE,
      experience: [job('Infirmière', 'PROFESSIONNELLE', '2020-09', null, ''), ...NURSE.experience],
    });
    const { input, text } = letterFor(headingAsEmployer, NURSING_AD, 'french');
    expect(text).not.toContain('PROFESSIONNELLE');
    expect(classesWith(input, "J'ai trois ans d'expérience professionnelle en gériatrie.")).not.toContain(7);
    expect(classesWith(input, "J'ai travaillé comme infirmière chez PROFESSIONNELLE.")).toContain(7);
  });
  it('never names a date glued into a title or a skill', () => {
    const glued = cvOf({
      ...NURSE,
      experience: [
        job('abr.', 'Transportes Ebro', '2016-04', null, ''),
        job('Mars 2019 Infirmière', 'CHU de Lyon', '2019-03', null, ''),
        ...NURSE.experience,
      ],
      skills: { ...NURSE.skills, technical: ['jun. Gállego', ...NURSE.skills.technical] },
      certifications: ['feb. 2016 Carné de carretillero oct. 2018 Prevención de riesgos laborales'],
      education: [
        {
          degree: '\u0000',
          institution: 'B.Sc. Informatik, Hochschule Lindenau',
          startDate: '2015',
          endDate: '2019',
        },
      ],
    });
    const sheet = buildFactSheet(glued, NOW);
    expect(sheet.roles.slice(0, 2).map((r) => r.confidence < 0.6)).toEqual([true, true]);
    expect(sheet.skills[0]?.confidence).toBeLessThan(0.6);
    expect(sheet.certificates[0]?.confidence).toBeLessThan(0.6);
    expect(sheet.education[0]?.confidence).toBeLessThan(0.6);
    for (const language of OUTPUT_LANGUAGES) {
      const { text } = letterFor(glued, NURSING_AD, language);
      expect(text).not.toMatch(/abr\.|Mars 2019|Gállego|feb\.|[“«»”]\s*[”»]/);
      expect(text).not.toContain(String.fromCharCode(0));
    }
  });
  it('quotes one bullet of a description whose bullets run on in one line, never two half ones', () => {
    const runOn = nurseWith(
      'patient documentation on the ward. - Led triage and wound care for 28 beds every night shift.',
    );
    expect(letterFor(runOn, NURSING_AD, 'english').text).toContain(
      'I led triage and wound care for 28 beds every night shift.',
    );
    for (const language of OUTPUT_LANGUAGES)
      expect(letterFor(runOn, NURSING_AD, language).text).not.toMatch(/ward\. -|\. - Led|on the ward/);
  });
  it('quotes one bullet where a PDF drew its bullets as shapes and the lines came out joined', () => {
    const joined = nurseWith(
      'Reduced medication errors on the ward by 40% in 2021 Trained twelve new nurses in wound care and triage',
    );
    for (const language of OUTPUT_LANGUAGES)
      expect(letterFor(joined, NURSING_AD, language).text).not.toMatch(/2021 Trained|2021 trained/);
    expect(letterFor(joined, NURSING_AD, 'english').text).toMatch(
      /I reduced medication errors on the ward by 40% in 2021\.|I trained twelve new nurses in wound care and triage\./,
    );
  });
  it('never turns a line with a subject of its own into "I …"', () => {
    expect(en.clause?.('Pied Piper is a compression platform serving 2M users')).toBeNull();
    expect(en.clause?.('Designed a compression platform serving 2M users')).toBe(
      'I designed a compression platform serving 2M users',
    );
    const product = nurseWith('Pied Piper is a ward app used by 40 nurses every day.');
    expect(letterFor(product, NURSING_AD, 'english').text).not.toMatch(/I pied/i);
  });
  it('gives the doubtful facts a confidence below the bar, and puts a swapped role right', () => {
    expect(sheet.name?.doubt).toBe('a heading');
    expect(sheet.roles.map((r) => r.confidence < 0.6)).toEqual([true, true, false, false]);
    expect(sheet.roles[3]).toMatchObject({ position: 'Quality Engineer', company: 'Lundbeck A/S' });
  });
  const claims: Record<OutputLanguage, string> = {
    english: 'Most recently I worked as Trainee at Maersk.',
    danish: 'Senest har jeg arbejdet som Trainee hos Maersk.',
    german: 'Zuletzt war ich als Trainee bei Maersk tätig.',
    spanish: 'Recientemente he trabajado como Trainee en Maersk.',
    french: "J'ai récemment travaillé en tant que Trainee chez Maersk.",
  };
  const email: Record<OutputLanguage, string> = {
    english: 'I also worked at karen.berg@novo.dk.',
    danish: 'Jeg har også arbejdet hos karen.berg@novo.dk.',
    german: 'Ich war auch bei karen.berg@novo.dk tätig.',
    spanish: 'También trabajé en karen.berg@novo.dk.',
    french: "J'ai aussi travaillé chez karen.berg@novo.dk.",
  };
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(broken, NURSING_AD, language);
    expect(text).not.toMatch(/CURRICULUM VITAE|karen\.berg|Python, Java/);
    expect(classesOf(text, input)).toEqual([]);
    expect(classesWith(input, claims[language])).toContain(7);
    expect(classesWith(input, email[language])).toContain(7);
    expect(classesOf(`${text}\nCURRICULUM VITAE`, input)).toContain(7);
  });
});

describe('class 8: ad wording enters a letter only in a grammatical form', () => {
  const danishAd = adAndReport({
    language: 'da',
    title: 'Sygeplejerske',
    company: 'Region Hovedstaden',
    rows: [
      ['d1', 'other', 'must', 'Sygeplejerske', 'matched', ['Staff Nurse, Rigshospitalet (2018–present)']],
      ['d2', 'hard-skill', 'must', 'Sårpleje', 'matched', ['Skills: Wound care'], 'Wound care'],
      [
        'd3',
        'hard-skill',
        'must',
        'Du har erfaring med akutte patientforløb på en medicinsk afdeling',
        'matched',
        [],
      ],
      ['d4', 'hard-skill', 'nice', 'Akutte patientforløb', 'missing', []],
    ],
    cvYears: 8,
    score: 80,
  });
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(NURSE, danishAd, language);
    expect(text).not.toMatch(/vægt på sygeplejerske|akutte patientforløb/i);
    expect(classesOf(text, input)).toEqual([]);
    const quoted = 'Som I skriver: Du har erfaring med akutte patientforløb på en medicinsk afdeling.';
    expect(classesWith(input, quoted)).toContain(8);
  });
  it("never quotes the ad's own sentences back at the employer", () => {
    for (const language of OUTPUT_LANGUAGES) {
      const { input, text } = letterFor(NURSE, NURSING_AD, language);
      expect(text).not.toContain('largest emergency departments');
      const quote =
        'One line in your advertisement stood out to me: “We are one of the largest emergency departments in Scandinavia”.';
      expect(classesWith(input, quote)).toContain(8);
    }
  });

  it('rejects the ad keyword pasted in another language', () => {
    const { input } = letterFor(NURSE, danishAd, 'french');
    const problems = checkClaims(
      `${writeLetter(input).text} J'ai de l'expérience en akutte patientforløb.`,
      input,
    );
    expect(problems.map((p) => p.claimClass)).toContain(8);
  });
});

describe('class 2 and 7: a job-seeking period is never a job', () => {
  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const { input, text } = letterFor(NURSE, SOFTWARE_AD, language);
    expect(text).not.toContain('Job seeking');
    expect(classesWith(input, 'Before that, I worked as Job seeking (2017–2018).')).toContain(2);
  });
});

describe("checkLetter (the server's gate for a model's letter)", () => {
  it('refuses a letter with a false claim and names it', () => {
    const { input, text } = letterFor(NURSE, NURSING_AD, 'english');
    expect(checkLetter(text, input)).toEqual({ ok: true, problems: [] });
    const model = text.replace('Kind regards,', 'I have not yet worked with medicine.\n\nKind regards,');
    const result = checkLetter(model, input);
    expect(result.ok).toBe(false);
    expect(result.problems.join(' ')).toContain('states an absence or weakness');
  });
});

describe('the fact sheet', () => {
  it('leaves out what the user unticked', () => {
    const { text } = letterFor(NURSE, NURSING_AD, 'english', { excludedFacts: ['role:0', 'language:de'] });
    expect(text).not.toContain('Rigshospitalet');
    expect(text).not.toMatch(/German \(/);
  });
});
