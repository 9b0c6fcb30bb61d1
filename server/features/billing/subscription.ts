import { normalizePlan, type PlanId } from '#domain/plans';
import type { TSubscriptionView } from '#domain/subscription';
import type { SubscriptionRow } from '../../db/schema.ts';

/** Provider statuses after which a paid plan no longer gives access, whatever the dates say. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete', 'incomplete_expired', 'unpaid']);

type PlanFields = Pick<SubscriptionRow, 'plan' | 'status' | 'currentPeriodEnd'>;

/**
 * Spec 000 §3: a paid plan whose end date has passed is expired and treated as Free. Legacy
 * values (professional, enterprise) read as their successors.
 */
export function isExpired(row: PlanFields, now: Date): boolean {
  const plan = normalizePlan(row.plan);
  if (plan === 'free') return false;
  if (ENDED_STATUSES.has(row.status)) return true;
  return row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() < now.getTime();
}

/**
 * The plan the provider says the user holds, ignoring the dates: a renewal of a period that just
 * ran out is not an upgrade, and ending such a period is a downgrade worth an email.
 */
export function heldPlan(row: Pick<SubscriptionRow, 'plan' | 'status'>): PlanId {
  return ENDED_STATUSES.has(row.status) ? 'free' : normalizePlan(row.plan);
}

/** The plan that decides access and limits right now. */
export function effectivePlan(row: PlanFields, now: Date): PlanId {
  return isExpired(row, now) ? 'free' : normalizePlan(row.plan);
}

/** Plan names as the billing pages and emails use them (spec 000 §2 Billing). */
export const PLAN_NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Professional', elite: 'Elite' };

/** Ids in URLs are checked before they reach a uuid column, so a malformed one is a plain 404. */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The client view of spec 000 §3 from the row and the current period's usage. */
export function toSubscriptionView(
  row: SubscriptionRow,
  usage: { used: number; limit: number },
  now: Date,
): TSubscriptionView {
  const plan = effectivePlan(row, now);
  const expired = isExpired(row, now);
  const paid = plan !== 'free';
  return {
    subscribed: paid,
    plan,
    status: expired ? 'expired' : 'active',
    applications_limit: usage.limit,
    applicationsUsed: usage.used,
    billing_cycle: paid ? row.billingCycle : null,
    // A plan that ends at the period's end has no next billing date.
    next_billing_date: paid && !row.cancelAtPeriodEnd ? iso(row.currentPeriodEnd) : null,
    subscription_start_date: paid ? iso(row.currentPeriodStart) : null,
    subscriptionEnd: iso(row.currentPeriodEnd),
    currency: row.currency === 'dkk' ? 'DKK' : 'USD',
    cancelAtPeriodEnd: paid && row.cancelAtPeriodEnd,
    provider: row.provider,
    scheduledChange:
      paid && row.scheduledPlan && row.scheduledBillingCycle && row.currentPeriodEnd
        ? {
            plan: row.scheduledPlan,
            billing_cycle: row.scheduledBillingCycle,
            startsAt: row.currentPeriodEnd.toISOString(),
          }
        : null,
  };
}
