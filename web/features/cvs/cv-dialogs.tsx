import { useTranslation } from '../../lib/use-translation';
import { ZCvUpdate, type TCvSummary } from '#domain/cv';
import { RenameDialog } from '../../components/rename-dialog';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteCvMutation, useUpdateCvMutation } from './use-cv-queries';

type DialogProps = { cv: TCvSummary; open: boolean; onOpenChange: (open: boolean) => void };

const ZName = ZCvUpdate.shape.name.unwrap();

/** Spec 001 §5 CV name: not blank after trimming ('Please enter a name for your CV.'), saved trimmed. */
export function RenameCvDialog({ cv, open, onOpenChange }: DialogProps) {
  const update = useUpdateCvMutation();
  return (
    <RenameDialog
      open={open}
      onOpenChange={onOpenChange}
      id={`cv-name-${cv.id}`}
      name={cv.name}
      maxLength={200}
      strings="cvs.rename"
      parse={(value) => ZName.safeParse(value).data ?? null}
      saving={update.isPending}
      onSave={(name) =>
        update.mutate({ id: cv.id, update: { name } }, { onSuccess: () => onOpenChange(false) })
      }
    />
  );
}

export function DeleteCvDialog({
  cv,
  open,
  onOpenChange,
  onDeleted,
}: DialogProps & { onDeleted?: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCvMutation();
  const onConfirm = () =>
    remove.mutate(cv.id, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cvs.delete.title')}
      description={t('cvs.delete.description', { name: cv.name })}
      confirmLabel={t('cvs.delete.confirm')}
      busy={remove.isPending}
      busyLabel={t('cvs.delete.deleting')}
      onConfirm={onConfirm}
    />
  );
}
