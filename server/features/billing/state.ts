import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FREE_APPLICATIONS_LIMIT, PLAN_RANK, UNLIMITED, type BillingCycle, type PlanId } from '#domain/plans';
import type { Db } from '../../db/client.ts';
import {
  invoices,
  profiles,
  subscriptions,
  templatePurchases,
  type Currency,
  type SubscriptionRow,
} from '../../db/schema.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { effectivePlan, heldPlan } from './subscription.ts';
import { sendSubscriptionMail, type SubscriptionMail } from './mail.ts';

/**
 * The one code path that changes a subscription (issue 7): the Stripe webhook and the local
 * provider both call these, so a plan activates, renews and ends the same way whoever took the money.
 */

export type BillingDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** For links in the subscription emails; without it the emails carry no button. */
  appUrl?: string;
};

export type SubscriptionChange = {
  userId: string;
  plan: PlanId;
  /** The provider's status (active, trialing, past_due, canceled, ...). */
  status: string;
  billingCycle: BillingCycle | null;
  currency: Currency;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  provider: 'stripe' | 'local';
  /** Undefined keeps the stored value; null clears it. */
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  paymentMethod?: { brand: string; last4: string } | null;
  /**
   * A change waiting for the period's end (decision 016). Undefined keeps the stored one until the
   * subscription reaches it or goes back to Free; null clears it.
   */
  scheduledChange?: { plan: 'pro' | 'elite'; billingCycle: BillingCycle } | null;
};

/** The scheduled change the row keeps after `change`: gone once reached, or when the plan ends. */
function scheduledAfter(
  row: SubscriptionRow,
  change: SubscriptionChange,
): { scheduledPlan: 'pro' | 'elite' | null; scheduledBillingCycle: BillingCycle | null } {
  const none = { scheduledPlan: null, scheduledBillingCycle: null };
  if (change.scheduledChange !== undefined) {
    return change.scheduledChange
      ? {
          scheduledPlan: change.scheduledChange.plan,
          scheduledBillingCycle: change.scheduledChange.billingCycle,
        }
      : none;
  }
  if (!row.scheduledPlan || !row.scheduledBillingCycle || change.plan === 'free') return none;
  const reached = change.plan === row.scheduledPlan && change.billingCycle === row.scheduledBillingCycle;
  return reached
    ? none
    : { scheduledPlan: row.scheduledPlan, scheduledBillingCycle: row.scheduledBillingCycle };
}

/** The monthly limit a plan gives (spec 000 §9): 3 on Free, unlimited on the paid plans. */
export function applicationsLimitFor(plan: PlanId): number {
  return plan === 'free' ? FREE_APPLICATIONS_LIMIT : UNLIMITED;
}

/** The row as it stands, created as free/active on first use (the row is the source of truth). */
export async function getOrCreateSubscription(db: Db, userId: string): Promise<SubscriptionRow> {
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (existing) return existing;
  await db.insert(subscriptions).values({ userId }).onConflictDoNothing({ target: subscriptions.userId });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error(`subscription row for ${userId} vanished`);
  return row;
}

/** Which email, if any, the move from `before` to `after` deserves. */
export function transitionMail(before: SubscriptionRow, after: SubscriptionRow): SubscriptionMail | null {
  const from = heldPlan(before);
  const to = heldPlan(after);
  if (PLAN_RANK[to] > PLAN_RANK[from]) return { kind: 'upgrade', plan: to };
  if (PLAN_RANK[to] < PLAN_RANK[from]) return { kind: 'downgrade', plan: to, previousPlan: from };
  if (to !== 'free' && after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    return { kind: 'cancellation', plan: to, endsAt: after.currentPeriodEnd };
  }
  return null;
}

