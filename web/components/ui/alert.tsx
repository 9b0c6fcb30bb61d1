import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const alertVariants = cva(
  'ui:relative ui:flex ui:w-full ui:gap-3 ui:rounded-lg ui:border ui:px-4 ui:py-3 ui:text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'ui:border-border ui:bg-card ui:text-card-foreground',
        info: 'ui:border-brand-200 ui:bg-brand-50 ui:text-brand-900',
        warning: 'ui:border-warning/30 ui:bg-warning/10 ui:text-foreground [&>svg]:text-warning',
        success: 'ui:border-success/30 ui:bg-success/10 ui:text-foreground [&>svg]:text-success',
        destructive: 'ui:border-destructive/30 ui:bg-destructive/5 ui:text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('ui:font-medium', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('ui:text-sm', className)} {...props} />;
}
