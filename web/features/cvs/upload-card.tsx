import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { DropZone } from './drop-zone';
import type { UploadState } from './use-cv-upload';

type UploadCardProps = {
  state: UploadState;
  onOpen: () => void;
  onFiles: (files: File[]) => void;
  onReset: () => void;
};

function Working({ fileName, children }: { fileName: string; children: React.ReactNode }) {
  return (
    <div className="space-y-3 rounded-lg border bg-muted/30 p-4">
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{fileName}</span>
      </p>
      {children}
    </div>
  );
}

function Uploading({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useTranslation();
  return (
    <Working fileName={fileName}>
      <Progress value={percent} aria-label={t('cvs.upload.uploadingLabel')} />
      {/* Not announced at every progress event; the progress bar carries the value. */}
      <p aria-live="off" className="text-sm text-muted-foreground">
        {t('cvs.upload.uploading', { percent })}
      </p>
    </Working>
  );
}

/** Parsing has no measurable steps, so the bar says "working" without pretending a percentage. */
function Parsing({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  return (
    <Working fileName={fileName}>
      <div
        role="progressbar"
        aria-label={t('cvs.upload.parsingLabel')}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-full animate-pulse rounded-full bg-primary/70" />
      </div>
      <p className="text-sm text-muted-foreground">{t('cvs.upload.parsing')}</p>
    </Working>
  );
}

function Outcome({
  state,
  onReset,
}: {
  state: UploadState & { phase: 'success' | 'error' };
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const ok = state.phase === 'success';
  const Icon = ok ? CheckCircle2 : AlertCircle;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-muted/30 px-4 py-6 text-center">
      <Icon aria-hidden="true" className={ok ? 'size-8 text-success' : 'size-8 text-destructive'} />
      <p className="font-medium">{ok ? t('cvs.upload.successTitle') : t('cvs.upload.errorTitle')}</p>
      <p className="max-w-prose text-sm text-muted-foreground">
        {ok ? t('cvs.upload.successText', { name: state.cv.name }) : t(`cvs.upload.errors.${state.problem}`)}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {ok ? (
          <Button asChild variant="outline">
            <Link to={`/cvs/${state.cv.id}`}>{t('cvs.upload.viewCv')}</Link>
          </Button>
        ) : null}
        <Button onClick={onReset}>{ok ? t('cvs.upload.another') : t('cvs.upload.tryAgain')}</Button>
      </div>
    </div>
  );
}

/** The upload area of /cvs in each state of spec 001 §4 CV upload UI. */
export function UploadCard({ state, onOpen, onFiles, onReset }: UploadCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cvs.upload.title')}</CardTitle>
        <CardDescription>{t('cvs.upload.description')}</CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        {state.phase === 'idle' ? <DropZone onOpen={onOpen} onFiles={onFiles} /> : null}
        {state.phase === 'uploading' ? <Uploading fileName={state.fileName} percent={state.percent} /> : null}
        {state.phase === 'parsing' ? <Parsing fileName={state.fileName} /> : null}
        {state.phase === 'success' || state.phase === 'error' ? (
          <Outcome state={state} onReset={onReset} />
        ) : null}
      </CardContent>
    </Card>
  );
}
