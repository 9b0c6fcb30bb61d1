import { useTranslation } from '../../../lib/use-translation';
import type { TApplicationSummary } from '#domain/applications';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('applications.delete.title')}
      description={t('applications.delete.description', {
        title: application.jobTitle,
        company: application.companyName,
      })}
      confirmLabel={t('applications.delete.confirm')}
      busy={remove.isPending}
      busyLabel={t('applications.delete.deleting')}
      onConfirm={onConfirm}
    />
  );
}
