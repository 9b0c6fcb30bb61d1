import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import Send from 'lucide-react/icons/send';
import Trophy from 'lucide-react/icons/trophy';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { TAnalytics } from '#domain/applications';
import { Button } from '../../../components/ui/button';
import { formatPercent } from '../../../lib/format';
import { Seo } from '../../../lib/seo';
import { EmptyMessage } from '../../../components/empty-message';
import { LoadErrorAlert } from '../../../components/section-card';
import { StatCard } from '../../../components/stat-card';
import { MonthlyChart, MonthlyChartLocked, StatusBreakdown } from './analytics-charts';
import { formatResponseDays } from './analytics-format';
import { useAnalyticsQuery } from './use-analytics';
import { useSubscription } from '../../billing';

/**
 * Spec 001 §2, §9: total, this calendar month, success rate and the measured response time. This
 * month is the subscription's count (GET /api/subscription, counted by calendar month), the figure
 * the dashboard, /new-job and /subscription show.
 */
function AnalyticsStats({ analytics }: { analytics: TAnalytics | undefined }) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const days = analytics
    ? formatResponseDays(analytics.averageResponseDays, i18n.resolvedLanguage ?? 'en')
    : '–';
  return (
    <section
      aria-label={t('analytics.stats.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        label={t('analytics.stats.total')}
        value={analytics?.total ?? '–'}
        icon={<Send className="size-4" />}
      />
      <StatCard
        label={t('analytics.stats.thisMonth')}
        value={subscription.isLoading ? '–' : subscription.view.applicationsUsed}
        icon={<CalendarDays className="size-4" />}
      />
      <StatCard
        label={t('analytics.stats.successRate')}
        value={analytics ? formatPercent(analytics.successRate, i18n.language) : '–'}
        hint={t('analytics.stats.successRateHint')}
        icon={<Trophy className="size-4" />}
      />
      <StatCard
        label={t('analytics.stats.responseTime')}
        value={
          analytics?.averageResponseDays == null
            ? days
            : t('analytics.stats.days', { count: analytics.averageResponseDays, days })
        }
        hint={t('analytics.stats.responseTimeHint')}
        icon={<Clock className="size-4" />}
      />
    </section>
  );
}

function AnalyticsBody() {
  const { t } = useTranslation();
  const query = useAnalyticsQuery();
  if (query.isError)
    return (
      <LoadErrorAlert
        title={t('analytics.error.title')}
        description={t('analytics.error.text')}
        onRetry={() => void query.refetch()}
      />
    );
  const analytics = query.data;
  return (
    <>
      <AnalyticsStats analytics={analytics} />
      {analytics?.total === 0 ? (
        <EmptyMessage
          icon={<ChartColumn aria-hidden="true" />}
          title={t('analytics.empty.title')}
          text={t('analytics.empty.text')}
          action={
            <Button asChild>
              <Link to="/new-job">{t('analytics.empty.cta')}</Link>
            </Button>
          }
        />
      ) : analytics ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <StatusBreakdown byStatus={analytics.byStatus} />
          {analytics.overTime ? <MonthlyChart overTime={analytics.overTime} /> : <MonthlyChartLocked />}
        </div>
      ) : (
        <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-6 lg:grid-cols-2">
          <div className="h-80 animate-pulse rounded-xl bg-muted" />
          <div className="h-80 animate-pulse rounded-xl bg-muted" />
        </div>
      )}
    </>
  );
}

/** /analytics (spec 001 §2): four stat cards, the status breakdown and applications over time. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Seo title={t('analytics.seo.title')} description={t('analytics.seo.description')} noindex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('analytics.header.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('analytics.header.description')}</p>
      </header>
      <AnalyticsBody />
    </div>
  );
}
