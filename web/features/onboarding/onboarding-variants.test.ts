import { describe, expect, it } from 'vitest';
import { emptyCvData } from '#domain/cv';
import { onboardingProgress, ONBOARDING_VARIANTS } from '#domain/onboarding';
import { isPartialCv, VARIANT_OPTIONS } from './onboarding-variants';
import { cvBuilderAvailable, CV_BUILDER_PATH } from './upload-alternatives';

const fullCv = () => {
  const cv = emptyCvData();
  cv.personalInfo.fullName = 'Mads Holm';
  cv.personalInfo.email = 'mads@example.com';
  cv.experience = [
    {
      position: 'Data Engineer',
      company: 'Maersk',
      location: '',
      startDate: null,
      endDate: null,
      current: true,
      description: '',
    },
  ];
  cv.skills.technical = ['Python'];
  return cv;
};

describe('the two variants (spec 001 §2, §9)', () => {
  it('differ as the spec says: Danish, wider, CV optional, 2 s with an overlay in settings', () => {
    expect(VARIANT_OPTIONS.dashboard).toMatchObject({
      language: null,
      cvRequired: true,
      advanceAfterUploadMs: 1000,
      processingOverlay: false,
    });
    expect(VARIANT_OPTIONS.settings).toMatchObject({
      language: 'da',
      widthClass: 'sm:max-w-4xl',
      cvRequired: false,
      offersAlternatives: true,
      advanceAfterUploadMs: 2000,
      processingOverlay: true,
    });
    expect(ONBOARDING_VARIANTS.map((v) => onboardingProgress('cv-upload', v))).toEqual([20, 40]);
  });
});

describe('isPartialCv', () => {
  it('is false for a CV with name, email, experience and skills', () => {
    expect(isPartialCv(fullCv())).toBe(false);
  });

  it('is true when nothing was read or a main part is missing', () => {
    expect(isPartialCv(null)).toBe(true);
    const noEmail = fullCv();
    noEmail.personalInfo.email = ' ';
    expect(isPartialCv(noEmail)).toBe(true);
    const noExperience = fullCv();
    noExperience.experience = [];
    expect(isPartialCv(noExperience)).toBe(true);
    const noSkills = fullCv();
    noSkills.skills.technical = [];
    expect(isPartialCv(noSkills)).toBe(true);
  });
});

describe('cvBuilderAvailable', () => {
  it('follows the sidebar: the builder is offered once its screen has a link', () => {
    expect(cvBuilderAvailable([])).toBe(false);
    expect(cvBuilderAvailable([{ path: CV_BUILDER_PATH } as never])).toBe(true);
  });
});
