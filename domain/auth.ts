import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Spec 000 §9: minimum password length. Better Auth enforces the same number on the server. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

const common = new Set(COMMON_PASSWORDS);
/** True for passwords found in public breach lists' most common entries (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const AUTH_TABS = ['signin', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
/** Spec 000 §2: any other value of ?tab= is ignored. */
export function parseAuthTab(value: string | null | undefined): AuthTab | undefined {
  return AUTH_TABS.find((t) => t === value);
}

/** Server-side error code Better Auth answers with when a blocked password is used. */
export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';

export const ZSignUpForm = z.object({
  fullName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

export type SignUpProblem = 'missing' | 'mismatch' | 'too-short' | 'too-common';
/** Spec 000 §5, checked in the spec's order: all fields, match, length; then our blocklist. */
export function checkSignUpForm(form: TSignUpForm): SignUpProblem | undefined {
  if (!form.fullName.trim() || !form.email.trim() || !form.password || !form.confirmPassword)
    return 'missing';
  if (form.password !== form.confirmPassword) return 'mismatch';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (isCommonPassword(form.password)) return 'too-common';
  return undefined;
}
