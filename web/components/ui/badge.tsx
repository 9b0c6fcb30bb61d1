import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const badgeVariants = cva(
  'ui:inline-flex ui:items-center ui:gap-1 ui:rounded-full ui:border ui:px-2.5 ui:py-0.5 ui:text-xs ui:font-semibold ui:whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'ui:border-transparent ui:bg-primary ui:text-primary-foreground',
        secondary: 'ui:border-transparent ui:bg-secondary ui:text-secondary-foreground',
        brand: 'ui:border-brand-200 ui:bg-brand-50 ui:text-brand-700',
        success: 'ui:border-transparent ui:bg-success/15 ui:text-success-strong',
        destructive: 'ui:border-transparent ui:bg-destructive/10 ui:text-destructive',
        outline: 'ui:text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
