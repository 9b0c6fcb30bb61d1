import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'ui:inline-flex ui:h-10 ui:items-center ui:rounded-lg ui:bg-muted ui:p-1 ui:text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'ui:inline-flex ui:h-full ui:flex-1 ui:cursor-pointer ui:items-center ui:justify-center ui:gap-1.5 ui:rounded-md ui:px-3 ui:text-sm ui:font-medium ui:whitespace-nowrap ui:transition-colors ui:hover:text-foreground ui:focus-visible:outline-2 ui:focus-visible:outline-ring ui:disabled:pointer-events-none ui:disabled:opacity-60 ui:data-[state=active]:bg-background ui:data-[state=active]:text-foreground ui:data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content className={cn('ui:mt-6 ui:focus-visible:outline-none', className)} {...props} />
  );
}
