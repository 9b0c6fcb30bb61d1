import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingEvents, invoices, premiumTemplates, profiles, subscriptions } from '../../db/schema.ts';
import {
  cataloguePrice,
  createStripeClient,
  createStripeProvider,
  ensurePrice,
} from '../../infra/billing/stripe.ts';
import type { CheckoutItem } from '../../infra/billing/provider.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { readOutbox } from '../../test/outbox.ts';
import {
  signedDelivery,
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { subscriptionMailText } from './mail.ts';

let stripe: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const UPGRADE_PRO = subscriptionMailText({ kind: 'upgrade', plan: 'pro' }).subject;
const DOWNGRADE_FREE = subscriptionMailText({ kind: 'downgrade', plan: 'free', previousPlan: 'pro' }).subject;
const PAYMENT_FAILED = subscriptionMailText({ kind: 'payment_failed', amount: 0, currency: 'usd' }).subject;

type User = Awaited<ReturnType<typeof signUp>>;

function deliver(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const { payload, signature } = signedDelivery(event, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function subscriptionRow(userId: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function eventRow(eventId: string) {
  const [row] = await t.db.select().from(billingEvents).where(eq(billingEvents.providerEventId, eventId));
  return row;
}

const sessionIdOf = (url: string) => url.split('/').pop()!;

function post(user: User, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload,
  });
}

/** POST /api/billing/checkout; returns the URL the browser would open. */
async function checkout(user: User, body: Record<string, unknown> = { plan: 'pro', interval: 'month' }) {
  const response = await post(user, '/api/billing/checkout', body);
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url;
}

/** The user buys a plan (Pro monthly by default) in the stand-in's Checkout; returns the completed session. */
async function paidCheckout(user: User, body?: Record<string, unknown>) {
  return stripe.completeCheckout(sessionIdOf(await checkout(user, body)));
}

/** Mails with `subject` to `address`, after giving a late mail the time to arrive. */
async function mailCount(address: string, subject: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 200));
  return readOutbox(t.config.mail.outboxDir).filter((m) => m.to.includes(address) && m.subject === subject)
    .length;
}

describe('Stripe checkout and portal', () => {
  it('opens a Checkout session with one Stripe customer per user, reused on the next checkout', async () => {
    const user = await signUp(t);
    const first = await checkout(user, { plan: 'pro', interval: 'month' });
    expect(first).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));

    const session = stripe.sessions.get(sessionIdOf(first))!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.userId,
      metadata: { userId: user.userId, plan: 'pro', cycle: 'monthly' },
      success_url: `${TEST_ORIGIN}/subscription?checkout=success`,
      cancel_url: `${TEST_ORIGIN}/subscription`,
      currency: 'usd',
      amount_total: 1900,
    });
    const customer = stripe.customers.get(session.customer as string)!;
    expect(customer).toMatchObject({ email: user.email, metadata: { userId: user.userId } });
    expect((await subscriptionRow(user.userId))?.providerCustomerId).toBe(customer.id);

    const customersBefore = stripe.customers.size;
    const second = await checkout(user, { plan: 'elite', interval: 'year', currency: 'DKK' });
    const again = stripe.sessions.get(sessionIdOf(second))!;
    expect(again.customer).toBe(customer.id);
    expect(stripe.customers.size).toBe(customersBefore);
    // The price was created under its lookup key with the catalogue amount in øre.
    expect(again).toMatchObject({ currency: 'dkk', amount_total: 258200 });
    const price = [...stripe.prices.values()].find((p) => p.lookup_key === 'applywise_elite_year_dkk');
    expect(price).toMatchObject({ unit_amount: 258200, recurring: { interval: 'year' } });
  });

  it('finds an existing price by lookup key instead of creating another', async () => {
    const user = await signUp(t);
    const buyer = { id: user.userId, email: user.email, name: 'Bo' };
    const item: CheckoutItem = { kind: 'subscription', plan: 'pro', cycle: 'monthly', currency: 'USD' };
    const urls = { success: `${TEST_ORIGIN}/ok`, cancel: `${TEST_ORIGIN}/no` };
    await createStripeProvider(t.config, t.db).createCheckout(buyer, item, urls);
    // A fresh provider has no cache: it must find the price the first one created.
    await createStripeProvider(t.config, t.db).createCheckout(buyer, item, urls);
    const proMonthly = [...stripe.prices.values()].filter((p) => p.lookup_key === 'applywise_pro_month_usd');
    expect(proMonthly).toHaveLength(1);
  });

  it('sends a subscriber who switches plans to the portal instead of a second subscription', async () => {
    const user = await signUp(t);
    await deliver(stripeEvent('checkout.session.completed', await paidCheckout(user)));
    const url = await checkout(user, { plan: 'elite', interval: 'month' });
    expect(url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
  });

  it('answers the portal with 404 "No Stripe customer found" for a user who never paid', async () => {
    const user = await signUp(t);
    const before = await post(user, '/api/billing/portal');
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe('No Stripe customer found');

    await paidCheckout(user);
    const after = await post(user, '/api/billing/portal');
    expect(after.statusCode).toBe(200);
    expect(after.json().url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
  });
});

