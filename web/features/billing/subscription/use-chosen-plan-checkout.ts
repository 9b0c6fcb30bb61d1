import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { Currency } from '#domain/plans';
import { createCheckout } from '../billing-api';
import { refusalMessage } from '../billing-errors';
import { chosenPlanFrom, forgetChosenPlan } from '../../../lib/chosen-plan';
import { toast } from '../../../lib/toast';
import type { SubscriptionState } from '../use-subscription';

/**
 * /subscription?plan=pro[&billing=yearly]: the checkout route for a plan chosen on /pricing before
 * signing up. Once the plan is known, a Free user goes straight on to the payment for it (in this
 * tab: it is the page they asked for); anyone who already pays stays on the plan grid, and the
 * choice is forgotten. A checkout left unpaid keeps the choice (for a day): the verification link
 * and the next sign-in lead back to it.
 */
export function useChosenPlanCheckout(subscription: SubscriptionState, currency: Currency): void {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = chosenPlanFrom(searchParams);
  const started = useRef(false);
  const { plan: currentPlan, view } = subscription;

  useEffect(() => {
    if (!choice || currentPlan === null || started.current) return;
    started.current = true;
    const dropParam = () =>
      setSearchParams(
        (params) => {
          params.delete('plan');
          return params;
        },
        { replace: true },
      );
    if (currentPlan !== 'free' || (view.subscribed && view.plan !== 'free')) {
      forgetChosenPlan();
      return void dropParam();
    }
    const interval = choice.cycle === 'yearly' ? 'year' : 'month';
    createCheckout({ plan: choice.plan, interval, currency })
      .then((url) => window.location.assign(url))
      .catch((error: unknown) => {
        dropParam();
        toast.error(t('billing.toasts.checkoutFailed.title'), {
          id: 'checkout',
          description: refusalMessage(error) ?? t('billing.toasts.checkoutFailed.description'),
        });
      });
  }, [choice, currentPlan, view, currency, setSearchParams, t]);
}
