import { describe, expect, it } from 'vitest';
import { ZCvData } from '../cv.ts';
import { ZBuilderCv } from '../cv-builder.ts';
import { SAMPLE_BUILDER_CV } from './sample-cv.ts';
import { builderCvFromCvData, cvDataFromBuilderCv, toCvDate } from './to-cv-data.ts';

describe('toCvDate', () => {
  it('keeps year-month and year, normalises other numeric forms, and drops free text', () => {
    expect(toCvDate('2021-03')).toBe('2021-03');
    expect(toCvDate('2021-3')).toBe('2021-03');
    expect(toCvDate('2021-03-15')).toBe('2021-03');
    expect(toCvDate('03/2021')).toBe('2021-03');
    expect(toCvDate(' 2021 ')).toBe('2021');
    expect(toCvDate('Spring 2021')).toBeNull();
    expect(toCvDate('2021-13')).toBeNull();
    expect(toCvDate('')).toBeNull();
  });
});

describe('cvDataFromBuilderCv', () => {
  it('maps a builder CV to the structured CV the generator reads', () => {
    const data = cvDataFromBuilderCv(SAMPLE_BUILDER_CV);
    expect(ZCvData.parse(data)).toEqual(data);
    expect(data.personalInfo).toEqual({
      fullName: 'Søren Æbelø-Müller',
      email: 'soren@example.com',
      phone: '+45 12 34 56 78',
      location: 'Aarhus, Denmark',
      linkedinUrl: 'https://www.linkedin.com/in/soren',
    });
    expect(data.experience[0]).toEqual({
      position: 'Senior Frontend Developer',
      company: 'Brød & Smør ApS',
      location: 'Aarhus',
      startDate: '2021-03',
      endDate: null,
      current: true,
      description: 'Leads the web team.\n- Built the design system\n- Cut load time by 40%',
    });
    expect(data.experience[1]).toMatchObject({ startDate: '2017', endDate: '2021-02', current: false });
    expect(data.education).toEqual([
      {
        degree: 'MSc Computer Science',
        institution: 'Aarhus University',
        startDate: '2015',
        endDate: '2017-06',
      },
    ]);
    expect(data.skills).toEqual({
      technical: ['React', 'TypeScript', 'Accessibility'],
      soft: [],
      languages: ['Danish (Native)', 'English (Fluent)'],
    });
    expect(data.certifications).toEqual(['AWS Certified Developer']);
  });

  it('stores a free-text date as unknown instead of inventing one', () => {
    const cv = {
      ...SAMPLE_BUILDER_CV,
      experience: [{ ...SAMPLE_BUILDER_CV.experience[1]!, startDate: 'Spring 2017', endDate: 'now-ish' }],
    };
    expect(cvDataFromBuilderCv(cv).experience[0]).toMatchObject({ startDate: null, endDate: null });
  });
});

describe('builderCvFromCvData', () => {
  it('starts a builder CV from extracted data with fresh entry ids, and maps back to the same data', () => {
    const data = cvDataFromBuilderCv(SAMPLE_BUILDER_CV);
    const cv = builderCvFromCvData(data);
    expect(ZBuilderCv.parse(cv)).toEqual(cv);
    expect(cv.jobTitle).toBe('Senior Frontend Developer');
    expect(cv.languages.map(({ language, level }) => ({ language, level }))).toEqual([
      { language: 'Danish', level: 'Native' },
      { language: 'English', level: 'Fluent' },
    ]);
    expect(cv.links).toEqual([
      { id: expect.any(String), label: 'LinkedIn', url: 'https://www.linkedin.com/in/soren' },
    ]);
    const ids = [...cv.experience, ...cv.education, ...cv.languages, ...cv.certificates].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(cvDataFromBuilderCv(cv)).toEqual(data);
  });

  it('keeps within the builder’s limits (50 jobs, skills of at most 100 characters)', () => {
    const data = cvDataFromBuilderCv(SAMPLE_BUILDER_CV);
    const many = { ...data, experience: Array.from({ length: 80 }, () => data.experience[0]!) };
    many.skills = { ...data.skills, technical: ['x'.repeat(101), 'React', 'React'], soft: ['Teamwork'] };
    const cv = builderCvFromCvData(many);
    expect(cv.experience).toHaveLength(50);
    expect(cv.skills).toEqual(['React', 'Teamwork']);
    expect(ZBuilderCv.safeParse(cv).success).toBe(true);
  });
});
