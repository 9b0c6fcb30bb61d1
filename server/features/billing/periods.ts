import type { BillingCycle } from '#domain/plans';

/**
 * One billing period after `start`, as Stripe counts it: the same day of the next month (or
 * year), or the month's last day when that month is shorter (Jan 31 → Feb 28/29).
 */
export function addCycle(start: Date, cycle: BillingCycle): Date {
  const months = cycle === 'yearly' ? 12 : 1;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}
