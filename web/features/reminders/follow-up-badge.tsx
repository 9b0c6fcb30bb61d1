import AlarmClock from 'lucide-react/icons/alarm-clock';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useTranslation } from '../../lib/use-translation';
import type { TApplicationSummary } from '#domain/applications';
import { followUpState } from '#domain/application-rules';
import { cn } from '../../lib/utils';
import { formatDay, todayUtc } from './follow-up-format';

/**
 * The follow-up date on an application's card: upcoming, due today or overdue, said in words (and
 * an icon), the colour only repeating it. Nothing when there is no date or the status moved on.
 */
export function FollowUpBadge({
  application,
}: {
  application: Pick<TApplicationSummary, 'status' | 'followUpOn' | 'followedUpAt'>;
}) {
  const { t, i18n } = useTranslation();
  const state = followUpState(application, todayUtc());
  if (state === 'none' || !application.followUpOn) return null;
  const date = formatDay(application.followUpOn, i18n.resolvedLanguage ?? 'en');
  const Icon = state === 'done' ? CalendarCheck : state === 'upcoming' ? CalendarClock : AlarmClock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        state === 'overdue' && 'border-red-300 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
        state === 'due' &&
          'border-amber-300 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
        (state === 'upcoming' || state === 'done') && 'border-border bg-muted text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`reminders.badge.${state}`, { date })}
    </span>
  );
}
