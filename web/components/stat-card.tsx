import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Card, CardContent } from './ui/card';

/** One figure with its label and icon (dashboard, analytics); `warn` marks a limit reached. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  warn = false,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  warn?: boolean;
}) {
  return (
    <Card className={cn('gap-2 py-4', warn && 'border-warning bg-warning/10')}>
      <CardContent className="grid gap-1 px-4">
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>{label}</span>
          <span aria-hidden="true">{icon}</span>
        </div>
        <p className="text-2xl font-bold">{value}</p>
        {hint ? (
          <p className={cn('text-xs', warn ? 'font-medium text-foreground' : 'text-muted-foreground')}>
            {hint}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
