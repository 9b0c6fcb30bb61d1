import { z } from 'zod';
import { CV_LANGUAGES, ZCvEducation, ZCvExperience } from './cv.ts';
import {
  COMPLETION_MESSAGES,
  INDUSTRIES,
  JOB_TYPES,
  NEXT_ACTIONS,
  ONBOARDING_STEPS,
  PREFERRED_TONES,
  SAVABLE_ONBOARDING_STEPS,
  type TCvStatusSummary,
} from './onboarding-rules.ts';
import { ZProfile } from './profile.ts';
import { addTargetRole } from './target-roles.ts';

/**
 * Onboarding's API contracts (spec 001 §3, §4, §9); its rules are in onboarding-rules.ts, re-exported
 * here so that the server and the engine import onboarding from one place.
 */
export * from './onboarding-rules.ts';

/** The user's CVs reduced to what the rules ask (spec 001 §4). */
export const ZCvStatusSummary = z.object({
  hasCv: z.boolean(),
  /** At least one CV whose extraction completed. */
  hasProcessedCv: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
}) satisfies z.ZodType<TCvStatusSummary>;

// ---------------------------------------------------------------------------------------------------
// API contracts
// ---------------------------------------------------------------------------------------------------

/** Optional text: trimmed, and blank means "clear it" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const roleList = (maxItems: number) =>
  z
    .array(z.string().trim().min(1, 'Must not be blank').max(100, 'At most 100 characters'))
    .max(maxItems, `At most ${maxItems} entries`)
    .transform((items) => items.reduce<readonly string[]>(addTargetRole, []) as string[]);

/** Whether `value` is an http(s) address on linkedin.com (any subdomain: www, dk, …). */
export function isLinkedinAddress(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return /^https?:$/.test(url.protocol) && (host === 'linkedin.com' || host.endsWith('.linkedin.com'));
  } catch {
    return false;
  }
}

const linkedinUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine(
    (value) => value === '' || isLinkedinAddress(value),
    'Enter a LinkedIn address, e.g. https://www.linkedin.com/in/your-name',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * PATCH /api/profile: the editable profile fields (spec 001 §3, §2 Settings). Strict: an unknown
 * field (or one the server owns, like profileCompletion) is refused rather than silently dropped.
 */
export const ZProfileUpdate = z
  .object({
    fullName: z.string().trim().min(1, 'Full name is required').max(120, 'At most 120 characters'),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .max(254)
      .pipe(z.email('Enter a valid email address')),
    phone: optionalText(40),
    contactAddress: optionalText(200),
    linkedinUrl,
    jobTypePreference: z.enum(JOB_TYPES).nullable(),
    industryPreference: z.enum(INDUSTRIES).nullable(),
    targetRoles: roleList(20),
    competencies: roleList(50),
    employmentStatus: optionalText(80),
    educationLevel: optionalText(80),
    preferredLanguage: z.enum(CV_LANGUAGES),
    preferredTone: z.enum(PREFERRED_TONES),
    cvLanguage: z.enum(CV_LANGUAGES).nullable(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

const draftText = (max: number) => z.string().max(max, `At most ${max} characters`);

/**
 * Onboarding step data (spec 001 §3): the draft the modal saves at every step so a reload resumes.
 * A draft may be half-typed, so texts are only bounded, not validated (completing validates).
 */
export const ZOnboardingStepData = z
  .object({
    fullName: draftText(120),
    email: draftText(254),
    phone: draftText(40),
    location: draftText(200),
    jobTitle: draftText(120),
    targetRoles: z.array(draftText(100)).max(20),
    linkedinUrl: draftText(300),
    cvUploaded: z.boolean(),
    cvParsed: z.boolean(),
    summary: draftText(20_000),
    experience: z.array(ZCvExperience.partial().required({ position: true })).max(100),
    education: z.array(ZCvEducation.partial()).max(50),
    skills: z
      .object({
        technical: z.array(draftText(300)).max(300),
        soft: z.array(draftText(300)).max(100),
        languages: z.array(draftText(300)).max(50),
      })
      .partial()
      .strict(),
    certifications: z.array(draftText(300)).max(100),
  })
  .partial()
  .strict();
export type TOnboardingStepData = z.infer<typeof ZOnboardingStepData>;

/** PUT /api/onboarding/progress. */
export const ZOnboardingProgress = z
  .object({ step: z.enum(SAVABLE_ONBOARDING_STEPS), stepData: ZOnboardingStepData })
  .strict();
export type TOnboardingProgress = z.infer<typeof ZOnboardingProgress>;

/** POST /api/onboarding/reset: the shell's restart also sets completion to 25 (spec 001 §4). */
export const ZOnboardingReset = z.object({ variant: z.enum(['shell', 'settings']) }).strict();
export type TOnboardingReset = z.infer<typeof ZOnboardingReset>;

/** GET /api/onboarding/state: everything the dashboard, shell and modal need in one call. */
export const ZOnboardingState = z.object({
  profile: ZProfile,
  cvs: ZCvStatusSummary,
  resumeStep: z.object({ dashboard: z.enum(ONBOARDING_STEPS), settings: z.enum(ONBOARDING_STEPS) }),
  /** The counted rule (flag + required info + a CV), not the bare flag. */
  onboardingCompleted: z.boolean(),
  nextAction: z.enum(NEXT_ACTIONS),
  canGenerate: z.boolean(),
  completion: z.object({ percent: z.number().int(), message: z.enum(COMPLETION_MESSAGES) }),
});
export type TOnboardingState = z.infer<typeof ZOnboardingState>;
