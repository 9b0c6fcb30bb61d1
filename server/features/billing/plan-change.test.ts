import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { api, previewAndChange, setPeriodEnd, startCheckout, subscribe } from './billing-test-helpers.ts';
import { runRenewals } from './renewals.ts';

/** Plan changes with the local provider (issue 13 item 14, decision 016). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const deps = () => ({ db: t.db, mailer: t.app.deps.mailer, log: t.app.log });

async function invoiceRows(userId: string) {
  const rows = await t.db.select().from(invoices).where(eq(invoices.userId, userId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function view(cookie: string) {
  return (await api(t, cookie).get('/api/subscription')).json();
}

describe('prorated upgrades (local provider)', () => {
  it('Pro yearly → Elite yearly the same day: charges the preview’s figure, about the difference, with a credit line', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie, { plan: 'pro', interval: 'year', currency: 'DKK' });

    const { preview, changed } = await previewAndChange(t, cookie, { plan: 'elite', interval: 'year' });
    expect(changed.statusCode).toBe(200);
    expect(preview).toMatchObject({
      plan: 'elite',
      billing_cycle: 'yearly',
      currency: 'DKK',
      timing: 'now',
      newPrice: 258200,
      nextRenewalAmount: 258200,
      fromPlan: 'pro',
      fromBillingCycle: 'yearly',
    });
    // Seconds after paying 1238 kr, nearly all of it comes back: about 2582 − 1238 = 1344 kr.
    expect(preview.credit).toBeGreaterThan(123800 - 100);
    expect(preview.credit).toBeLessThanOrEqual(123800);
    expect(preview.amountDue).toBe(258200 - preview.credit);
    expect(changed.json()).toEqual(preview);

    const rows = await invoiceRows(userId);
    expect(rows.map((r) => r.amount)).toEqual([123800, preview.amountDue]);
    const charge = rows[1]!;
    expect(charge.description).toContain('Applywise Elite (yearly) 2582 kr');
    expect(charge.description).toMatch(/credit for unused time on Professional \(yearly\) -\d+(\.\d\d)? kr/);

    const sub = await view(cookie);
    expect(sub).toMatchObject({ plan: 'elite', billing_cycle: 'yearly', scheduledChange: null });
    // The new period starts at the change, a year on.
    const days = (Date.parse(sub.next_billing_date) - Date.parse(sub.subscription_start_date)) / DAY;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);

    // The receipt shows both lines.
    const list = (await api(t, cookie).get('/api/billing/overview')).json().invoices;
    const receipt = await api(t, cookie).get(list[0].receiptUrl);
    expect(receipt.body).toContain('credit for unused time on Professional (yearly)');
  });

  it('mid-period Pro monthly → Pro yearly credits the unused half of the month', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie);
    const now = Date.now();
    await t.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(now - 15 * DAY), currentPeriodEnd: new Date(now + 15 * DAY) })
      .where(eq(subscriptions.userId, userId));

    const { preview, changed } = await previewAndChange(t, cookie, { plan: 'pro', interval: 'year' });
    expect(changed.statusCode).toBe(200);
    expect(Math.abs(preview.credit - 950)).toBeLessThanOrEqual(1);
    expect(preview.amountDue).toBe(18200 - preview.credit);
    expect((await invoiceRows(userId)).at(-1)!.amount).toBe(preview.amountDue);
  });

  it('a repeated confirmation charges once', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie);
    const { preview } = await previewAndChange(t, cookie, { plan: 'elite', interval: 'month' });
    const again = await api(t, cookie).post('/api/billing/plan-change', {
      plan: 'elite',
      interval: 'month',
      prorationDate: preview.prorationDate,
    });
    expect(again.statusCode).toBe(409);
    expect((await invoiceRows(userId)).map((r) => r.amount)).toEqual([1900, preview.amountDue]);
  });

  it('refuses a proration date from long ago or the future: the user must see the figure again', async () => {
    const { cookie } = await signUp(t);
    await subscribe(t, cookie);
    const nowS = Math.floor(Date.now() / 1000);
    for (const prorationDate of [nowS - 3 * 60 * 60, nowS + 60 * 60]) {
      const response = await api(t, cookie).post('/api/billing/plan-change', {
        plan: 'elite',
        interval: 'month',
        prorationDate,
      });
      expect(response.statusCode).toBe(409);
    }
    expect((await view(cookie)).plan).toBe('pro');
  });
});

describe('changes at the period end (local provider)', () => {
  it('Elite → Pro: nothing charged now, shown as scheduled, renewed at the Pro price', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie, { plan: 'elite', interval: 'month' });
    const before = await view(cookie);

    const { preview, changed } = await previewAndChange(t, cookie, { plan: 'pro', interval: 'month' });
    expect(changed.statusCode).toBe(200);
    expect(preview).toMatchObject({ timing: 'period_end', credit: 0, amountDue: 0, nextRenewalAmount: 1900 });
    expect(preview.effectiveAt).toBe(before.next_billing_date);

    const scheduled = await view(cookie);
    expect(scheduled).toMatchObject({
      plan: 'elite',
      scheduledChange: { plan: 'pro', billing_cycle: 'monthly', startsAt: before.next_billing_date },
    });
    expect((await invoiceRows(userId)).map((r) => r.amount)).toEqual([3900]);

    await setPeriodEnd(t, userId, new Date(Date.now() - 1000));
    await runRenewals(deps());
    expect(await view(cookie)).toMatchObject({
      plan: 'pro',
      billing_cycle: 'monthly',
      scheduledChange: null,
    });
    expect((await invoiceRows(userId)).map((r) => r.amount)).toEqual([3900, 1900]);
  });

  it('an upgrade after a scheduled downgrade replaces it', async () => {
    const { cookie } = await signUp(t);
    await subscribe(t, cookie, { plan: 'pro', interval: 'year' });
    await previewAndChange(t, cookie, { plan: 'pro', interval: 'month' });
    expect((await view(cookie)).scheduledChange).toMatchObject({ plan: 'pro', billing_cycle: 'monthly' });
    await previewAndChange(t, cookie, { plan: 'elite', interval: 'year' });
    expect(await view(cookie)).toMatchObject({
      plan: 'elite',
      billing_cycle: 'yearly',
      scheduledChange: null,
    });
  });
});

describe('who may change what', () => {
  it('answers 401 without a session', async () => {
    const target = { plan: 'elite', interval: 'year' };
    const preview = await api(t, undefined).post('/api/billing/plan-change/preview', target);
    expect(preview.statusCode).toBe(401);
    const change = await api(t, undefined).post('/api/billing/plan-change', {
      ...target,
      prorationDate: Math.floor(Date.now() / 1000),
    });
    expect(change.statusCode).toBe(401);
  });

  it('answers 404 to a user without a paid plan, and never touches another user’s subscription', async () => {
    const owner = await signUp(t);
    await subscribe(t, owner.cookie);
    const other = await signUp(t);
    const preview = await api(t, other.cookie).post('/api/billing/plan-change/preview', {
      plan: 'elite',
      interval: 'year',
    });
    expect(preview.statusCode).toBe(404);
    const change = await api(t, other.cookie).post('/api/billing/plan-change', {
      plan: 'elite',
      interval: 'year',
      prorationDate: Math.floor(Date.now() / 1000),
    });
    expect(change.statusCode).toBe(404);
    expect(await view(owner.cookie)).toMatchObject({ plan: 'pro', billing_cycle: 'monthly' });
    expect((await invoiceRows(owner.userId)).map((r) => r.amount)).toEqual([1900]);
  });

  it('rejects bad input with 400', async () => {
    const { cookie } = await signUp(t);
    await subscribe(t, cookie);
    const bodies = [
      { plan: 'free', interval: 'year' },
      { plan: 'elite', interval: 'week' },
      { plan: 'elite', interval: 'year', userId: 'someone-else' },
    ];
    for (const body of bodies) {
      expect((await api(t, cookie).post('/api/billing/plan-change/preview', body)).statusCode).toBe(400);
    }
    const noDate = await api(t, cookie).post('/api/billing/plan-change', { plan: 'elite', interval: 'year' });
    expect(noDate.statusCode).toBe(400);
  });

  it('a subscriber’s checkout goes to the portal instead of charging a second subscription in full', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie);
    const response = await api(t, cookie).post('/api/billing/checkout', { plan: 'elite', interval: 'year' });
    expect(response.json()).toEqual({ url: '/billing/portal' });
    await expect(startCheckout(t, cookie, { plan: 'elite', interval: 'year' })).rejects.toThrow();
    expect((await invoiceRows(userId)).map((r) => r.amount)).toEqual([1900]);
  });
});
