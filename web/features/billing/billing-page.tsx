import CreditCard from 'lucide-react/icons/credit-card';
import Receipt from 'lucide-react/icons/receipt';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TPaymentMethod } from '#domain/subscription';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { InvoiceList } from './invoice-list';
import { ManageBillingButton } from './manage-billing-button';
import { PlanSummary } from './plan-summary';
import { useBillingOverview } from './use-billing-overview';
import { PageHeader } from '../../components/page-header';
import { LoadState } from '../../components/load-state';

function PaymentMethodText({ method, paid }: { method: TPaymentMethod | null; paid: boolean }) {
  const { t } = useTranslation();
  if (!method) {
    return (
      <p className="text-sm text-muted-foreground">
        {paid ? t('billing.paymentMethod.noneOnFile') : t('billing.paymentMethod.none')}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
      <span aria-label={t('billing.paymentMethod.cardLabel', method)}>
        {t('billing.paymentMethod.card', method)}
      </span>
    </p>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        {icon}
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Spec 000 §2 Billing (/billing). */
export function BillingPage() {
  const { t } = useTranslation();
  const overview = useBillingOverview();
  const data = overview.data;
  return (
    <div className="space-y-6">
      <PageHeader
        seo={{ title: t('billing.seo.billing.title'), description: t('billing.seo.billing.description') }}
        title={t('billing.overview.title')}
        description={t('billing.overview.description')}
      />
      <LoadState query={overview} errorText={t('billing.overview.loadError')} />
      {data ? (
        <>
          <PlanSummary subscription={data.subscription} action={<ManageBillingButton />} />
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <Section
              icon={<Receipt aria-hidden="true" className="size-5 text-muted-foreground" />}
              title={t('billing.invoices.title')}
            >
              <InvoiceList invoices={data.invoices} />
            </Section>
            <Section
              icon={<CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />}
              title={t('billing.paymentMethod.title')}
            >
              <PaymentMethodText method={data.paymentMethod} paid={data.subscription.plan !== 'free'} />
            </Section>
          </div>
        </>
      ) : null}
    </div>
  );
}
