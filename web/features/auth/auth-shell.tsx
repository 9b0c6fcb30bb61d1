import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/** The centred single-card layout of the auth screens. */
export function AuthShell({
  children,
  footer,
  className,
}: {
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-brand-50/70 to-background px-4 py-10 sm:py-16">
      <div className={cn('w-full max-w-md', className)}>
        <Card className="shadow-md">{children}</Card>
        {footer ? <div className="mt-6 text-center text-xs text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}

/** Icon + title + text for result states (sent, verified, invalid link). */
export function AuthStatus({
  icon,
  title,
  description,
  children,
  tone = 'default',
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  tone?: 'default' | 'success' | 'destructive';
}) {
  return (
    <div className="flex flex-col items-center p-8 text-center">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
          tone === 'success' && 'bg-success/10 text-success',
          tone === 'destructive' && 'bg-destructive/10 text-destructive',
          tone === 'default' && 'bg-brand-50 text-primary',
        )}
      >
        {icon}
      </span>
      <h1 className="mt-4 text-xl font-semibold tracking-tight">{title}</h1>
      {description ? <div className="mt-2 text-sm text-muted-foreground">{description}</div> : null}
      {children ? <div className="mt-6 flex w-full flex-col gap-3">{children}</div> : null}
    </div>
  );
}
