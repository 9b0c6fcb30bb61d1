import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TSubscriptionView } from '#domain/subscription';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { formatDate } from '../../lib/format';

function DateFact({ label, iso }: { label: string; iso: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm font-medium">
        {formatDate(iso, i18n.language) ?? t('billing.notAvailable')}
      </dd>
    </div>
  );
}

/** A plan change waiting for the period's end (decision 016): what and when. */
export function ScheduledChangeNote({
  subscription,
  className,
}: {
  subscription: TSubscriptionView;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const scheduled = subscription.scheduledChange;
  if (!scheduled || subscription.plan === 'free' || subscription.cancelAtPeriodEnd) return null;
  const plan = t('billing.planChange.planAndCycle', {
    plan: t(`billing.planNames.${scheduled.plan}`),
    cycle: t(`billing.cycle.${scheduled.billing_cycle}`),
  });
  const date = formatDate(scheduled.startsAt, i18n.language) ?? t('billing.notAvailable');
  return (
    <p className={cn('ui:text-sm ui:text-muted-foreground', className)} data-testid="scheduled-change">
      {t('billing.planChange.scheduled', { plan, date })}
    </p>
  );
}

/**
 * The plan part of /billing (spec 000 §2): name (Free, Professional, Elite), Free/Active and
 * Annual/Monthly badges, start and next billing dates ('N/A' when missing). `action` is the
 * screen's button (Manage billing on /billing; none inside the portal itself).
 */
export function PlanSummary({
  subscription,
  action,
}: {
  subscription: TSubscriptionView;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const paid = subscription.plan !== 'free';
  const ending = paid && subscription.cancelAtPeriodEnd;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-muted-foreground">{t('billing.overview.planTitle')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <CardTitle className="text-2xl/8" data-testid="billing-plan-name">
              {t(`billing.planNames.${subscription.plan}`)}
            </CardTitle>
            <Badge variant={paid ? 'success' : 'secondary'}>
              {paid ? t('billing.status.active') : t('billing.status.free')}
            </Badge>
            {subscription.billing_cycle ? (
              <Badge variant="brand">{t(`billing.cycle.${subscription.billing_cycle}`)}</Badge>
            ) : null}
          </div>
        </div>
        {action}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
          <DateFact label={t('billing.overview.started')} iso={subscription.subscription_start_date} />
          <DateFact
            label={ending ? t('billing.overview.endsOn') : t('billing.overview.nextBilling')}
            iso={ending ? subscription.subscriptionEnd : subscription.next_billing_date}
          />
        </dl>
        <ScheduledChangeNote subscription={subscription} className="mt-4" />
      </CardContent>
    </Card>
  );
}
