import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';

const ADMIN = 'ops@example.com';
let t: TestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `someone@example.com, ${ADMIN.toUpperCase()}` });
  admin = await signUp(t, { email: ADMIN, name: 'Olivia Ops' });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin.userId));
});
afterAll(async () => t?.close());

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object = {}, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: TEST_ORIGIN } });
const sendTest = (payload: object, cookie = admin.cookie) =>
  post('/api/admin/testing/email', payload, cookie);

const ROUTES: [method: 'GET' | 'POST', url: string][] = [
  ['GET', '/api/admin/testing/stripe'],
  ['POST', '/api/admin/testing/stripe/portal'],
  ['GET', '/api/admin/testing/readiness'],
  ['GET', '/api/admin/testing/email'],
  ['POST', '/api/admin/testing/email'],
];

describe('who may use the testing API (decision 024)', () => {
  const expectHidden = async (cookie: string) => {
    for (const [method, url] of ROUTES) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie, origin: TEST_ORIGIN },
        // An invalid body must not tell either: the 404 comes before validation.
        ...(method === 'POST' ? { payload: { test: 'nonsense' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      // The same answer as for a route that does not exist.
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No route for ${method} ${url}` },
      });
    }
  };

  it('answers a visitor with 404, like a route that does not exist', async () => {
    await expectHidden('');
  });

  it('answers a signed-in user who is not an administrator with 404', async () => {
    const someone = await signUp(t);
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, someone.userId));
    await expectHidden(someone.cookie);
  });

  it('answers an administrator address that is not verified yet with 404', async () => {
    const unverified = await signUp(t, { email: 'someone@example.com' });
    await expectHidden(unverified.cookie);
  });

  it('tells the web whether the signed-in user is an administrator, in the profile', async () => {
    expect((await get('/api/profile')).json()).toMatchObject({ isAdmin: true });
    const someone = await signUp(t);
    expect((await get('/api/profile', someone.cookie)).json()).toMatchObject({ isAdmin: false });
  });
});

describe('Stripe Integration (the local provider)', () => {
  it('shows the provider, its mode and the catalogue’s prices, and never a key', async () => {
    const response = await get('/api/admin/testing/stripe');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ provider: 'local', mode: 'local', webhookSecretConfigured: false });
    expect(body.prices).toHaveLength(8);
    expect(body.prices).toContainEqual({
      lookupKey: 'applywise_pro_month_usd',
      plan: 'pro',
      cycle: 'monthly',
      currency: 'USD',
    });
    expect(body.checks.find((c: { id: string }) => c.id === 'provider')).toMatchObject({ status: 'warning' });
    expect(body.checks.find((c: { id: string }) => c.id === 'webhook-secret')).toMatchObject({
      status: 'not-checked',
    });
  });

  it('runs the subscription and checkout tests for the administrator’s own account', async () => {
    const subscription = await post('/api/admin/testing/stripe/subscription');
    expect(subscription.statusCode).toBe(200);
    expect(subscription.json()).toMatchObject({
      test: 'subscription',
      status: 'pass',
      message: 'Plan free (active) with local.',
      durationMs: expect.any(Number),
    });
    const checkout = await post('/api/admin/testing/stripe/checkout');
    expect(checkout.json()).toMatchObject({ test: 'checkout', status: 'pass' });
    expect(checkout.json().message).toMatch(
      /^Checkout session created \(not completed\): \/checkout\/[0-9a-f-]+$/,
    );
    // Not completed: the administrator is still on Free.
    expect((await get('/api/subscription')).json()).toMatchObject({ plan: 'free' });
  });

  it('counts “no customer” at the portal as a warning that passes (spec 001 §8)', async () => {
    const response = await post('/api/admin/testing/stripe/portal');
    expect(response.json()).toMatchObject({
      test: 'portal',
      status: 'warning',
      message: 'No Stripe customer found: expected for an account that never paid.',
    });
  });

  it('refuses a test it does not know (400)', async () => {
    expect((await post('/api/admin/testing/stripe/refund')).statusCode).toBe(400);
  });
});

describe('Production Readiness', () => {
  it('shows the health checks and the configuration checks an operator must see', async () => {
    const response = await get('/api/admin/testing/readiness');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      health: { checks: Record<string, { status: string }> };
      checks: { id: string; status: string; detail: string }[];
    };
    expect(body.health.checks.database?.status).toBe('pass');
    expect(body.health.checks.storage?.status).toBe('pass');
    const byId = Object.fromEntries(body.checks.map((c) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual(
      [
        'admins',
        'ai-model',
        'auth-secret',
        'billing',
        'https',
        'jobs',
        'log-level',
        'mail-transport',
        'migrations',
        'rate-limits',
        'trust-proxy',
      ].sort(),
    );
    expect(byId.migrations).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/^All \d+ migrations applied\.$/),
    });
    expect(byId.https).toMatchObject({ status: 'warning' });
    expect(byId['mail-transport']).toMatchObject({ status: 'warning' });
    expect(byId.billing).toMatchObject({
      status: 'warning',
      detail: 'The local provider is active: payments are simulated.',
    });
    expect(byId['ai-model']).toMatchObject({ status: 'warning' });
    expect(byId.admins).toMatchObject({ status: 'pass', detail: '2 addresses in ADMIN_EMAILS.' });
    // The harness's own loosened sign-in limit is reported, not hidden.
    expect(byId['rate-limits']).toMatchObject({ status: 'warning' });
  });
});

describe('Email Testing', () => {
  it('shows the transport without credentials and a checklist that never passes what it cannot check', async () => {
    const response = await get('/api/admin/testing/email');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.config).toEqual({
      transport: 'outbox',
      from: 'Applywise <no-reply@applywise.local>',
      smtp: null,
      outboxDir: t.config.mail.outboxDir,
    });
    const byId = Object.fromEntries(
      (body.requirements as { id: string; status: string }[]).map((r) => [r.id, r.status]),
    );
    expect(byId).toEqual({
      'from-address': 'warning',
      'smtp-reachable': 'warning',
      tls: 'not-checked',
      'sender-domain': 'warning',
      'dns-records': 'not-checked',
      'unsubscribe-link': 'pass',
      'inbox-delivery': 'not-checked',
    });
  });

  it.each([
    ['verification', 'Applywise test: email verification', '/verify?token=test-only'],
    ['password-reset', 'Applywise test: password reset', '/reset-password?token=test-only'],
    ['welcome', 'Applywise test: welcome', '/dashboard'],
    ['weekly-digest', 'Applywise test: weekly digest', '/dashboard'],
  ])('sends the %s mail through the mail layer to the given address', async (test, subject, link) => {
    const to = `inbox-${test}@example.com`;
    const response = await sendTest({ test, to });
    expect(response.statusCode).toBe(200);
    const run = response.json();
    expect(run).toMatchObject({ test, to, subject, status: 'pass', messageId: expect.any(String) });
    const [mail] = await t.mailsTo(to);
    expect(mail!.subject).toBe(subject);
    expect(mail!.links).toContain(`${TEST_ORIGIN}${link}`);
    // The id the page shows is the sent message's.
    expect(mail!.text).toContain(run.messageId);
  });

  it('sends a custom notification with its subject and message, and the unsubscribe footer', async () => {
    const to = 'custom@example.com';
    const response = await sendTest({
      test: 'custom',
      to,
      subject: 'Hello from ops',
      message: 'Just checking.',
    });
    expect(response.json()).toMatchObject({ status: 'pass', subject: 'Hello from ops' });
    const [mail] = await t.mailsTo(to);
    expect(mail!.subject).toBe('Hello from ops');
    expect(mail!.text).toContain('Just checking.');
    expect(mail!.text).toMatch(/^List-Unsubscribe:\s+<http/m);
  });

  it("answers 'Email Required' without a recipient and 'All Fields Required' for an incomplete custom notification", async () => {
    const before = readOutbox(t.config.mail.outboxDir).length;
    const empty = await sendTest({ test: 'welcome', to: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Email Required', fields: { to: 'Email Required' } },
    });
    for (const [payload, field] of [
      [{ to: '', subject: 'S', message: 'M' }, 'to'],
      [{ to: 'a@example.com', message: 'M' }, 'subject'],
      [{ to: 'a@example.com', subject: 'S', message: ' ' }, 'message'],
    ] as const) {
      const response = await sendTest({ test: 'custom', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: 'All Fields Required',
        fields: { [field]: 'All Fields Required' },
      });
    }
    expect((await sendTest({ test: 'welcome', to: 'not-an-address' })).json().error.message).toBe(
      'Enter a valid email address.',
    );
    expect(readOutbox(t.config.mail.outboxDir)).toHaveLength(before);
  });

  it('reports a send the transport refuses as a failed test with its error', async () => {
    const broken = await createTestApp({ ADMIN_EMAILS: ADMIN, SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const who = await signUp(broken, { email: ADMIN });
      await broken.db.update(user).set({ emailVerified: true }).where(eq(user.id, who.userId));
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/admin/testing/email',
        headers: { cookie: who.cookie, origin: TEST_ORIGIN },
        payload: { test: 'welcome', to: 'x@example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'fail',
        messageId: null,
        message: expect.stringMatching(/ECONNREFUSED/),
      });
      const overview = (
        await broken.app.inject({
          method: 'GET',
          url: '/api/admin/testing/email',
          headers: { cookie: who.cookie },
        })
      ).json();
      expect(overview.config).toEqual({
        transport: 'smtp',
        from: 'Applywise <no-reply@applywise.local>',
        smtp: { host: '127.0.0.1', port: 1, secure: false },
        outboxDir: null,
      });
      const reachable = overview.requirements.find((r: { id: string }) => r.id === 'smtp-reachable');
      expect(reachable).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(/^SMTP server not reachable/),
      });
    } finally {
      await broken.close();
    }
  });

  it('limits how many test mails an administrator sends a minute (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await sendTest({ test: 'custom', to: '', subject: '', message: '' })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
