import {
  EXPORT_FORMATS,
  EXPORT_FORMAT_PLAN,
  canExport,
  type ExportFormat,
  type TCvTemplate,
} from '#domain/cv-builder';
import type { PlanId } from '#domain/plans';

/**
 * Whether a format may be exported (decision 021): a visitor is asked to sign up, a plan below the
 * format's is shown the plan it needs, a plan still loading waits rather than promising it.
 */
export type FormatAccess =
  | { format: ExportFormat; state: 'open' }
  | { format: ExportFormat; state: 'sign-up' }
  | { format: ExportFormat; state: 'checking' }
  | { format: ExportFormat; state: 'locked'; requiredPlan: PlanId };

/** Who is looking: signed out, signed in with the plan still loading (null), or on a plan. */
export type Viewer = 'visitor' | PlanId | null;

export function formatAccess(viewer: Viewer): FormatAccess[] {
  return EXPORT_FORMATS.map((format): FormatAccess => {
    if (viewer === 'visitor') return { format, state: 'sign-up' };
    if (viewer === null) return { format, state: 'checking' };
    return canExport(viewer, format)
      ? { format, state: 'open' }
      : { format, state: 'locked', requiredPlan: EXPORT_FORMAT_PLAN[format] };
  });
}

/**
 * What stands between the user and saving or exporting with a template: nothing, an account, a
 * plan (the template's tier), or a purchase (a premium template sold on its own).
 */
export type TemplateLock =
  { kind: 'none' } | { kind: 'sign-up' } | { kind: 'plan'; requiredPlan: PlanId } | { kind: 'purchase' };

export function templateLock(
  template: Pick<TCvTemplate, 'isPremium' | 'usable' | 'subscriptionTier'> | undefined,
  signedIn: boolean,
): TemplateLock {
  if (!signedIn) return { kind: 'sign-up' };
  // Not in the server's list (still loading, or the list failed): the server decides on save.
  if (!template || template.usable || !template.isPremium) return { kind: 'none' };
  return template.subscriptionTier
    ? { kind: 'plan', requiredPlan: template.subscriptionTier }
    : { kind: 'purchase' };
}

/** The plan a 403 names (`fields.requiredPlan`), if it is one we know. */
export function requiredPlanOf(fields: Readonly<Record<string, string>> | undefined): PlanId | null {
  const plan = fields?.requiredPlan;
  return plan === 'free' || plan === 'pro' || plan === 'elite' ? plan : null;
}
