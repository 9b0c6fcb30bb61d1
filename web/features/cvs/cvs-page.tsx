import FilePenLine from 'lucide-react/icons/file-pen-line';
import FileText from 'lucide-react/icons/file-text';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Upload from 'lucide-react/icons/upload';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Seo } from '../../lib/seo';
import { toast } from '../../lib/toast';
import { CvFileInput } from './drop-zone';
import { CvRow } from './cv-row';
import { LoadErrorAlert } from '../../components/section-card';
import { UploadCard } from './upload-card';
import { useCvsQuery } from './use-cv-queries';
import { isUploadBusy, useCvUpload } from './use-cv-upload';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <ul aria-busy="true" aria-label={t('common.loading')} className="divide-y">
      {[0, 1, 2].map((i) => (
        <li key={i} className="space-y-2 p-4 sm:px-6">
          <div className="h-5 w-48 max-w-full animate-pulse rounded bg-muted" />
          <div className="h-4 w-64 max-w-full animate-pulse rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ onUpload, disabled }: { onUpload: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <p className="font-medium">{t('cvs.empty.title')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('cvs.empty.text')}</p>
      <Button onClick={onUpload} disabled={disabled}>
        <Upload aria-hidden="true" />
        {t('cvs.empty.cta')}
      </Button>
    </div>
  );
}

function CvList({ onUpload, uploadDisabled }: { onUpload: () => void; uploadDisabled: boolean }) {
  const { t } = useTranslation();
  const cvs = useCvsQuery();
  if (cvs.isPending) return <ListSkeleton />;
  if (cvs.isError)
    return (
      <div className="p-4 sm:px-6">
        <LoadErrorAlert
          title={t('cvs.toasts.loadError')}
          description={t('cvs.toasts.loadErrorDescription')}
          onRetry={() => void cvs.refetch()}
        />
      </div>
    );
  if (cvs.data.length === 0) return <EmptyState onUpload={onUpload} disabled={uploadDisabled} />;
  return (
    <ul className="divide-y">
      {cvs.data.map((cv) => (
        <CvRow key={cv.id} cv={cv} />
      ))}
    </ul>
  );
}

/** Refetches the list and says how many CVs there are (spec 001 §2 'Found N CVs'). */
function RefreshButton() {
  const { t } = useTranslation();
  const cvs = useCvsQuery();
  // Its own flag: the list also refetches by itself while a CV is pending, which is not "refreshing".
  const [refreshing, setRefreshing] = useState(false);
  const onRefresh = async () => {
    setRefreshing(true);
    const result = await cvs.refetch();
    setRefreshing(false);
    if (result.isError) return; // the query's own error toast has spoken
    toast.success(t('cvs.toasts.refreshed'), {
      id: 'cv-refresh',
      description: t('cvs.toasts.found', { count: result.data?.length ?? 0 }),
    });
  };
  return (
    <BusyButton
      variant="outline"
      busy={refreshing}
      busyLabel={t('cvs.header.refreshing')}
      onClick={() => void onRefresh()}
    >
      <RefreshCw aria-hidden="true" />
      {t('cvs.header.refresh')}
    </BusyButton>
  );
}

/** /cvs: upload CVs, see them being read, and manage them (spec 001 §2 My CVs). */
export function CvsPage() {
  const { t } = useTranslation();
  const upload = useCvUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = isUploadBusy(upload.state);
  const openPicker = () => {
    if (!busy) inputRef.current?.click();
  };

  return (
    <div className="space-y-6">
      <Seo title={t('cvs.seo.title')} description={t('cvs.seo.description')} noindex />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('cvs.header.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('cvs.header.description')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <RefreshButton />
          <Button asChild variant="outline">
            <Link to="/cv-builder">
              <FilePenLine aria-hidden="true" />
              {t('cvBuilder.links.buildCv')}
            </Link>
          </Button>
          <Button onClick={openPicker} disabled={busy}>
            <Upload aria-hidden="true" />
            {t('cvs.header.upload')}
          </Button>
        </div>
      </header>
      <CvFileInput inputRef={inputRef} onFiles={(files) => void upload.start(files)} />
      <UploadCard
        state={upload.state}
        onOpen={openPicker}
        onFiles={(files) => void upload.start(files)}
        onReset={upload.reset}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('cvs.list.title')}</CardTitle>
          <CardDescription>{t('cvs.list.description')}</CardDescription>
        </CardHeader>
        <CardContent className="px-0 pb-2">
          <CvList onUpload={openPicker} uploadDisabled={busy} />
        </CardContent>
      </Card>
    </div>
  );
}
