import { describe, expect, it } from 'vitest';
import type { TCvSummary } from '#domain/cv';
import { summarizeCvs } from '#domain/onboarding';
import {
  applyImportedAd,
  defaultOutputLanguage,
  expiryDays,
  isFormComplete,
  isLimitReached,
  lockState,
  preselectedCvId,
  selectableCvs,
  type GeneratorForm,
} from './generator-rules';

const profile = (
  over: Partial<{ fullName: string | null; email: string | null; cvParsed: boolean }> = {},
) => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  cvParsed: false,
  ...over,
});

const cv = (id: string, extractionStatus: TCvSummary['extractionStatus'], isDefault = false): TCvSummary => ({
  id,
  name: `cv-${id}`,
  fileName: `${id}.pdf`,
  format: 'pdf',
  sizeBytes: 1000,
  source: 'upload',
  extractionStatus,
  extractionError: extractionStatus === 'failed' ? 'unreadable' : null,
  isDefault,
  detectedLanguage: 'en',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const form = (over: Partial<GeneratorForm> = {}): GeneratorForm => ({
  jobTitle: 'Frontend Developer',
  companyName: 'Acme',
  jobDescription: 'We need TypeScript.',
  cvId: 'a',
  outputLanguage: 'english',
  applicationUrl: '',
  ...over,
});

describe('lockState (spec 001 §2 four lock states)', () => {
  it('no CV at all: CV required, whatever the profile says', () => {
    expect(lockState(profile(), summarizeCvs([]))).toBe('no-cv');
    expect(lockState(profile({ fullName: '' }), summarizeCvs([]))).toBe('no-cv');
  });

  it('a CV still pending, or only failed ones: not processed yet', () => {
    expect(lockState(profile(), summarizeCvs([cv('a', 'pending')]))).toBe('cv-processing');
    expect(lockState(profile(), summarizeCvs([cv('a', 'failed')]))).toBe('cv-processing');
  });

  it('a processed CV but a blank name or email: profile incomplete', () => {
    expect(lockState(profile({ fullName: '  ' }), summarizeCvs([cv('a', 'completed')]))).toBe(
      'profile-incomplete',
    );
    expect(lockState(profile({ email: null }), summarizeCvs([cv('a', 'completed')]))).toBe(
      'profile-incomplete',
    );
  });

  it('required info and a processed CV (or the profile cv_parsed flag): unlocked', () => {
    expect(lockState(profile(), summarizeCvs([cv('a', 'pending'), cv('b', 'completed')]))).toBe('unlocked');
    expect(lockState(profile({ cvParsed: true }), summarizeCvs([cv('a', 'pending')]))).toBe('unlocked');
  });
});

describe('CV choice', () => {
  it('offers only completed CVs', () => {
    const cvs = [cv('a', 'pending'), cv('b', 'completed'), cv('c', 'failed')];
    expect(selectableCvs(cvs).map((c) => c.id)).toEqual(['b']);
  });

  it('preselects the default CV, else the newest completed one, else none', () => {
    expect(preselectedCvId([cv('a', 'completed'), cv('b', 'completed', true)])).toBe('b');
    expect(preselectedCvId([cv('a', 'pending', true), cv('b', 'completed')])).toBe('b');
    expect(preselectedCvId([cv('a', 'pending', true)])).toBe('');
  });
});

describe('defaultOutputLanguage', () => {
  it("maps the profile's CV language to an output language, else english (spec §9 default)", () => {
    expect(defaultOutputLanguage('de')).toBe('german');
    expect(defaultOutputLanguage('da')).toBe('danish');
    expect(defaultOutputLanguage('fr')).toBe('french');
    expect(defaultOutputLanguage(null)).toBe('english');
    expect(defaultOutputLanguage('sv')).toBe('english');
  });
});

describe('isFormComplete (spec 001 §5: Generate needs all four)', () => {
  it('is complete only with a job title, company, description and CV, blanks counting as missing', () => {
    expect(isFormComplete(form())).toBe(true);
    expect(isFormComplete(form({ jobTitle: '  ' }))).toBe(false);
    expect(isFormComplete(form({ companyName: '' }))).toBe(false);
    expect(isFormComplete(form({ jobDescription: '\n' }))).toBe(false);
    expect(isFormComplete(form({ cvId: '' }))).toBe(false);
  });
});

describe('isLimitReached', () => {
  it('is reached at the limit on a limited plan and never when unlimited (-1)', () => {
    expect(isLimitReached(2, 3)).toBe(false);
    expect(isLimitReached(3, 3)).toBe(true);
    expect(isLimitReached(500, -1)).toBe(false);
  });
});

describe('applyImportedAd', () => {
  const ad = {
    url: 'https://jobs.example/1',
    text: 'Full ad text',
    jobTitle: 'Backend Developer',
    companyName: 'Initech',
  };

  it('fills the description, URL, and the title and company when they were empty', () => {
    expect(applyImportedAd(form({ jobTitle: '', companyName: ' ', jobDescription: '' }), ad)).toMatchObject({
      jobTitle: 'Backend Developer',
      companyName: 'Initech',
      jobDescription: 'Full ad text',
      applicationUrl: 'https://jobs.example/1',
    });
  });

  it('keeps a title and company the user already typed', () => {
    expect(applyImportedAd(form(), ad)).toMatchObject({
      jobTitle: 'Frontend Developer',
      companyName: 'Acme',
    });
  });
});

describe('expiryDays', () => {
  it('sends 1, 7 or 30 days, and null for never or anything else', () => {
    expect([expiryDays('1'), expiryDays('7'), expiryDays('30')]).toEqual([1, 7, 30]);
    expect([expiryDays('never'), expiryDays('2'), expiryDays('')]).toEqual([null, null, null]);
  });
});
