import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BillingProvider } from '../../infra/billing/provider.ts';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Runs before an account's rows are deleted, so a deleted person is never charged again. The local
 * provider charges nobody outside our database, so deleting its rows ends the subscription; a
 * Stripe subscription must be cancelled at Stripe, and if that cannot happen the deletion stops.
 */
export async function cancelPaidSubscriptionForDeletion(
  deps: { db: Db; billing: BillingProvider; log: FastifyBaseLogger },
  userId: string,
): Promise<void> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || row.plan === 'free' || ENDED.has(row.status) || row.provider === 'local') return;
  const provider = deps.billing;
  if (row.providerSubscriptionId && provider.id === row.provider && provider.cancelSubscriptionNow) {
    await provider.cancelSubscriptionNow(row.providerSubscriptionId);
    deps.log.info(
      { userId, subscription: row.providerSubscriptionId },
      'subscription cancelled for account deletion',
    );
    return;
  }
  throw new AppError(
    'CONFLICT',
    'Your paid subscription could not be cancelled automatically. Please cancel it under Billing, then delete your account.',
  );
}
