import { count, eq } from 'drizzle-orm';
import type { TProfile } from '#domain/profile';
import { normalizePlan } from '#domain/plans';
import {
  profileCompletion,
  shouldSaveCompletion,
  type CompletionFacts,
  type TProfileUpdate,
} from '#domain/onboarding';
import type { Db } from '../../db/client.ts';
import { cvs, profiles, type ProfileRow } from '../../db/schema.ts';
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

/** A transaction or the database itself: the profile helpers work inside either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export function completionFacts(row: ProfileRow, hasCv: boolean): CompletionFacts {
  return { ...row, hasCv };
}

export async function hasAnyCv(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(cvs).where(eq(cvs.userId, userId));
  return (row?.n ?? 0) > 0;
}

/**
 * Applies the recalculation rule of spec 001 §4: the weighted completion is stored when it is off
 * by more than 5 points and onboarding is incomplete. Returns the row as stored afterwards.
 */
export async function refreshCompletion(db: DbOrTx, row: ProfileRow, hasCv: boolean): Promise<ProfileRow> {
  const computed = profileCompletion(completionFacts(row, hasCv));
  if (!shouldSaveCompletion(row.profileCompletion, computed, row.onboardingCompleted)) return row;
  const [updated] = await db
    .update(profiles)
    .set({ profileCompletion: computed })
    .where(eq(profiles.id, row.id))
    .returning();
  return updated ?? row;
}

/** PATCH /api/profile: the validated fields, then the completion rule, in one transaction. */
export async function updateProfile(db: Db, user: SessionUser, patch: TProfileUpdate): Promise<ProfileRow> {
  await getOrCreateProfile(db, user);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(profiles).set(patch).where(eq(profiles.id, user.id)).returning();
    if (!row) throw new Error('profile vanished during update');
    return refreshCompletion(tx, row, await hasAnyCv(tx, user.id));
  });
}
