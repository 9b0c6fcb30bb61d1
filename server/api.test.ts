import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp, signUp, type TestApp } from './test/harness.ts';

/** Bad input on every endpoint: a clear 4xx in the API's error shape, never a 500. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t)).cookie;
});
afterAll(async () => {
  await t.close();
});

const ERROR_SHAPE = { error: { code: expect.any(String), message: expect.any(String) } };

describe('GET /api/profile', () => {
  it('is 401 without a session and with a forged cookie', async () => {
    for (const headers of [{}, { cookie: 'applywise.session_token=forged.value' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'You must be signed in.' } });
    }
  });

  it("returns only the session user's own profile", async () => {
    const other = await signUp(t, { name: 'Other Person' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: other.cookie },
    });
    expect(mine.json().id).not.toBe(theirs.json().id);
    expect(theirs.json().fullName).toBe('Other Person');
  });
});

describe('POST /api/error-logs', () => {
  const valid = {
    errorType: 'ERROR_BOUNDARY',
    errorMessage: 'Boom',
    context: { component: 'App', url: '/x' },
  };
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/error-logs',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('records an error from a signed-in or signed-out browser', async () => {
    expect((await send(valid, { cookie })).statusCode).toBe(201);
    expect((await send(valid)).statusCode).toBe(201);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { errorType: 'ERROR_BOUNDARY', errorMessage: 42 }],
    ['unknown error type', { ...valid, errorType: 'SQL_INJECTION' }],
    ['unknown fields', { ...valid, admin: true }],
    ['empty message', { ...valid, errorMessage: '' }],
  ])('answers 400 with field messages for %s', async (_name, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: expect.any(Object) },
    });
  });

  it('answers 400 for malformed JSON and an empty body', async () => {
    for (const body of ['{not json', '']) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(ERROR_SHAPE);
    }
  });

  it('answers 413 for an oversized body', async () => {
    const response = await send({ ...valid, stackTrace: 'x'.repeat(40 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/error-logs',
      headers: { 'content-type': 'application/xml' },
      payload: '<error/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers 403 for a request from another site', async () => {
    const response = await send(valid, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await send(valid, { origin: TEST_ORIGIN })).statusCode).toBe(201);
    // The same host under another scheme is another site.
    const host = { host: 'applywise.example' };
    expect((await send(valid, { ...host, origin: 'https://applywise.example' })).statusCode).toBe(403);
    expect((await send(valid, { ...host, origin: 'http://applywise.example' })).statusCode).toBe(201);
  });
});

describe('the rest of /api', () => {
  it('answers 404 in the error shape for an unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers bad auth input with 4xx, never 500', async () => {
    const cases: [string, string | object][] = [
      ['/api/auth/sign-in/email', {}],
      ['/api/auth/sign-in/email', { email: 'not-an-email', password: 'x' }],
      ['/api/auth/sign-in/email', { email: 42, password: [] }],
      ['/api/auth/sign-up/email', { email: 'a@b.co' }],
      ['/api/auth/sign-up/email', '{broken'],
      ['/api/auth/reset-password', { token: 'nope', newPassword: 'a long new secret' }],
      ['/api/auth/two-factor/verify-totp', { code: '123456' }],
    ];
    for (const [url, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }
  });

  it('answers 413 for an oversized auth body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('sends security headers with a real CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('keeps answers about user data out of every cache, unless a route allows caching', async () => {
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.headers['cache-control']).toBe('public, max-age=300');
  });

  it('documents the API: OpenAPI from the route schemas and a reference page', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const url = entry.statusCode === 301 ? String(entry.headers.location) : '/api/docs';
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Applywise API reference');
    expect(page.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/profile', '/api/error-logs']));
  });
});
