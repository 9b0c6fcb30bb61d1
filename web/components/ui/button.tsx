import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const buttonVariants = cva(
  'ui:inline-flex ui:shrink-0 ui:cursor-pointer ui:items-center ui:justify-center ui:gap-2 ui:rounded-md ui:font-medium ui:whitespace-nowrap ui:transition-colors ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-ring ui:disabled:pointer-events-none ui:disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'ui:bg-primary ui:text-primary-foreground ui:shadow-sm ui:hover:bg-primary-hover',
        destructive:
          'ui:bg-destructive ui:text-destructive-foreground ui:shadow-sm ui:hover:bg-destructive/90',
        outline: 'ui:border ui:border-input ui:bg-background ui:shadow-xs ui:hover:bg-muted',
        secondary: 'ui:bg-secondary ui:text-secondary-foreground ui:hover:bg-secondary/70',
        ghost: 'ui:hover:bg-muted',
        link: 'ui:text-primary ui:underline-offset-4 ui:hover:underline',
      },
      size: {
        default: 'ui:h-10 ui:px-4 ui:py-2 ui:text-sm',
        sm: 'ui:h-9 ui:px-3 ui:text-sm',
        lg: 'ui:h-11 ui:px-6 ui:text-base',
        icon: 'ui:size-10 ui:text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  return (
    <button type={type ?? 'button'} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
