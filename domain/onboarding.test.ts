import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  completionMessage,
  INDUSTRIES,
  isBannerHidden,
  isOnboardingCompleted,
  JOB_TYPES,
  nextAction,
  onboardingProgress,
  profileCompletion,
  resumeStepDashboard,
  resumeStepSettings,
  shouldSaveCompletion,
  summarizeCvs,
  ZOnboardingProgress,
  ZOnboardingStepData,
  ZProfileUpdate,
  type CompletionFacts,
  type TCvStatusSummary,
} from './onboarding.ts';

const EMPTY: CompletionFacts = {
  fullName: null,
  email: null,
  phone: null,
  contactAddress: null,
  hasCv: false,
  cvParsed: false,
  jobTypePreference: null,
  industryPreference: null,
  onboardingCompleted: false,
};
const FULL: CompletionFacts = {
  fullName: 'Anna Larsen',
  email: 'anna@example.com',
  phone: '+45 20 30 40 50',
  contactAddress: 'Copenhagen',
  hasCv: true,
  cvParsed: true,
  jobTypePreference: 'Full-time',
  industryPreference: 'Technology',
  onboardingCompleted: true,
};
const NO_CVS: TCvStatusSummary = { hasCv: false, hasProcessedCv: false, pending: 0, failed: 0 };
const PROCESSED: TCvStatusSummary = { hasCv: true, hasProcessedCv: true, pending: 0, failed: 0 };

describe('profileCompletion (reading (a), spec 001 §9)', () => {
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileCompletion(EMPTY)).toBe(0);
    expect(profileCompletion(FULL)).toBe(100);
  });

  it.each([
    ['fullName', { fullName: 'Anna' }, 20],
    ['email', { email: 'a@b.c' }, 10],
    ['phone', { phone: '123' }, 5],
    ['address', { contactAddress: 'Aarhus' }, 5],
    ['CV present', { hasCv: true }, 15],
    ['CV parsed', { cvParsed: true }, 15],
    ['job type', { jobTypePreference: 'Contract' }, 10],
    ['industry', { industryPreference: 'Finance' }, 10],
    ['onboarding completed', { onboardingCompleted: true }, 10],
  ] as const)('weighs %s at its spec weight', (_name, part, weight) => {
    expect(profileCompletion({ ...EMPTY, ...part })).toBe(weight);
  });

  it('counts blank text as missing', () => {
    expect(profileCompletion({ ...EMPTY, fullName: '   ', email: '' })).toBe(0);
  });

  it('adds the parts: name + email + CV present = 45', () => {
    expect(profileCompletion({ ...EMPTY, fullName: 'A', email: 'a@b.c', hasCv: true })).toBe(45);
  });
});

describe('completionMessage (spec 001 §9)', () => {
  it.each([
    [100, 'Profile Complete'],
    [95, 'Profile Complete'],
    [94, 'Almost done'],
    [80, 'Almost done'],
    [79, 'Keep going'],
    [50, 'Keep going'],
    [49, "Let's finish your setup"],
    [0, "Let's finish your setup"],
  ])('%i%% reads %s', (percent, message) => {
    expect(completionMessage(percent)).toBe(message);
  });
});

describe('banner thresholds (spec 001 §2, §9)', () => {
  it('hides at 95 on the dashboard and at 90 in the shell', () => {
    expect(isBannerHidden(94, 'dashboard')).toBe(false);
    expect(isBannerHidden(95, 'dashboard')).toBe(true);
    expect(isBannerHidden(89, 'shell')).toBe(false);
    expect(isBannerHidden(90, 'shell')).toBe(true);
  });
});

describe('shouldSaveCompletion (recalculation tolerance, spec 001 §4)', () => {
  it('saves only when off by more than 5 points', () => {
    expect(shouldSaveCompletion(40, 45, false)).toBe(false);
    expect(shouldSaveCompletion(40, 46, false)).toBe(true);
    expect(shouldSaveCompletion(46, 40, false)).toBe(true);
    expect(shouldSaveCompletion(40, 35, false)).toBe(false);
  });

  it('never rewrites it once onboarding is completed', () => {
    expect(shouldSaveCompletion(100, 60, true)).toBe(false);
  });
});

describe('isOnboardingCompleted (spec 001 §4)', () => {
  const done = { fullName: 'Anna', email: 'a@b.c', onboardingCompleted: true };
  it('needs the flag, the required info and a CV', () => {
    expect(isOnboardingCompleted(done, { hasCv: true })).toBe(true);
    expect(isOnboardingCompleted({ ...done, onboardingCompleted: false }, { hasCv: true })).toBe(false);
    expect(isOnboardingCompleted({ ...done, fullName: ' ' }, { hasCv: true })).toBe(false);
    expect(isOnboardingCompleted({ ...done, email: null }, { hasCv: true })).toBe(false);
    expect(isOnboardingCompleted(done, { hasCv: false })).toBe(false);
  });
});

