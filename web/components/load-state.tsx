import { useTranslation } from '../lib/use-translation';
import { Alert, AlertDescription } from './ui/alert';
import { Button } from './ui/button';

/** A billing screen's loading placeholder, or its load error with a retry. */
export function LoadState({
  query,
  errorText,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  errorText: string;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert variant="destructive" className="items-center justify-between">
        <AlertDescription>{errorText}</AlertDescription>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.isPending) return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-muted" />;
  return null;
}
