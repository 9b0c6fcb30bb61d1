import { eq } from 'drizzle-orm';
import {
  canGenerate,
  completionMessage,
  COMPLETION_AFTER_SHELL_RESET,
  COMPLETION_WHEN_COMPLETED,
  hasRequiredInfo,
  isOnboardingCompleted,
  nextAction,
  resumeStepDashboard,
  resumeStepSettings,
  type TOnboardingProgress,
  type TOnboardingReset,
  type TOnboardingState,
} from '#domain/onboarding';
import type { Db } from '../../db/client.ts';
import { profiles, type ProfileRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../session.ts';
import { cvStatusSummary } from '../cvs/repository.ts';
import { getOrCreateProfile, refreshCompletion, toProfile } from '../profile/repository.ts';

/**
 * Everything the dashboard, shell and onboarding modal need in one answer. With `recalculate`,
 * the completion rule of spec 001 §4 runs first (the spec's app recalculated on load).
 */
export async function onboardingState(
  db: Db,
  user: SessionUser,
  options: { recalculate: boolean },
): Promise<TOnboardingState> {
  const summary = await cvStatusSummary(db, user.id);
  let row = await getOrCreateProfile(db, user);
  if (options.recalculate) row = await refreshCompletion(db, row, summary.hasCv);
  return {
    profile: toProfile(row),
    cvs: summary,
    resumeStep: { dashboard: resumeStepDashboard(row, summary), settings: resumeStepSettings(row, summary) },
    onboardingCompleted: isOnboardingCompleted(row, summary),
    nextAction: nextAction(row, summary),
    canGenerate: canGenerate(row, summary),
    completion: { percent: row.profileCompletion, message: completionMessage(row.profileCompletion) },
  };
}

async function updateOwnProfile(db: Db, user: SessionUser, set: Partial<ProfileRow>): Promise<void> {
  await getOrCreateProfile(db, user);
  await db.update(profiles).set(set).where(eq(profiles.id, user.id));
}

/** Saves where the user is and what they typed, so a reload resumes there (spec 001 §7). */
export async function saveProgress(db: Db, user: SessionUser, progress: TOnboardingProgress): Promise<void> {
  await updateOwnProfile(db, user, {
    currentOnboardingStep: progress.step,
    onboardingStepData: progress.stepData,
  });
}

/**
 * Completing (spec 001 §4): flag true, step completed, completion 100, step data cleared. Refused
 * when the result would not count as completed: required info or a CV missing.
 */
export async function completeOnboarding(db: Db, user: SessionUser): Promise<void> {
  const row = await getOrCreateProfile(db, user);
  const { hasCv } = await cvStatusSummary(db, user.id);
  if (!hasRequiredInfo(row) || !hasCv) {
    const fields: Record<string, string> = {};
    if (!row.fullName?.trim()) fields.fullName = 'Full name is required';
    if (!row.email.trim()) fields.email = 'Email is required';
    if (!hasCv) fields.cv = 'Please upload your CV to continue.';
    throw new AppError(
      'VALIDATION_FAILED',
      'Onboarding cannot be completed yet: add your full name, email and a CV first.',
      fields,
    );
  }
  await updateOwnProfile(db, user, {
    onboardingCompleted: true,
    currentOnboardingStep: 'completed',
    profileCompletion: COMPLETION_WHEN_COMPLETED,
    onboardingStepData: {},
  });
}

/** Restart or reset (spec 001 §4); the shell's restart also sets completion to 25. */
export async function resetOnboarding(db: Db, user: SessionUser, reset: TOnboardingReset): Promise<void> {
  await updateOwnProfile(db, user, {
    onboardingCompleted: false,
    currentOnboardingStep: 'welcome',
    onboardingStepData: {},
    ...(reset.variant === 'shell' ? { profileCompletion: COMPLETION_AFTER_SHELL_RESET } : {}),
  });
}
