import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData } from '#domain/cv';
import { linkedinBand, type LinkedinCheckId, type TLinkedinAnalysis } from '#domain/linkedin';
import { readDocument } from '#engine/read/index';
import {
  analyzeLinkedinProfile,
  CHECK_POINTS,
  readLinkedinProfile,
  type LinkedinContext,
} from './linkedin.ts';
import type { LinkedinProfile } from './linkedin-export.ts';
import { linkedinPdf, PROFILES, profileText, type ProfileName } from './test/linkedin-pdf.ts';

const context = (extra: Partial<LinkedinContext> = {}): LinkedinContext => ({
  linkedinUrl: 'https://www.linkedin.com/in/annaholm-data',
  targetRoles: ['Data Engineer'],
  cv: null,
  language: 'en',
  ...extra,
});

const strong = () => readLinkedinProfile(profileText('strong'));
const check = (analysis: TLinkedinAnalysis, id: LinkedinCheckId) =>
  analysis.checklist.find((c) => c.id === id)!;
const analyse = (profile: LinkedinProfile, extra: Partial<LinkedinContext> = {}) =>
  analyzeLinkedinProfile(profile, context(extra));

describe('reading the LinkedIn export layout', () => {
  it('reads the side column, the header and the main sections of the English export', () => {
    const p = strong();
    expect(p.name).toBe('Anna Holm');
    expect(p.headline).toBe(
      'Senior Data Engineer | Building reliable data platforms that cut reporting time from days to minutes',
    );
    expect(p.location).toBe('Copenhagen, Capital Region, Denmark');
    expect(p.profileUrl).toBe('https://www.linkedin.com/in/annaholm-data');
    expect(p.skills).toEqual(['Python', 'Apache Airflow', 'SQL']);
    expect(p.languages).toHaveLength(3);
    expect(p.certifications).toEqual([
      'AWS Certified Data Engineer – Associate',
      'Google Cloud Professional Data Engineer',
    ]);
    expect(p.summary).toMatch(/^I am a senior data engineer.*strong data culture matter\.$/);
    // Two roles at one employer, then another employer.
    expect(p.experience.map((e) => [e.company, e.title, e.start, e.end, e.current])).toEqual([
      ['Salling Group', 'Senior Data Engineer', '2021-03', null, true],
      ['Salling Group', 'Data Engineer', '2018-08', '2021-02', false],
      ['DSV', 'Data Analyst', '2015-09', '2018-07', false],
    ]);
    expect(p.experience[2]!.description).toMatch(/^Automated weekly freight reporting.*PostgreSQL\.$/);
    expect(p.education).toEqual([
      {
        institution: 'Aarhus University',
        degree: 'Master of Science (MSc), Computer Science',
        start: '2013',
        end: '2015',
      },
      {
        institution: 'Aarhus University',
        degree: 'Bachelor of Science (BSc), Computer Science',
        start: '2010',
        end: '2013',
      },
    ]);
    expect(p.recommendations).toBeNull();
  });

  it('reads the Danish labels and dates ("august 2018 - nu")', () => {
    const p = readLinkedinProfile(profileText('danish'));
    expect(p.name).toBe('Sofie Lund');
    expect(p.skills).toEqual(['Sygepleje', 'Patientpleje', 'Akut sygepleje']);
    expect(p.languages[0]).toBe('Dansk (Modersmål eller tosproget)');
    expect(p.summary).toMatch(/^Jeg er uddannet sygeplejerske/);
    expect(p.experience.map((e) => [e.company, e.start, e.current])).toEqual([
      ['Odense Universitetshospital', '2018-08', true],
      ['Svendborg Sygehus', '2017-02', false],
    ]);
    expect(p.education[0]!.degree).toBe('Professionsbachelor i sygepleje');
  });

  it('reads a company total line ("10 years 2 months") above a group of roles', () => {
    const p = readLinkedinProfile(profileText('senior'));
    expect(p.experience.map((e) => [e.company, e.title])).toEqual([
      ['Nordic Freight Group', 'Chief Financial Officer'],
      ['Nordic Freight Group', 'Finance Director'],
      ['PwC', 'Senior Manager, Audit'],
    ]);
  });

  it('counts recommendations pasted from the profile page, and reads "About" as the summary', () => {
    const p = readLinkedinProfile(
      'Jane Doe\nProduct Manager | B2B SaaS\nAbout\nI build products.\nRecommendations\nReceived (4)\nGiven (1)\n',
    );
    expect(p.summary).toBe('I build products.');
    expect(p.recommendations).toBe(4);
  });

  it.each(['strong', 'danish'] as const)(
    'reads the %s profile rendered as a PDF in the export layout exactly as its text',
    async (name: ProfileName) => {
      const doc = await readDocument(await linkedinPdf(profileText(name)));
      expect(readLinkedinProfile(doc.lines)).toEqual(readLinkedinProfile(profileText(name)));
    },
  );
});