describe('POST /api/billing/webhook', () => {
  it('accepts a correctly signed checkout.session.completed and activates the plan', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    const response = await deliver(stripeEvent('checkout.session.completed', session));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const row = await subscriptionRow(user.userId);
    expect(row).toMatchObject({
      plan: 'pro',
      status: 'active',
      billingCycle: 'monthly',
      currency: 'usd',
      provider: 'stripe',
      providerSubscriptionId: session.subscription,
      cancelAtPeriodEnd: false,
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
    });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({ subscriptionPlan: 'pro', applicationsLimit: -1 });
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { cookie: user.cookie },
    });
    expect(view.json()).toMatchObject({
      subscribed: true,
      plan: 'pro',
      status: 'active',
      applications_limit: -1,
      billing_cycle: 'monthly',
      provider: 'stripe',
      cancelAtPeriodEnd: false,
    });
    expect(await mailCount(user.email, UPGRADE_PRO)).toBe(1);
  });

  it('rejects a bad signature and a stale timestamp with 400 and changes nothing', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);

    const forged = stripeEvent('checkout.session.completed', session);
    const badSignature = await deliver(forged, { secret: 'whsec_someone_else' });
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json().error.message).toBe('Invalid Stripe signature.');

    const replayed = stripeEvent('checkout.session.completed', session);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const stale = await deliver(replayed, { timestamp: tenMinutesAgo });
    expect(stale.statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unsigned.statusCode).toBe(400);

    expect(await eventRow(forged.id)).toBeUndefined();
    expect(await eventRow(replayed.id)).toBeUndefined();
    expect((await subscriptionRow(user.userId))?.plan).toBe('free');
    expect(stripe.requests.filter((r) => r.startsWith('GET /v1/subscriptions/'))).not.toContain(
      `GET /v1/subscriptions/${session.subscription}`,
    );
  });

  it('gives the same event delivered twice one effect (one email, one invoice)', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    await deliver(stripeEvent('checkout.session.completed', session));
    const invoice = stripe.createInvoice(session.subscription as string, 'open');
    const failed = stripeEvent('invoice.payment_failed', invoice);

    const first = await deliver(failed);
    const second = await deliver(failed);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await mailCount(user.email, PAYMENT_FAILED)).toBe(1);
    const rows = await t.db.select().from(invoices).where(eq(invoices.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerInvoiceId: invoice.id,
      status: 'failed',
      amount: 1900,
      currency: 'usd',
    });
    expect((await eventRow(failed.id))?.processedAt).toBeInstanceOf(Date);
  });

  it('records a paid invoice once, and a late payment_failed does not undo a successful retry', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    await deliver(stripeEvent('checkout.session.completed', session));
    const invoice = stripe.createInvoice(session.subscription as string, 'open');
    const failedSnapshot = structuredClone(invoice);
    const paidSnapshot = stripe.setInvoiceStatus(invoice.id as string, 'paid');

    const paid = stripeEvent('invoice.paid', paidSnapshot);
    await deliver(paid);
    await deliver(paid);
    // The failed attempt's event arrives last; Stripe says the invoice is paid by now.
    await deliver(stripeEvent('invoice.payment_failed', failedSnapshot));

    const rows = await t.db.select().from(invoices).where(eq(invoices.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      amount: 1900,
      hostedUrl: paidSnapshot.hosted_invoice_url,
    });
    expect(rows[0]!.periodEnd!.getTime()).toBeGreaterThan(rows[0]!.periodStart!.getTime());
    expect(await mailCount(user.email, PAYMENT_FAILED)).toBe(0);
  });

  it('gives two simultaneous deliveries of one event one effect', async () => {
    const user = await signUp(t);
    const event = stripeEvent('checkout.session.completed', await paidCheckout(user));
    const responses = await Promise.all([deliver(event), deliver(event)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await subscriptionRow(user.userId))?.plan).toBe('pro');
    expect(await mailCount(user.email, UPGRADE_PRO)).toBe(1);
  });

  it('converges when subscription.updated arrives before checkout.session.completed', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    const subscriptionId = session.subscription as string;
    const proSnapshot = structuredClone(stripe.subscriptions.get(subscriptionId)!);
    // In Stripe the user has since switched to Elite yearly and asked to cancel at period end.
    await ensurePrice(createStripeClient(t.config.stripe!), cataloguePrice('elite', 'yearly', 'USD'));
    const eliteSnapshot = stripe.updateSubscription(subscriptionId, {
      lookupKey: 'applywise_elite_year_usd',
      cancelAtPeriodEnd: true,
    });

    expect((await deliver(stripeEvent('customer.subscription.updated', eliteSnapshot))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    // A stale snapshot delivered last must not roll the plan back either.
    expect((await deliver(stripeEvent('customer.subscription.updated', proSnapshot))).statusCode).toBe(200);

    expect(await subscriptionRow(user.userId)).toMatchObject({
      plan: 'elite',
      billingCycle: 'yearly',
      cancelAtPeriodEnd: true,
      providerSubscriptionId: subscriptionId,
    });
  });

  it('answers 500 when the handler fails mid-way, and the redelivery completes the work', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    const event = stripeEvent('checkout.session.completed', session);

    stripe.failNext('GET', `/v1/subscriptions/${session.subscription}`);
    const crashed = await deliver(event);
    expect(crashed.statusCode).toBe(500);
    expect((await eventRow(event.id))?.processedAt).toBeNull();
    expect((await subscriptionRow(user.userId))?.plan).toBe('free');

    const redelivered = await deliver(event);
    expect(redelivered.statusCode).toBe(200);
    expect((await subscriptionRow(user.userId))?.plan).toBe('pro');
    expect((await eventRow(event.id))?.processedAt).toBeInstanceOf(Date);
    expect(await mailCount(user.email, UPGRADE_PRO)).toBe(1);
  });

  it('downgrades to free on customer.subscription.deleted', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    await deliver(stripeEvent('checkout.session.completed', session));
    const canceled = stripe.updateSubscription(session.subscription as string, { status: 'canceled' });

    expect((await deliver(stripeEvent('customer.subscription.deleted', canceled))).statusCode).toBe(200);
    expect(await subscriptionRow(user.userId)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      billingCycle: null,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({ subscriptionPlan: 'free', applicationsLimit: 3 });
    expect(await mailCount(user.email, DOWNGRADE_FREE)).toBe(1);
  });

  it('ignores an old subscription ending after the user subscribed again', async () => {
    const user = await signUp(t);
    const first = await paidCheckout(user);
    const oldId = first.subscription as string;
    stripe.updateSubscription(oldId, { status: 'canceled' });
    const second = await paidCheckout(user);
    await deliver(stripeEvent('checkout.session.completed', second));

    await deliver(stripeEvent('customer.subscription.deleted', stripe.subscriptions.get(oldId)!));
    expect(await subscriptionRow(user.userId)).toMatchObject({
      plan: 'pro',
      providerSubscriptionId: second.subscription,
    });
  });

  it('records a template bought through Checkout', async () => {
    const [template] = await t.db
      .insert(premiumTemplates)
      .values({ slug: `executive-${Date.now()}`, name: 'Executive', priceDkk: 149 })
      .returning();
    if (!template) throw new Error('template insert returned nothing');
    const user = await signUp(t);
    const url = await checkout(user, { type: 'template_purchase', template_id: template.id });
    expect(stripe.sessions.get(sessionIdOf(url))).toMatchObject({
      mode: 'payment',
      currency: 'dkk',
      amount_total: 14900,
      metadata: { userId: user.userId, templateId: template.id },
    });
    const session = stripe.completeCheckout(sessionIdOf(url));
    const event = stripeEvent('checkout.session.completed', session);
    await deliver(event);
    await deliver(event);
    const purchases = await t.db.query.templatePurchases.findMany({
      where: (p, { eq: is }) => is(p.userId, user.userId),
    });
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      premiumTemplateId: template.id,
      amount: template.priceDkk * 100,
      currency: 'dkk',
      provider: 'stripe',
      providerPaymentId: session.payment_intent,
    });
  });
});

describe('account deletion with a Stripe subscription', () => {
  it('cancels the subscription at Stripe before the account is deleted', async () => {
    const user = await signUp(t);
    const session = await paidCheckout(user);
    const subscriptionId = session.subscription as string;
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect((await subscriptionRow(user.userId))?.plan).toBe('pro');

    const response = await post(user, '/api/account/delete', { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await subscriptionRow(user.userId)).toBeUndefined();
  });
});

describe('without Stripe keys', () => {
  it('has no webhook endpoint (the local provider needs none)', async () => {
    const local = await createTestApp();
    try {
      const { payload, signature } = signedDelivery(stripeEvent('invoice.paid', { id: 'in_1' }));
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});
