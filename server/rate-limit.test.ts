import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rateLimit } from './db/schema.ts';
import { TEST_ORIGIN, createTestApp, signUp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await t.close();
});

it('limits sign-in attempts per address, kept in PostgreSQL', async () => {
  const { email } = await signUp(t);
  const attempt = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: 'wrong password' },
    });
  const codes = [];
  for (let i = 0; i < 5; i++) codes.push((await attempt()).statusCode);
  expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
  expect(codes.slice(3)).toEqual([429, 429]);

  const rows = await t.db.select().from(rateLimit).where(like(rateLimit.key, '%sign-in%'));
  expect(rows.length).toBeGreaterThan(0);

  // A client cannot dodge the limit by claiming another address.
  const spoofed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'x-applywise-client-ip': '10.9.8.7', 'x-forwarded-for': '10.9.8.7' },
    payload: { email, password: 'wrong password' },
  });
  expect(spoofed.statusCode).toBe(429);
});

it('limits API requests per address in memory, writing nothing to PostgreSQL for an ordinary read', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '4' });
  try {
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await limited.app.inject({ method: 'GET', url: '/api/profile' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const last = await limited.app.inject({ method: 'GET', url: '/api/profile' });
    expect(last.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) },
    });
    expect(await limited.db.select().from(rateLimit).where(like(rateLimit.key, 'api|%'))).toEqual([]);
  } finally {
    await limited.close();
  }
});

it('counts a route’s own stricter limit in PostgreSQL, so every app process shares it', async () => {
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A question about plans.',
      },
    });
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push((await send()).statusCode);
  expect(codes.slice(5)).toEqual([429]);
  const rows = await t.db.select().from(rateLimit).where(like(rateLimit.key, 'api:POST:/api/contact|%'));
  expect(rows.map((r) => r.count)).toEqual([6]);
});
