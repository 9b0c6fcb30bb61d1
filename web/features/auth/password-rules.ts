import { isCommonPassword, MIN_PASSWORD_LENGTH, type SignUpProblem } from '#domain/auth';

/** The sign-up password rules (spec 000 §5 plus our blocklist) for a new password and its confirmation. */
export function checkNewPassword(password: string, confirmPassword: string): SignUpProblem | undefined {
  if (!password || !confirmPassword) return 'missing';
  if (password !== confirmPassword) return 'mismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (isCommonPassword(password)) return 'too-common';
  return undefined;
}
