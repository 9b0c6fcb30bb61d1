import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner';
import { cn } from '../lib/utils';

/** Spec 000 §2: while authentication loads, the text 'Loading...' shows. */
export function PageLoading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn('flex min-h-[50dvh] items-center justify-center gap-2 text-muted-foreground', className)}
    >
      <Spinner className="size-5" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
