import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PlanSummary } from '../billing';
import { useSubscription } from '../billing';

/** The Billing tab: the current plan in brief, with the way to change it and to see invoices. */
export function BillingTab() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  if (subscription.isLoading)
    return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-muted" />;
  return (
    <PlanSummary
      subscription={subscription.view}
      action={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/billing">{t('settingsProfile.billing.manageBilling')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/subscription">{t('settingsProfile.billing.viewPlans')}</Link>
          </Button>
        </div>
      }
    />
  );
}
