import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import { ZPlanChangePreview, ZPlanChangePreviewRequest, ZPlanChangeRequest } from '#domain/proration';
import {
  INTERVAL_CYCLE,
  ZBillingOverview,
  ZBillingOverviewQuery,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZPortalResponse,
  ZPremiumTemplateList,
  ZPremiumTemplateUse,
  ZSubscriptionView,
  type TCheckoutRequest,
} from '#domain/subscription';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../errors.ts';
import type { CheckoutItem } from '../../infra/billing/provider.ts';
import { getSessionUser, requireUser, type SessionUser } from '../../session.ts';
import { currentPlan } from './access.ts';
import { invoiceReceipt, listInvoices } from './invoices.ts';
import { localBillingRoutes } from './local-routes.ts';
import { changePlan, previewPlanChange } from './plan-change.ts';
import {
  assertPurchasable,
  getPremiumTemplate,
  hasPurchased,
  listPremiumTemplates,
  templateUseError,
} from './premium-templates.ts';
import { subscriptionView } from './service.ts';
import { getOrCreateSubscription } from './state.ts';
import { effectivePlan } from './subscription.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** What a checkout request buys, after the checks every provider needs. */
async function checkoutItem(deps: AppDeps, user: SessionUser, body: TCheckoutRequest): Promise<CheckoutItem> {
  if ('type' in body) {
    const template = await getPremiumTemplate(deps.db, body.template_id);
    const row = await getOrCreateSubscription(deps.db, user.id);
    assertPurchasable(
      template,
      effectivePlan(row, new Date()),
      await hasPurchased(deps.db, user.id, template.id),
    );
    return { kind: 'template', templateId: template.id, name: template.name, amountDkk: template.priceDkk };
  }
  if (body.plan === 'free') {
    throw new AppError(
      'BAD_REQUEST',
      'The Free plan needs no checkout. To leave a paid plan, cancel it under billing.',
    );
  }
  const cycle = INTERVAL_CYCLE[body.interval];
  const row = await getOrCreateSubscription(deps.db, user.id);
  if (effectivePlan(row, new Date()) === body.plan && row.billingCycle === cycle) {
    throw new AppError('CONFLICT', "You're already on this plan.");
  }
  return { kind: 'subscription', plan: body.plan, cycle, currency: body.currency ?? 'USD' };
}

/**
 * Plans, checkout, the billing portal and history, premium templates (spec 000 §7, issue 7). The
 * provider (Stripe or local) only starts checkouts and portals; everything else is ours.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'The signed-in user’s subscription',
        description:
          'Plan, status (an ended paid plan reads as expired and free), the applications used in the current period (calendar month on Free, billing period on paid plans) and the limit (-1 = unlimited).',
        response: { 200: ZSubscriptionView, 401: ZApiError },
      },
    },
    async (request) => subscriptionView(app.deps, (await requireUser(request)).id),
  );

  app.post(
    '/billing/checkout',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Start a checkout',
        description:
          'A plan × interval (× currency, default USD), or `{ type: "template_purchase", template_id }` for a premium template without a tier. Returns the URL to open: Stripe Checkout, or the in-app checkout of the local provider.',
        body: ZCheckoutRequest,
        response: { 200: ZCheckoutResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const item = await checkoutItem(app.deps, user, request.body);
      const base = app.deps.config.appUrl;
      const urls =
        item.kind === 'template'
          ? { success: `${base}/premium-templates?purchase=success`, cancel: `${base}/premium-templates` }
          : { success: `${base}/subscription?checkout=success`, cancel: `${base}/subscription` };
      return app.deps.billing.createCheckout(user, item, urls);
    },
  );

  app.post(
    '/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: 'Open the billing portal',
        description: "404 'No Stripe customer found' for a user who never paid (spec 000 §8).",
        response: { 200: ZPortalResponse, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return app.deps.billing.createPortal(user.id, `${app.deps.config.appUrl}/billing`);
    },
  );

  app.post(
    '/billing/plan-change/preview',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'What changing plan would charge now',
        description:
          'For a subscriber: an upgrade (a dearer price per period, same or longer interval) starts a new period now and costs the new price less a credit for the unused time of the current period, counted in seconds (Stripe’s proration); any other change waits for the period’s end and costs nothing now. Send `prorationDate` back with the change. 404 without a paid subscription.',
        body: ZPlanChangePreviewRequest,
        response: { 200: ZPlanChangePreview, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return previewPlanChange(app.deps, user.id, request.body);
    },
  );

  app.post(
    '/billing/plan-change',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Change plan, charging the previewed amount',
        description:
          'The target plan and interval with the preview’s `prorationDate`: the amount charged is the amount the preview showed. A `prorationDate` older than 30 minutes or outside the current period is 409 (preview again). Answers with the figures charged.',
        body: ZPlanChangeRequest,
        response: { 200: ZPlanChangePreview, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return changePlan(app.deps, request.log, user.id, request.body);
    },
  );

  app.get(
    '/billing/overview',
    {
      schema: {
        tags: ['billing'],
        summary: 'Subscription, invoices (newest first) and payment method',
        querystring: ZBillingOverviewQuery,
        response: { 200: ZBillingOverview, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const subscription = await subscriptionView(app.deps, user.id);
      const row = await getOrCreateSubscription(app.deps.db, user.id);
      const page = await listInvoices(app.deps.db, user.id, request.query);
      const paymentMethod =
        row.paymentMethodBrand && row.paymentMethodLast4
          ? { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 }
          : null;
      return { subscription, paymentMethod, ...page };
    },
  );

  app.get(
    '/billing/invoices/:id/receipt',
    {
      schema: {
        tags: ['billing'],
        summary: 'Download the receipt of an invoice (HTML)',
        params: z.object({ id: z.string() }),
        response: { 200: z.string(), 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const receipt = await invoiceReceipt(app.deps.db, user, request.params.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .send(receipt.html);
    },
  );

  app.get(
    '/premium-templates',
    {
      schema: {
        tags: ['billing'],
        summary: 'Premium templates, cheapest first',
        description: 'Open to everyone; `purchased` is true for templates the signed-in user bought.',
        response: { 200: ZPremiumTemplateList },
      },
    },
    async (request) => listPremiumTemplates(app.deps.db, (await getSessionUser(request))?.id ?? null),
  );

  app.post(
    '/premium-templates/:id/use',
    {
      schema: {
        tags: ['billing'],
        summary: 'Use a premium template',
        description:
          'Allowed when the user bought it, or for a tier template when the plan reaches the tier (and has the premium_templates feature). 403 carries `fields.requiredPlan`.',
        params: z.object({ id: z.string() }),
        response: { 200: ZPremiumTemplateUse, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const template = await getPremiumTemplate(app.deps.db, request.params.id);
      const purchased = await hasPurchased(app.deps.db, user.id, template.id);
      const refused = templateUseError(await currentPlan(request, user.id), {
        subscriptionTier: template.subscriptionTier,
        purchased,
      });
      if (refused) throw refused;
      return {
        id: template.id,
        name: template.name,
        access: purchased ? ('purchase' as const) : ('plan' as const),
      };
    },
  );

  if (app.deps.billing.id === 'local') await app.register(localBillingRoutes);
};
