import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';

/** The Stripe Integration tab with Stripe configured: the real SDK against the stand-in. */

const ADMIN = 'ops@example.com';
let stripe: StripeStandIn;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ ...stripe.env, ADMIN_EMAILS: ADMIN });
  const admin = await signUp(t, { email: ADMIN });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin.userId));
  cookie = admin.cookie;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const run = async (test: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/testing/stripe/${test}`,
      headers: { cookie, origin: TEST_ORIGIN },
    })
  ).json();

it('shows Stripe in test mode with its webhook secret set, and neither key', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/testing/stripe',
    headers: { cookie },
  });
  expect(response.json()).toMatchObject({ provider: 'stripe', mode: 'test', webhookSecretConfigured: true });
  expect(response.json().checks.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
    ['provider', 'pass'],
    ['mode', 'warning'],
    ['webhook-secret', 'pass'],
    ['webhook-url', 'not-checked'],
  ]);
  expect(response.body).not.toContain(STAND_IN_SECRET_KEY);
  expect(response.body).not.toContain(STAND_IN_WEBHOOK_SECRET);
});

it('runs each test against Stripe without charging the administrator', async () => {
  expect(await run('subscription')).toMatchObject({
    status: 'warning',
    message: 'Plan free (active) with local; no Stripe customer yet (never paid).',
  });
  expect(await run('portal')).toMatchObject({
    status: 'warning',
    message: 'No Stripe customer found: expected for an account that never paid.',
  });
  expect(await run('prices')).toMatchObject({
    status: 'warning',
    message: expect.stringMatching(/^8 of 8 prices not yet in Stripe/),
  });
  const checkout = await run('checkout');
  expect(checkout).toMatchObject({ status: 'pass' });
  expect(stripe.requests).toContain('POST /v1/checkout/sessions');
  const plan = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie } });
  expect(plan.json()).toMatchObject({ plan: 'free' });
  // The checkout made the price it sells; the session stays open.
  expect(await run('prices')).toMatchObject({
    message: expect.stringMatching(/^7 of 8 prices not yet in Stripe/),
  });
});
