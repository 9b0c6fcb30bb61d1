import type { BillingCycle, Currency } from '#domain/plans';

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
}
