import { z } from 'zod';
import { BILLING_CYCLES, CURRENCIES, PLAN_RANK, type BillingCycle, type PlanId } from './plans.ts';

/**
 * Plan changes of a paying subscriber (issue 13 item 14; docs/decisions/016-prorated-plan-changes.md).
 *
 * - An upgrade (a dearer price per period on the same or a longer interval) happens now: a new
 *   period starts at once, the user pays the new price less a credit for the unused time of the
 *   current period, counted in seconds as Stripe does (`billing_cycle_anchor: 'now'`,
 *   `proration_behavior: 'always_invoice'`). Because the new price is higher than the old one and
 *   the credit is never more than the old price, the amount due is always positive.
 * - Any other change (a cheaper plan, or a shorter interval) takes effect at the next billing period
 *   (spec 000 §2 FAQ "changes take effect at the next billing period"): nothing is charged now and
 *   the next renewal is at the new plan's price.
 *
 * Amounts are integer minor units (cents / øre).
 */

const CYCLE_MONTHS: Record<BillingCycle, number> = { monthly: 1, yearly: 12 };

export type PlanChangeTiming = 'now' | 'period_end';

/** When a change from one paid plan × cycle to another takes effect (see above). */
export function planChangeTiming(
  from: { plan: PlanId; cycle: BillingCycle; amount: number },
  to: { plan: PlanId; cycle: BillingCycle; amount: number },
): PlanChangeTiming {
  if (CYCLE_MONTHS[to.cycle] < CYCLE_MONTHS[from.cycle]) return 'period_end';
  if (to.amount > from.amount) return 'now';
  // Same price per period (never so in the catalogue): a higher plan still counts as an upgrade.
  if (to.amount === from.amount && PLAN_RANK[to.plan] > PLAN_RANK[from.plan]) return 'now';
  return 'period_end';
}

/**
 * The credit for the unused part of a paid period at `at`, as Stripe prorates: the period's price
 * times the share of its seconds still ahead, rounded to the nearest minor unit. Nothing before the
 * period starts counts as used; nothing is left after it ends.
 */
export function unusedTimeCredit(amount: number, period: { start: Date; end: Date }, at: Date): number {
  const startS = Math.floor(period.start.getTime() / 1000);
  const endS = Math.floor(period.end.getTime() / 1000);
  const atS = Math.floor(at.getTime() / 1000);
  const total = endS - startS;
  if (total <= 0 || amount <= 0) return 0;
  const unused = Math.min(Math.max(endS - atS, 0), total);
  return Math.round((amount * unused) / total);
}

export type Proration = {
  /** The new plan's price for one full period (charged now; the new period starts now). */
  newPrice: number;
  /** The unused time of the current period, taken off the new price. */
  credit: number;
  /** What is charged now: newPrice - credit, never below 0. */
  amountDue: number;
};

/** An upgrade's figures: the new price less the credit for the current period's unused time. */
export function prorateUpgrade(
  current: { amount: number; start: Date; end: Date },
  newPrice: number,
  at: Date,
): Proration {
  const credit = Math.min(unusedTimeCredit(current.amount, current, at), newPrice);
  return { newPrice, credit, amountDue: newPrice - credit };
}

// ---------------------------------------------------------------------------------------------
// API contracts

const ZPaidPlan = z.enum(['pro', 'elite']);
const ZCycle = z.enum(BILLING_CYCLES);

/** POST /api/billing/plan-change/preview: the plan × interval to move to. */
export const ZPlanChangePreviewRequest = z
  .object({ plan: ZPaidPlan, interval: z.enum(['month', 'year']) })
  .strict();
export type TPlanChangePreviewRequest = z.infer<typeof ZPlanChangePreviewRequest>;

/**
 * POST /api/billing/plan-change: the same target plus the preview's `prorationDate`, so the amount
 * charged is the amount the user confirmed (Stripe's `proration_date`). A preview older than
 * PRORATION_DATE_MAX_AGE_S is refused (409) and must be fetched again.
 */
export const ZPlanChangeRequest = ZPlanChangePreviewRequest.extend({
  prorationDate: z.number().int().positive(),
}).strict();
export type TPlanChangeRequest = z.infer<typeof ZPlanChangeRequest>;

/** How long a confirmed figure stays valid (seconds). */
export const PRORATION_DATE_MAX_AGE_S = 30 * 60;

export const ZPlanChangePreview = z.object({
  plan: ZPaidPlan,
  billing_cycle: ZCycle,
  currency: z.enum(CURRENCIES),
  timing: z.enum(['now', 'period_end']),
  /** Minor units. The new plan's price for one full period. */
  newPrice: z.number().int(),
  /** Minor units. The current period's unused time (0 when the change waits for the period's end). */
  credit: z.number().int(),
  /** Minor units. Charged when the change is confirmed (0 for a change at the period's end). */
  amountDue: z.number().int(),
  /** Unix seconds the figures are computed at; send it back with the change. */
  prorationDate: z.number().int(),
  /** When the new plan starts: now, or the end of the current period. */
  effectiveAt: z.string(),
  /** The next renewal after the change: its date and price (the new plan's full price). */
  nextRenewalAt: z.string(),
  nextRenewalAmount: z.number().int(),
  /** The plan and cycle being left, for the confirmation's wording. */
  fromPlan: ZPaidPlan,
  fromBillingCycle: ZCycle,
});
export type TPlanChangePreview = z.infer<typeof ZPlanChangePreview>;
