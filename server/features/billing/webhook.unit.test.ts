import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { PLANS } from '#domain/plans';
import { loadConfig } from '../../config.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { catalogue, parsePriceLookupKey, priceLookupKey } from '../../infra/billing/stripe.ts';
import { subscriptionChange, supersedes } from './webhook.ts';

const START = 1_780_000_000;
const END = START + 30 * 24 * 60 * 60;

/** The fields of a Stripe subscription the mapping reads; the rest of the object is irrelevant. */
function subscription(overrides: {
  status?: string;
  lookupKey?: string | null;
  priceMetadata?: Record<string, string>;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  paymentMethod?: unknown;
}): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: overrides.status ?? 'active',
    currency: 'dkk',
    cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
    cancel_at: overrides.cancelAt ?? null,
    metadata: { userId: 'user_1' },
    default_payment_method: overrides.paymentMethod ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: START,
          current_period_end: END,
          price: {
            id: 'price_1',
            lookup_key: overrides.lookupKey ?? null,
            metadata: overrides.priceMetadata ?? {},
          },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

describe('price lookup keys', () => {
  it('round-trips every catalogue entry and names its amount in minor units', () => {
    const entries = catalogue();
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      expect(parsePriceLookupKey(entry.lookupKey)).toEqual({
        plan: entry.plan,
        cycle: entry.cycle,
        currency: entry.currency,
      });
    }
    const eliteYearlyDkk = entries.find((e) => e.lookupKey === priceLookupKey('elite', 'yearly', 'DKK'));
    expect(eliteYearlyDkk?.unitAmount).toBe(PLANS.elite.yearlyPriceDKK * 100);
  });

  it('does not read foreign keys as ours', () => {
    expect(parsePriceLookupKey('applywise_free_month_usd')).toBeNull();
    expect(parsePriceLookupKey('other_pro_month_usd')).toBeNull();
    expect(parsePriceLookupKey(null)).toBeNull();
  });
});

describe('subscriptionChange', () => {
  it('maps a live subscription from its price lookup key and item period', () => {
    const change = subscriptionChange(
      subscription({
        lookupKey: 'applywise_elite_year_dkk',
        cancelAtPeriodEnd: true,
        paymentMethod: { id: 'pm_1', card: { brand: 'mastercard', last4: '4444' } },
      }),
      'user_1',
    );
    expect(change).toEqual({
      userId: 'user_1',
      plan: 'elite',
      status: 'active',
      billingCycle: 'yearly',
      currency: 'dkk',
      currentPeriodStart: new Date(START * 1000),
      currentPeriodEnd: new Date(END * 1000),
      cancelAtPeriodEnd: true,
      provider: 'stripe',
      providerCustomerId: 'cus_1',
      providerSubscriptionId: 'sub_1',
      paymentMethod: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('falls back to the price metadata and treats a cancel_at date as not renewing', () => {
    const change = subscriptionChange(
      subscription({ priceMetadata: { plan: 'pro', cycle: 'monthly' }, cancelAt: END }),
      'user_1',
    );
    expect(change).toMatchObject({ plan: 'pro', billingCycle: 'monthly', cancelAtPeriodEnd: true });
    // Not expanded: undefined keeps the card already stored.
    expect(change.paymentMethod).toBeUndefined();
  });

  it('keeps the plan while Stripe retries a failed renewal (past_due)', () => {
    expect(
      subscriptionChange(subscription({ status: 'past_due', lookupKey: 'applywise_pro_month_usd' }), 'u')
        .plan,
    ).toBe('pro');
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired'])(
    'reads a %s subscription as Free',
    (status) => {
      const change = subscriptionChange(
        subscription({ status, lookupKey: 'applywise_pro_month_usd' }),
        'user_1',
      );
      expect(change).toMatchObject({
        plan: 'free',
        status,
        billingCycle: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        providerSubscriptionId: 'sub_1',
      });
    },
  );

  it('reads a subscription whose price is not in the catalogue as Free rather than guessing', () => {
    expect(subscriptionChange(subscription({ lookupKey: 'someone_elses_price' }), 'user_1').plan).toBe(
      'free',
    );
  });
});

describe('supersedes', () => {
  const row = (providerSubscriptionId: string | null) => ({ providerSubscriptionId }) as SubscriptionRow;

  it('lets the stored subscription and any live one through, but not an old one that ended', () => {
    expect(supersedes(subscription({ status: 'canceled' }), row(null))).toBe(true);
    expect(supersedes(subscription({ status: 'canceled' }), row('sub_1'))).toBe(true);
    expect(supersedes(subscription({ status: 'active' }), row('sub_2'))).toBe(true);
    expect(supersedes(subscription({ status: 'canceled' }), row('sub_2'))).toBe(false);
  });
});

describe('STRIPE_API_BASE', () => {
  it('splits into the host, port and protocol the SDK takes; unset, the SDK keeps its default', () => {
    const base = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(base.stripe?.apiBase).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe?.apiBase).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'not a url' })).toThrow(
      /STRIPE_API_BASE/,
    );
  });
});
