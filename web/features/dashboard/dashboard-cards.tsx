import FileText from 'lucide-react/icons/file-text';
import Send from 'lucide-react/icons/send';
import Sparkles from 'lucide-react/icons/sparkles';
import TrendingUp from 'lucide-react/icons/trending-up';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { TApplicationSummary } from '#domain/applications';
import type { NextAction, TOnboardingState } from '#domain/onboarding';
import { isBannerHidden } from '#domain/onboarding-rules';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatPercent } from '../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { StatCard } from '../../components/stat-card';
import { ApplicationTitle } from '../applications';
import { EmptyMessage } from '../../components/empty-message';
import { EMPTY_SEARCH } from '../applications';
import { StatusBadge } from '../applications';
import { useApplicationListQuery } from '../applications';
import { LoadErrorAlert } from '../../components/section-card';
import { summarizeUsage } from '../billing';
import {
  isNearLimit,
  nextActionTarget,
  RECENT_APPLICATIONS_SHOWN,
  recentApplications,
} from './dashboard-rules';

/** Spec 001 §2: the completion banner, hidden from 95 % on the dashboard. */
export function CompletionBanner({ state, onComplete }: { state: TOnboardingState; onComplete: () => void }) {
  const { t } = useTranslation();
  const { percent, message } = state.completion;
  if (isBannerHidden(percent, 'dashboard')) return null;
  return (
    <Alert className="flex-col gap-3 sm:flex-row sm:items-center" data-testid="completion-banner">
      <div className="grid flex-1 gap-2">
        <AlertTitle>{t(`dashboard.completion.messages.${message}`)}</AlertTitle>
        <AlertDescription className="text-muted-foreground">
          {t('dashboard.completion.text', { percent })}
        </AlertDescription>
        <Progress value={percent} aria-label={t('dashboard.completion.label')} className="max-w-md" />
      </div>
      <Button onClick={onComplete} className="self-start sm:self-center">
        {t('dashboard.completion.cta')}
      </Button>
    </Alert>
  );
}

type StatsProps = {
  /** The analytics' counts; undefined while they load. */
  applications: { total: number } | undefined;
  /** Applications used this month (the subscription's count); undefined while it loads. */
  used: number | undefined;
  limit: number;
  plan: string;
  cvCount: number | undefined;
  percent: number | undefined;
};

/**
 * The statistic cards: the total from the analytics; this month's count and the limit card read the
 * subscription's own count (GET /api/subscription), the figure /new-job, the sidebar, analytics and
 * /subscription show too.
 */
export function StatCards({ applications, used, limit, plan, cvCount, percent }: StatsProps) {
  const { t, i18n } = useTranslation();
  const usage = summarizeUsage(used ?? 0, limit);
  const warn = used !== undefined && isNearLimit(used, limit);
  const usageValue =
    used === undefined
      ? '–'
      : usage.limit === undefined
        ? t('dashboard.stats.unlimited')
        : t('dashboard.stats.usageValue', { used: usage.used, limit: usage.limit });
  const usageHint = warn
    ? t('dashboard.stats.usageWarning', { percent: usage.percent })
    : t('dashboard.stats.usageHint', { plan });
  return (
    <section
      aria-label={t('dashboard.stats.label')}
      // Two cards a row, three from xl; the cards of a short last row share its width, so there is
      // never an empty slot whatever the number of cards (five today, an odd count on both widths).
      className="flex flex-wrap gap-3 *:min-w-0 *:grow *:basis-[40%] sm:gap-4 xl:*:basis-[30%]"
    >
      <StatCard
        label={t('dashboard.stats.thisMonth')}
        value={used ?? '–'}
        icon={<TrendingUp className="size-4" />}
      />
      <StatCard
        label={t('dashboard.stats.total')}
        value={applications?.total ?? '–'}
        icon={<Send className="size-4" />}
      />
      <StatCard
        label={t('dashboard.stats.usage')}
        value={usageValue}
        hint={usageHint}
        warn={warn}
        icon={<Sparkles className="size-4" />}
      />
      <StatCard
        label={t('dashboard.stats.cvs')}
        value={cvCount ?? '–'}
        hint={t('dashboard.stats.cvsHint')}
        icon={<FileText className="size-4" />}
      />
      <StatCard
        label={t('dashboard.stats.completion')}
        value={percent === undefined ? '–' : formatPercent(percent, i18n.language)}
        icon={<UserRound className="size-4" />}
      />
    </section>
  );
}

function RecentList() {
  const { t } = useTranslation();
  const recent = useApplicationListQuery(EMPTY_SEARCH, RECENT_APPLICATIONS_SHOWN);
  if (recent.isPending)
    return (
      <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-3 px-6 pb-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    );
  if (recent.isError)
    return (
      <CardContent>
        <LoadErrorAlert
          title={t('applications.error.title')}
          description={t('applications.error.text')}
          onRetry={() => void recent.refetch()}
        />
      </CardContent>
    );
  const items = recentApplications(recent.data.items);
  if (items.length === 0)
    return (
      <EmptyMessage
        className="border-0 pt-2 pb-8"
        icon={<Send aria-hidden="true" />}
        title={t('dashboard.recent.emptyTitle')}
        text={t('dashboard.recent.emptyText')}
        action={
          <Button asChild>
            <Link to="/new-job">{t('dashboard.recent.emptyCta')}</Link>
          </Button>
        }
      />
    );
  return (
    <ul className="divide-y border-t" aria-label={t('dashboard.recent.title')}>
      {items.map((application) => (
        <RecentRow key={application.id} application={application} />
      ))}
    </ul>
  );
}

function RecentRow({ application }: { application: TApplicationSummary }) {
  return (
    <li className="relative flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-6 py-3 hover:bg-muted/50">
      <ApplicationTitle application={application} />
      <StatusBadge status={application.status} />
    </li>
  );
}

/** Spec 001 §2: up to five recent applications, newest first, with See All. */
export function RecentApplications() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t('dashboard.recent.title')}</CardTitle>
          <CardDescription>{t('dashboard.recent.description')}</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/applications">{t('dashboard.recent.seeAll')}</Link>
        </Button>
      </CardHeader>
      <RecentList />
    </Card>
  );
}

type PromptAction = Exclude<NextAction, 'none'>;

/** Spec 001 §4 next-action logic, as a prompt with one fitting button; nothing for 'none'. */
export function NextActionCard({ action, onOpenModal }: { action: NextAction; onOpenModal: () => void }) {
  const { t } = useTranslation();
  const target = nextActionTarget(action);
  if (!target || action === 'none') return null;
  const key: PromptAction = action;
  return (
    <Card className="border-brand-200 bg-brand-50/60" data-testid="next-action">
      <CardHeader>
        <CardTitle>{t('dashboard.next.title')}</CardTitle>
        <CardDescription>{t(`dashboard.next.${key}.text`)}</CardDescription>
      </CardHeader>
      <CardContent>
        {target.kind === 'modal' ? (
          <Button onClick={onOpenModal}>{t(`dashboard.next.${key}.cta`)}</Button>
        ) : (
          <Button asChild>
            <Link to={target.to}>{t(`dashboard.next.${key}.cta`)}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
