import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn('ui:size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 23.5 15 8.5h2l6 15"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="m12.2 18.2 3 2.8 5.6-6"
        stroke="#bfdbfe"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The product logo, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t('nav.logoLabel')}
      className={cn(
        'ui:inline-flex ui:items-center ui:gap-2 ui:rounded-md ui:text-lg ui:font-bold ui:tracking-tight',
        className,
      )}
    >
      <LogoMark />
      <span aria-hidden="true">Applywise</span>
    </Link>
  );
}
