import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumTemplates, profiles, usagePeriods } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { api, pay, setPeriodEnd, startCheckout, subscribe } from './billing-test-helpers.ts';
import { PREMIUM_TEMPLATES } from './premium-templates-seed.ts';
import {
  consumeApplication,
  currentUsage,
  releaseReservation,
  releaseStaleReservations,
  settleReservation,
  STALE_RESERVATION_MS,
} from './usage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const view = async (cookie: string) => (await api(t, cookie).get('/api/subscription')).json();

async function templateId(slug: string): Promise<string> {
  const [row] = await t.db.select().from(premiumTemplates).where(eq(premiumTemplates.slug, slug));
  if (!row) throw new Error(`no template ${slug}`);
  return row.id;
}

describe('GET /api/subscription', () => {
  it('shows a new user on Free: active, limit 3, nothing used', async () => {
    const { cookie } = await signUp(t);
    expect(await view(cookie)).toEqual({
      subscribed: false,
      plan: 'free',
      status: 'active',
      applications_limit: 3,
      applicationsUsed: 0,
      billing_cycle: null,
      next_billing_date: null,
      subscription_start_date: null,
      subscriptionEnd: null,
      currency: 'USD',
      cancelAtPeriodEnd: false,
      provider: 'local',
      scheduledChange: null,
    });
    expect((await api(t, undefined).get('/api/subscription')).statusCode).toBe(401);
  });

  it('treats a paid plan whose end date passed as expired Free, also for feature access', async () => {
    const { cookie, userId } = await signUp(t);
    await subscribe(t, cookie);
    const proTemplate = `/api/premium-templates/${await templateId('ats-professional')}/use`;
    expect((await api(t, cookie).post(proTemplate)).statusCode).toBe(200);

    const end = new Date(Date.now() - 60_000);
    await setPeriodEnd(t, userId, end);
    expect(await view(cookie)).toMatchObject({
      plan: 'free',
      status: 'expired',
      subscribed: false,
      applications_limit: 3,
      subscriptionEnd: end.toISOString(),
    });
    const refused = await api(t, cookie).post(proTemplate);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ requiredPlan: 'pro' });
    // Usage counts by calendar month again, with the Free limit.
    expect(await currentUsage(t.db, userId)).toEqual({ used: 0, limit: 3 });
  });
});

describe('application usage', () => {
  it('allows exactly 3 on Free, also when the calls race, and gives one back on release', async () => {
    const { cookie, userId } = await signUp(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeApplication(t.db, userId)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.filter((r) => !r.allowed).every((r) => r.used === 3 && r.limit === 3)).toBe(true);
    expect((await view(cookie)).applicationsUsed).toBe(3);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.applicationsUsed).toBe(3);

    await releaseReservation(t.db, results.find((r) => r.allowed)!.reservation!);
    expect(await currentUsage(t.db, userId)).toEqual({ used: 2, limit: 3 });
    expect(await consumeApplication(t.db, userId)).toMatchObject({ allowed: true, used: 3, limit: 3 });
    expect((await consumeApplication(t.db, userId)).allowed).toBe(false);

    // The count belongs to the calendar month (UTC).
    const [period] = await t.db.select().from(usagePeriods).where(eq(usagePeriods.userId, userId));
    const now = new Date();
    expect(period?.periodStart.toISOString()).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
  });

  it('gives back what a generation reserved and a dead process never settled, and keeps what was settled', async () => {
    const { cookie, userId } = await signUp(t);
    const saved = await consumeApplication(t.db, userId);
    const lost = await consumeApplication(t.db, userId);
    await settleReservation(t.db, saved.reservation!);
    expect(lost.reservation).toBeDefined();
    // Under way in another process: too young to be given back.
    expect(await releaseStaleReservations(t.db, new Date(Date.now() - STALE_RESERVATION_MS))).toBe(0);
    expect(await currentUsage(t.db, userId)).toEqual({ used: 2, limit: 3 });
    // Later, its process is gone: the sweep gives it back, the settled one stays counted.
    const later = new Date(Date.now() + STALE_RESERVATION_MS + 1000);
    // (Other tests' unsettled reservations in this database go too.)
    expect(
      await releaseStaleReservations(t.db, new Date(later.getTime() - STALE_RESERVATION_MS)),
    ).toBeGreaterThanOrEqual(1);
    expect(await currentUsage(t.db, userId)).toEqual({ used: 1, limit: 3 });
    expect((await view(cookie)).applicationsUsed).toBe(1);
    expect(await releaseStaleReservations(t.db, later)).toBe(0);
  });

  it('is unlimited on a paid plan and keeps the month’s count through an upgrade', async () => {
    const { cookie, userId } = await signUp(t);
    await consumeApplication(t.db, userId);
    expect(await view(cookie)).toMatchObject({ applications_limit: 3, applicationsUsed: 1 });
    await subscribe(t, cookie);
    // "1 of 3" before paying is still 1 after it, not 0 (issue 14: the count disagreed after an upgrade).
    expect(await view(cookie)).toMatchObject({ plan: 'pro', applications_limit: -1, applicationsUsed: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeApplication(t.db, userId)));
    expect(results.every((r) => r.allowed && r.limit === -1)).toBe(true);
    expect(await view(cookie)).toMatchObject({ applications_limit: -1, applicationsUsed: 6 });
    const periods = await t.db.select().from(usagePeriods).where(eq(usagePeriods.userId, userId));
    const now = new Date();
    expect(periods.map((p) => [p.periodStart.toISOString(), p.applicationsUsed])).toEqual([
      [new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(), 6],
    ]);
  });
});

