import { describe, expect, it } from 'vitest';
import { ZApiError } from '#domain/errors';
import { ApiError, isApiError, isApiErrorBody, toApiError } from './api';

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

describe('isApiErrorBody', () => {
  // The hand-written check must say what the domain's zod contract says about every body.
  const bodies: unknown[] = [
    { error: { code: 'NOT_FOUND', message: 'Gone' } },
    { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { email: 'Required' } } },
    { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: {} } },
    { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { email: 3 } } },
    { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: ['Required'] } },
    { error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: null } },
    { error: { code: 1, message: 'Bad' } },
    { error: { code: 'X' } },
    { error: 'NOT_FOUND' },
    { error: null },
    { message: 'x' },
    [],
    null,
    undefined,
    '<html>',
    42,
  ];
  it.each(bodies.map((body) => [JSON.stringify(body), body]))('agrees with ZApiError on %s', (_, body) => {
    expect(isApiErrorBody(body)).toBe(ZApiError.safeParse(body).success);
  });
});
