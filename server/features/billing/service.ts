import type { FastifyBaseLogger } from 'fastify';
import type { TSubscriptionView } from '#domain/subscription';
import type { AppDeps } from '../../app.ts';
import type { BillingDeps } from './state.ts';
import { toSubscriptionView } from './subscription.ts';
import { subscriptionWithUsage } from './usage.ts';

/** What state.ts needs, from the app's dependencies and the request's logger. */
export const billingDeps = (deps: AppDeps, log: FastifyBaseLogger): BillingDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  log,
  appUrl: deps.config.appUrl,
});

/** GET /api/subscription's answer; the local portal answers with it too. */
export async function subscriptionView(deps: AppDeps, userId: string): Promise<TSubscriptionView> {
  const now = new Date();
  const { row, usage } = await subscriptionWithUsage(deps.db, userId, now);
  return toSubscriptionView(row, usage, now);
}
