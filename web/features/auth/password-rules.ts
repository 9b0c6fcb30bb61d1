import { MIN_PASSWORD_LENGTH, type SignUpProblem } from '#domain/auth';
import { estimatePasswordStrength } from './password-estimator';

/** The sign-up password rules (spec 000 §5) for a new password and its confirmation. */
export function checkNewPassword(password: string, confirmPassword: string): SignUpProblem | undefined {
  if (!password || !confirmPassword) return 'missing';
  if (password !== confirmPassword) return 'mismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  return undefined;
}

/** How long a submit waits for the estimate before leaving the check to the server. */
const SUBMIT_WAIT_MS = 1500;

/**
 * The strength check the server makes too (domain/password-strength.ts): 'too-weak' when the
 * password is easy to guess. Estimated in a Web Worker whose dictionaries load when the strength
 * meter first shows; when they are not ready within `waitMs` (a slow device right after the page
 * opened), the form sends the password and the server's answer says the same.
 */
export async function checkPasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
  waitMs = SUBMIT_WAIT_MS,
): Promise<SignUpProblem | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const estimate = estimatePasswordStrength(password, userInputs).then(
    (strength) => (strength.strongEnough ? undefined : ('too-weak' as const)),
    () => undefined,
  );
  try {
    return await Promise.race([estimate, late]);
  } finally {
    clearTimeout(timer);
  }
}
