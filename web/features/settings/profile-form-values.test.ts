import { describe, expect, it } from 'vitest';
import { ZProfileUpdate } from '#domain/onboarding';
import type { TProfile } from '#domain/profile';
import { toProfileFormValues, toProfileUpdate } from './profile-form-values';

const profile = {
  email: 'ada@example.com',
  fullName: null,
  phone: null,
  contactAddress: 'London',
  linkedinUrl: null,
  jobTypePreference: 'Full-time',
  industryPreference: 'Basket weaving', // not one of §9's industries: stored by older data
  targetRoles: ['Analyst'],
  competencies: [],
  employmentStatus: null,
  educationLevel: null,
  preferredLanguage: 'da',
  preferredTone: 'whimsical',
  cvLanguage: null,
} as unknown as TProfile;

describe('toProfileFormValues', () => {
  it('turns nulls into empty inputs and unknown choices into "not set" or the default', () => {
    const values = toProfileFormValues(profile);
    expect(values).toMatchObject({
      fullName: '',
      phone: '',
      contactAddress: 'London',
      jobTypePreference: 'Full-time',
      industryPreference: '',
      preferredLanguage: 'da',
      preferredTone: 'professional',
      cvLanguage: '',
      targetRoles: ['Analyst'],
    });
  });
});

describe('toProfileUpdate', () => {
  it('sends "not set" selects as null and blank texts as null once validated', () => {
    const values = { ...toProfileFormValues(profile), fullName: '  Ada Lovelace ', phone: '   ' };
    const parsed = ZProfileUpdate.parse(toProfileUpdate(values));
    expect(parsed).toMatchObject({
      fullName: 'Ada Lovelace',
      phone: null,
      industryPreference: null,
      cvLanguage: null,
      jobTypePreference: 'Full-time',
    });
  });

  it('lets the contract refuse a non-LinkedIn address', () => {
    const values = {
      ...toProfileFormValues(profile),
      fullName: 'Ada',
      linkedinUrl: 'https://example.com/ada',
    };
    const result = ZProfileUpdate.safeParse(toProfileUpdate(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['linkedinUrl']);
  });
});
