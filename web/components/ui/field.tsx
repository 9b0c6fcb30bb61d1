import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Input } from './input';
import { Label } from './label';

type FieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Extra content on the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
};

/** A labelled input with an optional hint. */
export function Field({ id, label, hint, labelAside, className, ...props }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('ui:grid ui:gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-describedby={hintId} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
