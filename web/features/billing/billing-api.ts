import {
  ZBillingOverview,
  ZCheckoutResponse,
  ZLocalCheckout,
  ZLocalPayResponse,
  ZPortalResponse,
  ZPremiumTemplateList,
  ZPremiumTemplateUse,
  ZSubscriptionView,
  type TBillingOverview,
  type TCheckoutRequest,
  type TLocalCheckout,
  type TLocalPayRequest,
  type TPremiumTemplate,
  type TPremiumTemplateUse,
  type TSubscriptionView,
} from '#domain/subscription';
import {
  ZPlanChangePreview,
  type TPlanChangePreview,
  type TPlanChangePreviewRequest,
  type TPlanChangeRequest,
} from '#domain/proration';
import { api } from '../../lib/api';

/** The billing API (server/features/billing): one place for its paths and response schemas. */

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const localCheckoutPath = (id: string) => `/api/billing/local/checkout/${encodeURIComponent(id)}`;

export function fetchSubscription(signal?: AbortSignal): Promise<TSubscriptionView> {
  return api('/api/subscription', { schema: ZSubscriptionView, ...withSignal(signal) });
}

export async function createCheckout(request: TCheckoutRequest): Promise<string> {
  return (await api('/api/billing/checkout', { method: 'POST', body: request, schema: ZCheckoutResponse }))
    .url;
}

export async function createPortal(): Promise<string> {
  return (await api('/api/billing/portal', { method: 'POST', body: {}, schema: ZPortalResponse })).url;
}

export function fetchBillingOverview(signal?: AbortSignal): Promise<TBillingOverview> {
  return api('/api/billing/overview', { schema: ZBillingOverview, ...withSignal(signal) });
}

export function fetchLocalCheckout(id: string, signal?: AbortSignal): Promise<TLocalCheckout> {
  return api(localCheckoutPath(id), { schema: ZLocalCheckout, ...withSignal(signal) });
}

export async function payLocalCheckout(id: string, card: TLocalPayRequest): Promise<string> {
  const path = `${localCheckoutPath(id)}/pay`;
  return (await api(path, { method: 'POST', body: card, schema: ZLocalPayResponse })).redirectUrl;
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
    schema: ZPlanChangePreview,
    ...withSignal(signal),
  });
}

/** Makes the change at the preview's proration date, so the amount charged is the one shown. */
export function confirmPlanChange(request: TPlanChangeRequest): Promise<TPlanChangePreview> {
  return api('/api/billing/plan-change', { method: 'POST', body: request, schema: ZPlanChangePreview });
}

export function fetchPremiumTemplates(signal?: AbortSignal): Promise<TPremiumTemplate[]> {
  return api('/api/premium-templates', { schema: ZPremiumTemplateList, ...withSignal(signal) });
}

export function requestTemplateUse(id: string): Promise<TPremiumTemplateUse> {
  return api(`/api/premium-templates/${encodeURIComponent(id)}/use`, {
    method: 'POST',
    body: {},
    schema: ZPremiumTemplateUse,
  });
}
