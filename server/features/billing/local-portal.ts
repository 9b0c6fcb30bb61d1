import { eq } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { applySubscriptionChange, type BillingDeps, type SubscriptionChange } from './state.ts';
import { effectivePlan } from './subscription.ts';

/**
 * The local provider's billing portal (issue 7): cancel at the period's end, resume. Each is a
 * subscription change through state.ts, as Stripe's portal would cause. Switching plan or interval
 * is a prorated plan change for either provider (plan-change.ts, decision 016).
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
