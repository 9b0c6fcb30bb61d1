import type { FastifyBaseLogger } from 'fastify';
import type { TSubscriptionView } from '#domain/subscription';
import type { AppDeps } from '../../app.ts';
import { getOrCreateSubscription, type BillingDeps } from './state.ts';
import { toSubscriptionView } from './subscription.ts';
import { currentUsage } from './usage.ts';

/** What state.ts needs, from the app's dependencies and the request's logger. */
export const billingDeps = (deps: AppDeps, log: FastifyBaseLogger): BillingDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  log,
  appUrl: deps.config.appUrl,
});

/** GET /api/subscription's answer; the local portal answers with it too. */
export async function subscriptionView(deps: AppDeps, userId: string): Promise<TSubscriptionView> {
  const row = await getOrCreateSubscription(deps.db, userId);
  const usage = await currentUsage(deps.db, userId);
  return toSubscriptionView(row, usage, new Date());
}
