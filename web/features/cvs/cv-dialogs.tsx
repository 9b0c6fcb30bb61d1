import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCvUpdate, type TCvSummary } from '#domain/cv';
import { BusyButton } from '../../components/ui/busy-button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { useDeleteCvMutation, useUpdateCvMutation } from './use-cv-queries';

type DialogProps = { cv: TCvSummary; open: boolean; onOpenChange: (open: boolean) => void };

const ZName = ZCvUpdate.shape.name.unwrap();

/** Spec 001 §5 CV name: not blank after trimming ('Please enter a name for your CV.'), saved trimmed. */
export function RenameCvDialog({ cv, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation();
  const update = useUpdateCvMutation();
  const [name, setName] = useState(cv.name);
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZName.safeParse(name);
    if (!parsed.success) return setError(t('cvs.rename.required'));
    setError('');
    update.mutate({ id: cv.id, update: { name: parsed.data } }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setName(cv.name);
        setError('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>{t('cvs.rename.title')}</DialogTitle>
        <DialogDescription>{t('cvs.rename.description')}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field
            id={`cv-name-${cv.id}`}
            label={t('cvs.rename.label')}
            value={name}
            maxLength={200}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <FormError>{error}</FormError>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <BusyButton type="submit" busy={update.isPending} busyLabel={t('cvs.rename.saving')}>
              {t('cvs.rename.save')}
            </BusyButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
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
