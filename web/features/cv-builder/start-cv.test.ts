import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvSummary } from '#domain/cv';
import type { TProfile } from '#domain/profile';
import { startingCv, startingCvId } from './start-cv';

const summary = (id: string, over: Partial<TCvSummary> = {}): TCvSummary => ({
  id,
  name: id,
  fileName: null,
  format: 'pdf',
  sizeBytes: 1,
  source: 'upload',
  extractionStatus: 'completed',
  extractionError: null,
  isDefault: false,
  detectedLanguage: 'da',
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('startingCvId', () => {
  it('takes the default uploaded CV once it has been read', () => {
    expect(startingCvId([summary('a'), summary('b', { isDefault: true })])).toBe('b');
    expect(startingCvId([summary('a', { isDefault: true, extractionStatus: 'pending' })])).toBeNull();
    expect(startingCvId([summary('a', { isDefault: true, source: 'builder' })])).toBeNull();
    expect(startingCvId([summary('a')])).toBeNull();
  });
});

describe('startingCv', () => {
  const profile = {
    fullName: 'Mette Frederiksen',
    email: 'mette@example.dk',
    phone: '+45 12 34 56 78',
    contactAddress: 'Aarhus',
    targetRoles: ['Projektleder', 'Konsulent'],
    competencies: ['Ledelse', ' ', 'Ledelse'],
  } as TProfile;

  it('prefers the extracted CV', () => {
    const extracted = emptyCvData();
    extracted.personalInfo.fullName = 'Fra CV';
    extracted.experience = [
      {
        position: 'Udvikler',
        company: 'Firma',
        location: '',
        startDate: '2020-01',
        endDate: null,
        current: true,
        description: '',
      },
    ];
    const cv = startingCv({ extracted, profile });
    expect(cv).toMatchObject({ fullName: 'Fra CV', jobTitle: 'Udvikler' });
    expect(cv?.experience[0]).toMatchObject({
      id: expect.any(String),
      startDate: '2020-01',
      endDate: '',
      current: true,
    });
  });

  it('falls back to the profile, the first target role as job title', () => {
    expect(startingCv({ extracted: null, profile })).toMatchObject({
      fullName: 'Mette Frederiksen',
      jobTitle: 'Projektleder',
      email: 'mette@example.dk',
      phone: '+45 12 34 56 78',
      location: 'Aarhus',
      skills: ['Ledelse'],
    });
  });

  it('has nothing to fill without either', () => {
    expect(startingCv({ extracted: null, profile: null })).toBeNull();
  });
});
