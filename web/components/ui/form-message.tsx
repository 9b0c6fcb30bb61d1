import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** An inline error under a form; announced by screen readers. */
export function FormError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('ui:text-sm ui:font-medium ui:text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
