import type { LucideIcon } from 'lucide-react';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import CircleX from 'lucide-react/icons/circle-x';
import { useTranslation } from '../../lib/use-translation';
import type { CheckState, TCheckItem } from '#domain/testing';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';

const LOOK: Record<CheckState, { icon: LucideIcon; className: string }> = {
  pass: { icon: CircleCheck, className: 'border-transparent bg-success/15 text-success-strong' },
  warning: { icon: CircleAlert, className: 'border-transparent bg-warning/15 text-foreground' },
  fail: { icon: CircleX, className: 'border-transparent bg-destructive/10 text-destructive' },
  'not-checked': { icon: CircleHelp, className: 'text-muted-foreground' },
};

/** A check's outcome in words and colour (the word carries it; the colour only helps). */
export function StatusBadge({ status }: { status: CheckState }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = LOOK[status];
  return (
    <Badge variant="outline" className={cn('ui:shrink-0', className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`testing.status.${status}`)}
    </Badge>
  );
}

/**
 * A checklist: each item's name, outcome and what was found, and its one-line fix unless it passed.
 * `area` names the locale group holding the items' names and fixes.
 */
export function CheckList({ items, area }: { items: TCheckItem[]; area: 'stripe' | 'readiness' | 'email' }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y rounded-lg border">
      {items.map((item) => (
        <li key={item.id} className="grid gap-1 p-3 text-sm" data-check={item.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{t(`testing.${area}.checks.${item.id}`, item.id)}</span>
            <StatusBadge status={item.status} />
          </div>
          <p className="wrap-anywhere text-muted-foreground">{item.detail}</p>
          {item.status === 'pass' ? null : (
            <p className="wrap-anywhere">
              <span className="font-medium">{t('testing.fixLabel')}</span>{' '}
              {t(`testing.${area}.fixes.${item.id}`, '')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A definition list of settings (label: value), two columns from a tablet on. */
export function Settings({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-all font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
