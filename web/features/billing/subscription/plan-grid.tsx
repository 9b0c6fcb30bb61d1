import { useTranslation } from '../../../lib/use-translation';
import { PLAN_IDS, type PlanCatalogueEntry } from '#domain/plans';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { PlanChangeDialog } from '../plan-change-dialog';
import { BillingToggles, type BillingControlsProps } from '../pricing/billing-controls';
import { PlanCardGrid } from '../pricing/plan-card';
import { isCurrentChoice, planAction, type PlanAction } from '../subscription-state';
import { usePlanCheckout } from './use-plan-checkout';
import type { SubscriptionState } from '../use-subscription';

const ACTION_LABEL_KEY = {
  current: 'billing.subscription.grid.currentPlan',
  selectFree: 'billing.subscription.grid.selectFree',
  upgrade: 'billing.subscription.grid.upgradeNow',
  switch: 'billing.subscription.grid.switchPlan',
} as const satisfies Record<PlanAction, string>;

type GridProps = BillingControlsProps & { subscription: SubscriptionState };

/** Spec 000 §2 Subscription: the plan grid with its period and currency switches. */
export function PlanGrid({ subscription, ...toggles }: GridProps) {
  const { billing, currency } = toggles;
  const { t } = useTranslation();
  const { view, plan: currentPlan } = subscription;
  const checkout = usePlanCheckout(view, currentPlan);
  // "Current Plan" follows the cycle paid by: a yearly subscriber's plan is current on the yearly grid.
  const cycle = { current: view.billing_cycle, shown: billing };
  const current = PLAN_IDS.find((id) => isCurrentChoice(currentPlan, id, cycle)) ?? null;

  const renderAction = (plan: PlanCatalogueEntry, titleId: string) => {
    // While the plan is unknown no button may act on a guess (spec 000 §6).
    if (currentPlan === null) {
      return (
        <BusyButton busy busyLabel={t('common.loading')} size="lg" variant="outline" className="w-full">
          {t('common.loading')}
        </BusyButton>
      );
    }
    const action = planAction(currentPlan, plan.id, cycle);
    const label = t(ACTION_LABEL_KEY[action]);
    const choose = () => checkout.choose(plan.id, billing, currency);
    if (action === 'current') {
      // aria-disabled keeps it focusable, so pressing it can explain 'Already subscribed'.
      return (
        <Button
          variant="secondary"
          size="lg"
          aria-disabled="true"
          aria-describedby={titleId}
          className={cn('w-full cursor-not-allowed opacity-70')}
          onClick={choose}
        >
          {label}
        </Button>
      );
    }
    return (
      <BusyButton
        busy={checkout.loadingPlan === plan.id}
        busyLabel={t('common.loading')}
        variant={action === 'upgrade' ? 'default' : 'outline'}
        size="lg"
        className="w-full"
        aria-describedby={titleId}
        onClick={choose}
      >
        {label}
      </BusyButton>
    );
  };

  return (
    <section aria-labelledby="plan-grid-title" className="space-y-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <h2 id="plan-grid-title" className="text-xl font-semibold tracking-tight">
          {t('billing.subscription.grid.title')}
        </h2>
        <BillingToggles {...toggles} />
      </div>
      <PlanCardGrid billing={billing} currency={currency} currentPlan={current} renderAction={renderAction} />
      <PlanChangeDialog target={checkout.changeTarget} onClose={checkout.closeChange} />
    </section>
  );
}
