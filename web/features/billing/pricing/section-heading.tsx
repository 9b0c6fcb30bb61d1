import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** The centred title and lead every section of the pricing page opens with. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('ui:mx-auto ui:max-w-2xl ui:text-center', className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-pretty text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
