import { eq } from 'drizzle-orm';
import { planPrice, type BillingCycle } from '#domain/plans';
import {
  PRORATION_DATE_MAX_AGE_S,
  planChangeTiming,
  prorateUpgrade,
  type TPlanChangePreview,
  type TPlanChangePreviewRequest,
  type TPlanChangeRequest,
} from '#domain/proration';
import { INTERVAL_CYCLE } from '#domain/subscription';
import type { AppDeps } from '../../app.ts';
import { invoices, subscriptions, type SubscriptionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createStripeClient } from '../../infra/billing/stripe.ts';
import type { PlanTarget } from '../../infra/billing/provider.ts';
import { addCycle } from './periods.ts';
import { domainCurrency, prorationInvoiceDescription } from './invoices.ts';
import { changeFromRow } from './local-portal.ts';
import { applySubscriptionChange, type BillingDeps } from './state.ts';
import { effectivePlan } from './subscription.ts';
import { syncSubscription } from './webhook.ts';

/**
 * A subscriber's plan change (issue 13 item 14, decision 016): a preview with the amount due now,
 * then the change that charges exactly that amount. An upgrade starts a new period at once and is
 * charged the new price less the unused time of the current period (counted at the preview's
 * `prorationDate`); a cheaper plan or a shorter interval waits for the period's end. The local
 * provider computes it here; Stripe computes it itself (`invoices.createPreview`, then the update
 * with the same `proration_date`), so the figure shown is the figure charged either way.
 */

type PaidRow = SubscriptionRow & {
  plan: 'pro' | 'elite';
  billingCycle: BillingCycle;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
};

/** The user's live paid subscription; anything else has no plan to change (404). */
async function paidSubscription(deps: AppDeps, userId: string, now: Date): Promise<PaidRow> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (
    !row ||
    effectivePlan(row, now) === 'free' ||
    row.provider !== deps.billing.id ||
    !row.billingCycle ||
    !row.currentPeriodStart ||
    !row.currentPeriodEnd
  ) {
    throw new AppError('NOT_FOUND', 'No active subscription to change.');
  }
  if (row.provider === 'stripe' && !row.providerSubscriptionId) {
    throw new AppError('NOT_FOUND', 'No active subscription to change.');
  }
  return row as PaidRow;
}

const amountOf = (t: { plan: 'pro' | 'elite'; cycle: BillingCycle }, row: SubscriptionRow) =>
  planPrice(t.plan, domainCurrency(row.currency), t.cycle) * 100;

function targetOf(row: PaidRow, request: TPlanChangePreviewRequest): PlanTarget {
  const cycle = INTERVAL_CYCLE[request.interval];
  if (row.plan === request.plan && row.billingCycle === cycle) {
    throw new AppError('CONFLICT', "You're already on this plan.");
  }
  return { plan: request.plan, cycle, currency: domainCurrency(row.currency) };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function computePreview(
  deps: AppDeps,
  row: PaidRow,
  to: PlanTarget,
  prorationDate: number,
): Promise<TPlanChangePreview> {
  const from = {
    plan: row.plan,
    cycle: row.billingCycle,
    amount: amountOf({ plan: row.plan, cycle: row.billingCycle }, row),
  };
  const newPrice = amountOf(to, row);
  const timing = planChangeTiming(from, { ...to, amount: newPrice });
  const base = {
    plan: to.plan,
    billing_cycle: to.cycle,
    currency: to.currency,
    timing,
    newPrice,
    prorationDate,
    nextRenewalAmount: newPrice,
    fromPlan: row.plan,
    fromBillingCycle: row.billingCycle,
  };
  if (timing === 'period_end') {
    return {
      ...base,
      credit: 0,
      amountDue: 0,
      effectiveAt: row.currentPeriodEnd.toISOString(),
      nextRenewalAt: row.currentPeriodEnd.toISOString(),
    };
  }
  const at = new Date(prorationDate * 1000);
  const planChanges = deps.billing.planChanges;
  const figures = planChanges
    ? await planChanges.preview(row.providerSubscriptionId!, to, prorationDate)
    : {
        ...prorateUpgrade(
          { amount: from.amount, start: row.currentPeriodStart, end: row.currentPeriodEnd },
          newPrice,
          at,
        ),
        periodEnd: addCycle(at, to.cycle),
      };
  return {
    ...base,
    newPrice: figures.newPrice,
    credit: figures.credit,
    amountDue: figures.amountDue,
    effectiveAt: at.toISOString(),
    nextRenewalAt: figures.periodEnd.toISOString(),
    nextRenewalAmount: newPrice,
  };
}

export async function previewPlanChange(
  deps: AppDeps,
  userId: string,
  request: TPlanChangePreviewRequest,
  now = new Date(),
): Promise<TPlanChangePreview> {
  const row = await paidSubscription(deps, userId, now);
  return computePreview(deps, row, targetOf(row, request), seconds(now));
}

/** A confirmed figure is honoured for a while, never for a time outside the current period. */
function checkProrationDate(row: PaidRow, prorationDate: number, now: Date): void {
  const nowS = seconds(now);
  if (
    prorationDate > nowS + 60 ||
    prorationDate < nowS - PRORATION_DATE_MAX_AGE_S ||
    prorationDate < seconds(row.currentPeriodStart) ||
    prorationDate >= seconds(row.currentPeriodEnd)
  ) {
    throw new AppError('CONFLICT', 'This price is out of date. Please review the change again.');
  }
}

const billing = (deps: AppDeps, log: BillingDeps['log']): BillingDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  log,
  appUrl: deps.config.appUrl,
});

