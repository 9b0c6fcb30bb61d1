import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

type ProgressProps = ComponentProps<'div'> & { value: number; max?: number };

export function Progress({ value, max = 100, className, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cn('ui:relative ui:h-2 ui:w-full ui:overflow-hidden ui:rounded-full ui:bg-muted', className)}
      {...props}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
