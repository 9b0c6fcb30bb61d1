import { FREE_APPLICATIONS_LIMIT, PLAN_RANK, type BillingCycle, type PlanId } from '#domain/plans';
import type { TSubscriptionView } from '#domain/subscription';

/**
 * Spec 000 §4/§8: the free plan is the default for a signed-out user and what a failed
 * subscription check falls back to: free, active, limit 3, nothing used.
 */
export const FREE_SUBSCRIPTION: TSubscriptionView = {
  subscribed: false,
  plan: 'free',
  status: 'active',
  applications_limit: FREE_APPLICATIONS_LIMIT,
  applicationsUsed: 0,
  billing_cycle: null,
  next_billing_date: null,
  subscription_start_date: null,
  subscriptionEnd: null,
  currency: 'USD',
  cancelAtPeriodEnd: false,
  provider: 'local',
  scheduledChange: null,
};

export type ResolvedSubscription = {
  view: TSubscriptionView;
  /** The plan access decisions use; null while it loads, so gated features stay closed (spec 000 §6). */
  plan: PlanId | null;
};

/** What the UI believes about the user's plan, from the state of the subscription request. */
export function resolveSubscription({
  signedIn,
  data,
  failed,
}: {
  signedIn: boolean;
  data: TSubscriptionView | undefined;
  failed: boolean;
}): ResolvedSubscription {
  if (!signedIn) return { view: FREE_SUBSCRIPTION, plan: 'free' };
  if (data) return { view: data, plan: data.plan };
  if (failed) return { view: FREE_SUBSCRIPTION, plan: 'free' };
  return { view: FREE_SUBSCRIPTION, plan: null };
}

/** The subscription screen's plan buttons (spec 000 §2 Subscription). */
export type PlanAction = 'current' | 'selectFree' | 'upgrade' | 'switch';

export function planAction(
  currentPlan: PlanId,
  plan: PlanId,
  cycle?: { current: BillingCycle | null; shown: BillingCycle },
): PlanAction {
  if (isCurrentChoice(currentPlan, plan, cycle)) return 'current';
  if (plan === currentPlan) return 'switch';
  if (plan === 'free') return 'selectFree';
  return PLAN_RANK[plan] > PLAN_RANK[currentPlan] ? 'upgrade' : 'switch';
}

/**
 * Whether a plan at a billing cycle is what the user has: the plan, and for a paid plan the cycle
 * they pay by (Pro yearly is not "Current Plan" on the monthly grid). Without a cycle to compare,
 * the plan alone decides.
 */
export function isCurrentChoice(
  currentPlan: PlanId | null,
  plan: PlanId,
  cycle?: { current: BillingCycle | null; shown: BillingCycle },
): boolean {
  if (plan !== currentPlan) return false;
  if (plan === 'free' || !cycle?.current) return true;
  return cycle.current === cycle.shown;
}

/** Auto-renewal is on for a paid plan unless it was cancelled at the period's end. */
export function autoRenews(view: TSubscriptionView): boolean {
  return view.plan !== 'free' && view.status === 'active' && !view.cancelAtPeriodEnd;
}