/**
 * Makes the change the user confirmed and returns what was charged (the preview's figures at the
 * same `prorationDate`).
 */
export async function changePlan(
  deps: AppDeps,
  log: BillingDeps['log'],
  userId: string,
  request: TPlanChangeRequest,
  now = new Date(),
): Promise<TPlanChangePreview> {
  const row = await paidSubscription(deps, userId, now);
  const to = targetOf(row, request);
  checkProrationDate(row, request.prorationDate, now);
  const figures = await computePreview(deps, row, to, request.prorationDate);
  const bdeps = billing(deps, log);
  const scheduled = { plan: to.plan, billingCycle: to.cycle };

  if (figures.timing === 'period_end') {
    await deps.billing.planChanges?.changeAtPeriodEnd(row.providerSubscriptionId!, to);
    // Choosing a plan for the next period is choosing to renew: a pending cancellation is lifted.
    await applySubscriptionChange(bdeps, {
      ...changeFromRow(row),
      cancelAtPeriodEnd: false,
      scheduledChange: scheduled,
    });
    return figures;
  }

  if (deps.billing.planChanges) {
    await deps.billing.planChanges.changeNow(row.providerSubscriptionId!, to, request.prorationDate);
    // The webhook will say the same; reading it now lets the answer show the new plan already.
    const settings = deps.config.stripe;
    if (settings) {
      await syncSubscription(
        { ...bdeps, stripe: createStripeClient(settings) },
        row.providerSubscriptionId!,
        userId,
      );
    }
    await applySubscriptionChange(bdeps, {
      ...changeFromRow(await freshRow(deps, userId)),
      scheduledChange: null,
    });
    return figures;
  }

  // Local: the invoice id names the change, so a double submit charges once.
  const providerInvoiceId = `local_in_change_${row.id}_${request.prorationDate}_${to.plan}_${to.cycle}`;
  const [claimed] = await deps.db
    .insert(invoices)
    .values({
      userId,
      subscriptionId: row.id,
      provider: 'local',
      providerInvoiceId,
      amount: figures.amountDue,
      currency: row.currency,
      status: 'paid',
      description: prorationInvoiceDescription(
        { plan: to.plan, cycle: to.cycle },
        { plan: row.plan, cycle: row.billingCycle },
        figures,
      ),
      periodStart: now,
      periodEnd: addCycle(now, to.cycle),
    })
    .onConflictDoNothing({ target: invoices.providerInvoiceId })
    .returning({ id: invoices.id });
  if (!claimed) return figures;
  try {
    await applySubscriptionChange(bdeps, {
      ...changeFromRow(row),
      plan: to.plan,
      status: 'active',
      billingCycle: to.cycle,
      currentPeriodStart: now,
      currentPeriodEnd: addCycle(now, to.cycle),
      cancelAtPeriodEnd: false,
      scheduledChange: null,
    });
  } catch (error) {
    await deps.db.delete(invoices).where(eq(invoices.id, claimed.id));
    throw error;
  }
  return figures;
}

async function freshRow(deps: AppDeps, userId: string): Promise<SubscriptionRow> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error(`subscription row for ${userId} vanished`);
  return row;
}
