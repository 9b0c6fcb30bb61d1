import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import type { Db } from '../../db/client.ts';
import { billingEvents, user, type Currency, type SubscriptionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createStripeClient, parsePriceLookupKey } from '../../infra/billing/stripe.ts';
import {
  applySubscriptionChange,
  getOrCreateSubscription,
  notifyPaymentFailed,
  recordInvoice,
  recordTemplatePurchase,
  userIdForCustomer,
  type BillingDeps,
  type SubscriptionChange,
} from './state.ts';

/**
 * POST /api/billing/webhook: Stripe's events (spec 000 §7: checkout completed, subscription updated,
 * subscription deleted, invoice payment failed; plus invoice paid for the billing history).
 *
 * - The signature is checked on the raw bytes, so this plugin parses JSON bodies as a Buffer.
 * - Each event id is handled once: billing_events keeps it, processed_at is set only after success,
 *   and a redelivery of an event that failed half-way does the work again.
 * - Events arrive out of order and carry snapshots. The handler never applies a snapshot: it
 *   re-reads the subscription (or invoice) from Stripe and applies its current state, so whatever
 *   the order, the last event leaves the row as Stripe has it.
 */

export type Context = BillingDeps & { stripe: Stripe };

/** Statuses in which a paid subscription gives its plan (past_due: Stripe is still retrying). */
const LIVE_STATUSES = new Set<string>(['active', 'trialing', 'past_due']);

const ZWebhookAck = z.object({ received: z.literal(true) });

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const toCurrency = (value: string | null | undefined): Currency => (value === 'dkk' ? 'dkk' : 'usd');

/** Plan and cycle of a subscription item: our lookup key first, then the metadata we set. */
function planOf(
  price: Stripe.Price | undefined,
  metadata: Stripe.Metadata,
): Pick<SubscriptionChange, 'plan' | 'billingCycle'> | null {
  const fromKey = parsePriceLookupKey(price?.lookup_key);
  if (fromKey) return { plan: fromKey.plan, billingCycle: fromKey.cycle };
  const plan = price?.metadata.plan ?? metadata.plan;
  const cycle = price?.metadata.cycle ?? metadata.cycle;
  if ((plan === 'pro' || plan === 'elite') && (cycle === 'monthly' || cycle === 'yearly')) {
    return { plan, billingCycle: cycle };
  }
  return null;
}

/** Brand and last four of the default card, when Stripe returned it expanded. */
function cardOf(method: Stripe.Subscription['default_payment_method']): SubscriptionChange['paymentMethod'] {
  if (!method || typeof method === 'string' || !method.card) return undefined;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/**
 * Our view of a Stripe subscription. Since API version 2025-03-31 the billing period lives on the
 * subscription items, not on the subscription; this SDK pins a version after that.
 */
export function subscriptionChange(subscription: Stripe.Subscription, userId: string): SubscriptionChange {
  const item = subscription.items.data[0];
  const plan = planOf(item?.price, subscription.metadata);
  const live = LIVE_STATUSES.has(subscription.status) && plan !== null;
  return {
    userId,
    plan: live ? plan.plan : 'free',
    status: subscription.status,
    billingCycle: live ? plan.billingCycle : null,
    currency: toCurrency(subscription.currency),
    currentPeriodStart: live ? toDate(item?.current_period_start) : null,
    currentPeriodEnd: live ? toDate(item?.current_period_end) : null,
    cancelAtPeriodEnd: live && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
    provider: 'stripe',
    providerCustomerId: idOf(subscription.customer),
    providerSubscriptionId: subscription.id,
    paymentMethod: cardOf(subscription.default_payment_method),
  };
}

/**
 * Whether a subscription's state may overwrite the row: the row's own subscription always, and any
 * live one (a new subscription replaces an ended one). An old subscription ending late must not
 * downgrade a user who has since subscribed again.
 */
export function supersedes(subscription: Stripe.Subscription, row: SubscriptionRow): boolean {
  return (
    row.providerSubscriptionId === null ||
    row.providerSubscriptionId === subscription.id ||
    LIVE_STATUSES.has(subscription.status)
  );
}

async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row !== undefined;
}

