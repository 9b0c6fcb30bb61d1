import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

export { ONBOARDING_STEPS, type OnboardingStep } from './onboarding-rules.ts';

/** The profile as the API returns it (spec 000 §3 and 001 §3), one row per user. */
export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  contactAddress: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  jobTypePreference: z.string().nullable(),
  industryPreference: z.string().nullable(),
  targetRoles: z.array(z.string()),
  competencies: z.array(z.string()),
  employmentStatus: z.string().nullable(),
  educationLevel: z.string().nullable(),
  cvId: z.string().nullable(),
  cvParsed: z.boolean(),
  onboardingCompleted: z.boolean(),
  currentOnboardingStep: z.string(),
  onboardingStepData: z.record(z.string(), z.unknown()),
  profileCompletion: z.number(),
  extractedSummary: z.string().nullable(),
  workExperience: z.array(z.unknown()),
  educationData: z.array(z.unknown()),
  extractedSkills: z.array(z.string()),
  subscriptionPlan: z.enum(PLAN_IDS),
  subscriptionStatus: z.string(),
  applicationsUsed: z.number().int(),
  applicationsLimit: z.number().int(),
  preferredLanguage: z.string(),
  preferredTone: z.string(),
  cvLanguage: z.string().nullable(),
  preferences: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * GET /api/profile: the profile and whether its user is an administrator (computed by the server
 * from ADMIN_EMAILS, which never reaches the browser; decision 024).
 */
export const ZProfileRead = ZProfile.extend({ isAdmin: z.boolean() });
export type TProfileRead = z.infer<typeof ZProfileRead>;
