import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { TCvData } from '#domain/cv';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { dateFromInput } from './tag-list';

type FieldProps = {
  name: FieldPath<TCvData>;
  label: string;
  kind?: 'text' | 'multiline' | 'date';
  className?: string;
};

/** Zod's issue codes, as the resolver passes them, in the reader's words. */
const MESSAGE_BY_ISSUE: Record<string, 'dateFormat' | 'tooLong'> = {
  invalid_format: 'dateFormat',
  too_big: 'tooLong',
};

/** One labelled input of the CV edit form, with its validation message. */
export function CvFormField({ name, label, kind = 'text', className }: FieldProps) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<TCvData>();
  const error: { type?: string } | undefined = get(formState.errors, name);
  const id = `cv-field-${name.replaceAll('.', '-')}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={cn('ui:grid ui:gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {kind === 'multiline' ? (
        <Textarea {...common} rows={4} {...register(name)} />
      ) : (
        <Input
          {...common}
          placeholder={kind === 'date' ? t('cvs.edit.datePlaceholder') : undefined}
          inputMode={kind === 'date' ? 'numeric' : undefined}
          {...register(name, kind === 'date' ? { setValueAs: dateFromInput } : {})}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {t(`cvs.edit.errors.${MESSAGE_BY_ISSUE[error.type ?? ''] ?? 'invalid'}`)}
        </p>
      ) : null}
    </div>
  );
}
