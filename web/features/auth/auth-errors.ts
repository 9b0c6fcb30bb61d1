import type { SignUpProblem } from '#domain/auth';
import { PASSWORD_TOO_WEAK } from '#domain/password-strength';

/** The error half of a Better Auth client result (status 0 would be a network failure). */
export type AuthErrorLike = {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
  /** Seconds to wait, sent with a sign-in refused while the account's delay runs. */
  retryAfter?: number | undefined;
};

/** The code of a sign-in refused while the account's delay runs (server/auth.ts). */
export const SIGN_IN_THROTTLED = 'TOO_MANY_FAILED_SIGN_INS';

export type PasswordProblemKey =
  | 'auth.errors.fillAllFields'
  | 'auth.errors.passwordsMismatch'
  | 'auth.errors.passwordTooShort'
  | 'auth.errors.passwordTooWeak';

/** Spec 000 §5 validation messages for the problems `checkSignUpForm` reports, and ours for strength. */
export function passwordProblemKey(problem: SignUpProblem): PasswordProblemKey {
  switch (problem) {
    case 'missing':
      return 'auth.errors.fillAllFields';
    case 'mismatch':
      return 'auth.errors.passwordsMismatch';
    case 'too-short':
      return 'auth.errors.passwordTooShort';
    case 'too-weak':
      return 'auth.errors.passwordTooWeak';
  }
}

const isRateLimited = (error: AuthErrorLike) => error.status === 429;

export type SignInErrorKey =
  | 'auth.errors.invalidCredentials'
  | 'auth.errors.accountThrottled'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.emailNotVerified'
  | 'auth.errors.signInFailed';

/** Pass `{ count: minutesToWait(error) }` with it: the throttled message says how long. */
export function signInErrorKey(error: AuthErrorLike): SignInErrorKey {
  if (error.code === SIGN_IN_THROTTLED) return 'auth.errors.accountThrottled';
  if (isRateLimited(error)) return 'auth.errors.tooManyAttempts';
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401)
    return 'auth.errors.invalidCredentials';
  if (error.code === 'EMAIL_NOT_VERIFIED') return 'auth.errors.emailNotVerified';
  return 'auth.errors.signInFailed';
}

/** Whole minutes to wait before the next sign-in (at least 1). */
export function minutesToWait(error: AuthErrorLike): number {
  return Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
}

export type SignUpErrorKey =
  | 'auth.errors.emailAlreadyRegistered'
  | 'auth.errors.passwordTooWeak'
  | 'auth.errors.passwordTooShort'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.signUpFailed';

export function signUpErrorKey(error: AuthErrorLike): SignUpErrorKey {
  const code = error.code ?? '';
  if (code.includes('ALREADY_EXISTS') || /already/i.test(error.message ?? '')) {
    return 'auth.errors.emailAlreadyRegistered';
  }
  if (code === PASSWORD_TOO_WEAK) return 'auth.errors.passwordTooWeak';
  if (code === 'PASSWORD_TOO_SHORT') return 'auth.errors.passwordTooShort';
  if (isRateLimited(error)) return 'auth.errors.tooManyAttempts';
  return 'auth.errors.signUpFailed';
}

export type TwoFactorErrorKey =
  | 'auth.twoFactor.errors.invalidCode'
  | 'auth.twoFactor.errors.invalidBackupCode'
  | 'auth.twoFactor.errors.locked'
  | 'auth.twoFactor.errors.expired'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.signInFailed';

export function twoFactorErrorKey(error: AuthErrorLike, method: 'totp' | 'backup'): TwoFactorErrorKey {
  switch (error.code) {
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return 'auth.twoFactor.errors.locked';
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return 'auth.errors.tooManyAttempts';
    case 'INVALID_TWO_FACTOR_COOKIE':
      return 'auth.twoFactor.errors.expired';
    case 'INVALID_BACKUP_CODE':
      return 'auth.twoFactor.errors.invalidBackupCode';
    case 'INVALID_CODE':
      return method === 'backup'
        ? 'auth.twoFactor.errors.invalidBackupCode'
        : 'auth.twoFactor.errors.invalidCode';
  }
  if (isRateLimited(error)) return 'auth.errors.tooManyAttempts';
  if (error.status === 401) return 'auth.twoFactor.errors.expired';
  if (error.status === 400 || error.status === 403) {
    return method === 'backup'
      ? 'auth.twoFactor.errors.invalidBackupCode'
      : 'auth.twoFactor.errors.invalidCode';
  }
  return 'auth.errors.signInFailed';
}

/** Social providers; `?error=<provider>` on /auth names the one that failed. */
export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function socialErrorKey(
  provider: SocialProvider,
): 'auth.errors.googleFailed' | 'auth.errors.linkedinFailed' {
  return provider === 'google' ? 'auth.errors.googleFailed' : 'auth.errors.linkedinFailed';
}

/**
 * Better Auth appends its own `error=<code>` to our error callback URL, so ?error= can repeat;
 * the provider we put there comes first.
 */
export function failedSocialProvider(errorValues: readonly string[]): SocialProvider | undefined {
  return SOCIAL_PROVIDERS.find((p) => errorValues.includes(p));
}

/** A light format check before we call the server; the server validates properly. */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
