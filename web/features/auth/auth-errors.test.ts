import { describe, expect, it } from 'vitest';
import {
  failedSocialProvider,
  isPlausibleEmail,
  minutesToWait,
  passwordProblemKey,
  signInErrorKey,
  signUpErrorKey,
  twoFactorErrorKey,
} from './auth-errors';
import { checkNewPassword, checkPasswordStrength } from './password-rules';

describe('sign-in errors', () => {
  it('maps Better Auth answers to the spec texts', () => {
    expect(signInErrorKey({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe(
      'auth.errors.invalidCredentials',
    );
    expect(signInErrorKey({ status: 401 })).toBe('auth.errors.invalidCredentials');
    expect(signInErrorKey({ status: 429 })).toBe('auth.errors.tooManyAttempts');
    expect(signInErrorKey({ code: 'TOO_MANY_FAILED_SIGN_INS', status: 429, retryAfter: 64 })).toBe(
      'auth.errors.accountThrottled',
    );
    expect(minutesToWait({ retryAfter: 2 })).toBe(1);
    expect(minutesToWait({ retryAfter: 64 })).toBe(2);
    expect(minutesToWait({ retryAfter: 900 })).toBe(15);
    expect(signInErrorKey({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toBe('auth.errors.emailNotVerified');
    expect(signInErrorKey({ code: 'INTERNAL', status: 500 })).toBe('auth.errors.signInFailed');
  });
});

describe('sign-up errors', () => {
  it('recognises an existing account by code or message', () => {
    expect(signUpErrorKey({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 })).toBe(
      'auth.errors.emailAlreadyRegistered',
    );
    expect(signUpErrorKey({ message: 'User already registered', status: 400 })).toBe(
      'auth.errors.emailAlreadyRegistered',
    );
  });

  it('maps password problems and the rest', () => {
    expect(signUpErrorKey({ code: 'PASSWORD_TOO_WEAK', status: 400 })).toBe('auth.errors.passwordTooWeak');
    expect(signUpErrorKey({ code: 'PASSWORD_TOO_SHORT', status: 400 })).toBe('auth.errors.passwordTooShort');
    expect(signUpErrorKey({ status: 429 })).toBe('auth.errors.tooManyAttempts');
    expect(signUpErrorKey({ code: 'FAILED_TO_CREATE_USER', status: 500 })).toBe('auth.errors.signUpFailed');
  });
});

describe('two-factor errors', () => {
  it('tells code, backup code, lock-out and expiry apart', () => {
    expect(twoFactorErrorKey({ code: 'INVALID_CODE', status: 401 }, 'totp')).toBe(
      'auth.twoFactor.errors.invalidCode',
    );
    expect(twoFactorErrorKey({ code: 'INVALID_BACKUP_CODE', status: 401 }, 'backup')).toBe(
      'auth.twoFactor.errors.invalidBackupCode',
    );
    expect(twoFactorErrorKey({ code: 'ACCOUNT_TEMPORARILY_LOCKED', status: 403 }, 'totp')).toBe(
      'auth.twoFactor.errors.locked',
    );
    expect(twoFactorErrorKey({ code: 'INVALID_TWO_FACTOR_COOKIE', status: 401 }, 'totp')).toBe(
      'auth.twoFactor.errors.expired',
    );
    expect(twoFactorErrorKey({ status: 429 }, 'backup')).toBe('auth.errors.tooManyAttempts');
  });
});

describe('form checks', () => {
  it('maps each sign-up problem to its message', () => {
    expect(passwordProblemKey('missing')).toBe('auth.errors.fillAllFields');
    expect(passwordProblemKey('mismatch')).toBe('auth.errors.passwordsMismatch');
    expect(passwordProblemKey('too-short')).toBe('auth.errors.passwordTooShort');
    expect(passwordProblemKey('too-weak')).toBe('auth.errors.passwordTooWeak');
  });

  it('checks a new password like sign-up does', () => {
    expect(checkNewPassword('', 'x')).toBe('missing');
    expect(checkNewPassword('abcdef', 'abcdeg')).toBe('mismatch');
    expect(checkNewPassword('abc', 'abc')).toBe('too-short');
    expect(checkNewPassword('Tr1cky-Secret!', 'Tr1cky-Secret!')).toBeUndefined();
  });

  it('checks strength like the server does', async () => {
    const wait = 60_000;
    expect(await checkPasswordStrength('Password', [], wait)).toBe('too-weak');
    expect(await checkPasswordStrength('aaaaaa', [], wait)).toBe('too-weak');
    expect(await checkPasswordStrength('Tr1cky-Secret!', [], wait)).toBeUndefined();
    expect(await checkPasswordStrength('Vestergaard1960', ['Grethe Vestergaard'], wait)).toBe('too-weak');
    // The estimator's dictionaries load on first use: as long as the check itself may wait.
  }, 60_000);

  it('accepts plausible emails only', () => {
    expect(isPlausibleEmail(' jane@example.com ')).toBe(true);
    expect(isPlausibleEmail('jane@example')).toBe(false);
    expect(isPlausibleEmail('jane example.com')).toBe(false);
  });

  it('finds the failed provider among repeated error parameters', () => {
    expect(failedSocialProvider(['google', 'access_denied'])).toBe('google');
    expect(failedSocialProvider(['access_denied', 'linkedin'])).toBe('linkedin');
    expect(failedSocialProvider(['INVALID_TOKEN'])).toBeUndefined();
  });
});