/** Our user for a Stripe object: the id we put in its metadata, else the customer we stored. */
async function resolveUser(
  ctx: Context,
  candidate: string | null | undefined,
  customerId: string | null,
): Promise<string | null> {
  const userId = candidate || (customerId ? await userIdForCustomer(ctx.db, 'stripe', customerId) : null);
  // A deleted account: nothing to update, and failing would only make Stripe retry for days.
  if (!userId || !(await userExists(ctx.db, userId))) {
    ctx.log.warn({ customerId, userId }, 'stripe webhook: no user for this customer; event ignored');
    return null;
  }
  return userId;
}

/** Re-reads the subscription from Stripe and applies its current state (also after a plan change). */
export async function syncSubscription(
  ctx: Context,
  subscriptionId: string,
  userHint?: string | null,
): Promise<void> {
  const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['default_payment_method'],
  });
  const userId = await resolveUser(
    ctx,
    subscription.metadata.userId || userHint,
    idOf(subscription.customer),
  );
  if (!userId) return;
  const row = await getOrCreateSubscription(ctx.db, userId);
  if (!supersedes(subscription, row)) {
    ctx.log.info(
      { subscriptionId, current: row.providerSubscriptionId },
      'stripe webhook: older subscription ignored',
    );
    return;
  }
  if (!planOf(subscription.items.data[0]?.price, subscription.metadata)) {
    ctx.log.error({ subscriptionId }, 'stripe webhook: subscription price is not in the catalogue');
  }
  await applySubscriptionChange(ctx, subscriptionChange(subscription, userId));
}

async function onCheckoutCompleted(ctx: Context, session: Stripe.Checkout.Session): Promise<void> {
  const userHint = session.client_reference_id ?? session.metadata?.userId;
  const subscriptionId = idOf(session.subscription);
  if (session.mode === 'subscription' && subscriptionId) {
    await syncSubscription(ctx, subscriptionId, userHint);
    return;
  }
  const templateId = session.metadata?.templateId;
  if (session.mode !== 'payment' || !templateId || session.payment_status !== 'paid') return;
  const userId = await resolveUser(ctx, userHint, idOf(session.customer));
  if (!userId) return;
  await recordTemplatePurchase(ctx.db, {
    userId,
    premiumTemplateId: templateId,
    amount: session.amount_total ?? 0,
    currency: toCurrency(session.currency),
    provider: 'stripe',
    providerPaymentId: idOf(session.payment_intent) ?? session.id,
  });
}

/** The first line's period is the service period; the invoice's own dates are its billing window. */
function invoicePeriod(invoice: Stripe.Invoice) {
  const line = invoice.lines.data[0];
  return {
    periodStart: toDate(line?.period.start ?? invoice.period_start),
    periodEnd: toDate(line?.period.end ?? invoice.period_end),
  };
}

/**
 * Records the invoice as Stripe has it now (a failure followed by a successful retry ends up paid,
 * whichever event comes last) and mails the user when it is still unpaid after a failed attempt.
 */
async function onInvoice(ctx: Context, invoiceId: string, failedAttempt: boolean): Promise<void> {
  const invoice = await ctx.stripe.invoices.retrieve(invoiceId);
  const subscriptionMeta = invoice.parent?.subscription_details?.metadata;
  const userId = await resolveUser(ctx, subscriptionMeta?.userId, idOf(invoice.customer));
  if (!userId) return;
  const stillUnpaid = invoice.status === 'open' || invoice.status === 'uncollectible';
  const status =
    invoice.status === 'paid' ? 'paid' : failedAttempt && stillUnpaid ? 'failed' : (invoice.status ?? 'open');
  await recordInvoice(ctx.db, {
    userId,
    provider: 'stripe',
    providerInvoiceId: invoice.id,
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: toCurrency(invoice.currency),
    status,
    description: invoice.description ?? invoice.lines.data[0]?.description ?? null,
    ...invoicePeriod(invoice),
    hostedUrl: invoice.hosted_invoice_url ?? null,
  });
  if (failedAttempt && stillUnpaid) {
    await notifyPaymentFailed(ctx, userId, invoice.amount_due, toCurrency(invoice.currency), {
      providerInvoiceId: invoice.id,
    });
  }
}

