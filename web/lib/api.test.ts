import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import { api, ApiError, isApiError, isApiErrorBody, toApiError } from './api';

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

describe('api with a schema imported with the request', () => {
  const ZAnswer = z.object({ id: z.string() });
  const answer = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
  afterEach(() => vi.unstubAllGlobals());

  it('validates the body with the imported schema', async () => {
    answer({ id: 'a1', extra: true });
    await expect(api('/api/x', { schema: async () => ZAnswer })).resolves.toEqual({ id: 'a1' });
    answer({ id: 7 });
    await expect(api('/api/x', { schema: async () => ZAnswer })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Unexpected response from the server',
    });
  });

  it('reports a schema that cannot be fetched as a network error', async () => {
    answer({ id: 'a1' });
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api('/api/x', { schema: offline })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch dynamically imported module',
    });
  });
});

describe('api started inside a task that does other work', () => {
  afterEach(() => vi.unstubAllGlobals());

  // A page's effects start its requests together; each must leave that task before it imports its
  // schema and calls fetch, or a page that asks for six things makes one long task on a phone.
  it('imports the schema and calls fetch in a later task', async () => {
    const fetch = vi.fn(async () => new Response('{"id":"a1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const schema = vi.fn(async () => z.object({ id: z.string() }));
    const request = api('/api/x', { schema });
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    expect(schema).not.toHaveBeenCalled();
    await expect(request).resolves.toEqual({ id: 'a1' });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
