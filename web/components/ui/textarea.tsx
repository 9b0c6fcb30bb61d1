import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'ui:flex ui:min-h-24 ui:w-full ui:min-w-0 ui:rounded-md ui:border ui:border-input ui:bg-background ui:px-3 ui:py-2 ui:text-base ui:shadow-xs ui:transition-colors ui:placeholder:text-muted-foreground ui:focus-visible:border-ring ui:focus-visible:outline-2 ui:focus-visible:outline-offset-0 ui:focus-visible:outline-ring/40 ui:disabled:cursor-not-allowed ui:disabled:opacity-60 ui:aria-invalid:border-destructive ui:md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
