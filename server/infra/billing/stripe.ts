import Stripe from 'stripe';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { BILLING_CYCLES, CURRENCIES, planPrice, type BillingCycle, type Currency } from '#domain/plans';
import { INTERVAL_CYCLE, type TInterval, type TPaidPlanId } from '#domain/subscription';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BillingProvider, CheckoutItem, CheckoutUser, ProviderPlanChanges } from './provider.ts';

/**
 * Stripe as the billing provider (issue 7, spec 000 §7 "card payment provider"): hosted Checkout for
 * plans and premium templates, the hosted Billing Portal, one Stripe customer per user. Prices live
 * in Stripe under lookup keys derived from the plan catalogue (domain/plans.ts), so the catalogue
 * stays the one source of amounts and no price ids need configuring.
 */

export type StripeSettings = NonNullable<Config['stripe']>;

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // Tests point the SDK at a local stand-in (STRIPE_API_BASE); unset, it talks to api.stripe.com.
    ...(settings.apiBase ?? {}),
    appInfo: { name: 'Applywise' },
  });
}

const PAID_PLANS = ['pro', 'elite'] as const satisfies readonly TPaidPlanId[];
const CYCLE_INTERVAL: Record<BillingCycle, TInterval> = { monthly: 'month', yearly: 'year' };
const PLAN_PRODUCT_NAME: Record<TPaidPlanId, string> = { pro: 'Applywise Pro', elite: 'Applywise Elite' };

/** One recurring price of the catalogue as it lives in Stripe. */
export type CataloguePrice = {
  lookupKey: string;
  productId: string;
  plan: TPaidPlanId;
  cycle: BillingCycle;
  currency: Currency;
  /** Minor units (cents / øre). */
  unitAmount: number;
};

/** `applywise_<plan>_<month|year>_<usd|dkk>`: how checkout finds a price and the webhook reads one. */
export function priceLookupKey(plan: TPaidPlanId, cycle: BillingCycle, currency: Currency): string {
  return `applywise_${plan}_${CYCLE_INTERVAL[cycle]}_${currency.toLowerCase()}`;
}

/** The plan, cycle and currency a lookup key names; null for any key that is not ours. */
export function parsePriceLookupKey(
  key: string | null | undefined,
): { plan: TPaidPlanId; cycle: BillingCycle; currency: Currency } | null {
  const match = /^applywise_(pro|elite)_(month|year)_(usd|dkk)$/.exec(key ?? '');
  if (!match) return null;
  return {
    plan: match[1] as TPaidPlanId,
    cycle: INTERVAL_CYCLE[match[2] as TInterval],
    currency: match[3]!.toUpperCase() as Currency,
  };
}

export function cataloguePrice(plan: TPaidPlanId, cycle: BillingCycle, currency: Currency): CataloguePrice {
  return {
    lookupKey: priceLookupKey(plan, cycle, currency),
    // Our own product ids (Stripe accepts them on create), so a product is found without a search.
    productId: `applywise_${plan}`,
    plan,
    cycle,
    currency,
    unitAmount: planPrice(plan, currency, cycle) * 100,
  };
}

