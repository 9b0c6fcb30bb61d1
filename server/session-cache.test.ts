/**
 * Issue 13, "A fast API": a process remembers signed-in sessions for SESSION_CACHE_MS, so an
 * ordinary read does not look the session up in PostgreSQL, and forgets them the moment anything in
 * this process may have ended one (sign-out, revocation, account deletion).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, cookiesFrom, createTestApp, signUp, type TestApp } from './test/harness.ts';

let t: TestApp;
let lookups = 0;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '60000' });
  const getSession = t.app.deps.auth.api.getSession;
  t.app.deps.auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
    lookups++;
    return getSession(...args);
  }) as typeof getSession;
});
afterAll(async () => {
  await t.close();
});

const profile = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function signIn(email: string, password: string): Promise<string> {
  const response = await post('/api/auth/sign-in/email', '', { email, password });
  expect(response.statusCode).toBe(200);
  return cookiesFrom(response.headers);
}

describe('a remembered session', () => {
  it('answers repeated reads without looking the session up again', async () => {
    const { cookie } = await signUp(t);
    const before = lookups;
    for (let i = 0; i < 5; i++) expect((await profile(cookie)).statusCode).toBe(200);
    expect(lookups - before).toBe(1);
  });

  it('is never matched by a cookie whose signature was changed', async () => {
    const { cookie } = await signUp(t);
    expect((await profile(cookie)).statusCode).toBe(200);
    const tampered = cookie.replace(
      /\.([^.;]+)(;|$)/,
      (_m, sig: string, end: string) => `.${sig.slice(0, -2)}xx${end}`,
    );
    expect(tampered).not.toBe(cookie);
    expect((await profile(tampered)).statusCode).toBe(401);
  });

  it('ends at sign-out', async () => {
    const { cookie } = await signUp(t);
    expect((await profile(cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-out', cookie)).statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('ends when another session of the user revokes the others', async () => {
    const { cookie, email, password } = await signUp(t);
    const laptop = await signIn(email, password);
    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await post('/api/auth/revoke-other-sessions', cookie)).statusCode).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it('ends with the account: another device gets 401, not an error', async () => {
    const { cookie, email, password } = await signUp(t);
    const phone = await signIn(email, password);
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await post('/api/account/delete', cookie, { password })).statusCode).toBe(204);
    const after = await profile(phone);
    expect(after.statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'GET',
      url: '/api/applications',
      headers: { cookie: phone },
    });
    expect(upload.statusCode).toBe(401);
  });
});
