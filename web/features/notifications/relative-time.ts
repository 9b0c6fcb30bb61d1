import { relativeTimeFormat } from '../../lib/format';

/** Units from the largest down, with their length in seconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * The largest whole unit between `iso` and `now`, negative for the past ("3 hours ago"). Under a
 * minute counts as 0 seconds so a fresh notification reads "now" rather than a ticking count.
 */
export function relativeTimeParts(
  iso: string,
  now: number,
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const elapsed = Math.abs(seconds);
  if (elapsed < 60) return { value: 0, unit: 'second' };
  const [unit, size] = UNITS.find(([, length]) => elapsed >= length) ?? ['second', 1];
  return { value: Math.trunc(seconds / size), unit };
}

export function formatRelativeTime(iso: string, locale: string, now = Date.now()): string {
  const { value, unit } = relativeTimeParts(iso, now);
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