function rowValues(change: SubscriptionChange) {
  return {
    plan: change.plan,
    status: change.status,
    billingCycle: change.plan === 'free' ? null : change.billingCycle,
    currency: change.currency,
    currentPeriodStart: change.currentPeriodStart,
    currentPeriodEnd: change.currentPeriodEnd,
    cancelAtPeriodEnd: change.cancelAtPeriodEnd,
    provider: change.provider,
    ...(change.providerCustomerId !== undefined ? { providerCustomerId: change.providerCustomerId } : {}),
    ...(change.providerSubscriptionId !== undefined
      ? { providerSubscriptionId: change.providerSubscriptionId }
      : {}),
    ...(change.paymentMethod !== undefined
      ? {
          paymentMethodBrand: change.paymentMethod?.brand ?? null,
          paymentMethodLast4: change.paymentMethod?.last4 ?? null,
        }
      : {}),
  };
}

/**
 * Writes the change to the user's subscription row, mirrors plan and limit into the profile, and
 * mails on a transition. The row is locked while it changes, so two deliveries of the same event
 * cannot both see "free before" and mail twice; applying the same state again changes nothing.
 */
export async function applySubscriptionChange(deps: BillingDeps, change: SubscriptionChange): Promise<void> {
  const now = new Date();
  await getOrCreateSubscription(deps.db, change.userId);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, change.userId))
      .for('update');
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...rowValues(change), ...(locked ? scheduledAfter(locked, change) : {}) })
      .where(eq(subscriptions.userId, change.userId))
      .returning();
    if (!locked || !updated) throw new Error(`subscription row for ${change.userId} vanished`);
    const plan = effectivePlan(updated, now);
    await tx
      .update(profiles)
      .set({
        subscriptionPlan: plan,
        subscriptionStatus: plan === updated.plan ? 'active' : 'expired',
        applicationsLimit: applicationsLimitFor(plan),
      })
      .where(eq(profiles.id, change.userId));
    return { before: locked, after: updated };
  });
  const mail = transitionMail(before, after);
  // A plan_changes notification: in the app and by email as the user's preferences say.
  if (mail) await sendSubscriptionMail(deps, change.userId, mail, after);
}

export type InvoiceRecord = {
  userId: string;
  provider: 'stripe' | 'local';
  providerInvoiceId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  status: string;
  description: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedUrl?: string | null;
};

/**
 * Records an invoice once per provider invoice id. A redelivery updates the status (an invoice
 * that failed and was later paid ends up paid) instead of adding a row.
 */
export async function recordInvoice(db: Db, invoice: InvoiceRecord): Promise<void> {
  const [sub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, invoice.userId));
  await db
    .insert(invoices)
    .values({ ...invoice, hostedUrl: invoice.hostedUrl ?? null, subscriptionId: sub?.id ?? null })
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: { status: invoice.status, hostedUrl: sql`coalesce(excluded.hosted_url, ${invoices.hostedUrl})` },
    });
}

export type TemplatePurchaseRecord = {
  userId: string;
  premiumTemplateId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  provider: 'stripe' | 'local';
  providerPaymentId: string;
};

/** Records a bought template; a second record of the same payment or template is a no-op. */
export async function recordTemplatePurchase(db: Db, purchase: TemplatePurchaseRecord): Promise<void> {
  await db.insert(templatePurchases).values(purchase).onConflictDoNothing();
}

/**
 * A renewal payment failed: the user is told, and the invoice (when the provider named it) is
 * marked failed. The plan itself changes only when the provider ends the subscription.
 */
export async function notifyPaymentFailed(
  deps: BillingDeps,
  userId: string,
  amount: number,
  currency: Currency,
  options: { providerInvoiceId?: string } = {},
): Promise<void> {
  if (options.providerInvoiceId) {
    await deps.db
      .update(invoices)
      .set({ status: 'failed' })
      .where(and(eq(invoices.providerInvoiceId, options.providerInvoiceId), eq(invoices.userId, userId)));
  }
  await sendSubscriptionMail(deps, userId, { kind: 'payment_failed', amount, currency });
}

/** Our user behind a provider's customer id (webhooks name the customer, not the user). */
export async function userIdForCustomer(
  db: Db,
  provider: 'stripe' | 'local',
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, customerId)));
  return row?.userId ?? null;
}