describe('the criteria', () => {
  it('headline: role, value and length each earn their points', () => {
    const good = analyse(strong());
    expect(check(good, 'headline')).toMatchObject({ passed: true, points: 15, maxPoints: 15 });
    const bare = analyse({ ...strong(), headline: 'Data Engineer' });
    expect(check(bare, 'headline')).toMatchObject({ passed: false, points: 7 });
    expect(check(bare, 'headline').why).toMatch(/names your role.*does not say what you bring.*short/);
    const noRole = analyse({ ...strong(), headline: 'Open to new opportunities and exciting challenges' });
    expect(check(noRole, 'headline').points).toBe(3);
    const empty = analyse({ ...strong(), headline: '' });
    expect(check(empty, 'headline')).toMatchObject({ points: 0, why: 'No headline was found.' });
  });

  it('about: length and keywords of the target roles', () => {
    const full = check(analyse(strong()), 'about');
    expect(full).toMatchObject({ passed: true, points: 15 });
    expect(full.why).toContain('Python');
    const short = check(
      analyse({ ...strong(), summary: 'I like data and Python, SQL and Airflow.' }),
      'about',
    );
    // Under 200 characters: no points for length; two keywords of the role (Python, SQL): 3.
    expect(short.points).toBe(3);
    expect(short.why).toMatch(/40 characters.*names 2 keywords/);
    const offTarget = check(analyse(strong(), { targetRoles: ['Nurse'] }), 'about');
    expect(offTarget.points).toBeLessThan(full.points);
    expect(check(analyse({ ...strong(), summary: '' }), 'about')).toMatchObject({ points: 0 });
  });

  it('photo and banner are never judged and never count', () => {
    const photo = check(analyse(strong()), 'photo');
    expect(photo).toMatchObject({ passed: null, points: 0, maxPoints: 0 });
    expect(photo.why).toMatch(/cannot judge/);
  });

  it('experience: entries, descriptions and quantified results', () => {
    expect(check(analyse(strong()), 'experience')).toMatchObject({ passed: true, points: 20 });
    const plain = strong().experience.map((e) => ({
      ...e,
      description: 'Worked on data pipelines for the company.',
    }));
    expect(check(analyse({ ...strong(), experience: plain }), 'experience').points).toBe(13);
    const bare = strong().experience.map((e) => ({ ...e, description: '' }));
    expect(check(analyse({ ...strong(), experience: bare }), 'experience').points).toBe(5);
    expect(check(analyse({ ...strong(), experience: [] }), 'experience').points).toBe(0);
    // A year is not a result.
    const years = strong().experience.map((e) => ({
      ...e,
      description: 'Joined the platform team in 2019 and stayed.',
    }));
    expect(check(analyse({ ...strong(), experience: years }), 'experience').points).toBe(13);
  });

  it('skills: count and match with the target roles (ESCO vocabulary)', () => {
    expect(check(analyse(strong()), 'skills')).toMatchObject({ passed: true, points: 15 });
    const nurse = check(analyse(strong(), { targetRoles: ['Nurse'] }), 'skills');
    expect(nurse.points).toBe(5);
    expect(nurse.why).toMatch(/0 match your target roles \(Nurse\)/);
    expect(check(analyse({ ...strong(), skills: ['Python'] }), 'skills').points).toBe(2 + 5);
    expect(check(analyse({ ...strong(), skills: [] }), 'skills').points).toBe(0);
  });

  it('education, certifications and languages', () => {
    const p = strong();
    expect(check(analyse(p), 'education').points).toBe(8);
    expect(
      check(
        analyse({ ...p, education: [{ institution: 'X', degree: '', start: null, end: null }] }),
        'education',
      ).points,
    ).toBe(4);
    expect(check(analyse({ ...p, education: [] }), 'education').points).toBe(0);
    expect(check(analyse({ ...p, certifications: [] }), 'certifications')).toMatchObject({
      passed: false,
      points: 0,
    });
    expect(check(analyse({ ...p, languages: [] }), 'languages')).toMatchObject({ passed: false, points: 0 });
  });

  it('recommendations are judged only when the text has them', () => {
    expect(check(analyse(strong()), 'recommendations')).toMatchObject({ passed: null, maxPoints: 0 });
    expect(check(analyse({ ...strong(), recommendations: 3 }), 'recommendations')).toMatchObject({
      passed: true,
      points: 5,
      maxPoints: 5,
    });
    expect(check(analyse({ ...strong(), recommendations: 0 }), 'recommendations').passed).toBe(false);
  });

  it('custom URL: a vanity address passes, LinkedIn’s generated suffix does not', () => {
    expect(check(analyse(strong()), 'customUrl').passed).toBe(true);
    const generated = check(
      analyse(strong(), { linkedinUrl: 'https://www.linkedin.com/in/anna-holm-4b3a2b1a5' }),
      'customUrl',
    );
    expect(generated).toMatchObject({ passed: false, points: 0 });
    expect(generated.why).toContain('anna-holm-4b3a2b1a5');
  });

  it('consistency with the CV: not judged without one; titles, employers and start years compared', () => {
    expect(check(analyse(strong()), 'cvConsistency').passed).toBeNull();
    const cv: TCvData = {
      ...emptyCvData(),
      experience: [
        job('Salling Group', 'Senior Data Engineer', '2021-03'),
        job('Salling Group', 'Data Engineer', '2018-08'),
        job('DSV A/S', 'Data Analyst', '2015-09'),
      ],
    };
    expect(check(analyse(strong(), { cv }), 'cvConsistency')).toMatchObject({ passed: true, points: 7 });
    const differing: TCvData = {
      ...cv,
      experience: [
        job('Salling Group', 'Head of Data', '2021-03'),
        job('DSV A/S', 'Data Analyst', '2014-01'),
        job('Maersk', 'Intern', '2014-01'),
      ],
    };
    const c = check(analyse(strong(), { cv: differing }), 'cvConsistency');
    expect(c).toMatchObject({ passed: false, points: 0 });
    expect(c.why).toContain('your CV says "Head of Data"');
    expect(c.why).toContain('your CV starts in 2014, LinkedIn in 2015');
    expect(c.why).toContain('Maersk is on your CV but not on LinkedIn');
  });
});

