import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { TCvSummary } from '#domain/cv';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cvFileUrl } from './cv-api';
import { DeleteCvDialog, RenameCvDialog } from './cv-dialogs';
import { CvFacts, CvStatusBadge } from './cv-status';
import { uploadProblemFromExtraction } from './upload-rules';
import { useRetryCvMutation, useUpdateCvMutation } from './use-cv-queries';

/** Spec 001 §2: a failed row says so, with the reason and a retry. */
export function FailedNotice({ cv }: { cv: TCvSummary }) {
  const { t } = useTranslation();
  const retry = useRetryCvMutation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-medium text-destructive">{t('cvs.row.failed')}</p>
        <p className="text-muted-foreground">
          {t(`cvs.upload.errors.${uploadProblemFromExtraction(cv.extractionError)}`)}
        </p>
      </div>
      <BusyButton
        size="sm"
        variant="outline"
        busy={retry.isPending}
        busyLabel={t('cvs.actions.retrying')}
        onClick={() => retry.mutate(cv.id)}
      >
        <RotateCcw aria-hidden="true" />
        {t('cvs.actions.retry')}
      </BusyButton>
    </div>
  );
}

/** Download the original, as the server names it (Content-Disposition). */
export function DownloadButton({ cv }: { cv: TCvSummary }) {
  const { t } = useTranslation();
  if (!cv.fileName) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <a href={cvFileUrl(cv.id)} download aria-label={t('cvs.actions.downloadNamed', { name: cv.name })}>
        <Download aria-hidden="true" />
        {t('cvs.actions.download')}
      </a>
    </Button>
  );
}

function MoreActions({ cv, onRename }: { cv: TCvSummary; onRename: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCvMutation();
  return (
    // Not modal: the rename dialog it opens manages focus and pointer events itself.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={t('cvs.actions.more', { name: cv.name })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {cv.isDefault ? null : (
          <DropdownMenuItem onSelect={() => update.mutate({ id: cv.id, update: { isDefault: true } })}>
            <Star aria-hidden="true" />
            {t('cvs.actions.setDefault')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onRename}>
          <Pencil aria-hidden="true" />
          {t('cvs.actions.rename')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One CV in the list: name, status, date and file facts; actions wrap under it on narrow screens. */
export function CvRow({ cv }: { cv: TCvSummary }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  // A CV built in the builder is edited there, not in the extracted-data view. A plain path, as
  // the builder itself uses this feature (features import each other one way only).
  const href = cv.source === 'builder' ? `/cv-builder?cv=${encodeURIComponent(cv.id)}` : `/cvs/${cv.id}`;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <li className="space-y-3 p-4 sm:px-6" aria-label={cv.name}>
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={href} className="min-w-0 font-medium break-words underline-offset-4 hover:underline">
              {cv.name}
            </Link>
            <CvStatusBadge status={cv.extractionStatus} />
            {cv.isDefault ? <Badge variant="brand">{t('cvs.row.default')}</Badge> : null}
          </div>
          <CvFacts cv={cv} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild size="sm" variant="outline">
            {cv.source === 'builder' ? (
              <Link to={href} aria-label={t('cvBuilder.links.openInBuilderNamed', { name: cv.name })}>
                <Eye aria-hidden="true" />
                {t('cvBuilder.links.openInBuilder')}
              </Link>
            ) : (
              <Link to={href} aria-label={t('cvs.actions.viewNamed', { name: cv.name })}>
                <Eye aria-hidden="true" />
                {t('cvs.actions.view')}
              </Link>
            )}
          </Button>
          <DownloadButton cv={cv} />
          <Button
            size="sm"
            variant="outline"
            aria-label={t('cvs.actions.deleteNamed', { name: cv.name })}
            onClick={() => setDialog('delete')}
          >
            <Trash2 aria-hidden="true" />
            {t('cvs.actions.delete')}
          </Button>
          <MoreActions cv={cv} onRename={() => setDialog('rename')} />
        </div>
      </div>
      {cv.extractionStatus === 'failed' ? <FailedNotice cv={cv} /> : null}
      <RenameCvDialog cv={cv} open={dialog === 'rename'} onOpenChange={closeDialog} />
      <DeleteCvDialog cv={cv} open={dialog === 'delete'} onOpenChange={closeDialog} />
    </li>
  );
}