/** Every plan × cycle × currency the pricing page offers. */
export function catalogue(): CataloguePrice[] {
  return PAID_PLANS.flatMap((plan) =>
    BILLING_CYCLES.flatMap((cycle) => CURRENCIES.map((currency) => cataloguePrice(plan, cycle, currency))),
  );
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

async function ensureProduct(stripe: Stripe, entry: CataloguePrice): Promise<'created' | 'found'> {
  try {
    await stripe.products.retrieve(entry.productId);
    return 'found';
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await stripe.products.create({
    id: entry.productId,
    name: PLAN_PRODUCT_NAME[entry.plan],
    metadata: { plan: entry.plan },
  });
  return 'created';
}

export type PriceSync = { lookupKey: string; priceId: string; action: 'found' | 'created' | 'replaced' };

/**
 * The Stripe price for a catalogue entry: the active price under its lookup key when its amount
 * and currency still match the catalogue, else a new price that takes the lookup key over (Stripe
 * prices are immutable, so a changed catalogue amount means a new price; existing subscribers keep
 * theirs until they change plan).
 */
export async function ensurePrice(stripe: Stripe, entry: CataloguePrice): Promise<PriceSync> {
  const existing = await stripe.prices.list({ lookup_keys: [entry.lookupKey], active: true, limit: 1 });
  const current = existing.data[0];
  if (
    current &&
    current.unit_amount === entry.unitAmount &&
    current.currency === entry.currency.toLowerCase() &&
    current.recurring?.interval === CYCLE_INTERVAL[entry.cycle]
  ) {
    return { lookupKey: entry.lookupKey, priceId: current.id, action: 'found' };
  }
  await ensureProduct(stripe, entry);
  const created = await stripe.prices.create({
    product: entry.productId,
    currency: entry.currency.toLowerCase(),
    unit_amount: entry.unitAmount,
    recurring: { interval: CYCLE_INTERVAL[entry.cycle] },
    lookup_key: entry.lookupKey,
    transfer_lookup_key: current !== undefined,
    nickname: `${PLAN_PRODUCT_NAME[entry.plan]} ${entry.cycle} (${entry.currency})`,
    metadata: { plan: entry.plan, cycle: entry.cycle },
  });
  return { lookupKey: entry.lookupKey, priceId: created.id, action: current ? 'replaced' : 'created' };
}

/** Creates whatever products and prices of the catalogue are missing; safe to run again. */
export async function syncCatalogue(stripe: Stripe): Promise<PriceSync[]> {
  const results: PriceSync[] = [];
  // One after another: two prices of one plan would otherwise race to create its product.
  for (const entry of catalogue()) results.push(await ensurePrice(stripe, entry));
  return results;
}

/** The user's Stripe customer id as stored on their subscription row, if they have one. */
export async function storedCustomerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId, provider: subscriptions.provider })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.provider === 'stripe' ? row.customerId : null;
}

/**
 * Keeps the first customer id stored for the user (a concurrent checkout may have stored one) and
 * returns the one that stands.
 */
async function storeCustomerId(db: Db, userId: string, customerId: string): Promise<string> {
  await db
    .insert(subscriptions)
    .values({ userId, provider: 'stripe', providerCustomerId: customerId })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { provider: 'stripe', providerCustomerId: customerId },
      setWhere: or(isNull(subscriptions.providerCustomerId), ne(subscriptions.provider, 'stripe')),
    });
  return (await storedCustomerId(db, userId)) ?? customerId;
}

/** The live Stripe subscription the user already pays for, if any (a plan change goes through it). */
async function liveSubscriptionId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, 'stripe'),
        ne(subscriptions.plan, 'free'),
        or(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.status, 'trialing'),
          eq(subscriptions.status, 'past_due'),
        ),
      ),
    );
  return row?.id ?? null;
}