function job(company: string, position: string, startDate: string) {
  return { company, position, startDate, endDate: null, current: false, location: '', description: '' };
}

describe('the score', () => {
  it('is the share of points earned over the criteria that could be judged', () => {
    const a = analyse(readLinkedinProfile(profileText('student')), { targetRoles: ['Software Developer'] });
    const judged = a.checklist.filter((c) => c.passed !== null);
    const earned = judged.reduce((s, c) => s + c.points, 0);
    const possible = judged.reduce((s, c) => s + c.maxPoints, 0);
    expect(a.score).toBe(Math.round((100 * earned) / possible));
    expect(Object.values(CHECK_POINTS).reduce((s, n) => s + n, 0)).toBe(100);
  });

  it('is stable: the same profile, roles and CV give the same analysis, word for word', () => {
    for (const name of PROFILES) {
      const first = analyse(readLinkedinProfile(profileText(name)));
      const second = analyse(readLinkedinProfile(profileText(name)));
      expect(second).toEqual(first);
    }
  });

  it('ranks the corpus as a recruiter would: strong above senior above student above weak', () => {
    const score = (name: ProfileName, roles: string[]) =>
      analyse(readLinkedinProfile(profileText(name)), {
        targetRoles: roles,
        linkedinUrl: readLinkedinProfile(profileText(name)).profileUrl!,
      }).score;
    const strongScore = score('strong', ['Data Engineer']);
    const senior = score('senior', ['CFO']);
    const student = score('student', ['Software Developer']);
    const weak = score('weak', []);
    expect(strongScore).toBeGreaterThan(senior);
    expect(senior).toBeGreaterThan(student);
    expect(student).toBeGreaterThan(weak);
    expect(linkedinBand(strongScore)).toBe('excellent');
    expect(linkedinBand(weak)).toBe('needs-improvement');
  });

  it('bands at 80 and 60 (spec 001 §9)', () => {
    expect(linkedinBand(100)).toBe('excellent');
    expect(linkedinBand(80)).toBe('excellent');
    expect(linkedinBand(79)).toBe('good');
    expect(linkedinBand(60)).toBe('good');
    expect(linkedinBand(59)).toBe('needs-improvement');
    expect(linkedinBand(0)).toBe('needs-improvement');
  });

  it('lists strengths, improvements and recommendations from the checklist, biggest gain first', () => {
    const a = analyse(readLinkedinProfile(profileText('weak')), {
      targetRoles: ['Sales Representative'],
      linkedinUrl: 'https://www.linkedin.com/in/mikkel-berg-7a41b2190',
    });
    expect(a.improvements[0]).toMatch(/^(About|Experience|Skills):/);
    expect(a.recommendations.length).toBe(a.improvements.length + 1);
    expect(a.recommendations.at(-1)).toMatch(/photo/);
    expect(a.completeness).toMatchObject({ about: false, experience: true, skills: false, customUrl: false });
    expect(a.strengths).toEqual([]);
  });

  it('writes Danish when asked', () => {
    const a = analyse(readLinkedinProfile(profileText('danish')), {
      language: 'da',
      targetRoles: ['Sygeplejerske'],
    });
    expect(a.language).toBe('da');
    expect(check(a, 'headline').label).toBe('Overskrift');
    expect(check(a, 'skills').why).toMatch(/Sygepleje, Patientpleje og Akut sygepleje/);
  });
});
