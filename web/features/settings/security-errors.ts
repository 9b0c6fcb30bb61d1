import { PASSWORD_TOO_WEAK } from '#domain/password-strength';
import type { AuthErrorLike } from '../auth';

export type TwoFactorSettingsErrorKey =
  | 'settings.twoFactor.wrongPassword'
  | 'settings.twoFactor.noPassword'
  | 'settings.twoFactor.invalidCode'
  | 'auth.errors.tooManyAttempts'
  | 'common.genericError';

/** Errors of enabling, confirming or disabling two-factor authentication. */
export function twoFactorSettingsErrorKey(error: AuthErrorLike): TwoFactorSettingsErrorKey {
  if (error.status === 429 || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return 'auth.errors.tooManyAttempts';
  if (error.code === 'INVALID_PASSWORD') return 'settings.twoFactor.wrongPassword';
  if (error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return 'settings.twoFactor.noPassword';
  if (error.code === 'INVALID_CODE') return 'settings.twoFactor.invalidCode';
  return 'common.genericError';
}

export type ChangePasswordErrorKey =
  | 'settings.password.wrongPassword'
  | 'settings.password.noPassword'
  | 'auth.errors.passwordTooWeak'
  | 'auth.errors.passwordTooShort'
  | 'auth.errors.tooManyAttempts'
  | 'common.genericError';

export function changePasswordErrorKey(error: AuthErrorLike): ChangePasswordErrorKey {
  if (error.status === 429) return 'auth.errors.tooManyAttempts';
  if (error.code === 'INVALID_PASSWORD') return 'settings.password.wrongPassword';
  if (error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return 'settings.password.noPassword';
  if (error.code === PASSWORD_TOO_WEAK) return 'auth.errors.passwordTooWeak';
  if (error.code === 'PASSWORD_TOO_SHORT') return 'auth.errors.passwordTooShort';
  return 'common.genericError';
}

/** The shared secret of an `otpauth://totp/...?secret=...` URI, for manual entry. */
export function totpSecretFromUri(uri: string): string | undefined {
  const match = /[?&]secret=([^&#]+)/i.exec(uri);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]).toUpperCase();
  } catch {
    return undefined;
  }
}

/** Groups of four characters are easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
