import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { CV_DEAD_LETTER_QUEUE, CV_QUEUE } from '../cvs/extraction.ts';
import { DIGEST_QUEUE } from '../notifications/digest.ts';

const ADMIN = 'ops@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ` Ops@Example.com , someone-else@example.com` });
});
afterAll(async () => t?.close());

const jobs = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/jobs', () => {
  it('is refused to visitors (401) and to users who are not administrators (403)', async () => {
    expect((await jobs()).statusCode).toBe(401);
    const someone = await signUp(t);
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, someone.userId));
    const refused = await jobs(someone.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it('is refused to an administrator address that is not verified yet', async () => {
    const unverified = await signUp(t, { email: ADMIN });
    expect((await jobs(unverified.cookie)).statusCode).toBe(403);
  });

  it('shows every queue with its counts, dead letters and schedules to an administrator', async () => {
    const [admin] = await t.db.select().from(user).where(eq(user.email, ADMIN));
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin!.id));
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: ADMIN, password: 'correct horse battery' },
    });
    const cookie = ([session.headers['set-cookie']].flat() as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const response = await jobs(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      queues: { name: string; deadLetter: string | null; created: number; failed: number }[];
      schedules: { name: string; cron: string; timezone: string }[];
    };
    const names = body.queues.map((q) => q.name);
    expect(names).toEqual(
      expect.arrayContaining([CV_QUEUE, CV_DEAD_LETTER_QUEUE, DIGEST_QUEUE, 'dead-letter']),
    );
    expect(names.some((name) => name.startsWith('__pgboss'))).toBe(false);
    expect(body.queues.find((q) => q.name === CV_QUEUE)).toMatchObject({ deadLetter: CV_DEAD_LETTER_QUEUE });
    expect(body.schedules).toEqual(
      expect.arrayContaining([{ name: DIGEST_QUEUE, cron: '0 * * * *', timezone: 'UTC' }]),
    );
  });
});
