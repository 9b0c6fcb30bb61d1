import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'ui:text-sm ui:leading-none ui:font-medium ui:select-none ui:peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
