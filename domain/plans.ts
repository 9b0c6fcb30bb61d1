/** Plan ids and ranks (spec 000 §4). The full catalogue (prices, features) joins this file later. */
export const PLAN_IDS = ['free', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_RANK: Record<PlanId, number> = { free: 0, pro: 1, elite: 2 };

/** Spec 000 §9: the Free plan's monthly application limit; -1 means unlimited. */
export const FREE_APPLICATIONS_LIMIT = 3;
export const UNLIMITED = -1;

/** Legacy plan values (spec 000 §3): professional -> pro, enterprise -> elite; unknown -> free. */
export function normalizePlan(value: string | null | undefined): PlanId {
  if (value === 'professional') return 'pro';
  if (value === 'enterprise') return 'elite';
  return PLAN_IDS.find((p) => p === value) ?? 'free';
}
