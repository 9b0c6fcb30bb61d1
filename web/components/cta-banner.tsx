import type { ReactNode } from 'react';

/** Classes for the two buttons a CTA banner usually holds (on the brand-coloured panel). */
export const ctaPrimaryButtonClass = 'w-full bg-background text-primary hover:bg-brand-50 sm:w-auto';
export const ctaSecondaryButtonClass =
  'w-full border-brand-300 bg-transparent text-primary-foreground hover:bg-brand-700 sm:w-auto';

/** The closing call-to-action panel of the public pages: title, a line of text and actions. */
export function CtaBanner({
  headingId,
  title,
  text,
  children,
}: {
  headingId: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-400/40 blur-3xl"
      />
      <div className="relative">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-brand-50">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </div>
  );
}