/** The work for one event; events we do not subscribe to are acknowledged and ignored. */
export async function handleStripeEvent(ctx: Context, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return onCheckoutCompleted(ctx, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(ctx, event.data.object.id);
    case 'invoice.paid':
      return onInvoice(ctx, event.data.object.id, false);
    case 'invoice.payment_failed':
      return onInvoice(ctx, event.data.object.id, true);
    default:
      ctx.log.debug({ type: event.type }, 'stripe webhook: event type not handled');
  }
}

/**
 * Runs `work` once per event id. The event row is locked while the work runs, so a redelivery that
 * arrives meanwhile waits and then finds it done; if the work throws, processed_at stays null and
 * the next delivery runs it again.
 */
export async function processEventOnce(
  db: Db,
  event: { id: string; type: string; payload: Record<string, unknown> },
  work: () => Promise<void>,
): Promise<'processed' | 'duplicate'> {
  await db
    .insert(billingEvents)
    .values({ provider: 'stripe', providerEventId: event.id, type: event.type, payload: event.payload })
    .onConflictDoNothing({ target: billingEvents.providerEventId });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ processedAt: billingEvents.processedAt })
      .from(billingEvents)
      .where(eq(billingEvents.providerEventId, event.id))
      .for('update');
    if (row?.processedAt) return 'duplicate';
    await work();
    await tx
      .update(billingEvents)
      .set({ processedAt: new Date() })
      .where(eq(billingEvents.providerEventId, event.id));
    return 'processed';
  });
}

function verifiedEvent(stripe: Stripe, raw: unknown, signature: unknown, secret: string): Stripe.Event {
  if (!Buffer.isBuffer(raw) || typeof signature !== 'string') {
    throw new AppError('BAD_REQUEST', 'A signed Stripe event is required.');
  }
  try {
    // Default tolerance (300 s): a replayed delivery with an old timestamp is refused.
    return stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
    }
    throw error;
  }
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.deps.config.stripe;
  // The local provider needs no webhook; without Stripe the route does not exist.
  if (!settings) return;
  const stripe = createStripeClient(settings);

  // Scoped to this plugin: every other route keeps Fastify's JSON parser.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/billing/webhook',
    {
      // Stripe sends bursts from a few addresses; the signature, not a rate limit, guards this.
      config: { rateLimit: false },
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook',
        description:
          'Receives Stripe events (checkout.session.completed, customer.subscription.updated/deleted, invoice.paid, invoice.payment_failed). Verified by the Stripe-Signature header; each event is handled once.',
        response: { 200: ZWebhookAck, 400: ZApiError, 500: ZApiError },
      },
    },
    async (request) => {
      if (!settings.webhookSecret) {
        // A 500 makes Stripe keep the events and retry until the secret is configured.
        throw new Error('STRIPE_WEBHOOK_SECRET is not set; Stripe events cannot be verified');
      }
      const event = verifiedEvent(
        stripe,
        request.body,
        request.headers['stripe-signature'],
        settings.webhookSecret,
      );
      const { db, mailer, config } = app.deps;
      const ctx: Context = { db, mailer, log: request.log, appUrl: config.appUrl, stripe };
      const record = { id: event.id, type: event.type, payload: event as unknown as Record<string, unknown> };
      const outcome = await processEventOnce(db, record, () => handleStripeEvent(ctx, event));
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const };
    },
  );
};
