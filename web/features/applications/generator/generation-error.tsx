import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { STREAM_ENDED, type GenerationError } from './generation';
import { LimitReachedNotice } from './usage-notice';

/** Title and text of a failed generation; the server's own message wherever it sent one. */
export function errorText(t: TFunction, error: GenerationError): { title: string; text: string } {
  switch (error.code) {
    case 'USAGE_LIMIT_REACHED':
      return { title: t('generator.errors.limitReached'), text: error.message };
    case 'CANNOT_GENERATE':
      return { title: t('generator.errors.cannotGenerate'), text: error.message };
    case 'NOT_FOUND':
      return { title: t('generator.errors.title'), text: t('generator.errors.notFound') };
    case STREAM_ENDED.code:
      return { title: t('generator.errors.title'), text: t('generator.errors.streamEnded') };
    default:
      return { title: t('generator.errors.title'), text: error.message || t('common.genericError') };
  }
}

/** Inline, next to the kept form: what went wrong and what to do (the limit: an upgrade). */
export function GenerationErrorAlert({ error, limit }: { error: GenerationError; limit: number }) {
  const { t } = useTranslation();
  const { title, text } = errorText(t, error);
  if (error.code === 'USAGE_LIMIT_REACHED')
    return <LimitReachedNotice limit={limit} message={error.message} />;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          {text} {t('generator.errors.kept')}
        </AlertDescription>
      </div>
    </Alert>
  );
}
