import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData } from '#domain/cv';
import { ZProfileUpdate } from '#domain/onboarding';
import type { TProfile } from '#domain/profile';
import {
  draftFromProfile,
  mergeParsedCv,
  personalInfoErrors,
  profileUpdateOf,
  stepDataOf,
  withScheme,
} from './onboarding-draft';

const profile = (overrides: Partial<TProfile> = {}): TProfile => ({
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  phone: null,
  contactAddress: null,
  linkedinUrl: null,
  jobTypePreference: null,
  industryPreference: null,
  targetRoles: [],
  competencies: [],
  employmentStatus: null,
  educationLevel: null,
  cvId: null,
  cvParsed: false,
  onboardingCompleted: false,
  currentOnboardingStep: 'welcome',
  onboardingStepData: {},
  profileCompletion: 0,
  extractedSummary: null,
  workExperience: [],
  educationData: [],
  extractedSkills: [],
  subscriptionPlan: 'free',
  subscriptionStatus: 'active',
  applicationsUsed: 0,
  applicationsLimit: 3,
  preferredLanguage: 'en',
  preferredTone: 'professional',
  cvLanguage: null,
  preferences: {},
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const cv = (): TCvData => ({
  ...emptyCvData(),
  personalInfo: {
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+45 20 30 40 50',
    location: 'Copenhagen',
    linkedinUrl: 'linkedin.com/in/grace',
  },
  summary: 'Compiler engineer.',
  experience: [
    {
      position: 'Principal Engineer',
      company: 'Univac',
      location: '',
      startDate: '2019-03',
      endDate: null,
      current: true,
      description: '',
    },
  ],
  skills: {
    technical: ['TypeScript', 'typescript', 'Rust', 'Compilers', 'Go'],
    soft: ['Mentoring'],
    languages: [],
  },
});

describe('draftFromProfile', () => {
  it('starts from the profile when nothing was saved', () => {
    const draft = draftFromProfile(profile({ jobTypePreference: 'Remote', targetRoles: ['Engineer'] }));
    expect(draft).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '' });
    expect(draft).toMatchObject({
      jobTypePreference: 'Remote',
      industryPreference: '',
      targetRoles: ['Engineer'],
    });
  });

  it('prefers the saved step data, so a reload shows what the user typed', () => {
    const saved = { fullName: 'Ada King', phone: '123', targetRoles: ['Analyst'], summary: 'Saved.' };
    const draft = draftFromProfile(profile({ onboardingStepData: saved }));
    expect(draft).toMatchObject({
      fullName: 'Ada King',
      phone: '123',
      targetRoles: ['Analyst'],
      summary: 'Saved.',
    });
    expect(draft.email).toBe('ada@example.com');
  });

  it('ignores saved values of the wrong type instead of breaking', () => {
    const draft = draftFromProfile(profile({ onboardingStepData: { fullName: 42, targetRoles: 'x' } }));
    expect(draft.fullName).toBe('Ada Lovelace');
    expect(draft.targetRoles).toEqual([]);
  });
});

describe('mergeParsedCv', () => {
  it("fills personal info from the CV over blanks and the profile's sign-up values", () => {
    const p = profile();
    const draft = mergeParsedCv(draftFromProfile(p), cv(), p);
    expect(draft).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+45 20 30 40 50',
      location: 'Copenhagen',
      jobTitle: 'Principal Engineer',
      summary: 'Compiler engineer.',
      cvUploaded: true,
      cvParsed: true,
    });
    expect(draft.experience).toHaveLength(1);
  });

  it('never overwrites what the user typed in the modal', () => {
    const p = profile();
    const typed = { ...draftFromProfile(p), fullName: 'Ada K.', phone: '999', targetRoles: ['Lead'] };
    const draft = mergeParsedCv(typed, cv(), p);
    expect(draft).toMatchObject({ fullName: 'Ada K.', phone: '999', targetRoles: ['Lead'] });
  });

  it('keeps a value saved in the step data after a reload, even though the profile now holds it too', () => {
    const p = profile({ fullName: 'Grace B. Hopper', onboardingStepData: { fullName: 'Grace B. Hopper' } });
    expect(mergeParsedCv(draftFromProfile(p), cv(), p).fullName).toBe('Grace B. Hopper');
  });

  it('seeds target roles from the first three distinct technical skills', () => {
    const p = profile();
    expect(mergeParsedCv(draftFromProfile(p), cv(), p).targetRoles).toEqual([
      'TypeScript',
      'Rust',
      'Compilers',
    ]);
  });
});

describe('personalInfoErrors (spec 001 §5)', () => {
  it('requires full name and email, blank counting as missing', () => {
    expect(personalInfoErrors({ fullName: ' ', email: '' })).toEqual({
      fullName: 'required',
      email: 'required',
    });
    expect(personalInfoErrors({ fullName: 'Ada', email: '' })).toEqual({ email: 'required' });
    expect(personalInfoErrors({ fullName: 'Ada', email: 'a@b.c' })).toEqual({});
  });
});

describe('saving', () => {
  it('keeps the preferences out of the step data (they are profile fields)', () => {
    const p = profile({ jobTypePreference: 'Remote' });
    const stepData = stepDataOf(draftFromProfile(p));
    expect(stepData).not.toHaveProperty('jobTypePreference');
    expect(stepData).not.toHaveProperty('industryPreference');
    expect(stepData.fullName).toBe('Ada Lovelace');
  });

  it('builds a profile update the server contract accepts, from CV-style values', () => {
    const p = profile();
    const draft = {
      ...mergeParsedCv(draftFromProfile(p), cv(), p),
      jobTypePreference: 'Remote',
      industryPreference: 'Nonsense',
    };
    const update = profileUpdateOf(draft);
    expect(update).toMatchObject({
      fullName: 'Grace Hopper',
      contactAddress: 'Copenhagen',
      linkedinUrl: 'https://linkedin.com/in/grace',
      jobTypePreference: 'Remote',
      industryPreference: null, // not one of the §9 industries
      targetRoles: ['TypeScript', 'Rust', 'Compilers'],
    });
    expect(ZProfileUpdate.safeParse(update).success).toBe(true);
  });

  it('adds a scheme only where one is missing', () => {
    expect(withScheme('www.linkedin.com/in/x')).toBe('https://www.linkedin.com/in/x');
    expect(withScheme('http://linkedin.com/in/x')).toBe('http://linkedin.com/in/x');
    expect(withScheme('  ')).toBe('');
  });
});
