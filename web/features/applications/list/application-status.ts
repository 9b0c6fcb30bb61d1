import type { ApplicationStatus } from '#domain/applications';
import { COUNTED_STATUSES } from '#domain/application-rules';

/**
 * Spec 001 §3: the statuses analytics count (applied, interview, offer, rejected, accepted) show
 * in colour; the others (draft, withdrawn) are neutral. One colour per status, shared by the badge
 * in the list and the bar in the analytics breakdown, so a status looks the same everywhere.
 */
type StatusColour = { badge: string; bar: string };

const NEUTRAL: StatusColour = { badge: 'border-border bg-muted text-muted-foreground', bar: 'bg-slate-400' };

const COLOURS: Record<(typeof COUNTED_STATUSES)[number], StatusColour> = {
  applied: { badge: 'border-sky-200 bg-sky-50 text-sky-800', bar: 'bg-sky-500' },
  interview: { badge: 'border-amber-200 bg-amber-50 text-amber-800', bar: 'bg-amber-500' },
  offer: { badge: 'border-violet-200 bg-violet-50 text-violet-800', bar: 'bg-violet-500' },
  rejected: { badge: 'border-red-200 bg-red-50 text-red-800', bar: 'bg-red-500' },
  accepted: { badge: 'border-emerald-200 bg-emerald-50 text-emerald-800', bar: 'bg-emerald-500' },
};

export function isCountedStatus(status: string): status is (typeof COUNTED_STATUSES)[number] {
  return (COUNTED_STATUSES as readonly string[]).includes(status);
}

/** The colour classes of a status; neutral for draft, withdrawn and anything unknown. */
export function statusColour(status: ApplicationStatus | string): StatusColour {
  return isCountedStatus(status) ? COLOURS[status] : NEUTRAL;
}
