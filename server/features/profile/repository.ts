import { eq } from 'drizzle-orm';
import type { TProfile } from '#domain/profile';
import { normalizePlan } from '#domain/plans';
import type { Db } from '../../db/client.ts';
import { profiles, type ProfileRow } from '../../db/schema.ts';
import type { SessionUser } from '../../session.ts';

export function toProfile(row: ProfileRow): TProfile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    contactAddress: row.contactAddress,
    linkedinUrl: row.linkedinUrl,
    jobTypePreference: row.jobTypePreference,
    industryPreference: row.industryPreference,
    targetRoles: row.targetRoles,
    competencies: row.competencies,
    employmentStatus: row.employmentStatus,
    educationLevel: row.educationLevel,
    cvId: row.cvId,
    cvParsed: row.cvParsed,
    onboardingCompleted: row.onboardingCompleted,
    currentOnboardingStep: row.currentOnboardingStep,
    onboardingStepData: row.onboardingStepData,
    profileCompletion: row.profileCompletion,
    extractedSummary: row.extractedSummary,
    workExperience: row.workExperience,
    educationData: row.educationData,
    extractedSkills: row.extractedSkills,
    subscriptionPlan: normalizePlan(row.subscriptionPlan),
    subscriptionStatus: row.subscriptionStatus,
    applicationsUsed: row.applicationsUsed,
    applicationsLimit: row.applicationsLimit,
    preferredLanguage: row.preferredLanguage,
    preferredTone: row.preferredTone,
    cvLanguage: row.cvLanguage,
    preferences: row.preferences,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The user's profile. Sign-up creates it (a database trigger, in the user's transaction); spec
 * 000 §4 also creates it on first load if none exists, with the spec's initial values (the
 * column defaults).
 */
export async function getOrCreateProfile(db: Db, user: SessionUser): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (row) return row;
  const [created] = await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, fullName: user.name })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!existing) throw new Error('profile could not be created');
  return existing;
}
