import { describe, expect, it } from 'vitest';
import type { TSubscriptionView } from '#domain/subscription';
import { autoRenews, FREE_SUBSCRIPTION, planAction, resolveSubscription } from '../subscription-state';

const pro: TSubscriptionView = {
  ...FREE_SUBSCRIPTION,
  subscribed: true,
  plan: 'pro',
  applications_limit: -1,
  applicationsUsed: 7,
  billing_cycle: 'monthly',
  next_billing_date: '2026-12-22T00:00:00.000Z',
  subscription_start_date: '2026-11-22T00:00:00.000Z',
  subscriptionEnd: '2026-12-22T00:00:00.000Z',
};

describe('resolveSubscription', () => {
  it('denies access while the subscription loads', () => {
    expect(resolveSubscription({ signedIn: true, data: undefined, failed: false }).plan).toBeNull();
  });

  it('falls back to free, active, limit 3, used 0 when the check fails (spec 000 §8)', () => {
    const { view, plan } = resolveSubscription({ signedIn: true, data: undefined, failed: true });
    expect(plan).toBe('free');
    expect(view).toMatchObject({
      plan: 'free',
      status: 'active',
      applications_limit: 3,
      applicationsUsed: 0,
    });
  });

  it('treats a signed-out visitor as free', () => {
    expect(resolveSubscription({ signedIn: false, data: pro, failed: false }).plan).toBe('free');
  });

  it('uses the server answer, also after a later refetch failed', () => {
    expect(resolveSubscription({ signedIn: true, data: pro, failed: true })).toEqual({
      view: pro,
      plan: 'pro',
    });
  });
});

describe('planAction', () => {
  it('labels the plans as the subscription screen does', () => {
    expect(planAction('free', 'free')).toBe('current');
    expect(planAction('free', 'pro')).toBe('upgrade');
    expect(planAction('pro', 'elite')).toBe('upgrade');
    expect(planAction('elite', 'pro')).toBe('switch');
    expect(planAction('pro', 'free')).toBe('selectFree');
  });
});

describe('autoRenews', () => {
  it('is on for an active paid plan and off once cancelled at period end', () => {
    expect(autoRenews(pro)).toBe(true);
    expect(autoRenews({ ...pro, cancelAtPeriodEnd: true })).toBe(false);
    expect(autoRenews(FREE_SUBSCRIPTION)).toBe(false);
    expect(autoRenews({ ...pro, plan: 'free', status: 'expired' })).toBe(false);
  });
});
