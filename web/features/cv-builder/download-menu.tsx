import { useMutation } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Download from 'lucide-react/icons/download';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { ExportFormat, TBuilderExportRequest } from '#domain/cv-builder';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { isApiError } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { toast } from '../../lib/toast';
import { formatAccess, requiredPlanOf, type Viewer } from './access';
import { exportBuilderCv } from './builder-api';
import { useLoginRequired } from './use-login-required';

const TOAST_ID = 'cv-builder-download';

/** Exports the CV, saves the file and records the template's use; the spec's toasts either way. */
function useDownload(onDownloaded: (request: TBuilderExportRequest) => void) {
  const { t } = useTranslation();
  const loginRequired = useLoginRequired();
  return useMutation({
    mutationFn: exportBuilderCv,
    onSuccess: ({ blob, fileName }, request) => {
      saveFile(blob, fileName);
      toast.success(t('cvBuilder.toasts.downloaded'), { id: TOAST_ID, description: fileName });
      // The server counted the template's use with the export (towards "popular").
      onDownloaded(request);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return void loginRequired();
      const plan = isApiError(error) && error.status === 403 ? requiredPlanOf(error.fields) : null;
      if (plan)
        return void toast.error(t('cvBuilder.download.needsPlan', { plan: t(`cvBuilder.plans.${plan}`) }), {
          id: TOAST_ID,
        });
      if (isApiError(error) && error.status === 403 && error.fields?.purchaseRequired)
        return void toast.error(t('cvBuilder.download.needsPurchase'), { id: TOAST_ID });
      toast.error(t('cvBuilder.toasts.downloadFailed.title'), {
        id: TOAST_ID,
        description: t('cvBuilder.toasts.downloadFailed.description'),
      });
    },
  });
}

type DownloadMenuProps = {
  viewer: Viewer;
  /** The request for a format, or null without a chosen template. */
  requestFor: (format: ExportFormat) => TBuilderExportRequest | null;
  /** Why the template cannot be exported (a lock), or null when it can. */
  blockedReason: string | null;
  onDownloaded: (request: TBuilderExportRequest) => void;
};

/** 'Download CV': PDF, DOCX, HTML or JSON Resume; formats above the plan show the plan they need. */
export function DownloadMenu({ viewer, requestFor, blockedReason, onDownloaded }: DownloadMenuProps) {
  const { t } = useTranslation();
  const download = useDownload(onDownloaded);
  const loginRequired = useLoginRequired();
  const access = formatAccess(viewer);
  const anyLocked = access.some((a) => a.state === 'locked');

  const start = (format: ExportFormat) => {
    const request = requestFor(format);
    if (!request)
      return void toast.error(t('cvBuilder.toasts.noTemplate.title'), {
        id: TOAST_ID,
        description: t('cvBuilder.toasts.noTemplate.description'),
      });
    if (blockedReason) return void toast.error(blockedReason, { id: TOAST_ID });
    download.mutate(request);
  };

  const button = (
    <BusyButton busy={download.isPending} busyLabel={t('cvBuilder.download.busy')}>
      <Download aria-hidden="true" />
      {t('cvBuilder.download.button')}
      <ChevronDown aria-hidden="true" />
    </BusyButton>
  );

  // A visitor is asked to sign up before any format is offered.
  if (viewer === 'visitor')
    return (
      <Button onClick={loginRequired}>
        <Download aria-hidden="true" />
        {t('cvBuilder.download.button')}
      </Button>
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t('cvBuilder.download.menuLabel')}>
        {access.map((item) => (
          <DropdownMenuItem
            key={item.format}
            disabled={item.state !== 'open'}
            onSelect={() => start(item.format)}
          >
            {item.state === 'locked' ? <Lock aria-hidden="true" /> : <Download aria-hidden="true" />}
            <span className="flex-1">{t(`cvBuilder.download.formats.${item.format}`)}</span>
            {item.state === 'locked' ? (
              <span className="text-xs text-muted-foreground">
                {t('cvBuilder.download.planNeeded', { plan: t(`cvBuilder.plans.${item.requiredPlan}`) })}
              </span>
            ) : null}
          </DropdownMenuItem>
        ))}
        {anyLocked ? (
          <DropdownMenuItem asChild>
            <Link to="/subscription">{t('cvBuilder.download.seePlans')}</Link>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
