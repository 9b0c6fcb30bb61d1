import { describe, expect, it } from 'vitest';
import { checkSignUpForm, parseAuthTab } from './auth.ts';

const form = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'engine-1843',
  confirmPassword: 'engine-1843',
};

describe('checkSignUpForm (spec 000 §5, in its order)', () => {
  it('accepts a complete form', () => expect(checkSignUpForm(form)).toBeUndefined());
  it.each(['fullName', 'email', 'password', 'confirmPassword'] as const)('needs %s', (field) => {
    expect(
      checkSignUpForm({ ...form, [field]: field === 'fullName' || field === 'email' ? '   ' : '' }),
    ).toBe('missing');
  });
  it('needs matching passwords before anything else about them', () => {
    expect(checkSignUpForm({ ...form, password: 'abc', confirmPassword: 'abd' })).toBe('mismatch');
  });
  it('needs at least 6 characters', () => {
    expect(checkSignUpForm({ ...form, password: 'a1b2c', confirmPassword: 'a1b2c' })).toBe('too-short');
    expect(checkSignUpForm({ ...form, password: 'a1b2c3', confirmPassword: 'a1b2c3' })).toBeUndefined();
  });
  it('leaves strength to the estimator (domain/password-strength.ts)', () => {
    expect(checkSignUpForm({ ...form, password: 'aaaaaa', confirmPassword: 'aaaaaa' })).toBeUndefined();
  });
});

it('parseAuthTab ignores values other than signin and signup', () => {
  expect(parseAuthTab('signup')).toBe('signup');
  expect(parseAuthTab('signin')).toBe('signin');
  expect(parseAuthTab('admin')).toBeUndefined();
  expect(parseAuthTab(null)).toBeUndefined();
});
