import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/utils';

type Option<T extends string> = { value: T; label: ReactNode };

/**
 * A two- or three-way choice drawn as a pill: native radio buttons underneath, so arrow keys,
 * focus and the announced state come from the browser.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('ui:inline-flex', className)}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex items-center gap-1 rounded-full border bg-muted p-1 shadow-xs">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors select-none',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
              value === option.value
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {/* Transparent over the whole pill: a click anywhere on it lands on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
