import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPreferences } from '../../db/schema.ts';
import { readOutbox } from '../../test/outbox.ts';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test/harness.ts';
import { CONFIRM_UNSUBSCRIBE_SUBJECT } from '../../infra/mail/templates.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each request from its own address: the routes are rate-limited per IP.
let nextIp = 1;
const ip = () => `10.2.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const tokenFor = (email: string) => t.app.deps.unsubscribe.token(email);

const post = (
  payload: unknown,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
  remoteAddress = ip(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email-preferences',
    headers,
    payload: payload as object,
    remoteAddress,
  });

const get = (email: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/email-preferences?${new URLSearchParams({ email, token })}`,
    remoteAddress: ip(),
  });

/** The raw header block of the mail to `to` (the outbox helper decodes bodies, which would mangle '=' in headers). */
const rawHeadersTo = (to: string) => {
  const dir = t.config.mail.outboxDir;
  const file = readdirSync(dir).find((name) => name.includes(to));
  return file ? readFileSync(join(dir, file), 'utf8').split('\n\n')[0]!.replace(/\n\s+/g, ' ') : '';
};

const rowOf = async (email: string) =>
  (await t.db.select().from(emailPreferences).where(eq(emailPreferences.email, email)))[0];

describe('GET /api/email-preferences', () => {
  it('returns the defaults (nothing unsubscribed) for a valid link of an unknown address', async () => {
    const response = await get('Fresh@Example.com', tokenFor('fresh@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'fresh@example.com',
      marketing: false,
      applicationNotifications: false,
      all: false,
      stored: false,
    });
  });

  it('refuses a wrong token with 403 and a malformed one with 400', async () => {
    expect((await get('a@example.com', tokenFor('b@example.com'))).statusCode).toBe(403);
    expect((await get('a@example.com', 'abc')).statusCode).toBe(400);
    expect((await get('', tokenFor('a@example.com'))).statusCode).toBe(400);
  });
});

