import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrencyChoice } from '../currency-choice';
import { useSearchParams } from 'react-router';
import type { BillingCycle } from '#domain/plans';
import { ActivatedBanner } from './activated-banner';
import { CurrentPlanCard } from './current-plan-card';
import { PlanGrid } from './plan-grid';
import { useChosenPlanCheckout } from './use-chosen-plan-checkout';
import { useInvalidateSubscription, useSubscription } from '../use-subscription';
import { PageHeader } from '../../../components/page-header';

/** Spec 000 §2 Subscription (/subscription, optional ?billing=yearly; ?checkout=success after paying). */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const invalidate = useInvalidateSubscription();
  const [searchParams, setSearchParams] = useSearchParams();
  // ?billing=yearly picks the cycle; otherwise the grid shows the cycle the user pays by.
  const [chosenBilling, setBilling] = useState<BillingCycle | null>(
    searchParams.get('billing') === 'yearly' ? 'yearly' : null,
  );
  const billing = chosenBilling ?? subscription.view.billing_cycle ?? 'monthly';
  // Until the user picks one, prices are in the currency they pay in, or by the UI language.
  const [currency, setCurrency] = useCurrencyChoice(
    subscription.view.subscribed ? subscription.view.currency : null,
  );
  const activated = searchParams.get('checkout') === 'success';
  useChosenPlanCheckout(subscription, currency);

  // Back from a payment: the plan changed on the server, whatever this tab cached.
  useEffect(() => {
    if (activated) void invalidate();
  }, [activated, invalidate]);

  const closeBanner = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('checkout');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return (
    <div className="space-y-8">
      <PageHeader
        seo={{
          title: t('billing.seo.subscription.title'),
          description: t('billing.seo.subscription.description'),
        }}
        title={t('billing.subscription.title')}
        description={t('billing.subscription.description')}
      />
      {activated ? <ActivatedBanner onClose={closeBanner} /> : null}
      <CurrentPlanCard subscription={subscription} />
      <PlanGrid
        subscription={subscription}
        billing={billing}
        onBillingChange={setBilling}
        currency={currency}
        onCurrencyChange={setCurrency}
      />
    </div>
  );
}
