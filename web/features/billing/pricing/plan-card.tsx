import Check from 'lucide-react/icons/check';
import Sparkles from 'lucide-react/icons/sparkles';
import X from 'lucide-react/icons/x';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  PLAN_LIST,
  type BillingCycle,
  type Currency,
  type PlanCatalogueEntry,
  type PlanId,
} from '#domain/plans';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { PlanPrice } from './plan-price';

/**
 * One plan of the catalogue: badges, price, features. The action (the pricing page's link or the
 * subscription screen's checkout button) is the caller's; it gets the card title's id so the
 * button can be announced with the plan it is for.
 */
export function PlanCard({
  plan,
  billing,
  currency,
  isCurrent,
  renderAction,
}: {
  plan: PlanCatalogueEntry;
  billing: BillingCycle;
  currency: Currency;
  /** The signed-in user's plan: 'Current Plan' instead of 'Most Popular'. */
  isCurrent: boolean;
  renderAction: (titleId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = t(plan.nameKey);
  // Spec 000 §4: 'Most Popular' on pro unless it is the user's plan, then 'Current Plan'.
  const showPopular = plan.popular && !isCurrent;
  const included = plan.features.filter((f) => f.included);
  const excluded = plan.features.filter((f) => !f.included);

  return (
    <section
      id={`plan-${plan.id}`}
      aria-labelledby={titleId}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-2xl border bg-card p-6 sm:p-8',
        plan.highlight ? 'shadow-lg md:-my-3 md:py-11' : 'shadow-sm',
        isCurrent
          ? 'border-success ring-1 ring-success'
          : plan.highlight && 'border-primary ring-1 ring-primary',
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
        <PlanPrice plan={plan} billing={billing} currency={currency} />
      </div>

      <div className="mt-6">
        {renderAction(titleId)}
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

/** The three plans side by side from 768 px, stacked below (pricing page and subscription screen). */
export function PlanCardGrid({
  billing,
  currency,
  currentPlan,
  renderAction,
  className,
}: {
  billing: BillingCycle;
  currency: Currency;
  /** The signed-in user's plan; null for a visitor or while it loads. */
  currentPlan: PlanId | null;
  renderAction: (plan: PlanCatalogueEntry, titleId: string) => ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('ui:grid ui:items-stretch ui:gap-8 ui:md:grid-cols-3 ui:md:gap-5 ui:lg:gap-8', className)}
    >
      {PLAN_LIST.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          billing={billing}
          currency={currency}
          isCurrent={currentPlan === plan.id}
          renderAction={(titleId) => renderAction(plan, titleId)}
        />
      ))}
    </div>
  );
}
