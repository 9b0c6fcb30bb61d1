import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { classifyDeletionFailure } from './data-rights-api';

describe('classifyDeletionFailure', () => {
  const apiError = (status: number, fields?: Record<string, string>, message = 'Server says no') =>
    new ApiError(status, 'X', message, fields);

  it('keeps password problems in the dialog, telling a missing password from a wrong one', () => {
    expect(classifyDeletionFailure(apiError(403, { password: 'Incorrect password' }))).toEqual({
      kind: 'passwordWrong',
    });
    expect(classifyDeletionFailure(apiError(400, { password: 'Please enter your password' }))).toEqual({
      kind: 'passwordMissing',
    });
  });

  it('asks a social account without a fresh sign-in to sign in again', () => {
    expect(classifyDeletionFailure(apiError(403, { session: 'Sign in again to confirm' }))).toEqual({
      kind: 'session',
    });
  });

  it("passes on the server's reason when a paid subscription could not be cancelled", () => {
    const message = 'Your subscription could not be cancelled. Nothing was deleted.';
    expect(classifyDeletionFailure(apiError(409, undefined, message))).toEqual({ kind: 'conflict', message });
  });

  it('asks for a new sign-in when the session has ended, and recognises rate limiting', () => {
    expect(classifyDeletionFailure(apiError(401))).toEqual({ kind: 'session' });
    expect(classifyDeletionFailure(apiError(429))).toEqual({ kind: 'rateLimited' });
  });

  it('treats everything else as the generic deletion failure', () => {
    expect(classifyDeletionFailure(apiError(500))).toEqual({ kind: 'failed' });
    expect(classifyDeletionFailure(apiError(403))).toEqual({ kind: 'failed' });
    expect(classifyDeletionFailure(apiError(0))).toEqual({ kind: 'failed' });
    expect(classifyDeletionFailure(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
