import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/** A centred message with an icon, for the empty and no-results states. */
export function EmptyMessage({
  icon,
  title,
  text,
  action,
  className,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'ui:flex ui:flex-col ui:items-center ui:gap-3 ui:rounded-xl ui:border ui:border-dashed ui:border-border ui:px-4 ui:py-12 ui:text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        {icon}
      </span>
      <p className="font-medium">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}
