import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, toApiError } from './api';

describe('toApiError', () => {
  it('reads the API error body', () => {
    const error = toApiError(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Bad input', fields: { email: 'Required' } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Bad input' });
    expect(error.fields).toEqual({ email: 'Required' });
  });

  it('infers a code from the status when the body is not ours', () => {
    expect(toApiError(401, undefined).code).toBe('UNAUTHORIZED');
    expect(toApiError(429, '<html>').code).toBe('RATE_LIMITED');
    expect(toApiError(502, { message: 'x' }, 'Bad Gateway')).toMatchObject({
      code: 'INTERNAL',
      message: 'Bad Gateway',
    });
  });
});
