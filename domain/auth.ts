import { z } from 'zod';

/**
 * Spec 000 §9: minimum password length. Better Auth enforces the same number on the server; a
 * strength estimate comes on top (domain/password-strength.ts).
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const AUTH_TABS = ['signin', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
/** Spec 000 §2: any other value of ?tab= is ignored. */
export function parseAuthTab(value: string | null | undefined): AuthTab | undefined {
  return AUTH_TABS.find((t) => t === value);
}

export const ZSignUpForm = z.object({
  fullName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

/** `too-weak` is found by the strength estimate (domain/password-strength.ts), after these. */
export type SignUpProblem = 'missing' | 'mismatch' | 'too-short' | 'too-weak';
/**
 * Spec 000 §5, checked in the spec's order: all fields, match, length. The strength estimate
 * follows (asynchronously, as it loads its dictionaries): see passwordStrength().
 */
export function checkSignUpForm(form: TSignUpForm): SignUpProblem | undefined {
  if (!form.fullName.trim() || !form.email.trim() || !form.password || !form.confirmPassword)
    return 'missing';
  if (form.password !== form.confirmPassword) return 'mismatch';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  return undefined;
}
