import Copy from 'lucide-react/icons/copy';
import FileText from 'lucide-react/icons/file-text';
import FolderOpen from 'lucide-react/icons/folder-open';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TCvSummary } from '#domain/cv';
import { EmptyMessage } from '../../components/empty-message';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { formatDate } from '../../lib/format';
import { useDeleteBuilderCv, useDuplicateBuilderCv, useSavedBuilderCvs } from './use-builder-queries';

type SavedCvsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The CV in the form, marked as open in the list. */
  currentId: string | null;
  onOpen: (id: string) => void;
  /** The CV in the form was deleted: it is no longer a saved one. */
  onDeletedCurrent: () => void;
};

/** "Gemte CV'er" (spec 001 §2, §8): the user's builder CVs, to open, duplicate or delete. */
export function SavedCvsDialog({
  open,
  onOpenChange,
  currentId,
  onOpen,
  onDeletedCurrent,
}: SavedCvsDialogProps) {
  const { t, i18n } = useTranslation();
  const saved = useSavedBuilderCvs(open);
  const duplicate = useDuplicateBuilderCv();
  const remove = useDeleteBuilderCv();
  const [deleting, setDeleting] = useState<TCvSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (deleting.id === currentId) onDeletedCurrent();
        setDeleting(null);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        remove.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[85dvh] max-w-xl overflow-y-auto">
        <DialogTitle>{t('cvBuilder.saved.title')}</DialogTitle>
        <DialogDescription>{t('cvBuilder.saved.description')}</DialogDescription>
        {saved.isError || remove.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{t('cvBuilder.saved.errorTitle')}</AlertTitle>
            <AlertDescription>
              {saved.isError ? t('cvBuilder.saved.loadError') : t('cvBuilder.saved.deleteError')}
            </AlertDescription>
            {saved.isError ? (
              <Button size="sm" variant="outline" onClick={() => void saved.refetch()}>
                {t('common.retry')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {saved.isPending && !saved.isError ? (
          <ul aria-busy="true" aria-label={t('common.loading')} className="space-y-2">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-14 animate-pulse rounded-lg bg-muted" />
            ))}
          </ul>
        ) : null}
        {saved.data?.length === 0 ? (
          <EmptyMessage
            icon={<FileText aria-hidden="true" />}
            title={t('cvBuilder.saved.empty')}
            text={t('cvBuilder.saved.emptyText')}
            action={null}
          />
        ) : null}
        {saved.data?.length ? (
          <ul className="divide-y rounded-lg border">
            {saved.data.map((cv) => (
              <li
                key={cv.id}
                aria-label={cv.name}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">
                    {cv.name}
                    {cv.id === currentId ? (
                      <span className="ml-2 text-xs font-normal text-muted-foreground">
                        {t('cvBuilder.saved.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('cvBuilder.saved.updated', { date: formatDate(cv.updatedAt, i18n.language) })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    aria-label={t('cvBuilder.saved.openNamed', { name: cv.name })}
                    onClick={() => {
                      onOpen(cv.id);
                      onOpenChange(false);
                    }}
                  >
                    <FolderOpen aria-hidden="true" />
                    {t('cvBuilder.saved.open')}
                  </Button>
                  <BusyButton
                    size="sm"
                    variant="outline"
                    busy={duplicate.isPending && duplicate.variables === cv.id}
                    busyLabel={t('cvBuilder.saved.duplicating')}
                    aria-label={t('cvBuilder.saved.duplicateNamed', { name: cv.name })}
                    onClick={() => duplicate.mutate(cv.id)}
                  >
                    <Copy aria-hidden="true" />
                    {t('cvBuilder.saved.duplicate')}
                  </BusyButton>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('cvBuilder.saved.deleteNamed', { name: cv.name })}
                    onClick={() => setDeleting(cv)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('cvBuilder.saved.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => {
            if (!next) setDeleting(null);
          }}
          title={t('cvBuilder.saved.confirmTitle')}
          description={t('cvBuilder.saved.confirmText', { name: deleting?.name ?? '' })}
          confirmLabel={t('cvBuilder.saved.delete')}
          busy={remove.isPending}
          busyLabel={t('cvBuilder.saved.deleting')}
          onConfirm={confirmDelete}
        />
        {/* A phone has no Escape key: the dialog says how to leave it. */}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
