/**
 * Onboarding, profile completion, next action and can-generate (spec 001 §4, §5, §9), shared by
 * the server (which stores the results) and the web (which shows them). Pure functions of the
 * few facts each rule needs, so every rule is tested on its own.
 *
 * Without zod: the web shows these rules on pages that have not needed a schema yet, and building
 * the contracts of domain/onboarding.ts (which re-exports all of this) costs a phone's main thread.
 */

/** The onboarding modal's steps (spec 001 §4), in order. */
export const ONBOARDING_STEPS = [
  'welcome',
  'cv-upload',
  'personal-info',
  'preferences',
  'review',
  'completed',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

// ---------------------------------------------------------------------------------------------------
// Constants of spec 001 §9
// ---------------------------------------------------------------------------------------------------

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const INDUSTRIES = [
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
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Tones the generator writes in; the spec does not list them, so these are ours. */
export const PREFERRED_TONES = ['professional', 'friendly', 'formal', 'enthusiastic', 'confident'] as const;

/**
 * Reading (a) of spec 001 §9, the single rule (DESIGN.md "Decisions"): the weights sum to 100;
 * the result is capped anyway so that a future weight cannot push it past 100.
 */
export const PROFILE_COMPLETION_WEIGHTS = {
  fullName: 20,
  email: 10,
  phone: 5,
  address: 5,
  cvPresent: 15,
  cvParsed: 15,
  jobType: 10,
  industry: 10,
  onboardingCompleted: 10,
} as const;

/** Where the completion banner hides (spec 001 §2, §9); the badge shows from the shell value. */
export const BANNER_HIDE_AT = { shell: 90, dashboard: 95 } as const;
export const COMPLETENESS_BADGE_AT = 90;
/** The stored completion is rewritten only when it is off by more than this (spec 001 §4, §9). */
export const COMPLETION_RECALC_TOLERANCE = 5;
/** What completing and the shell's reset write (spec 001 §4). */
export const COMPLETION_WHEN_COMPLETED = 100;
export const COMPLETION_AFTER_SHELL_RESET = 25;

// ---------------------------------------------------------------------------------------------------
// Facts the rules read
// ---------------------------------------------------------------------------------------------------

const filled = (value: string | null | undefined): boolean => !!value && value.trim().length > 0;

/** Required profile info (spec 001 §5): full name and email, both non-blank. */
export function hasRequiredInfo(profile: { fullName: string | null; email: string | null }): boolean {
  return filled(profile.fullName) && filled(profile.email);
}

/** The user's CVs reduced to what the rules ask (spec 001 §4); ZCvStatusSummary is its schema. */
export type TCvStatusSummary = {
  hasCv: boolean;
  /** At least one CV whose extraction completed. */
  hasProcessedCv: boolean;
  pending: number;
  failed: number;
};

export function summarizeCvs(cvs: readonly { extractionStatus: string }[]): TCvStatusSummary {
  const count = (status: string) => cvs.filter((cv) => cv.extractionStatus === status).length;
  return {
    hasCv: cvs.length > 0,
    hasProcessedCv: count('completed') > 0,
    pending: count('pending'),
    failed: count('failed'),
  };
}

// ---------------------------------------------------------------------------------------------------
// Profile completion
// ---------------------------------------------------------------------------------------------------

export type CompletionFacts = {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  contactAddress: string | null;
  hasCv: boolean;
  cvParsed: boolean;
  jobTypePreference: string | null;
  industryPreference: string | null;
  onboardingCompleted: boolean;
};

export function profileCompletion(facts: CompletionFacts): number {
  const w = PROFILE_COMPLETION_WEIGHTS;
  const parts: [boolean, number][] = [
    [filled(facts.fullName), w.fullName],
    [filled(facts.email), w.email],
    [filled(facts.phone), w.phone],
    [filled(facts.contactAddress), w.address],
    [facts.hasCv, w.cvPresent],
    [facts.cvParsed, w.cvParsed],
    [filled(facts.jobTypePreference), w.jobType],
    [filled(facts.industryPreference), w.industry],
    [facts.onboardingCompleted, w.onboardingCompleted],
  ];
  const sum = parts.reduce((total, [present, weight]) => total + (present ? weight : 0), 0);
  return Math.min(100, sum);
}

export const COMPLETION_MESSAGES = [
  'Profile Complete',
  'Almost done',
  'Keep going',
  "Let's finish your setup",
] as const;
export type CompletionMessage = (typeof COMPLETION_MESSAGES)[number];

export function completionMessage(percent: number): CompletionMessage {
  if (percent >= 95) return 'Profile Complete';
  if (percent >= 80) return 'Almost done';
  if (percent >= 50) return 'Keep going';
  return "Let's finish your setup";
}

/** Whether the completion banner hides at this percentage, in the shell or on the dashboard. */
export function isBannerHidden(percent: number, where: keyof typeof BANNER_HIDE_AT): boolean {
  return percent >= BANNER_HIDE_AT[where];
}

/**
 * Whether the freshly computed completion replaces the stored one (spec 001 §4): only while
 * onboarding is incomplete (completing fixes it at 100) and only when off by more than 5 points.
 */
export function shouldSaveCompletion(
  stored: number,
  computed: number,
  onboardingCompleted: boolean,
): boolean {
  return !onboardingCompleted && Math.abs(computed - stored) > COMPLETION_RECALC_TOLERANCE;
}

// ---------------------------------------------------------------------------------------------------
// Onboarding: completed, resume, progress
// ---------------------------------------------------------------------------------------------------

type ProfileFacts = {
  fullName: string | null;
  email: string | null;
  onboardingCompleted: boolean;
};

/** Onboarding counts as completed only with the flag, the required info and a CV (spec 001 §4). */
export function isOnboardingCompleted(profile: ProfileFacts, cvs: Pick<TCvStatusSummary, 'hasCv'>): boolean {
  return profile.onboardingCompleted && hasRequiredInfo(profile) && cvs.hasCv;
}

export const ONBOARDING_VARIANTS = ['dashboard', 'settings'] as const;
export type OnboardingVariant = (typeof ONBOARDING_VARIANTS)[number];

/** Resume rule of the dashboard variant (spec 001 §4); null profile means none exists yet. */
export function resumeStepDashboard(
  profile: (ProfileFacts & { jobTypePreference: string | null; industryPreference: string | null }) | null,
  cvs: Pick<TCvStatusSummary, 'hasCv'>,
): OnboardingStep {
  if (!profile || profile.onboardingCompleted) return 'welcome';
  if (!hasRequiredInfo(profile)) return 'personal-info';
  if (!cvs.hasCv) return 'cv-upload';
  if (!filled(profile.jobTypePreference) || !filled(profile.industryPreference)) return 'preferences';
  return 'review';
}

const isStep = (value: unknown): value is OnboardingStep =>
  typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);

/**
 * Resume rule of the settings variant (spec 001 §4): the stored step when there is one; otherwise
 * from what is filled in. "Parsed CV" is the profile's flag or a completed extraction.
 */
export function resumeStepSettings(
  profile: {
    currentOnboardingStep: string | null | undefined;
    fullName: string | null;
    email: string | null;
    phone: string | null;
    contactAddress: string | null;
    targetRoles: readonly string[];
    cvParsed: boolean;
  } | null,
  cvs: Pick<TCvStatusSummary, 'hasProcessedCv'>,
): OnboardingStep {
  if (profile && isStep(profile.currentOnboardingStep)) return profile.currentOnboardingStep;
  if (!profile || !(profile.cvParsed || cvs.hasProcessedCv)) return 'cv-upload';
  const personal = [profile.fullName, profile.email, profile.phone, profile.contactAddress];
  if (!personal.every(filled)) return 'personal-info';
  if (profile.targetRoles.length === 0) return 'preferences';
  return 'review';
}

/**
 * Progress bar value (spec 001 §9). Dashboard: step index / 5 × 100 (welcome 0 … completed 100).
 * Settings: five fixed values 20, 40, 60, 80, 100 for welcome … review; completed stays at 100.
 */
export function onboardingProgress(step: OnboardingStep, variant: OnboardingVariant): number {
  const index = ONBOARDING_STEPS.indexOf(step);
  if (variant === 'dashboard') return Math.round((index / 5) * 100);
  return Math.min(index + 1, 5) * 20;
}

// ---------------------------------------------------------------------------------------------------
// Next action and can-generate
// ---------------------------------------------------------------------------------------------------

export const NEXT_ACTIONS = [
  'complete-profile',
  'upload-cv',
  'cv-processing',
  'cv-retry',
  'complete-onboarding',
  'none',
] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

/** The dashboard's next-action prompt, first match wins (spec 001 §4). */
export function nextAction(profile: ProfileFacts, cvs: TCvStatusSummary): NextAction {
  if (!hasRequiredInfo(profile)) return 'complete-profile';
  if (!cvs.hasCv) return 'upload-cv';
  if (!cvs.hasProcessedCv && cvs.pending > 0) return 'cv-processing';
  if (!cvs.hasProcessedCv && cvs.failed > 0) return 'cv-retry';
  if (!isOnboardingCompleted(profile, cvs)) return 'complete-onboarding';
  return 'none';
}

/** Required info plus a processed CV: a completed extraction, or the profile's cv_parsed (spec 001 §4). */
export function canGenerate(
  profile: { fullName: string | null; email: string | null; cvParsed: boolean },
  cvs: Pick<TCvStatusSummary, 'hasProcessedCv'>,
): boolean {
  return hasRequiredInfo(profile) && (cvs.hasProcessedCv || profile.cvParsed);
}

/** Steps the progress endpoint may store; "completed" is only reached through completing. */
export const SAVABLE_ONBOARDING_STEPS = [
  'welcome',
  'cv-upload',
  'personal-info',
  'preferences',
  'review',
] as const satisfies readonly OnboardingStep[];
