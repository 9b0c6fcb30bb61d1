import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatPrice, planPrice, type BillingCycle } from '#domain/plans';
import type { TPaidPlanId, TSubscriptionView } from '#domain/subscription';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { formatDate } from '../../../lib/format';
import { InvoiceList } from '../invoice-list';
import { PlanChangeDialog, type PlanChangeTarget } from '../plan-change-dialog';
import { PlanSummary } from '../plan-summary';
import { useBillingOverview } from '../use-billing-overview';
import { SegmentedControl } from '../pricing/segmented-control';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { usePortalAction } from './use-portal-action';
import { PageHeader } from '../../../components/page-header';
import { LoadState } from '../../../components/load-state';

const PAID_PLANS = ['pro', 'elite'] as const satisfies readonly TPaidPlanId[];

function ChangePlanCard({ subscription }: { subscription: TSubscriptionView & { plan: TPaidPlanId } }) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<TPaidPlanId>(subscription.plan);
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billing_cycle ?? 'monthly');
  const [confirming, setConfirming] = useState<PlanChangeTarget | null>(null);
  const unchanged = plan === subscription.plan && cycle === (subscription.billing_cycle ?? 'monthly');
  const price = formatPrice(planPrice(plan, subscription.currency, cycle), subscription.currency);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.portal.change.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl
            legend={t('billing.portal.change.plan')}
            value={plan}
            onChange={setPlan}
            options={PAID_PLANS.map((p) => ({ value: p, label: t(`billing.planNames.${p}`) }))}
          />
          <SegmentedControl
            legend={t('billing.portal.change.interval')}
            value={cycle}
            onChange={setCycle}
            options={[
              { value: 'monthly', label: t('billing.interval.month') },
              { value: 'yearly', label: t('billing.interval.year') },
            ]}
          />
        </div>
        <p className="text-sm">
          <span className="text-2xl font-bold">{price}</span>{' '}
          <span className="text-muted-foreground">
            {cycle === 'yearly' ? t('billing.interval.year') : t('billing.interval.month')}
          </span>
        </p>
        {unchanged ? (
          <p className="text-sm text-muted-foreground">{t('billing.portal.change.unchanged')}</p>
        ) : null}
        <Button disabled={unchanged} onClick={() => setConfirming({ plan, cycle })}>
          {t('billing.portal.change.submit')}
        </Button>
        <PlanChangeDialog target={confirming} onClose={() => setConfirming(null)} />
      </CardContent>
    </Card>
  );
}

function RenewalCard({ subscription }: { subscription: TSubscriptionView & { plan: TPaidPlanId } }) {
  const { t, i18n } = useTranslation();
  const end = formatDate(subscription.subscriptionEnd, i18n.language) ?? t('billing.notAvailable');
  const resume = usePortalAction({
    onDone: () => toast.success(t('billing.portal.resume.success'), { id: 'portal-action' }),
  });

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.portal.resume.button')}</CardTitle>
          <CardDescription>{t('billing.portal.resume.text', { date: end })}</CardDescription>
        </CardHeader>
        <CardContent>
          <BusyButton
            busy={resume.isPending}
            busyLabel={t('billing.portal.resume.resuming')}
            onClick={() => resume.mutate({ kind: 'resume' })}
          >
            {t('billing.portal.resume.button')}
          </BusyButton>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.portal.cancel.title')}</CardTitle>
        <CardDescription>{t('billing.portal.cancel.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CancelSubscriptionDialog planName={t(`billing.planNames.${subscription.plan}`)} endDate={end} />
      </CardContent>
    </Card>
  );
}

const isPaid = (view: TSubscriptionView): view is TSubscriptionView & { plan: TPaidPlanId } =>
  view.plan !== 'free';

/** The local provider's billing portal (/billing/portal): switch, cancel, resume, invoices. */
export function PortalPage() {
  const { t } = useTranslation();
  const overview = useBillingOverview();
  const data = overview.data;

  return (
    <div className="space-y-6">
      <PageHeader
        seo={{ title: t('billing.seo.portal.title'), description: t('billing.seo.portal.description') }}
        title={t('billing.portal.title')}
        description={t('billing.portal.description')}
      >
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/billing">
            <ArrowLeft aria-hidden="true" />
            {t('billing.portal.back')}
          </Link>
        </Button>
      </PageHeader>
      <LoadState query={overview} errorText={t('billing.overview.loadError')} />
      {data ? (
        <>
          <PlanSummary subscription={data.subscription} />
          {isPaid(data.subscription) ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ChangePlanCard subscription={data.subscription} />
              <RenewalCard subscription={data.subscription} />
            </div>
          ) : (
            <Alert variant="info" className="items-center justify-between">
              <AlertDescription>{t('billing.portal.freeNotice')}</AlertDescription>
              <Button asChild size="sm">
                <Link to="/subscription">{t('billing.portal.choosePlan')}</Link>
              </Button>
            </Alert>
          )}
          <Card>
            <CardHeader>
              <CardTitle>{t('billing.invoices.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <InvoiceList invoices={data.invoices} />
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
