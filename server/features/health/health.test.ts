import { rmSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

const ADMIN = 'ops@example.com';
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ` Someone@example.com, ${ADMIN.toUpperCase()} ` });
  const admin = await signUp(t, { email: ADMIN });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin.userId));
  adminCookie = admin.cookie;
});
const adminHealth = (cookie = adminCookie) =>
  t.app.inject({ method: 'GET', url: '/api/admin/health', headers: { cookie } });
afterAll(async () => {
  await t.close();
});

it('is ready when database, file storage and the mail outbox all pass', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ready',
    checks: { database: 'pass', storage: 'pass', email: 'pass' },
  });
});

describe('details (a path, a driver message, latencies) are for administrators only', () => {
  it('shows them to an administrator', async () => {
    const response = await adminHealth();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      checks: { database: { status: 'pass', detail: 'PostgreSQL answered', latencyMs: expect.any(Number) } },
    });
  });
  it('refuses a visitor (401) and a user who is not an administrator (403)', async () => {
    expect((await adminHealth('')).statusCode).toBe(401);
    const other = await signUp(t);
    const refused = await adminHealth(other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only administrators may see this.' },
    });
  });
  it('refuses the administrator address until it is verified', async () => {
    const unverified = await createTestApp({ ADMIN_EMAILS: 'late@example.com' });
    try {
      const late = await signUp(unverified, { email: 'late@example.com' });
      const response = await unverified.app.inject({
        method: 'GET',
        url: '/api/admin/health',
        headers: { cookie: late.cookie },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await unverified.close();
    }
  });
});

it('shares one run of the checks among requests within HEALTH_MAX_AGE_MS', async () => {
  const cached = await createTestApp({ HEALTH_MAX_AGE_MS: '60000' });
  try {
    let runs = 0;
    const check = cached.app.deps.fileStore.check.bind(cached.app.deps.fileStore);
    cached.app.deps.fileStore.check = () => {
      runs++;
      return check();
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cached.app.inject({ method: 'GET', url: '/api/health' })),
    );
    await cached.app.inject({ method: 'GET', url: '/api/health' });
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(runs).toBe(1);
  } finally {
    await cached.close();
  }
});

it('is not-ready (503) when a check fails', async () => {
  // Make the file store's directory unusable: a file where the folder should be.
  rmSync(t.config.files.localDir, { recursive: true, force: true });
  writeFileSync(t.config.files.localDir, 'not a folder');
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not-ready', checks: { storage: 'fail' } });
    expect(response.body).not.toContain(t.config.files.localDir);
  } finally {
    rmSync(t.config.files.localDir, { force: true });
  }
});

it('answers within its own time limit when a check hangs, and fails that check', async () => {
  const check = t.app.deps.mailer.check;
  t.app.deps.mailer.check = () => new Promise(() => undefined);
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not-ready',
      checks: { database: 'pass', email: 'fail' },
    });
    expect((await adminHealth()).json()).toMatchObject({
      checks: { database: { status: 'pass' }, email: { status: 'fail', detail: 'No answer within 2 s' } },
    });
  } finally {
    t.app.deps.mailer.check = check;
  }
});
