import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from '../../lib/use-translation';
import { BusyButton } from '../../components/ui/busy-button';
import { usePortal } from './use-portal';

/** Opens the billing portal in a new tab (spec 000 §2 Subscription and Billing). */
export function ManageBillingButton() {
  const { t } = useTranslation();
  const portal = usePortal();
  return (
    <BusyButton size="sm" busy={portal.opening} busyLabel={t('billing.opening')} onClick={portal.open}>
      <ExternalLink aria-hidden="true" />
      {t('billing.manage')}
    </BusyButton>
  );
}
