import { describe, expect, it } from 'vitest';
import { da, en } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

const enKeys = flatten(en);
const daKeys = flatten(da);

describe('locale catalogues', () => {
  it('have the same keys', () => {
    expect([...daKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('use the same interpolation variables and markup', () => {
    for (const [key, text] of enKeys) {
      const other = daKeys.get(key) ?? '';
      expect(variables(other), key).toEqual(variables(text));
      expect(tags(other), key).toEqual(tags(text));
      expect(other.trim(), key).not.toBe('');
    }
  });

  it('carry the spec strings verbatim in English', () => {
    const expected: Record<string, string> = {
      'common.loading': 'Loading...',
      'auth.signIn.title': 'Sign in to your account',
      'auth.signUp.title': 'Create your account',
      'auth.signIn.submitting': 'Signing In...',
      'auth.signUp.submit': 'Create Free Account',
      'auth.signUp.submitting': 'Creating Account...',
      'auth.errors.fillAllFields': 'Please fill in all fields',
      'auth.errors.passwordsMismatch': 'Passwords do not match',
      'auth.errors.invalidCredentials': 'Invalid email or password',
      'auth.errors.signInFailed': 'An error occurred during login',
      'auth.errors.unexpected': 'An unexpected error occurred',
      'auth.errors.emailAlreadyRegistered': 'This email is already registered',
      'auth.errors.signUpFailed': 'An error occurred while creating your account',
      'auth.errors.googleFailed': 'Google login failed. Please try again.',
      'auth.errors.linkedinFailed': 'LinkedIn login failed. Please try again.',
      'auth.success.signIn': 'Welcome back!',
      'auth.success.signUp': 'Account created! Welcome to Applywise!',
      'notFound.title': 'Oops! Page not found',
      'errors.boundary.title': 'Something went wrong',
      'errors.boundary.reload': 'Reload Page',
      'errors.boundary.home': 'Go Home',
      'errors.auth.title': 'Authentication Error',
      'errors.auth.reload': 'Reload',
      'errors.auth.logOut': 'Log Out',
      'shell.profileError.title': 'Error loading profile',
      'shell.profileError.description': 'Could not load your profile information',
    };
    for (const [key, text] of Object.entries(expected)) expect(enKeys.get(key), key).toBe(text);
    expect(enKeys.get('auth.errors.passwordTooShort')).toBe('Password must be at least 6 characters long');
  });
});
