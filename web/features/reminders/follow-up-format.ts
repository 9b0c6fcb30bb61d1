import { dateTimeFormat } from '../../lib/format';

/**
 * Dates of the reminders as the web shows and edits them. A follow-up date is a calendar day
 * (YYYY-MM-DD, counted in UTC on the server); an interview is a moment, edited in the browser's
 * own time zone with a datetime-local input.
 */

/** Today as the server counts follow-up days (UTC). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** "3 Dec 2026" for a calendar day, without a time zone shifting it to the day before. */
export function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}

export function formatMoment(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An ISO moment as a datetime-local input's value (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO moment; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
