import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { classifyDeletionFailure, fileNameFromDisposition } from './data-rights-api';

describe('fileNameFromDisposition', () => {
  it('reads the name the server sends for the export (server/features/cvs/routes.ts attachment)', () => {
    const header =
      'attachment; filename="applywise-export-2026-11-22.json"; filename*=UTF-8\'\'applywise-export-2026-11-22.json';
    expect(fileNameFromDisposition(header)).toBe('applywise-export-2026-11-22.json');
  });

  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition('attachment; filename="S_ren.json"; filename*=UTF-8\'\'S%C3%B8ren.json'),
    ).toBe('Søren.json');
  });

  it('accepts an unquoted name and falls back to it when the UTF-8 name is malformed', () => {
    expect(fileNameFromDisposition('attachment; filename=data.json')).toBe('data.json');
    expect(fileNameFromDisposition('attachment; filename="ok.json"; filename*=UTF-8\'\'%E0%A4%A.json')).toBe(
      'ok.json',
    );
  });

  it('never returns a path and gives null when no name is given', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''..%2F..%2Fevil.json")).toBe(
      '.._.._evil.json',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});

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
