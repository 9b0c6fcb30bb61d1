import { eq } from 'drizzle-orm';
import { INTERVAL_CYCLE, type TLocalPortalChange } from '#domain/subscription';
import { subscriptions, type SubscriptionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomUUID } from 'node:crypto';
import { addCycle } from './periods.ts';
import { subscriptionInvoice } from './invoices.ts';
import {
  applySubscriptionChange,
  recordInvoice,
  type BillingDeps,
  type SubscriptionChange,
} from './state.ts';
import { effectivePlan } from './subscription.ts';

/**
 * The local provider's billing portal (issue 7): switch plan or interval, cancel at the period's
 * end, resume. Each is a subscription change through state.ts, as Stripe's portal would cause.
 */

/** The change that keeps everything as the row has it; callers override what moves. */
export function changeFromRow(row: SubscriptionRow): SubscriptionChange {
  return {
    userId: row.userId,
    plan: row.plan,
    status: row.status,
    billingCycle: row.billingCycle,
    currency: row.currency,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
  };
}

type PaidRow = SubscriptionRow & { plan: 'pro' | 'elite'; billingCycle: 'monthly' | 'yearly' };

/** The user's active local paid subscription; the portal manages nothing else. */
async function activeLocalSubscription(deps: BillingDeps, userId: string): Promise<PaidRow> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || row.provider !== 'local' || effectivePlan(row, new Date()) === 'free' || !row.billingCycle) {
    throw new AppError('NOT_FOUND', 'No active subscription to manage.');
  }
  return row as PaidRow;
}

/** Switches immediately: the new plan's period starts now and is invoiced in full (no proration). */
export async function changeLocalPlan(
  deps: BillingDeps,
  userId: string,
  to: TLocalPortalChange,
): Promise<void> {
  const row = await activeLocalSubscription(deps, userId);
  const cycle = INTERVAL_CYCLE[to.interval];
  if (row.plan === to.plan && row.billingCycle === cycle) {
    throw new AppError('CONFLICT', "You're already on this plan.");
  }
  const start = new Date();
  const end = addCycle(start, cycle);
  await applySubscriptionChange(deps, {
    ...changeFromRow(row),
    plan: to.plan,
    status: 'active',
    billingCycle: cycle,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
  });
  await recordInvoice(
    deps.db,
    subscriptionInvoice(
      userId,
      `local_in_${randomUUID()}`,
      { plan: to.plan, cycle, currency: row.currency },
      start,
      end,
    ),
  );
}

/** Cancel at the period's end (the renewal job then downgrades) or take that back. */
export async function setLocalCancelAtPeriodEnd(
  deps: BillingDeps,
  userId: string,
  cancel: boolean,
): Promise<void> {
  const row = await activeLocalSubscription(deps, userId);
  if (row.cancelAtPeriodEnd === cancel) return;
  await applySubscriptionChange(deps, { ...changeFromRow(row), cancelAtPeriodEnd: cancel });
}
