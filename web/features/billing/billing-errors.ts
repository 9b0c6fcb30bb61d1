import { isApiError } from '../../lib/api';

/** Spec 000 §8: a portal request for a user who never paid is expected, a warning, not a failure. */
export function isNoCustomerError(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && /no stripe customer found/i.test(error.message);
}

export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Spec 000 §8 toasts read 'the message or <fallback>': the server's message when it explains a
 * refusal (a 4xx other than validation noise), the translated fallback for crashes and outages.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.code === 'INVALID_RESPONSE') return null;
  return error.message || null;
}
