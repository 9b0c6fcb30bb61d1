import type { SecurityEvent } from '../../infra/mail/texts.ts';
import { notify, type NotifyDeps } from './service.ts';

/**
 * Security alerts (kind `security_alerts`, issue 5): account events the owner should hear about,
 * told through notify() so the in-app notification and the email each follow the preferences.
 * Better Auth's hooks (server/auth.ts) name the event by the endpoint that caused it.
 */

/** Endpoints whose success is itself the event (the signed-in user is the one affected). */
const EVENT_OF_PATH: Readonly<Record<string, SecurityEvent>> = {
  '/change-password': 'passwordChanged',
  '/revoke-sessions': 'signedOutEverywhere',
  '/revoke-other-sessions': 'otherSessionsRevoked',
};

/** Endpoints that turn two-factor authentication on (enrolment completes with a first code) or off. */
const TWO_FACTOR_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/disable',
]);

export function securityEventOfPath(path: string): SecurityEvent | null {
  return EVENT_OF_PATH[path] ?? null;
}

/**
 * The event when Better Auth wrote the user during a two-factor endpoint: those endpoints write
 * the user only to switch two-factor on or off, so the stored flag says which it was.
 */
export function twoFactorEventOf(path: string | undefined, twoFactorEnabled: unknown): SecurityEvent | null {
  if (!path || !TWO_FACTOR_PATHS.has(path)) return null;
  return twoFactorEnabled === true ? 'twoFactorEnabled' : 'twoFactorDisabled';
}

/**
 * Tells the user about the event, with a link to the Security tab where they can act. Events
 * strangers can cause (failed sign-ins) are mailed at most as often as mayMail() allows.
 */
export function sendSecurityAlert(deps: NotifyDeps, userId: string, event: SecurityEvent) {
  return notify(
    deps,
    userId,
    'security_alerts',
    (texts) => ({ ...texts.security[event], link: '/settings?tab=security' }),
    event === 'failedSignIns' ? { mailLimitedAs: 'security-failed-sign-ins' } : {},
  );
}
