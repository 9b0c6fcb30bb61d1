import { describe, expect, it } from 'vitest';
import {
  changePasswordErrorKey,
  groupSecret,
  totpSecretFromUri,
  twoFactorSettingsErrorKey,
} from './security-errors';

describe('security settings', () => {
  it('reads the secret of an otpauth URI', () => {
    const uri =
      'otpauth://totp/Applywise:jane%40example.com?secret=jbswy3dpehpk3pxp&issuer=Applywise&digits=6';
    expect(totpSecretFromUri(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(totpSecretFromUri('otpauth://totp/x?issuer=y')).toBeUndefined();
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('maps two-factor and password-change errors', () => {
    expect(twoFactorSettingsErrorKey({ code: 'INVALID_PASSWORD', status: 400 })).toBe(
      'settings.twoFactor.wrongPassword',
    );
    expect(twoFactorSettingsErrorKey({ code: 'INVALID_CODE', status: 401 })).toBe(
      'settings.twoFactor.invalidCode',
    );
    expect(twoFactorSettingsErrorKey({ status: 429 })).toBe('auth.errors.tooManyAttempts');
    expect(changePasswordErrorKey({ code: 'INVALID_PASSWORD', status: 400 })).toBe(
      'settings.password.wrongPassword',
    );
    expect(changePasswordErrorKey({ code: 'CREDENTIAL_ACCOUNT_NOT_FOUND', status: 400 })).toBe(
      'settings.password.noPassword',
    );
    expect(changePasswordErrorKey({ code: 'PASSWORD_TOO_WEAK', status: 400 })).toBe(
      'auth.errors.passwordTooWeak',
    );
    expect(changePasswordErrorKey({ status: 500 })).toBe('common.genericError');
  });
});
