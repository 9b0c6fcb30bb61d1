import type { NextAction } from '#domain/onboarding';

/** Spec 001 §2, §9: the limit card warns from 80 % of the plan's limit. */
export const LIMIT_WARNING_SHARE = 0.8;

/**
 * Whether the limit card warns: at 80 % or more of a finite limit (measured exactly, not from the
 * rounded percentage shown), never for an unlimited plan (-1).
 */
export function isNearLimit(used: number, limit: number): boolean {
  if (limit < 0) return false;
  if (limit === 0) return true;
  return used / limit >= LIMIT_WARNING_SHARE;
}

/** How many recent applications the dashboard lists (spec 001 §2). */
export const RECENT_APPLICATIONS_SHOWN = 5;

export function recentApplications<T>(newestFirst: readonly T[]): T[] {
  return newestFirst.slice(0, RECENT_APPLICATIONS_SHOWN);
}

/**
 * What the next-action prompt's button does: the profile and onboarding steps happen in the
 * onboarding modal; the CV states are handled on /cvs; 'none' shows no prompt at all.
 */
export type NextActionTarget = { kind: 'modal' } | { kind: 'link'; to: string } | null;

export function nextActionTarget(action: NextAction): NextActionTarget {
  switch (action) {
    case 'complete-profile':
    case 'complete-onboarding':
      return { kind: 'modal' };
    case 'upload-cv':
    case 'cv-processing':
    case 'cv-retry':
      return { kind: 'link', to: '/cvs' };
    case 'none':
      return null;
  }
}

/** Sign-up writes the account and its session in one request, milliseconds apart. */
export const SIGN_UP_SESSION_WINDOW_MS = 2_000;
/** After this the account is not new any more, even in the session sign-up started. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the dashboard greets a first-time user ("Welcome", not "Welcome back").
 *
 * Chosen from what the session already carries, with no extra request: sign-up signs the user in
 * (so its session starts within seconds of the account), while every later sign-in starts a new
 * session. A user is first-time while still in the session sign-up created — they have not left
 * and come back — and the account is less than a day old (a sign-up session kept open for days is
 * a return too). Application counts or onboarding state would not do: a user can come back many
 * times before generating anything, and can close onboarding on the first visit.
 */
export function isFirstVisit(
  accountCreatedAt: Date | string | undefined,
  sessionCreatedAt: Date | string | undefined,
  now: Date = new Date(),
): boolean {
  if (!accountCreatedAt || !sessionCreatedAt) return false;
  const account = new Date(accountCreatedAt).getTime();
  const session = new Date(sessionCreatedAt).getTime();
  if (Number.isNaN(account) || Number.isNaN(session)) return false;
  return session - account <= SIGN_UP_SESSION_WINDOW_MS && now.getTime() - account < NEW_ACCOUNT_MS;
}
