import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TShareCreateResponse } from '#domain/applications';
import { jobApplications, rateLimit } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import {
  call,
  insertApplication,
  LETTER,
  readPdf,
  setFullName,
} from '../applications/export-test-helpers.ts';
import { WRONG_PASSWORD_LIMIT } from './attempts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Visitors of a shared link come from anywhere: each call from its own address. */
const anywhere = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

function open(token: string, password?: string, path = '', from = anywhere()) {
  return call(t, undefined, 'POST', `/api/shared/${token}${path}`, {
    payload: password === undefined ? {} : { password },
    remoteAddress: from,
  });
}

async function owned() {
  const owner = await signUp(t);
  return { ...owner, id: await insertApplication(t, owner.userId) };
}

async function share(cookie: string, id: string, body: object = {}): Promise<TShareCreateResponse> {
  const response = await call(t, cookie, 'POST', `/api/applications/${id}/share`, { payload: body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string } }).error.code;

describe('share links', () => {
  it('creates a link anyone can open, with the spec fields and the applicant from the profile', async () => {
    const { cookie, userId, email, id } = await owned();
    await setFullName(t, userId, email, 'Søren Æbelø-Müller');
    const link = await share(cookie, id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      url: `http://localhost:3000/shared-application/${link.token}`,
      hasPassword: false,
      expiresAt: null,
    });
    const response = await open(link.token);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(response.json()).toEqual({
      ai_output: LETTER,
      job_title: 'Frontend-udvikler',
      company_name: 'Brød & Smør ApS',
      applicant_name: 'Søren Æbelø-Müller',
      created_at: row!.createdAt.toISOString(),
    });
  });

  it('opens without any body too (the page asks first, then for a password)', async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/shared/${token}`,
      remoteAddress: anywhere(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only hashes: the database never holds the token or the password', async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { password: '  hemmeligt kodeord  ' });
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row!.shareTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.sharePasswordHash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    const dump = await t.db.execute(sql`select row_to_json(a)::text as json from job_applications a`);
    const all = dump.rows.map((r) => String(r.json)).join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('hemmeligt');
  });

  it('sends no-store, noindex and no-referrer on every shared answer, errors included', async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { password: 'kodeord' });
    const answers = [
      await open(token, 'kodeord'),
      await open(token),
      await open(token, 'forkert'),
      await open('x'.repeat(43)),
      await open(token, 'kodeord', '/pdf'),
      await call(t, undefined, 'POST', `/api/shared/${token}`, {
        payload: { password: 'kodeord', extra: 1 },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 200, 400]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('asks for the password (401), refuses a wrong one (403), opens with the right one, trimmed', async () => {
    const { cookie, id } = await owned();
    const link = await share(cookie, id, { password: '  Kodeord-æøå  ', expiresInDays: 7 });
    expect(link.hasPassword).toBe(true);
    const days = (Date.parse(link.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const none = await open(link.token);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { code: 'PASSWORD_REQUIRED', message: 'This application is protected by a password.' },
    });
    expect(errorOf(await open(link.token, '   '))).toBe('PASSWORD_REQUIRED');
    const wrong = await open(link.token, 'kodeord-æøå');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_PASSWORD', message: 'The password is incorrect.' },
    });
    expect((await open(link.token, 'Kodeord-æøå')).statusCode).toBe(200);
    expect((await open(link.token, ' Kodeord-æøå ')).statusCode).toBe(200);
  });

  it('a blank password means no password', async () => {
    const { cookie, id } = await owned();
    const link = await share(cookie, id, { password: '   ' });
    expect(link.hasPassword).toBe(false);
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it(`locks the link for an address after ${WRONG_PASSWORD_LIMIT} wrong passwords from it: 429 even for the right one`, async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { password: 'rigtigt' });
    const stranger = '203.0.113.7';
    // Right passwords do not count towards the limit.
    for (let i = 0; i < 3; i++) expect((await open(token, 'rigtigt', '', stranger)).statusCode).toBe(200);
    const wrong = [];
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i++)
      wrong.push((await open(token, `gæt-${i}`, '', stranger)).statusCode);
    expect(wrong).toEqual(Array(WRONG_PASSWORD_LIMIT).fill(403));
    const locked = await open(token, 'rigtigt', '', stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many wrong passwords for this link. Please wait 15 minutes and try again.',
      },
    });
    expect((await open(token, 'rigtigt', '/pdf', stranger)).statusCode).toBe(429);
    // Parallel guesses cannot slip past the lock either.
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => open(token, `burst-${i}`, '', stranger)),
    );
    expect(burst.every((r) => r.statusCode === 429)).toBe(true);

    // Once the window has passed (moved back in the store), the right password opens it again.
    await t.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 16 * 60_000 })
      .where(sql`${rateLimit.key} like ${'%share-password%'}`);
    expect((await open(token, 'rigtigt', '', stranger)).statusCode).toBe(200);
  });

  it("a stranger's wrong passwords do not lock the real recipient out (issue 13)", async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { password: 'rigtigt' });
    const stranger = '203.0.113.8';
    const recipient = '198.51.100.20';
    for (let i = 0; i < WRONG_PASSWORD_LIMIT + 2; i++) await open(token, `gæt-${i}`, '', stranger);
    expect((await open(token, 'rigtigt', '', stranger)).statusCode).toBe(429);
    // The recipient, elsewhere, opens it and still has every try of their own.
    expect((await open(token, 'rigtigt', '', recipient)).statusCode).toBe(200);
    expect((await open(token, 'rigtigt', '/pdf', recipient)).statusCode).toBe(200);
    expect((await open(token, 'typo', '', recipient)).statusCode).toBe(403);
    expect((await open(token, 'rigtigt', '', recipient)).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses exactly: never more than the limit get an answer', async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { password: 'rigtigt' });
    const from = '203.0.113.9';
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => open(token, `gæt-${i}`, '', from)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(WRONG_PASSWORD_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - WRONG_PASSWORD_LIMIT);
  });

  it('answers 410 EXPIRED once the link has expired', async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { expiresInDays: 1 });
    await t.db
      .update(jobApplications)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobApplications.id, id));
    const response = await open(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: { code: 'EXPIRED', message: 'This link has expired.' } });
  });

  it('revoking ends the link (404) and is idempotent; re-sharing gives a new token and kills the old', async () => {
    const { cookie, id } = await owned();
    const first = await share(cookie, id);
    const second = await share(cookie, id);
    expect(second.token).not.toBe(first.token);
    expect((await open(first.token)).statusCode).toBe(404);
    expect((await open(second.token)).statusCode).toBe(200);

    expect((await call(t, cookie, 'DELETE', `/api/applications/${id}/share`)).statusCode).toBe(204);
    expect((await call(t, cookie, 'DELETE', `/api/applications/${id}/share`)).statusCode).toBe(204);
    const revoked = await open(second.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This shared application was not found.' },
    });
    // Sharing again after a revoke works.
    expect((await open((await share(cookie, id)).token)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'abc', 'a'.repeat(99)]) {
      expect((await open(token)).statusCode).toBe(404);
    }
    // A NUL character is refused before any route looks at it.
    expect((await open('%00')).statusCode).toBe(400);
  });

  it("keeps another user's share controls a 404, and needs a session", async () => {
    const { cookie, id } = await owned();
    const stranger = await signUp(t);
    expect(
      (await call(t, stranger.cookie, 'POST', `/api/applications/${id}/share`, { payload: {} })).statusCode,
    ).toBe(404);
    expect((await call(t, stranger.cookie, 'DELETE', `/api/applications/${id}/share`)).statusCode).toBe(404);
    expect(
      (await call(t, undefined, 'POST', `/api/applications/${id}/share`, { payload: {} })).statusCode,
    ).toBe(401);
    // The stranger's attempt changed nothing: the owner's link still works.
    const { token } = await share(cookie, id);
    await call(t, stranger.cookie, 'DELETE', `/api/applications/${id}/share`);
    expect((await open(token)).statusCode).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    const { cookie, id } = await owned();
    const bad = [
      { expiresInDays: 3 },
      { expiresInDays: '7' },
      { password: 'x'.repeat(201) },
      { password: 'ok', admin: true },
    ];
    for (const payload of bad) {
      const response = await call(t, cookie, 'POST', `/api/applications/${id}/share`, { payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe('VALIDATION_FAILED');
    }
    const message = (
      await call(t, cookie, 'POST', `/api/applications/${id}/share`, { payload: { expiresInDays: 3 } })
    ).json();
    expect(message.error.fields.expiresInDays).toBe('Choose 1, 7 or 30 days');
    expect(
      (await call(t, cookie, 'POST', '/api/applications/not-an-id/share', { payload: {} })).statusCode,
    ).toBe(400);
  });

  it('downloads the shared letter as the same PDF, behind the same password', async () => {
    const { cookie, id } = await owned();
    const { token } = await share(cookie, id, { password: 'kodeord' });
    expect((await open(token, undefined, '/pdf')).statusCode).toBe(401);
    const response = await open(token, 'kodeord', '/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="Frontend-udvikler-Brod-Smor-ApS.pdf"',
    );
    expect((await readPdf(response.rawPayload)).text).toContain('æøåäöüßñé');
  });
});
