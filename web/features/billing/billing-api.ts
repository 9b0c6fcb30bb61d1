import type {
  TBillingOverview,
  TCheckoutRequest,
  TLocalCheckout,
  TLocalPayRequest,
  TPremiumTemplate,
  TPremiumTemplateUse,
  TSubscriptionView,
} from '#domain/subscription';
import type { TPlanChangePreview, TPlanChangePreviewRequest, TPlanChangeRequest } from '#domain/proration';
import { api, importedSchema } from '../../lib/api';

/** The billing API (server/features/billing): one place for its paths and response schemas. */

// The schemas are imported with the first request (lib/api.ts): the pricing page, which a visitor
// may open first, asks for the subscription of a signed-in visitor only.
const subscriptionSchema = importedSchema(() => import('#domain/subscription'));
const prorationSchema = importedSchema(() => import('#domain/proration'));

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const localCheckoutPath = (id: string) => `/api/billing/local/checkout/${encodeURIComponent(id)}`;

export function fetchSubscription(signal?: AbortSignal): Promise<TSubscriptionView> {
  return api('/api/subscription', {
    schema: subscriptionSchema('ZSubscriptionView'),
    ...withSignal(signal),
  });
}

export async function createCheckout(request: TCheckoutRequest): Promise<string> {
  return (
    await api('/api/billing/checkout', {
      method: 'POST',
      body: request,
      schema: subscriptionSchema('ZCheckoutResponse'),
    })
  ).url;
}

export async function createPortal(): Promise<string> {
  return (
    await api('/api/billing/portal', {
      method: 'POST',
      body: {},
      schema: subscriptionSchema('ZPortalResponse'),
    })
  ).url;
}

export function fetchBillingOverview(signal?: AbortSignal): Promise<TBillingOverview> {
  return api('/api/billing/overview', {
    schema: subscriptionSchema('ZBillingOverview'),
    ...withSignal(signal),
  });
}

export function fetchLocalCheckout(id: string, signal?: AbortSignal): Promise<TLocalCheckout> {
  return api(localCheckoutPath(id), {
    schema: subscriptionSchema('ZLocalCheckout'),
    ...withSignal(signal),
  });
}

export async function payLocalCheckout(id: string, card: TLocalPayRequest): Promise<string> {
  const path = `${localCheckoutPath(id)}/pay`;
  return (await api(path, { method: 'POST', body: card, schema: subscriptionSchema('ZLocalPayResponse') }))
    .redirectUrl;
}

export type LocalPortalAction = { kind: 'cancel' } | { kind: 'resume' };

export async function runLocalPortalAction(action: LocalPortalAction): Promise<void> {
  await api(`/api/billing/local/portal/${action.kind}`, { method: 'POST', body: {} });
}

/** What a plan change would charge now (decision 016); either provider. */
export function previewPlanChange(
  request: TPlanChangePreviewRequest,
  signal?: AbortSignal,
): Promise<TPlanChangePreview> {
  return api('/api/billing/plan-change/preview', {
    method: 'POST',
    body: request,
    schema: prorationSchema('ZPlanChangePreview'),
    ...withSignal(signal),
  });
}

/** Makes the change at the preview's proration date, so the amount charged is the one shown. */
export function confirmPlanChange(request: TPlanChangeRequest): Promise<TPlanChangePreview> {
  return api('/api/billing/plan-change', {
    method: 'POST',
    body: request,
    schema: prorationSchema('ZPlanChangePreview'),
  });
}

export function fetchPremiumTemplates(signal?: AbortSignal): Promise<TPremiumTemplate[]> {
  return api('/api/premium-templates', {
    schema: subscriptionSchema('ZPremiumTemplateList'),
    ...withSignal(signal),
  });
}

export function requestTemplateUse(id: string): Promise<TPremiumTemplateUse> {
  return api(`/api/premium-templates/${encodeURIComponent(id)}/use`, {
    method: 'POST',
    body: {},
    schema: subscriptionSchema('ZPremiumTemplateUse'),
  });
}
