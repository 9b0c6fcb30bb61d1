import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { BusyButton } from '../../../components/ui/busy-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { ManageBillingButton } from '../manage-billing-button';
import { formatDate } from '../../../lib/format';
import { PlanBadge } from '../../../components/plan-badge';
import { summarizeUsage } from '../usage';
import { autoRenews } from '../subscription-state';
import type { SubscriptionState } from '../use-subscription';
import { ScheduledChangeNote } from '../plan-summary';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm font-medium">{children}</dd>
    </div>
  );
}

function UsageMeter({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  const usage = summarizeUsage(used, limit);
  const text =
    usage.limit === undefined
      ? t('billing.subscription.current.usageUnlimited', { used: usage.used })
      : t('billing.subscription.current.usageValue', { used: usage.used, limit: usage.limit });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{t('billing.subscription.current.usage')}</span>
        <span data-testid="usage-value">{text}</span>
      </div>
      <Progress
        value={usage.limit === undefined ? 100 : usage.percent}
        aria-label={`${t('billing.subscription.current.usage')}: ${text}`}
        className="mt-2"
      />
      {usage.limit === undefined ? (
        <p className="mt-1 text-xs text-muted-foreground">
          {t('billing.subscription.current.unlimitedNote')}
        </p>
      ) : null}
    </div>
  );
}

/** Spec 000 §2 Subscription: the current-plan card. */
export function CurrentPlanCard({ subscription }: { subscription: SubscriptionState }) {
  const { t, i18n } = useTranslation();
  const { view } = subscription;
  const date = (iso: string | null) => formatDate(iso, i18n.language) ?? t('billing.notAvailable');
  const ending = view.cancelAtPeriodEnd && view.plan !== 'free';

  return (
    <Card aria-busy={subscription.isLoading}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('billing.subscription.current.title')}</CardTitle>
          <PlanBadge plan={view.plan} name={t(`billing.planNames.${view.plan}`)} />
          <Badge variant={view.status === 'active' ? 'success' : 'destructive'}>
            {t(`billing.status.${view.status}`)}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <ManageBillingButton />
          <BusyButton
            variant="outline"
            size="sm"
            busy={subscription.isRefreshing}
            busyLabel={t('billing.subscription.current.refreshing')}
            onClick={() => void subscription.refresh()}
          >
            <RefreshCw aria-hidden="true" />
            {t('billing.subscription.current.refresh')}
          </BusyButton>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {view.status === 'expired' ? (
          <Alert variant="warning">
            <AlertDescription>{t('billing.subscription.current.expiredNotice')}</AlertDescription>
          </Alert>
        ) : null}
        {ending ? (
          <Alert variant="warning">
            <AlertDescription>
              {t('billing.subscription.current.endingNotice', { date: date(view.subscriptionEnd) })}
            </AlertDescription>
          </Alert>
        ) : null}
        <ScheduledChangeNote subscription={view} />
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label={t('billing.subscription.current.cycle')}>
            {view.billing_cycle ? t(`billing.cycle.${view.billing_cycle}`) : t('billing.notAvailable')}
          </Fact>
          <Fact label={t('billing.subscription.current.autoRenewal')}>
            <span data-testid="auto-renewal">
              {autoRenews(view)
                ? t('billing.subscription.current.on')
                : t('billing.subscription.current.off')}
            </span>
          </Fact>
          <Fact label={t('billing.subscription.current.started')}>{date(view.subscription_start_date)}</Fact>
          <Fact
            label={
              ending
                ? t('billing.subscription.current.endsOn')
                : t('billing.subscription.current.nextBilling')
            }
          >
            {date(ending ? view.subscriptionEnd : view.next_billing_date)}
          </Fact>
        </dl>
        <UsageMeter used={view.applicationsUsed} limit={view.applications_limit} />
      </CardContent>
    </Card>
  );
}
