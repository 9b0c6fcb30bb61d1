import { useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { BusyButton } from './ui/busy-button';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Field } from './ui/field';
import { FormError } from './ui/form-message';

/** The strings of a rename dialog: `title`, `description`, `label`, `required`, `save`, `saving` under it. */
type Strings = 'cvs.rename' | 'assistant.rename';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The input's id, unique on the page. */
  id: string;
  /** The name shown when the dialog opens. */
  name: string;
  maxLength: number;
  strings: Strings;
  /** The name to save (trimmed by the caller's schema), or null when it is not one: `required` is shown. */
  parse: (value: string) => string | null;
  onSave: (name: string) => void;
  saving: boolean;
};

/** Renames something in a dialog: a name field, its error under it, Cancel and Save. */
export function RenameDialog({ open, onOpenChange, ...form }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t(`${form.strings}.title`)}</DialogTitle>
        <DialogDescription>{t(`${form.strings}.description`)}</DialogDescription>
        {/* Inside the content, so every opening starts from the current name without an old error. */}
        <RenameForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  id,
  name,
  maxLength,
  strings,
  parse,
  onSave,
  saving,
}: Omit<Props, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(value);
    if (parsed === null) return setError(t(`${strings}.required`));
    setError('');
    onSave(parsed);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field
        id={id}
        label={t(`${strings}.label`)}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormError>{error}</FormError>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <BusyButton type="submit" busy={saving} busyLabel={t(`${strings}.saving`)}>
          {t(`${strings}.save`)}
        </BusyButton>
      </div>
    </form>
  );
}
