import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import { ZLocalCheckout, ZLocalPayRequest, ZLocalPayResponse, ZSubscriptionView } from '#domain/subscription';
import { requireUser } from '../../session.ts';
import { getLocalCheckout, payLocalCheckout } from './local-checkout.ts';
import { setLocalCancelAtPeriodEnd } from './local-portal.ts';
import { billingDeps, subscriptionView } from './service.ts';

const ZId = z.object({ id: z.string() });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * The local provider's checkout and portal API, registered only when Stripe is not configured.
 * The web's /checkout/:id and /billing/portal pages call these.
 */
export const localBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/local/checkout/:id',
    {
      schema: {
        tags: ['billing (local provider)'],
        summary: 'A checkout session of the signed-in user',
        params: ZId,
        response: { 200: ZLocalCheckout, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return getLocalCheckout(app.deps.db, user.id, request.params.id);
    },
  );

  app.post(
    '/billing/local/checkout/:id/pay',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing (local provider)'],
        summary: 'Pay a checkout session with a test card',
        description:
          '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined (CARD_DECLINED); any other valid number is refused. Paying a paid session again returns the same redirect.',
        params: ZId,
        body: ZLocalPayRequest,
        response: { 200: ZLocalPayResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return payLocalCheckout(
        billingDeps(app.deps, request.log),
        user.id,
        request.params.id,
        request.body.cardNumber,
      );
    },
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/billing/local/portal/${action}`,
      {
        schema: {
          tags: ['billing (local provider)'],
          summary: cancel ? 'Cancel at the end of the period' : 'Resume a subscription set to cancel',
          response: { 200: ZSubscriptionView, 401: ZApiError, 404: ZApiError },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await setLocalCancelAtPeriodEnd(billingDeps(app.deps, request.log), user.id, cancel);
        return subscriptionView(app.deps, user.id);
      },
    );
  }
};
