import { type StripeTest, type TCheckItem, type TStripeOverview, type TStripeTestRun } from '#domain/testing';
import type { AppDeps } from '../../app.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { catalogue, createStripeClient, storedCustomerId } from '../../infra/billing/stripe.ts';
import type { SessionUser } from '../../session.ts';
import { subscriptionView } from '../billing/service.ts';
import { timedRun, type Outcome } from './run.ts';

/** Test or live, read from the key's prefix (secret `sk_` or restricted `rk_` keys). */
export function stripeMode(config: Config): TStripeOverview['mode'] {
  if (!config.stripe) return 'local';
  const match = /^(?:sk|rk)_(test|live)_/.exec(config.stripe.secretKey);
  return match ? (match[1] as 'test' | 'live') : 'unknown';
}

export function stripeChecks(config: Config): TCheckItem[] {
  const mode = stripeMode(config);
  const webhookUrl = `${config.appUrl}/api/billing/webhook`;
  if (!config.stripe) {
    const local = 'Not checked: the local provider is active (STRIPE_SECRET_KEY is not set).';
    return [
      {
        id: 'provider',
        status: config.deployed ? 'fail' : 'warning',
        detail: 'The local provider is active: checkout takes a test card in the app and no money moves.',
      },
      { id: 'mode', status: 'not-checked', detail: local },
      { id: 'webhook-secret', status: 'not-checked', detail: local },
      { id: 'webhook-url', status: 'not-checked', detail: local },
    ];
  }
  return [
    { id: 'provider', status: 'pass', detail: 'Stripe is active (STRIPE_SECRET_KEY is set).' },
    mode === 'live'
      ? { id: 'mode', status: 'pass', detail: 'Live mode: payments are real.' }
      : mode === 'test'
        ? { id: 'mode', status: 'warning', detail: 'Test mode: only Stripe’s test cards are charged.' }
        : {
            id: 'mode',
            status: 'fail',
            detail: 'The key starts with neither sk_test_/sk_live_ nor rk_test_/rk_live_.',
          },
    config.stripe.webhookSecret
      ? { id: 'webhook-secret', status: 'pass', detail: 'STRIPE_WEBHOOK_SECRET is set: events are verified.' }
      : {
          id: 'webhook-secret',
          status: 'fail',
          detail: 'STRIPE_WEBHOOK_SECRET is not set: payments are never activated by Stripe’s events.',
        },
    {
      id: 'webhook-url',
      // Whether Stripe reaches it only Stripe's dashboard can tell.
      status: 'not-checked',
      detail: `Stripe must send events to ${webhookUrl}.`,
    },
  ];
}

export function stripeOverview(config: Config, provider: 'stripe' | 'local'): TStripeOverview {
  return {
    provider,
    mode: stripeMode(config),
    webhookSecretConfigured: Boolean(config.stripe?.webhookSecret),
    prices: catalogue().map(({ lookupKey, plan, cycle, currency }) => ({ lookupKey, plan, cycle, currency })),
    checks: stripeChecks(config),
  };
}

/** Spec 001 §8: "no customer" at the provider is what a user who never paid gets; a warning that passes. */
function isNoCustomer(error: unknown): boolean {
  const message = (error as Error).message ?? '';
  return (
    (error instanceof AppError && error.code === 'NOT_FOUND') ||
    /no such customer|no stripe customer/i.test(message)
  );
}

const tests: Record<StripeTest, (deps: AppDeps, admin: SessionUser) => Promise<Outcome>> = {
  async subscription(deps, admin) {
    const view = await subscriptionView(deps, admin.id);
    const ours = `Plan ${view.plan} (${view.status}) with ${view.provider}`;
    if (!deps.config.stripe) return { message: `${ours}.` };
    const customer = await storedCustomerId(deps.db, admin.id);
    if (!customer) return { message: `${ours}; no Stripe customer yet (never paid).`, warn: true };
    const stripe = createStripeClient(deps.config.stripe);
    const list = await stripe.subscriptions.list({ customer, status: 'all', limit: 1 });
    const latest = list.data[0];
    return {
      message: latest
        ? `${ours}; Stripe: subscription ${latest.id} is ${latest.status}.`
        : `${ours}; Stripe: customer ${customer} has no subscription.`,
    };
  },

  async checkout(deps, admin) {
    const base = deps.config.appUrl;
    // A session that is never completed charges no one; Stripe lets it expire after 24 hours.
    const { url } = await deps.billing.createCheckout(
      admin,
      { kind: 'subscription', plan: 'pro', cycle: 'monthly', currency: 'USD' },
      { success: `${base}/testing?checkout=success`, cancel: `${base}/testing` },
    );
    return { message: `Checkout session created (not completed): ${new URL(url, base).pathname}` };
  },

  async portal(deps, admin) {
    try {
      const { url } = await deps.billing.createPortal(admin.id, `${deps.config.appUrl}/testing`);
      return { message: `Portal session created: ${new URL(url, deps.config.appUrl).host}` };
    } catch (error) {
      if (!isNoCustomer(error)) throw error;
      return { message: `${(error as Error).message}: expected for an account that never paid.`, warn: true };
    }
  },

  async prices(deps) {
    const wanted = catalogue().map((entry) => entry.lookupKey);
    if (!deps.config.stripe) {
      return { message: `The local provider charges the catalogue’s ${wanted.length} prices directly.` };
    }
    const stripe = createStripeClient(deps.config.stripe);
    const found = await stripe.prices.list({ lookup_keys: wanted, active: true, limit: 100 });
    const present = new Set(found.data.map((price) => price.lookup_key));
    const missing = wanted.filter((key) => !present.has(key));
    if (missing.length > 0) {
      // Checkout creates a missing price on demand, so this is no failure; the setup script creates them all.
      return {
        message: `${missing.length} of ${wanted.length} prices not yet in Stripe (created at their first checkout): ${missing.join(', ')}`,
        warn: true,
      };
    }
    return { message: `All ${wanted.length} prices found by lookup key.` };
  },
};

export async function runStripeTest(
  deps: AppDeps,
  admin: SessionUser,
  test: StripeTest,
): Promise<TStripeTestRun> {
  return { test, ...(await timedRun(() => tests[test](deps, admin))) };
}
