import { useTranslation } from '../lib/use-translation';
import { Spinner } from './ui/spinner';
import { cn } from '../lib/utils';

/** Spec 000 §2: while authentication loads, the text 'Loading...' shows. */
export function PageLoading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn(
        'ui:flex ui:min-h-[50dvh] ui:items-center ui:justify-center ui:gap-2 ui:text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-5" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
