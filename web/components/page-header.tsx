import type { ReactNode } from 'react';
import { Seo } from '../lib/seo';

/** The title block of the billing screens, with their page metadata (signed-in pages: noindex). */
export function PageHeader({
  seo,
  title,
  description,
  children,
}: {
  seo: { title: string; description: string };
  title: string;
  description?: string;
  /** Above the title, e.g. a back link. */
  children?: ReactNode;
}) {
  return (
    <header>
      <Seo title={seo.title} description={seo.description} noindex />
      {children ? <div className="mb-4">{children}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
    </header>
  );
}
