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
