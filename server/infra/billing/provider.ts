import type { BillingCycle, Currency } from '#domain/plans';

/** A paid plan × cycle in the subscription's currency: what a plan change moves to. */
export type PlanTarget = { plan: 'pro' | 'elite'; cycle: BillingCycle; currency: Currency };

/** A prorated change as the provider computes it (minor units); see domain/proration.ts. */
export type ProviderProration = { newPrice: number; credit: number; amountDue: number; periodEnd: Date };

/**
 * Plan changes on a provider's live subscription (decision 016). Only providers that bill outside
 * our database have them; the local provider's changes are ours (features/billing/local-portal.ts).
 */
export interface ProviderPlanChanges {
  /** What changing now would charge, computed as though it happened at `prorationDate` (unix s). */
  preview(subscriptionId: string, to: PlanTarget, prorationDate: number): Promise<ProviderProration>;
  /** Changes now and charges the prorated amount at once, at the previewed `prorationDate`. */
  changeNow(subscriptionId: string, to: PlanTarget, prorationDate: number): Promise<void>;
  /** Keeps the current plan to the period's end, then continues on `to` (nothing charged now). */
  changeAtPeriodEnd(subscriptionId: string, to: PlanTarget): Promise<void>;
}

/**
 * What the user is buying: a plan for one billing cycle, or one premium template (a one-time
 * payment priced in whole kroner, as the catalogue stores it).
 */
export type CheckoutItem =
  | { kind: 'subscription'; plan: 'pro' | 'elite'; cycle: BillingCycle; currency: Currency }
  | { kind: 'template'; templateId: string; name: string; amountDkk: number };

export type CheckoutUser = { id: string; email: string; name: string };

/**
 * A payment provider behind one interface (issue 7): Stripe when it is configured, else the local
 * provider with its in-app checkout and portal. Both activate plans through features/billing/state.ts.
 */
export interface BillingProvider {
  readonly id: 'stripe' | 'local';
  /** Starts a checkout and returns where to send the browser. */
  createCheckout(
    user: CheckoutUser,
    item: CheckoutItem,
    urls: { success: string; cancel: string },
  ): Promise<{ url: string }>;
  /**
   * The billing portal for the user. Throws AppError('NOT_FOUND', 'No Stripe customer found') for
   * a user who never paid (spec 000 §8).
   */
  createPortal(userId: string, returnUrl: string): Promise<{ url: string }>;
  /**
   * Ends a subscription at once (account deletion: a deleted person is never charged again).
   * Only providers that bill outside our database have it; the local provider's subscription ends
   * with its rows.
   */
  cancelSubscriptionNow?(providerSubscriptionId: string): Promise<void>;
  readonly planChanges?: ProviderPlanChanges;
}
