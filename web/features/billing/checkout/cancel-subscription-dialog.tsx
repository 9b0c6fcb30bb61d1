import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { usePortalAction } from './use-portal-action';

/** Cancelling asks first: the plan stays until the period ends, then the account moves to Free. */
export function CancelSubscriptionDialog({ planName, endDate }: { planName: string; endDate: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = usePortalAction({
    onDone: () => {
      setOpen(false);
      toast.success(t('billing.portal.cancel.success', { date: endDate }), { id: 'portal-action' });
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/5">
          {t('billing.portal.cancel.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('billing.portal.cancel.dialogTitle')}</DialogTitle>
        <DialogDescription>
          {t('billing.portal.cancel.dialogText', { plan: planName, date: endDate })}
        </DialogDescription>
        <ConfirmActions
          cancelLabel={t('billing.portal.cancel.keep')}
          busy={cancel.isPending}
          busyLabel={t('billing.portal.cancel.confirming')}
          confirm={{ onClick: () => cancel.mutate({ kind: 'cancel' }) }}
        >
          {t('billing.portal.cancel.confirm')}
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}
