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
  type TLocalPortalChange,
  type TPremiumTemplate,
  type TPremiumTemplateUse,
  type TSubscriptionView,
} from '#domain/subscription';
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

export type LocalPortalAction =
  { kind: 'change'; change: TLocalPortalChange } | { kind: 'cancel' } | { kind: 'resume' };

export async function runLocalPortalAction(action: LocalPortalAction): Promise<void> {
  const body = action.kind === 'change' ? action.change : {};
  await api(`/api/billing/local/portal/${action.kind}`, { method: 'POST', body });
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
