import Crown from 'lucide-react/icons/crown';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { TAnalytics } from '#domain/applications';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { statusColour } from '../list/application-status';
import { barPercent, breakdownRows, monthLabel } from './analytics-format';

/** Spec 001 §2: how many applications are in each status, as horizontal bars in the status colours. */
export function StatusBreakdown({ byStatus }: { byStatus: TAnalytics['byStatus'] }) {
  const { t } = useTranslation();
  const rows = breakdownRows(byStatus);
  const max = Math.max(0, ...rows.map((row) => row.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.breakdown.title')}</CardTitle>
        <CardDescription>{t('analytics.breakdown.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label={t('analytics.breakdown.title')}>
          {rows.map(({ status, count }) => {
            const label = t(`applications.status.${status}`, { defaultValue: status });
            return (
              <li
                key={status}
                aria-label={`${label}: ${count}`}
                className="grid grid-cols-[6.5rem_1fr_2rem] items-center gap-3 text-sm"
              >
                <span className="truncate text-muted-foreground">{label}</span>
                <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span
                    className={cn('block h-full rounded-full', statusColour(status).bar)}
                    style={{ width: `${barPercent(count, max)}%` }}
                  />
                </span>
                <span className="text-right font-medium tabular-nums">{count}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Applications per UTC calendar month over the last twelve months, as columns (no chart library). */
export function MonthlyChart({ overTime }: { overTime: NonNullable<TAnalytics['overTime']> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const max = Math.max(0, ...overTime.map((m) => m.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.overTime.title')}</CardTitle>
        <CardDescription>{t('analytics.overTime.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label={t('analytics.overTime.title')} className="flex h-48 items-stretch gap-1 sm:gap-2">
          {overTime.map(({ month, count }) => (
            <li
              key={month}
              aria-label={t('analytics.overTime.month', { month: monthLabel(month, locale, 'long'), count })}
              className="flex min-w-0 flex-1 flex-col items-center gap-1"
            >
              <div aria-hidden="true" className="flex w-full flex-1 flex-col items-center justify-end gap-1">
                <span className="text-xs font-medium tabular-nums">{count > 0 ? count : ''}</span>
                <span
                  className={cn('w-full max-w-10 rounded-t-md', count > 0 ? 'bg-primary' : 'bg-muted')}
                  // Four fifths at most: the count above the tallest bar needs room.
                  style={{ height: count > 0 ? `${barPercent(count, max) * 0.8}%` : '2px' }}
                />
              </div>
              <span
                aria-hidden="true"
                className="w-full truncate text-center text-[10px] text-muted-foreground sm:text-xs"
              >
                {/* Twelve columns on a phone leave room for one letter each. */}
                <span className="sm:hidden">{monthLabel(month, locale, 'narrow')}</span>
                <span className="hidden sm:inline">{monthLabel(month, locale)}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** In the chart's place on Free: the trend is Pro's advanced analytics (decision 022). */
export function MonthlyChartLocked() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-4 text-brand-700" />
          {t('analytics.overTime.title')}
        </CardTitle>
        <CardDescription>{t('analytics.overTime.locked')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/subscription">{t('gate.upgradeTo.pro')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/pricing">{t('gate.viewPlans')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
