import { UNLIMITED } from '#domain/plans';

export type UsageSummary = {
  used: number;
  /** Undefined when the plan is unlimited (-1). */
  limit: number | undefined;
  /** 0-100, for the progress bar; 0 when unlimited. */
  percent: number;
};

/** Applications used this month against the plan's limit (spec 000 §3: -1 means unlimited). */
export function summarizeUsage(used: number, limit: number): UsageSummary {
  const safeUsed = Math.max(0, used);
  if (limit === UNLIMITED || limit < 0) return { used: safeUsed, limit: undefined, percent: 0 };
  if (limit === 0) return { used: safeUsed, limit: 0, percent: 100 };
  return { used: safeUsed, limit, percent: Math.min(100, Math.round((safeUsed / limit) * 100)) };
}
