import { and, eq, lte, ne } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '../../db/schema.ts';
import { addCycle } from './periods.ts';
import { subscriptionInvoice } from './invoices.ts';
import { changeFromRow } from './local-portal.ts';
import { applySubscriptionChange, recordInvoice, type BillingDeps } from './state.ts';
import { periodicQueue, type Jobs } from '../../infra/jobs.ts';

/**
 * What Stripe does at a period's end, for the local provider (issue 7): a subscription set to
 * cancel goes back to Free, any other renews for one more period with an invoice. Stripe's own
 * subscriptions are left to Stripe and its webhooks.
 */

async function downgrade(deps: BillingDeps, row: SubscriptionRow): Promise<void> {
  await applySubscriptionChange(deps, {
    ...changeFromRow(row),
    plan: 'free',
    status: 'active',
    billingCycle: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  });
}

/**
 * The next period starts where the last ended; after a long outage (the job did not run) it starts
 * now instead of charging for the missed periods. The invoice id names the period, so a second
 * run for the same period records nothing new.
 */
async function renew(deps: BillingDeps, current: SubscriptionRow & { plan: 'pro' | 'elite' }, now: Date) {
  // A change scheduled for the period's end (decision 016) starts with the new period.
  const row = { ...current, plan: current.scheduledPlan ?? current.plan };
  const cycle = current.scheduledBillingCycle ?? row.billingCycle ?? 'monthly';
  const ended = row.currentPeriodEnd ?? now;
  const start = addCycle(ended, cycle) > now ? ended : now;
  const end = addCycle(start, cycle);
  await applySubscriptionChange(deps, {
    ...changeFromRow(row),
    status: 'active',
    billingCycle: cycle,
    currentPeriodStart: start,
    currentPeriodEnd: end,
  });
  await recordInvoice(
    deps.db,
    subscriptionInvoice(
      row.userId,
      `local_in_renewal_${row.id}_${start.toISOString()}`,
      { plan: row.plan, cycle, currency: row.currency },
      start,
      end,
    ),
  );
}

/** Ends every local period that is over; returns how many subscriptions it touched. */
export async function runRenewals(deps: BillingDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        ne(subscriptions.plan, 'free'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const row of due) {
    try {
      if (row.cancelAtPeriodEnd || row.plan === 'free') await downgrade(deps, row);
      else await renew(deps, { ...row, plan: row.plan }, now);
    } catch (error) {
      // One broken row must not stop the others; the next run tries it again.
      deps.log.error({ err: error, subscriptionId: row.id }, 'local renewal failed');
    }
  }
  return due.length;
}

export const RENEWALS_QUEUE = 'billing-renewals';

/**
 * Runs the renewals on `cron` (every minute), once across processes (pg-boss schedule, decision
 * 014). A failed pass is left to the next one, a minute later.
 */
export function scheduleRenewals(jobs: Jobs, deps: BillingDeps, cron: string): void {
  jobs.define(periodicQueue(RENEWALS_QUEUE, { retryLimit: 0, expireInSeconds: 5 * 60 }), async () => {
    await runRenewals(deps);
  });
  jobs.schedule(RENEWALS_QUEUE, cron);
}
