import type { ComponentProps } from 'react';
import { Label } from './ui/label';
import { cn } from '../lib/utils';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
};

/** A labelled native select: keyboard, screen readers and mobile pickers work without extra code. */
export function SelectField({ id, label, options, className, ...props }: SelectFieldProps) {
  return (
    <div className={cn('ui:grid ui:content-start ui:gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 md:text-sm"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
