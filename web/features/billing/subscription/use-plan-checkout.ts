import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BillingCycle, Currency, PlanId } from '#domain/plans';
import type { TSubscriptionView } from '#domain/subscription';
import { useAuth } from '../../../lib/auth-provider';
import { toast } from '../../../lib/toast';
import { createCheckout, createPortal } from '../billing-api';
import { isSignedOutError, refusalMessage } from '../billing-errors';
import type { PlanChangeTarget } from '../plan-change-dialog';
import { usePortalErrorToast } from '../use-portal';
import { useTabAction } from '../use-tab-action';
import { isCurrentChoice } from '../subscription-state';

function useAuthRequiredToast() {
  const { t } = useTranslation();
  return () =>
    toast.error(t('billing.toasts.authRequired.title'), {
      id: 'checkout',
      description: t('billing.toasts.authRequired.description'),
    });
}

function useCheckoutErrorToast() {
  const { t } = useTranslation();
  const authRequired = useAuthRequiredToast();
  return (error: unknown) => {
    if (isSignedOutError(error)) return void authRequired();
    toast.error(t('billing.toasts.checkoutFailed.title'), {
      id: 'checkout',
      description: refusalMessage(error) ?? t('billing.toasts.checkoutFailed.description'),
    });
  };
}

/** A paying subscriber changes the subscription they have (prorated), never buys a second one. */
function isSubscriber(view: TSubscriptionView): boolean {
  return view.subscribed && view.plan !== 'free';
}

/**
 * Choosing a plan on /subscription (spec 000 §4): the plan marks itself loading and checkout opens
 * in a new tab; a subscriber choosing another paid plan gets the plan-change confirmation instead
 * (Free: the portal, where the plan is cancelled). Signed out: 'Authentication Required'; the
 * current plan: 'Already subscribed'.
 */
export function usePlanCheckout(view: TSubscriptionView, currentPlan: PlanId | null) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { busyKey, run } = useTabAction<PlanId>();
  const authRequired = useAuthRequiredToast();
  const checkoutError = useCheckoutErrorToast();
  const portalError = usePortalErrorToast();
  const [changeTarget, setChangeTarget] = useState<PlanChangeTarget | null>(null);

  const choose = (plan: PlanId, cycle: BillingCycle, currency: Currency) => {
    if (!user) return void authRequired();
    if (isCurrentChoice(currentPlan, plan, { current: view.billing_cycle, shown: cycle })) {
      toast.info(t('billing.toasts.alreadySubscribed.title'), {
        id: 'checkout',
        description: t('billing.toasts.alreadySubscribed.description'),
      });
      return;
    }
    if (plan !== 'free' && isSubscriber(view)) {
      // A subscriber sees what the change costs now and confirms it (decision 016).
      setChangeTarget({ plan, cycle });
      return;
    }
    if (plan === 'free' || isSubscriber(view)) {
      void run(plan, createPortal, portalError);
      return;
    }
    const interval = cycle === 'yearly' ? 'year' : 'month';
    void run(plan, () => createCheckout({ plan, interval, currency }), checkoutError);
  };

  return { loadingPlan: busyKey, choose, changeTarget, closeChange: () => setChangeTarget(null) };
}
