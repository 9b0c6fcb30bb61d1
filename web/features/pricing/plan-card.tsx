import { Check, Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatPrice,
  monthlyEquivalent,
  planPrice,
  yearlySavingPercent,
  type BillingCycle,
  type Currency,
  type PlanCatalogueEntry,
} from '#domain/plans';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { PlanButton } from './plan-button';
import type { PricingViewer } from './use-pricing-viewer';

export function PlanCard({
  plan,
  billing,
  currency,
  viewer,
}: {
  plan: PlanCatalogueEntry;
  billing: BillingCycle;
  currency: Currency;
  viewer: PricingViewer;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = t(plan.nameKey);
  const isCurrent = viewer.signedIn && !viewer.pending && viewer.currentPlan === plan.id;
  // Spec 000 §4: 'Most Popular' on pro unless it is the user's plan, then 'Current Plan'.
  const showPopular = plan.popular && !isCurrent;
  const paid = plan.priceUSD > 0;
  const yearly = billing === 'yearly' && paid;
  const monthlyPrice = planPrice(plan.id, currency, 'monthly');
  const shownPrice = yearly ? monthlyEquivalent(plan.id, currency) : monthlyPrice;
  const included = plan.features.filter((f) => f.included);
  const excluded = plan.features.filter((f) => !f.included);

  return (
    <section
      id={`plan-${plan.id}`}
      aria-labelledby={titleId}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        plan.highlight && 'border-primary shadow-lg ring-1 ring-primary md:-my-3 md:py-11',
        isCurrent && 'border-success ring-1 ring-success',
      )}
    >
      {showPopular || isCurrent ? (
        <div className="absolute -top-3 left-1/2 -translate-x-1/2">
          {isCurrent ? (
            <Badge variant="success" className="bg-success text-white shadow-sm">
              <Check aria-hidden="true" className="size-3" />
              {t('pricing.card.currentPlan')}
            </Badge>
          ) : (
            <Badge className="shadow-sm">
              <Sparkles aria-hidden="true" className="size-3" />
              {t('pricing.card.mostPopular')}
            </Badge>
          )}
        </div>
      ) : null}

      <h3 id={titleId} className="text-xl font-semibold">
        {name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{t(plan.descriptionKey)}</p>

      <div className="mt-6">
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

      <div className="mt-6">
        <PlanButton
          plan={plan.id}
          billing={billing}
          viewer={viewer}
          featured={plan.highlight}
          describedBy={titleId}
        />
        <p className="mt-2 text-center text-xs text-muted-foreground">{t(plan.trustBadgeKey)}</p>
      </div>

      <ul
        aria-label={t('pricing.card.featuresLabel', { plan: name })}
        className="mt-6 space-y-3 border-t pt-6 text-sm"
      >
        {included.map((feature) => (
          <li key={feature.name} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t(`pricing.cardFeatures.${feature.name}`)}
          </li>
        ))}
        {excluded.map((feature) => (
          <li key={feature.name} className="flex gap-2 text-muted-foreground">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">{t('pricing.card.notIncluded')} </span>
              <span className="line-through decoration-muted-foreground/50">
                {t(`pricing.cardFeatures.${feature.name}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