describe('resumeStepDashboard (spec 001 §4)', () => {
  const profile = {
    fullName: 'Anna',
    email: 'a@b.c',
    onboardingCompleted: false,
    jobTypePreference: 'Full-time',
    industryPreference: 'Technology',
  };
  it('gives welcome without a profile or once onboarding is done', () => {
    expect(resumeStepDashboard(null, { hasCv: true })).toBe('welcome');
    expect(resumeStepDashboard({ ...profile, onboardingCompleted: true }, { hasCv: true })).toBe('welcome');
  });
  it('then personal-info for a missing name or email, before the CV', () => {
    expect(resumeStepDashboard({ ...profile, fullName: null }, { hasCv: false })).toBe('personal-info');
    expect(resumeStepDashboard({ ...profile, email: '' }, { hasCv: true })).toBe('personal-info');
  });
  it('then cv-upload without a CV', () => {
    expect(resumeStepDashboard({ ...profile, jobTypePreference: null }, { hasCv: false })).toBe('cv-upload');
  });
  it('then preferences for a missing job type or industry', () => {
    expect(resumeStepDashboard({ ...profile, jobTypePreference: null }, { hasCv: true })).toBe('preferences');
    expect(resumeStepDashboard({ ...profile, industryPreference: null }, { hasCv: true })).toBe(
      'preferences',
    );
  });
  it('else review', () => {
    expect(resumeStepDashboard(profile, { hasCv: true })).toBe('review');
  });
});

describe('resumeStepSettings (spec 001 §4)', () => {
  const profile = {
    currentOnboardingStep: null as string | null,
    fullName: 'Anna',
    email: 'a@b.c',
    phone: '123',
    contactAddress: 'Aarhus',
    targetRoles: ['Developer'],
    cvParsed: true,
  };
  it('uses the stored step when there is one', () => {
    expect(resumeStepSettings({ ...profile, currentOnboardingStep: 'preferences' }, PROCESSED)).toBe(
      'preferences',
    );
    expect(
      resumeStepSettings({ ...profile, currentOnboardingStep: 'welcome', cvParsed: false }, NO_CVS),
    ).toBe('welcome');
  });
  it('ignores a stored value that is not a step', () => {
    expect(resumeStepSettings({ ...profile, currentOnboardingStep: 'bogus' }, PROCESSED)).toBe('review');
  });
  it('gives cv-upload without a parsed CV, even when personal info is missing', () => {
    expect(resumeStepSettings({ ...profile, cvParsed: false, fullName: null }, NO_CVS)).toBe('cv-upload');
    expect(resumeStepSettings(null, NO_CVS)).toBe('cv-upload');
  });
  it('counts a completed extraction as a parsed CV', () => {
    expect(resumeStepSettings({ ...profile, cvParsed: false }, PROCESSED)).toBe('review');
  });
  it.each(['fullName', 'email', 'phone', 'contactAddress'] as const)(
    'gives personal-info when %s is missing',
    (field) => {
      expect(resumeStepSettings({ ...profile, [field]: null }, PROCESSED)).toBe('personal-info');
    },
  );
  it('gives preferences without target roles, else review', () => {
    expect(resumeStepSettings({ ...profile, targetRoles: [] }, PROCESSED)).toBe('preferences');
    expect(resumeStepSettings(profile, PROCESSED)).toBe('review');
  });
});

describe('onboardingProgress (spec 001 §9)', () => {
  it('dashboard: step index / 5 × 100', () => {
    expect(onboardingProgress('welcome', 'dashboard')).toBe(0);
    expect(onboardingProgress('cv-upload', 'dashboard')).toBe(20);
    expect(onboardingProgress('personal-info', 'dashboard')).toBe(40);
    expect(onboardingProgress('preferences', 'dashboard')).toBe(60);
    expect(onboardingProgress('review', 'dashboard')).toBe(80);
    expect(onboardingProgress('completed', 'dashboard')).toBe(100);
  });
  it('settings: fixed 20, 40, 60, 80, 100', () => {
    const steps = ['welcome', 'cv-upload', 'personal-info', 'preferences', 'review', 'completed'] as const;
    expect(steps.map((s) => onboardingProgress(s, 'settings'))).toEqual([20, 40, 60, 80, 100, 100]);
  });
});

describe('nextAction (spec 001 §4, in order)', () => {
  const profile = { fullName: 'Anna', email: 'a@b.c', onboardingCompleted: true };
  it('complete-profile first, whatever the CVs', () => {
    expect(nextAction({ ...profile, fullName: '' }, NO_CVS)).toBe('complete-profile');
    expect(nextAction({ ...profile, email: null }, PROCESSED)).toBe('complete-profile');
  });
  it('upload-cv without a CV', () => {
    expect(nextAction(profile, NO_CVS)).toBe('upload-cv');
  });
  it('cv-processing when none is processed and some are pending, before cv-retry', () => {
    expect(nextAction(profile, { hasCv: true, hasProcessedCv: false, pending: 1, failed: 1 })).toBe(
      'cv-processing',
    );
  });
  it('cv-retry when none is processed and some failed', () => {
    expect(nextAction(profile, { hasCv: true, hasProcessedCv: false, pending: 0, failed: 2 })).toBe(
      'cv-retry',
    );
  });
  it('a processed CV outweighs pending and failed ones', () => {
    expect(nextAction(profile, { hasCv: true, hasProcessedCv: true, pending: 1, failed: 1 })).toBe('none');
  });
  it('complete-onboarding while onboarding is incomplete, else none', () => {
    expect(nextAction({ ...profile, onboardingCompleted: false }, PROCESSED)).toBe('complete-onboarding');
    expect(nextAction(profile, PROCESSED)).toBe('none');
  });
});

