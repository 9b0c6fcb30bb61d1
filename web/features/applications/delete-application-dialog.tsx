import { useTranslation } from 'react-i18next';
import type { TApplicationSummary } from '#domain/applications';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useDeleteApplicationMutation } from './use-application-list';

type Props = {
  application: Pick<TApplicationSummary, 'id' | 'jobTitle' | 'companyName'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Deleting is final (the letter, its report and its share link go), so it asks first. */
export function DeleteApplicationDialog({ application, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteApplicationMutation();
  const onConfirm = () => remove.mutate(application.id, { onSuccess: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('applications.delete.title')}</DialogTitle>
        <DialogDescription>
          {t('applications.delete.description', {
            title: application.jobTitle,
            company: application.companyName,
          })}
        </DialogDescription>
        <ConfirmActions
          cancelLabel={t('common.cancel')}
          busy={remove.isPending}
          busyLabel={t('applications.delete.deleting')}
          confirm={{ onClick: onConfirm }}
        >
          {t('applications.delete.confirm')}
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}
