import type { BillingCycle, PlanId } from '#domain/plans';

/**
 * The paid plan a visitor chose on /pricing (/auth?tab=signup&plan=pro[&billing=yearly]), kept
 * through sign-up, sign-in and the email-verification link (which opens in another tab, so the
 * choice lives in localStorage, not only in the URL), until checkout for it starts.
 */
export type ChosenPlan = { plan: Exclude<PlanId, 'free'>; cycle: BillingCycle };

const KEY = 'applywise.chosen-plan';
/** A choice older than this is forgotten: a sign-up a week later is not a purchase under way. */
export const CHOSEN_PLAN_TTL_MS = 24 * 60 * 60 * 1000;

/** The paid plan and cycle in a URL's query (?plan=pro&billing=yearly), if any. */
export function chosenPlanFrom(params: URLSearchParams): ChosenPlan | null {
  const plan = params.get('plan');
  if (plan !== 'pro' && plan !== 'elite') return null;
  return { plan, cycle: params.get('billing') === 'yearly' ? 'yearly' : 'monthly' };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberChosenPlan(choice: ChosenPlan, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...choice, at: now }));
  } catch {
    // Storage full or blocked: the choice is still in the URL of this tab.
  }
}

export function pendingChosenPlan(now = Date.now()): ChosenPlan | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { plan?: string; cycle?: string; at?: number };
    if (typeof saved.at !== 'number' || now - saved.at > CHOSEN_PLAN_TTL_MS) return null;
    return chosenPlanFrom(new URLSearchParams({ plan: saved.plan ?? '', billing: saved.cycle ?? '' }));
  } catch {
    return null;
  }
}

export function forgetChosenPlan(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The route that starts checkout for a choice: /subscription opens the payment for it. */
export function checkoutPath(choice: ChosenPlan): string {
  const billing = choice.cycle === 'yearly' ? '&billing=yearly' : '';
  return `/subscription?plan=${choice.plan}${billing}`;
}

/**
 * A page of ours to come back to after signing up or in (/auth?returnTo=/cv-builder: a visitor
 * who built a CV and must sign up to save it), kept like the chosen plan through the verification
 * link's other tab. Only a same-site path: never another site, never the auth page itself.
 */
const RETURN_KEY = 'applywise.return-to';

export function returnPathFrom(params: URLSearchParams): string | null {
  const path = params.get('returnTo');
  if (!path || !/^\/(?![/\\])/.test(path) || /^\/auth(?:[/?#]|$)/.test(path)) return null;
  return path;
}

export function rememberReturnPath(path: string, now = Date.now()): void {
  try {
    storage()?.setItem(RETURN_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage full or blocked: the user lands on the dashboard instead.
  }
}

export function pendingReturnPath(now = Date.now()): string | null {
  try {
    const raw = storage()?.getItem(RETURN_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof saved.at !== 'number' || now - saved.at > CHOSEN_PLAN_TTL_MS) return null;
    return typeof saved.path === 'string'
      ? returnPathFrom(new URLSearchParams({ returnTo: saved.path }))
      : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    storage()?.removeItem(RETURN_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Where signing up or in leads: checkout for a plan chosen on /pricing, else the page the visitor
 * was asked to sign up from, otherwise the dashboard.
 */
export function afterAuthPath(): string {
  const choice = pendingChosenPlan();
  return choice ? checkoutPath(choice) : (pendingReturnPath() ?? '/dashboard');
}
