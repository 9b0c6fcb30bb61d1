import { useTranslation } from 'react-i18next';
import type { BillingCycle, Currency, PlanId } from '#domain/plans';
import type { TSubscriptionView } from '#domain/subscription';
import { useAuth } from '../../app/auth-provider';
import { toast } from '../../lib/toast';
import { createCheckout, createPortal } from '../billing/billing-api';
import { isSignedOutError, refusalMessage } from '../billing/billing-errors';
import { usePortalErrorToast } from '../billing/use-portal';
import { useTabAction } from '../billing/use-tab-action';

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

/** A paying subscriber changes plans in the provider's portal, not with a second subscription. */
function isSubscriber(view: TSubscriptionView): boolean {
  return view.subscribed && view.plan !== 'free';
}

/**
 * Choosing a plan on /subscription (spec 000 §4): the plan marks itself loading and checkout (or,
 * for a subscriber, the portal) opens in a new tab. Signed out: 'Authentication Required'; the
 * current plan: 'Already subscribed'.
 */
export function usePlanCheckout(view: TSubscriptionView, currentPlan: PlanId | null) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { busyKey, run } = useTabAction<PlanId>();
  const authRequired = useAuthRequiredToast();
  const checkoutError = useCheckoutErrorToast();
  const portalError = usePortalErrorToast();

  const choose = (plan: PlanId, cycle: BillingCycle, currency: Currency) => {
    if (!user) return void authRequired();
    if (plan === currentPlan) {
      toast.info(t('billing.toasts.alreadySubscribed.title'), {
        id: 'checkout',
        description: t('billing.toasts.alreadySubscribed.description'),
      });
      return;
    }
    if (plan === 'free' || isSubscriber(view)) {
      void run(plan, createPortal, portalError);
      return;
    }
    const interval = cycle === 'yearly' ? 'year' : 'month';
    void run(plan, () => createCheckout({ plan, interval, currency }), checkoutError);
  };

  return { loadingPlan: busyKey, choose };
}
