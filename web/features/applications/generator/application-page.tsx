import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { Seo } from '../../../lib/seo';
import { toast } from '../../../lib/toast';
import { useSubscription } from '../../billing';
import { errorText } from './generation-error';
import { BackLink } from './new-job-page';
import { ResultView } from './result-view';
import { useApplicationQuery } from './use-application';
import { useGeneration } from './use-generation';

/** /applications/:id: a saved application in the generator's result view; Regenerate streams in place. */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useApplicationQuery(id);
  const subscription = useSubscription();
  const generation = useGeneration({
    onError: (error) => {
      const { title, text } = errorText(t, error);
      toast.error(title, { id: 'generator-error', description: text });
    },
  });
  // A malformed id is refused as 400 before the lookup; for the reader it is the same: not found.
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  return (
    <div className="space-y-6">
      <Seo
        title={
          query.data ? `${query.data.jobTitle} · ${query.data.companyName}` : t('generator.seo.detailTitle')
        }
        description={t('generator.seo.description')}
        noindex
      />
      <BackLink to="/applications" label={t('generator.backToApplications')} />
      {query.isPending ? <PageLoading /> : null}
      {query.isError ? (
        <Alert variant="destructive" role="alert" className="flex-col gap-3 sm:flex-row sm:items-center">
          <CircleAlert aria-hidden="true" />
          <div className="grid flex-1 gap-1">
            <AlertTitle>
              {notFound ? t('applications.toasts.notFound') : t('generator.detail.loadError')}
            </AlertTitle>
            <AlertDescription>
              {notFound ? t('generator.detail.notFoundText') : t('generator.detail.loadErrorText')}
            </AlertDescription>
          </div>
          {notFound ? null : (
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('generator.detail.retry')}
            </Button>
          )}
        </Alert>
      ) : null}
      {query.data ? (
        <ResultView
          application={query.data}
          generation={generation.state}
          limit={subscription.view.applications_limit}
          onRegenerate={() => void generation.start({ kind: 'regenerate', id: query.data.id })}
          onCancel={generation.cancel}
        />
      ) : null}
    </div>
  );
}
