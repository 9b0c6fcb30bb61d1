import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import {
  signedDelivery,
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { api } from './billing-test-helpers.ts';

/** Plan changes through Stripe (the real SDK against the stand-in; decision 016). */

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

const DAY = 24 * 60 * 60;

/** Signs up, pays a Checkout in the stand-in and delivers its webhook: a live Stripe subscription. */
async function stripeSubscriber(body: object) {
  const user = await signUp(t);
  const url: string = (await api(t, user.cookie).post('/api/billing/checkout', body)).json().url;
  const session = stripe.completeCheckout(url.split('/').pop()!);
  const { payload, signature } = signedDelivery(stripeEvent('checkout.session.completed', session));
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(delivered.statusCode).toBe(200);
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
  return { ...user, subscriptionId: row!.providerSubscriptionId! };
}

describe('Stripe plan changes', () => {
  it('previews with invoices.createPreview and updates with the same proration_date: shown == charged', async () => {
    const user = await stripeSubscriber({ plan: 'pro', interval: 'year', currency: 'DKK' });
    // Two days into the year.
    const item = (stripe.subscriptions.get(user.subscriptionId)!.items as { data: Record<string, number>[] })
      .data[0]!;
    item.current_period_start! -= 2 * DAY;
    item.current_period_end! -= 2 * DAY;

    const preview = await api(t, user.cookie).post('/api/billing/plan-change/preview', {
      plan: 'elite',
      interval: 'year',
    });
    expect(preview.statusCode).toBe(200);
    const figures = preview.json();
    expect(figures).toMatchObject({ timing: 'now', currency: 'DKK', newPrice: 258200 });
    // 363 of 365 days unused: 123800 × 363/365, about 1231 kr back.
    expect(Math.abs(figures.credit - Math.round((123800 * 363) / 365))).toBeLessThanOrEqual(1);
    expect(figures.amountDue).toBe(258200 - figures.credit);
    const sent = stripe.invoicePreviews.at(-1)!;
    expect(sent).toMatchObject({
      subscription: user.subscriptionId,
      subscription_details: {
        proration_behavior: 'always_invoice',
        proration_date: String(figures.prorationDate),
        billing_cycle_anchor: { type: 'now' },
      },
    });

    const changed = await api(t, user.cookie).post('/api/billing/plan-change', {
      plan: 'elite',
      interval: 'year',
      prorationDate: figures.prorationDate,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().amountDue).toBe(figures.amountDue);

    const update = stripe.subscriptionUpdates.at(-1)!;
    expect(update.id).toBe(user.subscriptionId);
    expect(update.params).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: String(figures.prorationDate),
      billing_cycle_anchor: { type: 'now' },
      payment_behavior: 'error_if_incomplete',
    });
    // What Stripe invoiced is what the user was shown.
    expect(stripe.invoiceFor(user.subscriptionId)).toMatchObject({ amount_due: figures.amountDue });

    const view = (await api(t, user.cookie).get('/api/subscription')).json();
    expect(view).toMatchObject({ plan: 'elite', billing_cycle: 'yearly', provider: 'stripe' });
  });

  it('schedules a cheaper plan for the period end with a subscription schedule, charging nothing', async () => {
    const user = await stripeSubscriber({ plan: 'elite', interval: 'month' });
    const updatesBefore = stripe.subscriptionUpdates.length;
    const preview = (
      await api(t, user.cookie).post('/api/billing/plan-change/preview', { plan: 'pro', interval: 'month' })
    ).json();
    expect(preview).toMatchObject({ timing: 'period_end', amountDue: 0, credit: 0, nextRenewalAmount: 1900 });

    const changed = await api(t, user.cookie).post('/api/billing/plan-change', {
      plan: 'pro',
      interval: 'month',
      prorationDate: preview.prorationDate,
    });
    expect(changed.statusCode).toBe(200);
    expect(stripe.subscriptionUpdates.length).toBe(updatesBefore);
    const schedule = [...stripe.schedules.values()].find((s) => s.subscription === user.subscriptionId)!;
    const phases = schedule.phases as { items: { price: string }[] }[];
    expect(phases).toHaveLength(2);
    expect(stripe.prices.get(phases[1]!.items[0]!.price)?.lookup_key).toBe('applywise_pro_month_usd');
    const view = (await api(t, user.cookie).get('/api/subscription')).json();
    expect(view).toMatchObject({ plan: 'elite', scheduledChange: { plan: 'pro', billing_cycle: 'monthly' } });

    // Upgrading afterwards releases the schedule and prorates as usual.
    const up = (
      await api(t, user.cookie).post('/api/billing/plan-change/preview', { plan: 'elite', interval: 'year' })
    ).json();
    const upgraded = await api(t, user.cookie).post('/api/billing/plan-change', {
      plan: 'elite',
      interval: 'year',
      prorationDate: up.prorationDate,
    });
    expect(upgraded.statusCode).toBe(200);
    expect(schedule.status).toBe('released');
    expect((await api(t, user.cookie).get('/api/subscription')).json()).toMatchObject({
      plan: 'elite',
      billing_cycle: 'yearly',
      scheduledChange: null,
    });
  });

  it('refuses another user and the signed-out', async () => {
    await stripeSubscriber({ plan: 'pro', interval: 'month' });
    const stranger = await signUp(t);
    const body = { plan: 'elite', interval: 'year' };
    expect((await api(t, stranger.cookie).post('/api/billing/plan-change/preview', body)).statusCode).toBe(
      404,
    );
    expect((await api(t, undefined).post('/api/billing/plan-change/preview', body)).statusCode).toBe(401);
  });
});
