import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { letterParagraphs, shareableUrl, sharedStateFromError } from './shared-api';

describe('sharedStateFromError (spec 000 §4 shared link states)', () => {
  const state = (status: number, code: string, message = 'x') =>
    sharedStateFromError(new ApiError(status, code, message));

  it('maps the server’s answers to the page’s states', () => {
    expect(state(404, 'NOT_FOUND')).toEqual({ kind: 'not-found' });
    expect(state(410, 'EXPIRED')).toEqual({ kind: 'expired' });
    expect(state(401, 'PASSWORD_REQUIRED')).toEqual({ kind: 'password', problem: null });
    expect(state(403, 'INVALID_PASSWORD')).toEqual({ kind: 'password', problem: 'wrong' });
    expect(state(429, 'RATE_LIMITED')).toEqual({ kind: 'password', problem: 'rate-limited' });
  });

  it('reads the status when the body had no known code', () => {
    expect(state(404, 'SOMETHING')).toEqual({ kind: 'not-found' });
    expect(state(410, 'GONE')).toEqual({ kind: 'expired' });
  });

  it('shows the server’s message for other failures, and none of the client’s own', () => {
    expect(state(400, 'VALIDATION_ERROR', 'Bad token')).toEqual({ kind: 'error', message: 'Bad token' });
    expect(state(0, 'NETWORK_ERROR', 'Failed to fetch')).toEqual({ kind: 'error', message: null });
    expect(state(500, 'INTERNAL', 'Request failed with status 500')).toEqual({
      kind: 'error',
      message: null,
    });
    expect(sharedStateFromError(new TypeError('boom'))).toEqual({ kind: 'error', message: null });
  });
});

describe('letterParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    const text =
      'Kære Anna\r\n\r\nJeg søger stillingen.\nMed venlig hilsen\n\n\n  \nPeter Hansen\nKøbenhavn  ';
    expect(letterParagraphs(text)).toEqual([
      'Kære Anna',
      'Jeg søger stillingen.\nMed venlig hilsen',
      'Peter Hansen\nKøbenhavn',
    ]);
  });

  it('gives nothing for an empty letter', () => {
    expect(letterParagraphs('  \n\n ')).toEqual([]);
  });
});

it('shares the link without the preview flag or a fragment', () => {
  expect(shareableUrl('https://app.example/shared-application/abc?preview=true#top')).toBe(
    'https://app.example/shared-application/abc',
  );
  expect(shareableUrl('https://app.example/shared-application/abc?x=1&preview=true')).toBe(
    'https://app.example/shared-application/abc?x=1',
  );
});
