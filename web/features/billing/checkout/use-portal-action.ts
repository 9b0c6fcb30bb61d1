import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { runLocalPortalAction, type LocalPortalAction } from '../billing-api';
import { refusalMessage } from '../billing-errors';
import { useInvalidateBilling } from '../use-billing-overview';

const FAILURE = {
  cancel: { title: 'billing.toasts.upgradeFailed.title', description: 'billing.portal.cancel.failed' },
  resume: { title: 'billing.toasts.upgradeFailed.title', description: 'billing.portal.resume.failed' },
} as const;

/**
 * The local portal's changes (cancel at period end, resume; plan changes are plan-change-dialog's). They go
 * through the same subscription code as Stripe's webhooks, so every view refetches afterwards.
 */
export function usePortalAction({ onDone }: { onDone?: (action: LocalPortalAction) => void } = {}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: async (action: LocalPortalAction) => {
      await runLocalPortalAction(action);
      return action;
    },
    onSuccess: async (action) => {
      await invalidate();
      onDone?.(action);
    },
    onError: (error, action) => {
      const failure = FAILURE[action.kind];
      toast.error(t(failure.title), {
        id: 'portal-action',
        description: refusalMessage(error) ?? t(failure.description),
      });
    },
  });
}