function checkoutUrl(session: Stripe.Checkout.Session): { url: string } {
  // Hosted Checkout always has a URL; only embedded sessions (which we never create) lack one.
  if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no URL`);
  return { url: session.url };
}

export function createStripeProvider(config: Config, db: Db): BillingProvider {
  if (!config.stripe) throw new Error('createStripeProvider needs STRIPE_SECRET_KEY');
  const stripe = createStripeClient(config.stripe);
  // Price ids by lookup key for this process; a price is looked up (or created) once.
  const priceIds = new Map<string, Promise<string>>();

  function priceIdFor(entry: CataloguePrice): Promise<string> {
    let id = priceIds.get(entry.lookupKey);
    if (!id) {
      id = ensurePrice(stripe, entry).then((r) => r.priceId);
      // A failed lookup is not remembered: the next checkout tries again.
      id.catch(() => priceIds.delete(entry.lookupKey));
      priceIds.set(entry.lookupKey, id);
    }
    return id;
  }

  async function customerFor(user: CheckoutUser): Promise<string> {
    const stored = await storedCustomerId(db, user.id);
    if (stored) return stored;
    const customer = await stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id } },
      // Two checkouts started at once (a double click) get the same customer from Stripe.
      { idempotencyKey: `applywise-customer-${user.id}` },
    );
    return storeCustomerId(db, user.id, customer.id);
  }

  async function subscriptionCheckout(
    user: CheckoutUser,
    item: Extract<CheckoutItem, { kind: 'subscription' }>,
    urls: { success: string; cancel: string },
  ) {
    const customer = await customerFor(user);
    const live = await liveSubscriptionId(db, user.id);
    if (live) {
      // A second Checkout would start a second subscription and charge twice; a plan change
      // happens on the existing subscription in the portal instead.
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: urls.cancel,
        flow_data: { type: 'subscription_update', subscription_update: { subscription: live } },
      });
      return { url: portal.url };
    }
    const price = await priceIdFor(cataloguePrice(item.plan, item.cycle, item.currency));
    const metadata = { userId: user.id, plan: item.plan, cycle: item.cycle };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata,
      // On the subscription too: its webhooks then name our user without a lookup.
      subscription_data: { metadata },
      success_url: urls.success,
      cancel_url: urls.cancel,
    });
    return checkoutUrl(session);
  }

  async function templateCheckout(
    user: CheckoutUser,
    item: Extract<CheckoutItem, { kind: 'template' }>,
    urls: { success: string; cancel: string },
  ) {
    const customer = await customerFor(user);
    const metadata = { userId: user.id, templateId: item.templateId };
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer,
      client_reference_id: user.id,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'dkk',
            // The catalogue keeps template prices in whole kroner; Stripe wants øre.
            unit_amount: item.amountDkk * 100,
            product_data: { name: item.name, metadata: { templateId: item.templateId } },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      success_url: urls.success,
      cancel_url: urls.cancel,
    });
    return checkoutUrl(session);
  }

  /** The subscription's one item (our subscriptions have exactly one) and its price. */
  async function itemOf(subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    return { subscription, item };
  }

  /**
   * How every immediate change is prorated (decision 016): a new period starts now, the unused
   * time of the old one is credited, and the difference is invoiced and charged at once. Passing
   * the preview's `proration_date` makes Stripe charge exactly what the preview showed.
   */
  const prorationParams = (prorationDate: number) => ({
    proration_behavior: 'always_invoice' as const,
    proration_date: prorationDate,
    billing_cycle_anchor: { type: 'now' as const },
  });

  const planChanges: ProviderPlanChanges = {
    async preview(subscriptionId, to, prorationDate) {
      const { subscription, item } = await itemOf(subscriptionId);
      const price = await priceIdFor(cataloguePrice(to.plan, to.cycle, to.currency));
      const invoice = await stripe.invoices.createPreview({
        customer:
          typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
        subscription: subscriptionId,
        subscription_details: { items: [{ id: item.id, price }], ...prorationParams(prorationDate) },
      });
      const lines = invoice.lines.data;
      const credit = -lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
      const charged = lines.filter((l) => l.amount > 0);
      const newPrice = charged.reduce((sum, l) => sum + l.amount, 0);
      const periodEnd = Math.max(...charged.map((l) => l.period.end), prorationDate);
      return { newPrice, credit, amountDue: invoice.amount_due, periodEnd: new Date(periodEnd * 1000) };
    },
    async changeNow(subscriptionId, to, prorationDate) {
      const { subscription, item } = await itemOf(subscriptionId);
      const price = await priceIdFor(cataloguePrice(to.plan, to.cycle, to.currency));
      // A change waiting for the period's end lives in a schedule, which would refuse the update.
      if (subscription.schedule) {
        const schedule =
          typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule.id;
        await stripe.subscriptionSchedules.release(schedule);
      }
      try {
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price }],
            ...prorationParams(prorationDate),
            cancel_at_period_end: false,
            // A declined card fails the request and leaves the subscription as it was.
            payment_behavior: 'error_if_incomplete',
          },
          { idempotencyKey: `applywise-plan-change-${subscriptionId}-${price}-${prorationDate}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new AppError('CARD_DECLINED', 'Your card was declined. Please use a different card.');
        }
        throw error;
      }
    },
    async changeAtPeriodEnd(subscriptionId, to) {
      const { subscription, item } = await itemOf(subscriptionId);
      const price = await priceIdFor(cataloguePrice(to.plan, to.cycle, to.currency));
      if (subscription.cancel_at_period_end) {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      }
      const existing = subscription.schedule;
      const scheduleId = existing
        ? typeof existing === 'string'
          ? existing
          : existing.id
        : (await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })).id;
      // The current price to the period's end, then the new one; released back to a plain
      // subscription afterwards. Nothing is prorated: the current period was paid in full.
      await stripe.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          {
            items: [{ price, quantity: 1 }],
            duration: { interval: CYCLE_INTERVAL[to.cycle], interval_count: 1 },
          },
        ],
      });
    },
  };

  return {
    id: 'stripe',
    planChanges,
    async createCheckout(user, item, urls) {
      return item.kind === 'subscription'
        ? subscriptionCheckout(user, item, urls)
        : templateCheckout(user, item, urls);
    },
    async createPortal(userId, returnUrl) {
      const customer = await storedCustomerId(db, userId);
      if (!customer) throw new AppError('NOT_FOUND', 'No Stripe customer found');
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return { url: session.url };
    },
    async cancelSubscriptionNow(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },
  };
}
