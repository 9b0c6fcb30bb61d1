import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../lib/toast';
import { createPortal } from './billing-api';
import { isNoCustomerError, refusalMessage } from './billing-errors';
import { MissingUrlError, useTabAction } from './use-tab-action';

/** The toasts of a portal request that failed (spec 000 §8). */
export function usePortalErrorToast() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof MissingUrlError) {
      toast.error(t('billing.toasts.noPortalUrl'), { id: 'portal' });
    } else if (isNoCustomerError(error)) {
      // Spec 000 §8: expected for users who never paid; a warning, not a failure.
      toast.info(t('billing.toasts.noCustomer.title'), {
        id: 'portal',
        description: t('billing.toasts.noCustomer.description'),
      });
    } else {
      toast.error(t('billing.toasts.portalFailed.title'), {
        id: 'portal',
        description: refusalMessage(error) ?? t('billing.toasts.portalFailed.description'),
      });
    }
  };
}

/** 'Manage billing' (spec 000 §2, §7 customer-portal): the provider's portal in a new tab. */
export function usePortal() {
  const { busyKey, run } = useTabAction<'portal'>();
  const onError = usePortalErrorToast();
  return { opening: busyKey === 'portal', open: () => void run('portal', createPortal, onError) };
}
