import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';

/** A failed request in words: the server's message when it sent one, else the generic error. */
export function errorMessage(error: unknown, t: TFunction): string {
  return isApiError(error) && error.message ? error.message : t('common.genericError');
}
