import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { emptyCvData, type TCvDetail } from '#domain/cv';
import { PageLoading } from '../../components/page-loading';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { Seo } from '../../lib/seo';
import { CvDataView } from './cv-data-view';
import { DeleteCvDialog } from './cv-dialogs';
import { CvEditForm } from './cv-edit-form';
import { LoadErrorAlert } from '../../components/section-card';
import { DownloadButton, FailedNotice } from './cv-row';
import { CvFacts, CvStatusBadge } from './cv-status';
import { useCvQuery } from './use-cv-queries';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/cvs"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('cvs.detail.back')}
    </Link>
  );
}

function DetailHeader({ cv, editing, onEdit }: { cv: TCvDetail; editing: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{cv.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <CvStatusBadge status={cv.extractionStatus} />
          {cv.isDefault ? <Badge variant="brand">{t('cvs.row.default')}</Badge> : null}
        </div>
        <CvFacts cv={cv} />
      </div>
      <div className="flex flex-wrap gap-2">
        {editing || cv.extractionStatus === 'pending' ? null : (
          <Button size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('cvs.detail.edit')}
          </Button>
        )}
        <DownloadButton cv={cv} />
        <Button size="sm" variant="outline" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {t('cvs.actions.delete')}
        </Button>
      </div>
      <DeleteCvDialog
        cv={cv}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate('/cvs', { replace: true })}
      />
    </header>
  );
}

function DetailBody({ cv, editing, onDone }: { cv: TCvDetail; editing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  if (editing) return <CvEditForm cvId={cv.id} initial={cv.extractedData ?? emptyCvData()} onDone={onDone} />;
  if (cv.extractionStatus === 'pending')
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        {t('cvs.upload.parsing')}
      </p>
    );
  return (
    <div className="grid gap-6">
      {cv.extractionStatus === 'failed' ? <FailedNotice cv={cv} /> : null}
      {cv.extractedData ? <CvDataView cv={cv} data={cv.extractedData} /> : null}
    </div>
  );
}

/** /cvs/:id: what was read from one CV, and a form to correct it. */
export function CvDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useCvQuery(id);
  const [editing, setEditing] = useState(false);
  // A malformed id is refused as 400 before the lookup; for the reader it is the same: no such CV.
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  return (
    <div className="space-y-6">
      <Seo title={query.data?.name ?? t('cvs.seo.title')} description={t('cvs.seo.description')} noindex />
      <BackLink />
      {query.isPending ? <PageLoading /> : null}
      {query.isError ? (
        <LoadErrorAlert
          title={notFound ? t('cvs.toasts.notFound') : t('cvs.detail.loadError')}
          description={notFound ? t('cvs.detail.notFoundText') : t('cvs.toasts.loadErrorDescription')}
          {...(notFound ? {} : { onRetry: () => void query.refetch() })}
        />
      ) : null}
      {query.data ? (
        <>
          <DetailHeader cv={query.data} editing={editing} onEdit={() => setEditing(true)} />
          <DetailBody cv={query.data} editing={editing} onDone={() => setEditing(false)} />
        </>
      ) : null}
    </div>
  );
}
