import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ZBuilderCvSave, type TBuilderCvDetail, type TBuilderCvSave } from '#domain/cv-builder';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
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
import { useSaveBuilderCv } from './use-builder-queries';

const ZName = ZBuilderCvSave.shape.name;

type SaveDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved CV being edited, or null for a new one. */
  savedId: string | null;
  initialName: string;
  /** The CV to save, under the name given. */
  payload: (name: string) => TBuilderCvSave;
  onSaved: (saved: TBuilderCvDetail) => void;
};

/**
 * The save/update dialog with 'CV Name' (spec 001 §2, §7): not blank after trimming ('Please enter
 * a name for your CV.'), saved trimmed. An edited CV is updated, or saved as a new copy.
 */
export function SaveDialog({ open, onOpenChange, savedId, initialName, payload, onSaved }: SaveDialogProps) {
  const { t } = useTranslation();
  const save = useSaveBuilderCv();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState('');

  const submit = (asNew: boolean) => {
    const parsed = ZName.safeParse(name);
    if (!parsed.success) return setError(t('cvBuilder.save.nameRequired'));
    setError('');
    save.mutate(
      { id: asNew ? null : savedId, save: payload(parsed.data) },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onOpenChange(false);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setName(initialName);
        setError('');
        save.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>{savedId ? t('cvBuilder.save.updateTitle') : t('cvBuilder.save.title')}</DialogTitle>
        <DialogDescription>{t('cvBuilder.save.description')}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field
            id="cv-builder-name"
            label={t('cvBuilder.save.nameLabel')}
            value={name}
            maxLength={200}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-errormessage={error ? 'cv-builder-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <FormError id="cv-builder-name-error">{error}</FormError>
          {save.isError ? (
            <Alert variant="destructive">
              <AlertTitle>{t('cvBuilder.save.errorTitle')}</AlertTitle>
              <AlertDescription>{t('cvBuilder.save.errorText')}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            {savedId ? (
              <Button variant="outline" disabled={save.isPending} onClick={() => submit(true)}>
                {t('cvBuilder.save.saveCopy')}
              </Button>
            ) : null}
            <BusyButton type="submit" busy={save.isPending} busyLabel={t('cvBuilder.save.saving')}>
              {savedId ? t('cvBuilder.save.update') : t('cvBuilder.save.save')}
            </BusyButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
