import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import type { TLocalCheckout } from '#domain/subscription';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api';
import { fetchLocalCheckout } from '../billing-api';
import { formatMinorAmount } from '../../../lib/format';
import { CardPaymentForm } from './card-payment-form';
import { PageHeader } from '../../../components/page-header';

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

function OrderSummary({ checkout }: { checkout: TLocalCheckout }) {
  const { t, i18n } = useTranslation();
  const total = formatMinorAmount(checkout.amount, checkout.currency, i18n.language);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.checkout.summary')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {checkout.plan ? (
            <SummaryRow label={t('billing.checkout.plan')} value={t(`billing.planNames.${checkout.plan}`)} />
          ) : (
            <SummaryRow label={t('billing.checkout.template')} value={checkout.templateName ?? ''} />
          )}
          <SummaryRow
            label={t('billing.checkout.interval')}
            value={
              checkout.interval ? t(`billing.interval.${checkout.interval}`) : t('billing.checkout.oneTime')
            }
          />
          <SummaryRow
            label={t('billing.checkout.currency')}
            value={t(`pricing.currency.${checkout.currency}`)}
          />
          <div className="flex justify-between gap-4 pt-3 text-base">
            <dt className="font-semibold">{t('billing.checkout.total')}</dt>
            <dd className="font-bold tabular-nums" data-testid="checkout-total">
              {total}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function ClosedNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert variant="warning">
        <AlertDescription>{text}</AlertDescription>
      </Alert>
      <Button asChild variant="outline">
        <Link to="/subscription">
          <ArrowLeft aria-hidden="true" />
          {t('billing.checkout.back')}
        </Link>
      </Button>
    </div>
  );
}

/** The local provider's checkout (/checkout/:id): order summary and a test card form. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['local-checkout', id],
    queryFn: ({ signal }) => fetchLocalCheckout(id, signal),
  });
  const checkout = query.data;
  const notFound = isApiError(query.error) && query.error.status === 404;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        seo={{ title: t('billing.seo.checkout.title'), description: t('billing.seo.checkout.description') }}
        title={t('billing.checkout.title')}
      />
      {query.isPending ? <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-muted" /> : null}
      {query.isError ? (
        <ClosedNotice text={notFound ? t('billing.checkout.notFound') : t('billing.checkout.loadError')} />
      ) : null}
      {checkout?.status === 'paid' ? <ClosedNotice text={t('billing.checkout.paid')} /> : null}
      {checkout?.status === 'expired' ? <ClosedNotice text={t('billing.checkout.expired')} /> : null}
      {checkout?.status === 'open' ? (
        <div className="grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
          <OrderSummary checkout={checkout} />
          <CardPaymentForm
            checkoutId={checkout.id}
            amount={formatMinorAmount(checkout.amount, checkout.currency, i18n.language)}
          />
        </div>
      ) : null}
    </div>
  );
}
