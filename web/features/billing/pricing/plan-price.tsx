import { useTranslation } from '../../../lib/use-translation';
import {
  formatPrice,
  monthlyEquivalent,
  planPrice,
  yearlySavingPercent,
  type BillingCycle,
  type Currency,
  type PlanCatalogueEntry,
} from '#domain/plans';
import { Badge } from '../../../components/ui/badge';

/**
 * A plan's price for the chosen period and currency (spec 000 §2): on yearly billing the per-month
 * equivalent, with the monthly price struck through and the saved percentage. Shared by the
 * pricing page and the subscription screen.
 */
export function PlanPrice({
  plan,
  billing,
  currency,
}: {
  plan: PlanCatalogueEntry;
  billing: BillingCycle;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const paid = plan.priceUSD > 0;
  const yearly = billing === 'yearly' && paid;
  const monthlyPrice = planPrice(plan.id, currency, 'monthly');
  const shownPrice = yearly ? monthlyEquivalent(plan.id, currency) : monthlyPrice;

  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(shownPrice, currency)}</span>
        <span className="text-sm text-muted-foreground">{t('pricing.card.perMonth')}</span>
      </p>
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-2 text-sm">
        {yearly ? (
          <>
            <s className="text-muted-foreground" aria-hidden="true">
              {formatPrice(monthlyPrice, currency)}
            </s>
            <span className="sr-only">
              {t('pricing.card.wasPrice', { price: formatPrice(monthlyPrice, currency) })}
            </span>
            <Badge variant="success">
              {t('pricing.card.savePercent', { percent: yearlySavingPercent(plan.id) })}
            </Badge>
          </>
        ) : (
          <span className="font-medium text-primary">{t(plan.highlightKey)}</span>
        )}
      </div>
      <p className="mt-1 min-h-5 text-xs text-muted-foreground">
        {paid
          ? yearly
            ? t('pricing.card.billedYearly', {
                price: formatPrice(planPrice(plan.id, currency, 'yearly'), currency),
              })
            : t('pricing.card.billedMonthly')
          : null}
      </p>
    </div>
  );
}