describe('canGenerate (spec 001 §4)', () => {
  const profile = { fullName: 'Anna', email: 'a@b.c', cvParsed: false };
  it('needs the required info and a processed CV', () => {
    expect(canGenerate(profile, { hasProcessedCv: true })).toBe(true);
    expect(canGenerate(profile, { hasProcessedCv: false })).toBe(false);
    expect(canGenerate({ ...profile, fullName: ' ' }, { hasProcessedCv: true })).toBe(false);
    expect(canGenerate({ ...profile, email: '' }, { hasProcessedCv: true })).toBe(false);
  });
  it("accepts the profile's cv_parsed in place of a completed extraction", () => {
    expect(canGenerate({ ...profile, cvParsed: true }, { hasProcessedCv: false })).toBe(true);
  });
});

describe('summarizeCvs', () => {
  it('counts by extraction status', () => {
    const cvs = [
      { extractionStatus: 'pending' },
      { extractionStatus: 'failed' },
      { extractionStatus: 'failed' },
    ];
    expect(summarizeCvs(cvs)).toEqual({ hasCv: true, hasProcessedCv: false, pending: 1, failed: 2 });
    expect(summarizeCvs([])).toEqual(NO_CVS);
  });
});

describe('the §9 lists', () => {
  it('job types and industries are exactly the spec', () => {
    expect(JOB_TYPES).toEqual(['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship', 'Remote']);
    expect(INDUSTRIES).toEqual([
      'Technology',
      'Healthcare',
      'Finance',
      'Education',
      'Marketing',
      'Sales',
      'Engineering',
      'Design',
      'Operations',
      'Consulting',
      'Other',
    ]);
  });
});

describe('ZProfileUpdate', () => {
  it('trims, turns blank optional text into null and dedupes roles', () => {
    const parsed = ZProfileUpdate.parse({
      fullName: '  Anna Larsen ',
      phone: '  ',
      contactAddress: ' Copenhagen ',
      targetRoles: [' Developer', 'developer', 'Architect '],
    });
    expect(parsed).toEqual({
      fullName: 'Anna Larsen',
      phone: null,
      contactAddress: 'Copenhagen',
      targetRoles: ['Developer', 'Architect'],
    });
  });
  it('refuses unknown and server-owned fields, and an empty body', () => {
    expect(ZProfileUpdate.safeParse({ profileCompletion: 100 }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ fullName: 'A', bogus: 1 }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({}).success).toBe(false);
  });
  it('refuses a blank name, a bad email, an unknown job type or industry', () => {
    expect(ZProfileUpdate.safeParse({ fullName: '  ' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ email: 'nope' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ jobTypePreference: 'Gig' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ industryPreference: 'Mining' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ jobTypePreference: null }).success).toBe(true);
  });
  it('accepts only http(s) LinkedIn addresses', () => {
    expect(ZProfileUpdate.parse({ linkedinUrl: ' https://dk.linkedin.com/in/anna ' }).linkedinUrl).toBe(
      'https://dk.linkedin.com/in/anna',
    );
    expect(ZProfileUpdate.parse({ linkedinUrl: '' }).linkedinUrl).toBeNull();
    expect(ZProfileUpdate.safeParse({ linkedinUrl: 'https://evil.com/linkedin.com' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ linkedinUrl: 'https://notlinkedin.com/in/a' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ linkedinUrl: 'javascript:alert(1)//linkedin.com' }).success).toBe(
      false,
    );
  });
  it('bounds lengths', () => {
    expect(ZProfileUpdate.safeParse({ fullName: 'x'.repeat(121) }).success).toBe(false);
    expect(
      ZProfileUpdate.safeParse({ targetRoles: Array.from({ length: 21 }, (_, i) => `r${i}`) }).success,
    ).toBe(false);
  });
});

describe('ZOnboardingStepData and ZOnboardingProgress', () => {
  it('accepts a half-filled draft with the parsed CV', () => {
    const draft = {
      fullName: 'Anna',
      email: 'anna@',
      cvUploaded: true,
      experience: [{ position: 'Developer', company: 'Pleo' }],
      skills: { technical: ['TypeScript'] },
    };
    expect(ZOnboardingStepData.parse(draft)).toEqual(draft);
  });
  it('refuses unknown keys and experience without a position', () => {
    expect(ZOnboardingStepData.safeParse({ password: 'x' }).success).toBe(false);
    expect(ZOnboardingStepData.safeParse({ experience: [{ company: 'Pleo' }] }).success).toBe(false);
  });
  it('does not let progress jump to completed', () => {
    expect(ZOnboardingProgress.safeParse({ step: 'review', stepData: {} }).success).toBe(true);
    expect(ZOnboardingProgress.safeParse({ step: 'completed', stepData: {} }).success).toBe(false);
  });
});