describe('premium templates', () => {
  it('lists the seeded templates by price to everyone, with purchased per user', async () => {
    const list = (await api(t, undefined).get('/api/premium-templates')).json();
    expect(list).toHaveLength(PREMIUM_TEMPLATES.length);
    const prices = list.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(list.every((p: { purchased: boolean }) => p.purchased === false)).toBe(true);
    expect(list[0]).toMatchObject({ name: 'Nordic Minimal', price: 49, subscription_tier: null });
  });

  it('gates tier templates by plan (403 with requiredPlan) and signed-out callers (401)', async () => {
    const { cookie } = await signUp(t);
    const pro = `/api/premium-templates/${await templateId('tech-lead')}/use`;
    const elite = `/api/premium-templates/${await templateId('executive-elite')}/use`;

    expect((await api(t, undefined).post(pro)).statusCode).toBe(401);
    const free = await api(t, cookie).post(pro);
    expect(free.statusCode).toBe(403);
    expect(free.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'This template requires pro plan or higher.',
      fields: { requiredPlan: 'pro' },
    });
    const checkout = await api(t, cookie).post('/api/billing/checkout', {
      type: 'template_purchase',
      template_id: await templateId('executive-elite'),
    });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().error.message).toBe('This template requires elite plan or higher.');

    await subscribe(t, cookie);
    expect((await api(t, cookie).post(pro)).json()).toMatchObject({ access: 'plan' });
    const proOnElite = await api(t, cookie).post(elite);
    expect(proOnElite.statusCode).toBe(403);
    expect(proOnElite.json().error.fields).toEqual({ requiredPlan: 'elite' });
  });

  it('sells a template without a tier once, through the same checkout', async () => {
    const { cookie } = await signUp(t);
    const id = await templateId('creative-portfolio');
    const use = `/api/premium-templates/${id}/use`;
    expect((await api(t, cookie).post(use)).statusCode).toBe(403);

    const session = await startCheckout(t, cookie, { type: 'template_purchase', template_id: id });
    expect((await api(t, cookie).get(`/api/billing/local/checkout/${session}`)).json()).toMatchObject({
      kind: 'template',
      templateName: 'Creative Portfolio',
      currency: 'DKK',
      amount: 12900,
    });
    expect((await pay(t, cookie, session)).json()).toEqual({
      redirectUrl: '/premium-templates?purchase=success',
    });

    expect((await api(t, cookie).post(use)).json()).toMatchObject({ access: 'purchase' });
    const list = (await api(t, cookie).get('/api/premium-templates')).json();
    expect(list.filter((p: { purchased: boolean }) => p.purchased).map((p: { id: string }) => p.id)).toEqual([
      id,
    ]);
    const again = await api(t, cookie).post('/api/billing/checkout', {
      type: 'template_purchase',
      template_id: id,
    });
    expect(again.statusCode).toBe(409);
    // A one-time purchase is billing history, not a subscription.
    expect((await view(cookie)).plan).toBe('free');
    expect((await api(t, cookie).get('/api/billing/overview')).json().invoices[0]).toMatchObject({
      amount: 12900,
      currency: 'DKK',
      description: 'Premium template: Creative Portfolio',
    });
  });
});
