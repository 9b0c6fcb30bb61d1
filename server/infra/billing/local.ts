import { eq } from 'drizzle-orm';
import { planPrice } from '#domain/plans';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, subscriptions, type Currency } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BillingProvider, CheckoutItem } from './provider.ts';

/**
 * The default provider when Stripe is not configured: checkout is an in-app page
 * (/checkout/<session id>) with a test card form, and the portal is the app's own page
 * (/billing/portal). Payment itself happens in features/billing/local-checkout.ts.
 */

/** As long as Stripe keeps a Checkout Session open. */
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const LOCAL_PORTAL_URL = '/billing/portal';

/** The customer id the local provider gives a user at the first payment; the portal needs one. */
export const localCustomerId = (userId: string) => `local_cus_${userId}`;

/** What the item costs, in minor units of the currency it is charged in. */
export function checkoutAmount(item: CheckoutItem): { amount: number; currency: Currency } {
  if (item.kind === 'template') return { amount: item.amountDkk * 100, currency: 'dkk' };
  return {
    amount: planPrice(item.plan, item.currency, item.cycle) * 100,
    currency: item.currency === 'DKK' ? 'dkk' : 'usd',
  };
}

export function createLocalProvider(db: Db): BillingProvider {
  return {
    id: 'local',
    async createCheckout(user, item) {
      if (item.kind === 'subscription') {
        const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
        // As with Stripe: a subscriber changes plan on the subscription they have (prorated,
        // decision 016), never by paying for a second one in full.
        const live =
          row?.provider === 'local' &&
          row.plan !== 'free' &&
          row.status === 'active' &&
          (row.currentPeriodEnd === null || row.currentPeriodEnd > new Date());
        if (live) {
          return { url: LOCAL_PORTAL_URL };
        }
      }
      const { amount, currency } = checkoutAmount(item);
      const [session] = await db
        .insert(checkoutSessions)
        .values({
          userId: user.id,
          item,
          amount,
          currency,
          expiresAt: new Date(Date.now() + CHECKOUT_SESSION_TTL_MS),
        })
        .returning({ id: checkoutSessions.id });
      if (!session) throw new Error('checkout session was not stored');
      return { url: `/checkout/${session.id}` };
    },
    async createPortal(userId) {
      const [row] = await db
        .select({ customer: subscriptions.providerCustomerId })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      // The same words Stripe's portal function uses, so the web treats both alike (spec 000 §8).
      if (!row?.customer) throw new AppError('NOT_FOUND', 'No Stripe customer found');
      return { url: LOCAL_PORTAL_URL };
    },
  };
}
