import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmActions } from './confirm-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: ReactNode;
  busy?: boolean;
  busyLabel?: ReactNode;
  onConfirm: () => void;
};

/** Asks before something that cannot be taken back (delete) or that costs (regenerate counts). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy = false,
  busyLabel,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <ConfirmActions
          cancelLabel={t('common.cancel')}
          busy={busy}
          busyLabel={busyLabel ?? confirmLabel}
          confirm={{ onClick: onConfirm }}
        >
          {confirmLabel}
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}
