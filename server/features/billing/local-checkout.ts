import { and, eq } from 'drizzle-orm';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS, type TLocalCheckout } from '#domain/subscription';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, type CheckoutSessionRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { localCustomerId } from '../../infra/billing/local.ts';
import type { CheckoutItem } from '../../infra/billing/provider.ts';
import { addCycle } from './periods.ts';
import { invoiceDescription, subscriptionInvoice } from './invoices.ts';
import { applySubscriptionChange, recordInvoice, recordTemplatePurchase, type BillingDeps } from './state.ts';
import { isUuid } from './subscription.ts';

/**
 * The local provider's checkout (issue 7): the in-app page reads the session, the card form pays
 * it. A paid session activates the plan through state.ts, as a Stripe webhook would.
 */

export const SUBSCRIPTION_SUCCESS_URL = '/subscription?checkout=success';
export const TEMPLATE_SUCCESS_URL = '/premium-templates?purchase=success';

/** The user's own session; anyone else's (or a malformed id) is simply not found. */
async function ownSession(db: Db, userId: string, id: string): Promise<CheckoutSessionRow> {
  if (!isUuid(id)) throw notFound('Checkout session not found.');
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (!row) throw notFound('Checkout session not found.');
  return row;
}

const itemOf = (row: CheckoutSessionRow) => row.item as CheckoutItem;

function statusOf(row: CheckoutSessionRow, now: Date): TLocalCheckout['status'] {
  if (row.status === 'open' && row.expiresAt < now) return 'expired';
  return row.status;
}

export async function getLocalCheckout(db: Db, userId: string, id: string): Promise<TLocalCheckout> {
  const row = await ownSession(db, userId, id);
  const item = itemOf(row);
  return {
    id: row.id,
    kind: item.kind,
    plan: item.kind === 'subscription' ? item.plan : null,
    templateName: item.kind === 'template' ? item.name : null,
    interval: item.kind === 'subscription' ? (item.cycle === 'yearly' ? 'year' : 'month') : null,
    currency: row.currency === 'dkk' ? 'DKK' : 'USD',
    amount: row.amount,
    status: statusOf(row, new Date()),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The test cards (Stripe's numbers): 4242… pays, 4000…0002 is declined, anything else is refused. */
export function chargeTestCard(cardNumber: string): void {
  if (cardNumber === TEST_CARD_SUCCESS) return;
  if (cardNumber === TEST_CARD_DECLINED) {
    throw new AppError('CARD_DECLINED', 'Your card was declined. Please use a different card.');
  }
  throw new AppError('CARD_DECLINED', 'This is a test checkout: use the test card 4242 4242 4242 4242.');
}

const successUrl = (row: CheckoutSessionRow) =>
  itemOf(row).kind === 'template' ? TEMPLATE_SUCCESS_URL : SUBSCRIPTION_SUCCESS_URL;

/**
 * Pays an open session. Paying a paid session again only answers where to go (a double click or a
 * retry after a lost response). The session is claimed before the effects run, so two concurrent
 * payments apply once; if the effects fail, the claim is released and the payment can be retried.
 */
export async function payLocalCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
  cardNumber: string,
): Promise<{ redirectUrl: string }> {
  const row = await ownSession(deps.db, userId, id);
  if (row.status === 'paid') return { redirectUrl: successUrl(row) };
  if (statusOf(row, new Date()) === 'expired') {
    throw new AppError('CONFLICT', 'This checkout has expired. Please start again.');
  }
  chargeTestCard(cardNumber);
  const [claimed] = await deps.db
    .update(checkoutSessions)
    .set({ status: 'paid' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  if (!claimed) return { redirectUrl: successUrl(row) };
  try {
    await fulfil(deps, claimed, { brand: 'Visa', last4: cardNumber.slice(-4) });
  } catch (error) {
    await deps.db.update(checkoutSessions).set({ status: 'open' }).where(eq(checkoutSessions.id, id));
    throw error;
  }
  return { redirectUrl: successUrl(claimed) };
}

async function fulfil(
  deps: BillingDeps,
  row: CheckoutSessionRow,
  card: { brand: string; last4: string },
): Promise<void> {
  const item = itemOf(row);
  const base = { userId: row.userId, provider: 'local' as const, amount: row.amount, currency: row.currency };
  if (item.kind === 'template') {
    await recordTemplatePurchase(deps.db, {
      ...base,
      premiumTemplateId: item.templateId,
      providerPaymentId: `local_pay_${row.id}`,
    });
    await recordInvoice(deps.db, {
      ...base,
      providerInvoiceId: `local_in_${row.id}`,
      status: 'paid',
      description: invoiceDescription(item),
      periodStart: null,
      periodEnd: null,
    });
    return;
  }
  const start = new Date();
  const end = addCycle(start, item.cycle);
  await applySubscriptionChange(deps, {
    userId: row.userId,
    plan: item.plan,
    status: 'active',
    billingCycle: item.cycle,
    currency: row.currency,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    provider: 'local',
    providerCustomerId: localCustomerId(row.userId),
    providerSubscriptionId: `local_sub_${row.userId}`,
    paymentMethod: card,
  });
  await recordInvoice(
    deps.db,
    subscriptionInvoice(row.userId, `local_in_${row.id}`, { ...item, currency: row.currency }, start, end),
  );
}
