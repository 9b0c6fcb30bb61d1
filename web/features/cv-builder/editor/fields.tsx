import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';

type Common = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marked with an asterisk (spec 001 §8: marked, not enforced: a draft may be incomplete). */
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
};

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <Label htmlFor={id}>
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
          <span className="sr-only"> ({t('cvEditor.form.required')})</span>
        </>
      ) : null}
    </Label>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** A labelled one-line text field of the CV. */
export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  hint,
  placeholder,
  className,
  type = 'text',
  disabled,
  autoFocus,
  autoComplete,
  maxLength = 300,
}: Common & {
  type?: 'text' | 'email' | 'tel' | 'url';
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  maxLength?: number;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn('ui:grid ui:content-start ui:gap-2', className)}>
      <FieldLabel id={id} label={label} required={required} />
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        // Only on an entry the user has just added, so typing goes straight into it.
        autoFocus={autoFocus}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </div>
  );
}

/** A date as text: "2021-03", "2021" or free text ("Spring 2021"); month pickers are awkward on phones. */
export function DateField(props: Omit<Common, 'placeholder' | 'hint'> & { disabled?: boolean }) {
  const { t } = useTranslation();
  return <TextField {...props} placeholder="2021-03" maxLength={40} hint={t('cvEditor.form.dateHint')} />;
}

/** A labelled multi-line text field of the CV. */
export function AreaField({
  id,
  label,
  value,
  onChange,
  required,
  hint,
  placeholder,
  className,
  rows = 5,
}: Common & { rows?: number }) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn('ui:grid ui:content-start ui:gap-2', className)}>
      <FieldLabel id={id} label={label} required={required} />
      <Textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        maxLength={10_000}
        aria-required={required || undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </div>
  );
}