describe('POST /api/email-preferences', () => {
  it('stores the choice with a valid token (upsert) and GET returns it', async () => {
    const email = 'grace@example.com';
    const first = await post({
      email: 'Grace@Example.com',
      token: tokenFor(email),
      marketing: true,
      applicationNotifications: false,
      all: false,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'saved',
      preferences: { email, marketing: true, all: false },
    });
    expect(await rowOf(email)).toMatchObject({
      marketing: false,
      applicationNotifications: true,
      unsubscribedAll: false,
    });

    const second = await post({
      email,
      token: tokenFor(email),
      marketing: false,
      applicationNotifications: false,
      all: true,
    });
    expect(second.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({
      marketing: false,
      applicationNotifications: false,
      unsubscribedAll: true,
    });

    const read = await get(email, tokenFor(email));
    expect(read.json()).toEqual({
      email,
      marketing: true,
      applicationNotifications: true,
      all: true,
      stored: true,
    });
  });

  it('without a valid token stores nothing, mails a signed link and answers 202 the same for any address', async () => {
    const email = 'nobody-here@example.com';
    const response = await post({ email, marketing: true, applicationNotifications: true, all: true });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation_sent' });
    // A wrong token is treated like none: no change, just the confirmation mail.
    const wrong = await post({
      email,
      token: tokenFor('other@example.com'),
      marketing: true,
      applicationNotifications: false,
      all: false,
    });
    expect(wrong.statusCode).toBe(202);
    expect(wrong.body).toBe(response.body);
    expect(await rowOf(email)).toBeUndefined();

    const mails = await t.mailsTo(email, 2);
    const mail = mails.find((m) => m.subject === CONFIRM_UNSUBSCRIBE_SUBJECT);
    expect(mail).toBeDefined();
    const link = mail!.links.find((l) => l.includes('/unsubscribe?'));
    expect(link).toBe(
      `${TEST_ORIGIN}/unsubscribe?email=${encodeURIComponent(email)}&token=${tokenFor(email)}`,
    );
    // The confirmation is requested by the person, so it is sent even to an opted-out address.
    expect(mail!.text).not.toMatch(/^List-Unsubscribe:/m);
  });

  it('mails one address at most 3 confirmations in 15 minutes, however often they are asked for', async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < 6; i++) {
      const response = await post({ email, marketing: true, applicationNotifications: true, all: true });
      // The answer never tells whether a mail went.
      expect(response.statusCode).toBe(202);
    }
    await t.mailsTo(email, 3);
    // Mail is sent after the answer: give the rest time to (not) arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readOutbox(t.config.mail.outboxDir).filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('answers 400 for a missing email, wrong types and unknown fields', async () => {
    const empty = await post({ email: '  ', marketing: true, applicationNotifications: false, all: false });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Please enter your email address to unsubscribe.');
    expect(
      (await post({ email: 'x@example.com', marketing: 'yes', applicationNotifications: false, all: false }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post({
          email: 'x@example.com',
          marketing: true,
          applicationNotifications: false,
          all: false,
          admin: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post({ email: 'not-an-email', marketing: true, applicationNotifications: false, all: false }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a foreign Origin with 403 and stores nothing', async () => {
    const email = 'csrf@example.com';
    const response = await post(
      { email, token: tokenFor(email), marketing: true, applicationNotifications: true, all: true },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await rowOf(email)).toBeUndefined();
  });

  it('is rate-limited per address', async () => {
    const from = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = 'limit@example.com';
      statuses.push(
        (
          await post(
            { email, token: tokenFor(email), marketing: true, applicationNotifications: false, all: false },
            { origin: TEST_ORIGIN },
            from,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/email-preferences/one-click (RFC 8058)', () => {
  const oneClick = (email: string, token: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: `/api/email-preferences/one-click?${new URLSearchParams({ email, token })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
      remoteAddress: ip(),
    });

  it('unsubscribes the signed address from all non-essential mail', async () => {
    const email = 'oneclick@example.com';
    const response = await oneClick(email, tokenFor(email));
    expect(response.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({
      unsubscribedAll: true,
      marketing: false,
      applicationNotifications: false,
    });
  });

  it('refuses a wrong token (403) and a wrong body (400)', async () => {
    const email = 'oneclick-bad@example.com';
    expect((await oneClick(email, tokenFor('x@example.com'))).statusCode).toBe(403);
    expect((await oneClick(email, tokenFor(email), 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('mailer and preferences', () => {
  const mail = {
    subject: 'Your weekly application summary',
    html: '<html><body><p>Hi</p></body></html>',
    text: 'Hi',
  };

  it('a notification mail carries List-Unsubscribe headers and a footer link', async () => {
    const to = 'notified@example.com';
    await t.app.deps.mailer.send({ ...mail, to, category: 'notification' });
    const [sent] = await t.mailsTo(to);
    expect(sent).toBeDefined();
    const raw = rawHeadersTo(to);
    expect(raw).toContain(
      `List-Unsubscribe: <${TEST_ORIGIN}/api/email-preferences/one-click?email=${encodeURIComponent(to)}&token=${tokenFor(to)}>`,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(sent!.links).toContain(
      `${TEST_ORIGIN}/unsubscribe?email=${encodeURIComponent(to)}&token=${tokenFor(to)}`,
    );
  });

  it('skips marketing and notification mail to an opted-out address, never transactional mail', async () => {
    const to = 'opted-out@example.com';
    const saved = await post({
      email: to,
      token: tokenFor(to),
      marketing: false,
      applicationNotifications: true,
      all: false,
    });
    expect(saved.statusCode).toBe(200);
    await t.app.deps.mailer.send({ ...mail, to, category: 'notification' });
    await t.app.deps.mailer.send({ ...mail, to, category: 'marketing', subject: 'Marketing news' });
    await t.app.deps.mailer.send({ ...mail, to, subject: 'Reset your password' });
    const mails = readOutbox(t.config.mail.outboxDir).filter((m) => m.to.includes(to));
    expect(mails.map((m) => m.subject)).toEqual(['Marketing news', 'Reset your password']);
    expect(mails[1]!.text).not.toMatch(/^List-Unsubscribe:/m);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt disallows the API and signed-in routes and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/api/',
      '/dashboard',
      '/settings',
      '/new-job',
      '/applications',
      '/cvs',
      '/analytics',
      '/ai-assistant',
      '/billing',
      '/subscription',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /pricing');
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages with absolute URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      [
        '/',
        '/features',
        '/pricing',
        '/help',
        '/contact',
        '/privacy-policy',
        '/terms-of-service',
        '/cookie-policy',
        '/gdpr',
      ].map((path) => `${TEST_ORIGIN}${path}`),
    );
    expect(locs).not.toContain(`${TEST_ORIGIN}/dashboard`);
  });
});
