import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, planPrice, type BillingCycle, type Currency } from '#domain/plans';
import { checkoutSessions, invoices, profiles, subscriptions } from '../../db/schema.ts';
import { mailWithSubject } from '../../test/outbox.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import {
  VALID_CARD,
  api,
  pay,
  previewAndChange,
  setPeriodEnd,
  startCheckout,
  subscribe,
} from './billing-test-helpers.ts';
import { subscriptionMailText } from './mail.ts';
import { runRenewals } from './renewals.ts';
import { notifyPaymentFailed, recordInvoice } from './state.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.db, mailer: t.app.deps.mailer, log: t.app.log });
const DAY = 24 * 60 * 60 * 1000;

async function view(cookie: string) {
  const response = await api(t, cookie).get('/api/subscription');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function invoiceRows(userId: string) {
  return t.db.select().from(invoices).where(eq(invoices.userId, userId));
}

describe('local checkout', () => {
  it('upgrades a Free user to Pro monthly with 4242…: plan, invoice, card, profile, email', async () => {
    const { cookie, userId, email } = await signUp(t, { name: 'Ada' });
    const id = await startCheckout(t, cookie, { plan: 'pro', interval: 'month' });

    const session = await api(t, cookie).get(`/api/billing/local/checkout/${id}`);
    expect(session.json()).toMatchObject({
      kind: 'subscription',
      plan: 'pro',
      interval: 'month',
      currency: 'USD',
      amount: 1900,
      status: 'open',
    });

    const before = Date.now();
    const paid = await pay(t, cookie, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: '/subscription?checkout=success' });

    const sub = await view(cookie);
    expect(sub).toMatchObject({
      subscribed: true,
      plan: 'pro',
      status: 'active',
      applications_limit: -1,
      billing_cycle: 'monthly',
      cancelAtPeriodEnd: false,
      provider: 'local',
    });
    const start = Date.parse(sub.subscription_start_date);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    // One calendar month later: 28 to 31 days.
    const days = (Date.parse(sub.next_billing_date) - start) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const overview = (await api(t, cookie).get('/api/billing/overview')).json();
    expect(overview.paymentMethod).toEqual({ brand: 'Visa', last4: '4242' });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({ amount: 1900, currency: 'USD', status: 'paid' });
    expect((await api(t, cookie).get(`/api/billing/local/checkout/${id}`)).json().status).toBe('paid');

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ subscriptionPlan: 'pro', applicationsLimit: -1 });
    const subject = subscriptionMailText({ kind: 'upgrade', plan: 'pro' }).subject;
    expect(await mailWithSubject(t.config.mail.outboxDir, email, subject)).toBeDefined();
  });

  it('declines 4000 0000 0000 0002 and changes nothing', async () => {
    const { cookie, userId } = await signUp(t);
    const id = await startCheckout(t, cookie, { plan: 'elite', interval: 'year' });
    const declined = await pay(t, cookie, id, { ...VALID_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().error).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Please use a different card.',
    });
    expect((await view(cookie)).plan).toBe('free');
    expect(await invoiceRows(userId)).toHaveLength(0);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(session?.status).toBe('open');

    // Any other valid number is refused with a pointer to the test card; invalid input is a 400.
    const other = await pay(t, cookie, id, { ...VALID_CARD, cardNumber: '5555 5555 5555 4444' });
    expect(other.json().error.message).toBe(
      'This is a test checkout: use the test card 4242 4242 4242 4242.',
    );
    for (const card of [
      { ...VALID_CARD, cardNumber: '4242 4242 4242 4241' },
      { ...VALID_CARD, expiry: '01/20' },
      { ...VALID_CARD, cvc: '12' },
    ]) {
      const invalid = await pay(t, cookie, id, card);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
    }
    // The same session still pays afterwards.
    expect((await pay(t, cookie, id)).statusCode).toBe(200);
    expect((await view(cookie)).plan).toBe('elite');
  });

  it('is idempotent: paying twice, even at once, activates and invoices once', async () => {
    const { cookie, userId } = await signUp(t);
    const id = await startCheckout(t, cookie, { plan: 'pro', interval: 'month' });
    const [a, b] = await Promise.all([pay(t, cookie, id), pay(t, cookie, id)]);
    const again = await pay(t, cookie, id);
    for (const r of [a, b, again])
      expect(r.json()).toEqual({ redirectUrl: '/subscription?checkout=success' });
    expect(await invoiceRows(userId)).toHaveLength(1);
  });

  it("answers 404 for another user's checkout session", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = await startCheckout(t, owner.cookie, { plan: 'pro', interval: 'month' });
    expect((await api(t, stranger.cookie).get(`/api/billing/local/checkout/${id}`)).statusCode).toBe(404);
    expect((await pay(t, stranger.cookie, id)).statusCode).toBe(404);
    expect((await view(stranger.cookie)).plan).toBe('free');
    expect((await api(t, owner.cookie).get('/api/billing/local/checkout/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses the current plan (409), the Free plan (400) and signed-out callers (401)', async () => {
    const { cookie } = await signUp(t);
    await subscribe(t, cookie, { plan: 'pro', interval: 'month' });
    const same = await api(t, cookie).post('/api/billing/checkout', { plan: 'pro', interval: 'month' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe("You're already on this plan.");
    // The other interval is a different plan to buy.
    expect(
      (await api(t, cookie).post('/api/billing/checkout', { plan: 'pro', interval: 'year' })).statusCode,
    ).toBe(200);
    const free = await api(t, cookie).post('/api/billing/checkout', { plan: 'free', interval: 'month' });
    expect(free.statusCode).toBe(400);
    const anonymous = await api(t, undefined).post('/api/billing/checkout', {
      plan: 'pro',
      interval: 'month',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('charges the catalogue price for every plan, interval and currency', async () => {
    const { cookie } = await signUp(t);
    for (const plan of ['pro', 'elite'] as const) {
      for (const [interval, cycle] of [
        ['month', 'monthly'],
        ['year', 'yearly'],
      ] as [string, BillingCycle][]) {
        for (const currency of CURRENCIES as readonly Currency[]) {
          const id = await startCheckout(t, cookie, { plan, interval, currency });
          const session = (await api(t, cookie).get(`/api/billing/local/checkout/${id}`)).json();
          expect(session).toMatchObject({ currency, amount: planPrice(plan, currency, cycle) * 100 });
        }
      }
    }
    // Spot-check against the spec's table (000 §9), so a wrong catalogue cannot agree with itself.
    const dkk = await startCheckout(t, cookie, { plan: 'elite', interval: 'year', currency: 'DKK' });
    expect((await api(t, cookie).get(`/api/billing/local/checkout/${dkk}`)).json().amount).toBe(258200);
  });
});

describe('local portal', () => {
  it("answers 'No Stripe customer found' for a user who never paid, the portal page after paying", async () => {
    const { cookie } = await signUp(t);
    const before = await api(t, cookie).post('/api/billing/portal');
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe('No Stripe customer found');
    await subscribe(t, cookie);
    expect((await api(t, cookie).post('/api/billing/portal')).json()).toEqual({ url: '/billing/portal' });
  });

  it('switches to yearly: new period, a second (prorated) invoice, newest first', async () => {
    const { cookie } = await signUp(t);
    await subscribe(t, cookie);
    const { preview, changed } = await previewAndChange(t, cookie, { plan: 'pro', interval: 'year' });
    expect(changed.statusCode).toBe(200);
    const sub = await view(cookie);
    expect(sub).toMatchObject({ plan: 'pro', billing_cycle: 'yearly' });
    const days = (Date.parse(sub.next_billing_date) - Date.parse(sub.subscription_start_date)) / DAY;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);

    const { invoices: list } = (await api(t, cookie).get('/api/billing/overview')).json();
    // Switched moments after paying: nearly all of the month comes back as credit.
    expect(preview.amountDue).toBeGreaterThanOrEqual(18200 - 1900);
    expect(preview.amountDue).toBeLessThan(18200 - 1890);
    expect(list.map((i: { amount: number }) => i.amount)).toEqual([preview.amountDue, 1900]);
    const same = await api(t, cookie).post('/api/billing/plan-change/preview', {
      plan: 'pro',
      interval: 'year',
    });
    expect(same.statusCode).toBe(409);
  });

  it('pages the billing history with limit and cursor', async () => {
    const { cookie } = await signUp(t);
    await subscribe(t, cookie);
    await previewAndChange(t, cookie, { plan: 'elite', interval: 'month' });
    await previewAndChange(t, cookie, { plan: 'elite', interval: 'year' });
    const first = (await api(t, cookie).get('/api/billing/overview?limit=2')).json();
    expect(first.invoices).toHaveLength(2);
    expect(first.nextCursor).toBe(first.invoices[1].id);
    const second = (
      await api(t, cookie).get(`/api/billing/overview?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.invoices.map((i: { amount: number }) => i.amount)).toEqual([1900]);
    expect(second.nextCursor).toBeNull();
  });

  it('cancels at period end, resumes, and the renewal job downgrades after the period', async () => {
    const { cookie, userId, email } = await signUp(t);
    await subscribe(t, cookie);

    const cancelled = (await api(t, cookie).post('/api/billing/local/portal/cancel')).json();
    expect(cancelled).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true, next_billing_date: null });
    const cancelSubject = subscriptionMailText({ kind: 'cancellation', plan: 'pro', endsAt: null }).subject;
    expect(await mailWithSubject(t.config.mail.outboxDir, email, cancelSubject)).toBeDefined();

    const resumed = (await api(t, cookie).post('/api/billing/local/portal/resume')).json();
    expect(resumed).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
    expect(resumed.next_billing_date).not.toBeNull();

    await api(t, cookie).post('/api/billing/local/portal/cancel');
    // Before the period ends the job leaves it alone.
    await runRenewals(deps());
    expect((await view(cookie)).plan).toBe('pro');

    await setPeriodEnd(t, userId, new Date(Date.now() - 1000));
    await runRenewals(deps());
    const after = await view(cookie);
    expect(after).toMatchObject({ plan: 'free', status: 'active', subscribed: false, applications_limit: 3 });
    const downgradeSubject = subscriptionMailText({
      kind: 'downgrade',
      plan: 'free',
      previousPlan: 'pro',
    }).subject;
    expect(await mailWithSubject(t.config.mail.outboxDir, email, downgradeSubject)).toBeDefined();
    // Downgraded, there is nothing left to cancel or resume.
    expect((await api(t, cookie).post('/api/billing/local/portal/resume')).statusCode).toBe(404);
  });

  it('renews a period that ended without cancellation, once, and leaves Stripe subscriptions alone', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie);
    const end = new Date(Date.now() - 60_000);
    await setPeriodEnd(t, userId, end);

    const stripeUser = await signUp(t);
    await subscribe(t, stripeUser.cookie);
    await t.db
      .update(subscriptions)
      .set({ provider: 'stripe', currentPeriodEnd: end })
      .where(eq(subscriptions.userId, stripeUser.userId));

    await runRenewals(deps());
    await runRenewals(deps());
    const sub = await view(cookie);
    expect(sub).toMatchObject({ plan: 'pro', status: 'active' });
    expect(sub.subscription_start_date).toBe(end.toISOString());
    expect(await invoiceRows(userId)).toHaveLength(2);

    const [stripeRow] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, stripeUser.userId));
    expect(stripeRow?.currentPeriodEnd?.toISOString()).toBe(end.toISOString());
    expect(await invoiceRows(stripeUser.userId)).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('downloads the receipt of an own invoice as an attachment; others get 404', async () => {
    const { cookie } = await signUp(t, { name: 'Grace' });
    await subscribe(t, cookie, { plan: 'pro', interval: 'month', currency: 'DKK' });
    const [invoice] = (await api(t, cookie).get('/api/billing/overview')).json().invoices;
    expect(invoice.receiptUrl).toBe(`/api/billing/invoices/${invoice.id}/receipt`);

    const receipt = await api(t, cookie).get(invoice.receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toMatch(
      /^attachment; filename="applywise-receipt-.*\.html"$/,
    );
    expect(receipt.body).toContain('129 kr');
    expect(receipt.body).toContain('Applywise Professional (monthly)');

    const stranger = await signUp(t);
    expect((await api(t, stranger.cookie).get(invoice.receiptUrl)).statusCode).toBe(404);
  });
});

describe('payment failed', () => {
  it('mails the user and marks the named invoice failed, leaving the plan to the provider', async () => {
    const { cookie, userId, email } = await signUp(t);
    await subscribe(t, cookie);
    const period = { periodStart: new Date(), periodEnd: new Date(Date.now() + 30 * DAY) };
    const invoice = { userId, provider: 'local' as const, amount: 1900, currency: 'usd' as const };
    await recordInvoice(t.db, {
      ...invoice,
      ...period,
      providerInvoiceId: 'in_renewal_1',
      status: 'open',
      description: 'Renewal',
    });
    await notifyPaymentFailed(deps(), userId, 1900, 'usd', { providerInvoiceId: 'in_renewal_1' });

    const [row] = await t.db.select().from(invoices).where(eq(invoices.providerInvoiceId, 'in_renewal_1'));
    expect(row?.status).toBe('failed');
    const subject = subscriptionMailText({ kind: 'payment_failed', amount: 1900, currency: 'usd' }).subject;
    const mail = await mailWithSubject(t.config.mail.outboxDir, email, subject);
    expect(mail?.text).toContain('$19');
    expect((await view(cookie)).plan).toBe('pro');
  });
});
