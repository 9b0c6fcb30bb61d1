import type { TAnalytics } from '#domain/applications';
import { APPLICATION_STATUSES } from '#domain/application-rules';
import { dateTimeFormat, formatNumber } from '../../../lib/format';

/** "N" / "Nov" / "November 2026" for a "2026-11" month key, read as a UTC month (as the server counts it). */
export function monthLabel(
  month: string,
  locale: string,
  style: 'narrow' | 'short' | 'long' = 'short',
): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return dateTimeFormat(locale, {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** A bar's length as a share of the longest, in percent; a count above 0 never vanishes. */
export function barPercent(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(4, Math.round((count / max) * 100));
}

/** "3.5" / "3,5" days, or an em dash when no application has had a reply yet. */
export function formatResponseDays(days: number | null, locale: string): string {
  if (days === null) return '—';
  return formatNumber(days, locale);
}

export type BreakdownRow = { status: string; count: number };

/**
 * The breakdown's rows: every known status in the product's order (zeros included, so the chart
 * keeps its shape), then any status the server knows and this build does not.
 */
export function breakdownRows(byStatus: TAnalytics['byStatus']): BreakdownRow[] {
  const known: readonly string[] = APPLICATION_STATUSES;
  const unknown = Object.keys(byStatus).filter((status) => !known.includes(status));
  return [...known, ...unknown].map((status) => ({ status, count: byStatus[status] ?? 0 }));
}
