import { describe, expect, it } from 'vitest';
import type { PlanId } from '#domain/plans';
import type { SubscriptionRow } from '../../db/schema.ts';
import { transitionMail } from './state.ts';
import { effectivePlan, isExpired, toSubscriptionView } from './subscription.ts';
import { usagePeriodFor } from './usage.ts';

const NOW = new Date('2026-05-20T12:00:00Z');

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: 'sub-1',
    userId: 'user-1',
    plan: 'free',
    status: 'active',
    billingCycle: null,
    currency: 'usd',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledBillingCycle: null,
    provider: 'local',
    providerCustomerId: null,
    providerSubscriptionId: null,
    paymentMethodBrand: null,
    paymentMethodLast4: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

const pro = row({
  plan: 'pro',
  billingCycle: 'monthly',
  currentPeriodStart: new Date('2026-05-10T00:00:00Z'),
  currentPeriodEnd: new Date('2026-06-10T00:00:00Z'),
});

describe('the expiry rule (spec 000 §3, §4)', () => {
  it('keeps a paid plan until its end date, then reads it as expired Free', () => {
    expect(effectivePlan(pro, NOW)).toBe('pro');
    const ended = { ...pro, currentPeriodEnd: new Date('2026-05-19T00:00:00Z') };
    expect(isExpired(ended, NOW)).toBe(true);
    expect(effectivePlan(ended, NOW)).toBe('free');
    expect(toSubscriptionView(ended, { used: 1, limit: 3 }, NOW)).toMatchObject({
      plan: 'free',
      status: 'expired',
      subscribed: false,
      billing_cycle: null,
      next_billing_date: null,
      subscriptionEnd: '2026-05-19T00:00:00.000Z',
    });
  });

  it('never expires Free, and ends a paid plan the provider ended whatever the dates', () => {
    expect(isExpired(row({ currentPeriodEnd: new Date('2020-01-01T00:00:00Z') }), NOW)).toBe(false);
    expect(effectivePlan({ ...pro, status: 'canceled' }, NOW)).toBe('free');
    expect(effectivePlan({ ...pro, status: 'past_due' }, NOW)).toBe('pro');
  });

  it('reads legacy plan values: professional → pro, enterprise → elite', () => {
    const legacy = (plan: string) => ({ ...pro, plan: plan as PlanId });
    expect(effectivePlan(legacy('professional'), NOW)).toBe('pro');
    expect(effectivePlan(legacy('enterprise'), NOW)).toBe('elite');
    expect(toSubscriptionView(legacy('enterprise'), { used: 0, limit: -1 }, NOW).plan).toBe('elite');
  });
});

describe('usage periods', () => {
  it('counts by calendar month (UTC) on every plan, so an upgrade keeps the month’s count', () => {
    expect(usagePeriodFor(row(), NOW)).toEqual({
      start: new Date('2026-05-01T00:00:00Z'),
      end: new Date('2026-06-01T00:00:00Z'),
      limit: 3,
    });
    expect(usagePeriodFor(pro, NOW)).toEqual({
      start: new Date('2026-05-01T00:00:00Z'),
      end: new Date('2026-06-01T00:00:00Z'),
      limit: -1,
    });
    const december = new Date('2026-12-31T23:59:59Z');
    expect(usagePeriodFor(row(), december).end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('subscription emails', () => {
  it('mails an upgrade, a downgrade and a cancellation, and nothing for a renewal', () => {
    expect(transitionMail(row(), pro)).toEqual({ kind: 'upgrade', plan: 'pro' });
    expect(transitionMail(pro, row())).toEqual({ kind: 'downgrade', plan: 'free', previousPlan: 'pro' });
    expect(transitionMail(pro, { ...pro, cancelAtPeriodEnd: true })).toEqual({
      kind: 'cancellation',
      plan: 'pro',
      endsAt: pro.currentPeriodEnd,
    });
    const renewed = {
      ...pro,
      currentPeriodStart: pro.currentPeriodEnd,
      currentPeriodEnd: new Date('2026-07-10'),
    };
    expect(transitionMail(pro, renewed)).toBeNull();
    // Resuming or applying the same state again is silent.
    expect(transitionMail({ ...pro, cancelAtPeriodEnd: true }, pro)).toBeNull();
    expect(transitionMail(pro, pro)).toBeNull();
  });
});
