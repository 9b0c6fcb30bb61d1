import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { ApplicationStatus, TApplication } from '#domain/applications';
import { APPLICATION_STATUSES } from '#domain/application-rules';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateStatusMutation } from '../list/use-application-list';
import { formatDate } from '../../../lib/format';
import { SelectField } from '../../../components/select-field';
import { AtsReport } from './ats-report';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EvidencePanel } from './evidence-panel';
import { GenerationErrorAlert } from './generation-error';
import { FallbackNotice, GenerationProgress } from './generation-progress';
import type { GenerationState } from './generation';
import { LetterEditor } from './letter-editor';
import { isEdited } from './report-view';
import { SKIP_UNSAVED_GUARD } from './unsaved-guard';
import { useDeleteApplication, useSaveDatesMutation } from './use-application';
import { ReminderDatesCard } from '../../reminders';

function StatusSelect({ application }: { application: TApplication }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateStatusMutation();
  const options = APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`applications.status.${s}`) }));
  return (
    <SelectField
      id={id}
      label={t('generator.status.label')}
      options={options}
      value={update.isPending ? update.variables.status : application.status}
      disabled={update.isPending}
      className="min-w-40"
      onChange={(event) =>
        update.mutate({ id: application.id, status: event.target.value as ApplicationStatus })
      }
    />
  );
}

/** The reminders feature's dates card, saved through this page's application cache. */
function ReminderDates({ application }: { application: TApplication }) {
  const { t } = useTranslation();
  const save = useSaveDatesMutation(application.id);
  return (
    <ReminderDatesCard
      application={application}
      saving={save.isPending}
      onSave={(update) =>
        save.mutate(update, {
          onSuccess: () => toast.success(t('reminders.card.saved'), { id: 'reminder-dates' }),
          onError: (error) =>
            toast.error(
              isApiError(error) && error.status === 404
                ? t('applications.toasts.notFound')
                : t('reminders.card.saveFailed'),
              { id: 'reminder-dates' },
            ),
        })
      }
    />
  );
}

function ResultHeader({
  application,
  busy,
  onRegenerate,
}: {
  application: TApplication;
  busy: boolean;
  onRegenerate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'regenerate' | 'delete' | null>(null);
  const remove = useDeleteApplication(
    application.id,
    () => void navigate('/applications', { replace: true, state: SKIP_UNSAVED_GUARD }),
  );
  const created = formatDate(application.createdAt, i18n.language);
  const close = (open: boolean) => (open ? undefined : setConfirm(null));
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{application.jobTitle}</h1>
        <p className="text-muted-foreground break-words">
          {application.companyName}
          {created ? ` · ${t('generator.detail.created', { date: created })}` : null}
          {application.outputLanguage
            ? ` · ${t(`generator.form.languages.${application.outputLanguage}`)}`
            : null}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2 lg:shrink-0 lg:flex-nowrap">
        <StatusSelect application={application} />
        <Button variant="outline" disabled={busy} onClick={() => setConfirm('regenerate')}>
          <RefreshCw aria-hidden="true" />
          {t('generator.actions.regenerate')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setConfirm('delete')}>
          <Trash2 aria-hidden="true" />
          {t('generator.actions.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={close}
        title={t('generator.actions.regenerateTitle')}
        description={t('generator.actions.regenerateText')}
        confirmLabel={t('generator.actions.regenerate')}
        onConfirm={() => {
          setConfirm(null);
          onRegenerate();
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={close}
        title={t('applications.delete.title')}
        description={t('applications.delete.description', {
          title: application.jobTitle,
          company: application.companyName,
        })}
        confirmLabel={t('applications.delete.confirm')}
        busy={remove.isPending}
        busyLabel={t('applications.delete.deleting')}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(t('applications.toasts.deleted'), { id: 'application-action' }),
            onError: (error) =>
              toast.error(t('applications.toasts.deleteFailed'), {
                id: 'application-action',
                ...(isApiError(error) ? { description: error.message } : {}),
              }),
          })
        }
      />
    </header>
  );
}

/**
 * A generated application (also /applications/:id): the editable letter with copy, exports and
 * share on the left with the evidence per paragraph; the ATS report on the right. While it is
 * regenerated the new letter streams in where the old one was.
 */
export function ResultView({
  application,
  generation,
  limit,
  onRegenerate,
  onCancel,
}: {
  application: TApplication;
  generation: GenerationState;
  limit: number;
  onRegenerate: () => void;
  onCancel: () => void;
}) {
  const streaming = generation.phase === 'streaming';
  const report = (streaming ? generation.report : null) ?? application.atsReport;
  return (
    <div className="space-y-6">
      <ResultHeader application={application} busy={streaming} onRegenerate={onRegenerate} />
      <ReminderDates application={application} />
      {generation.phase === 'failed' && generation.error ? (
        <GenerationErrorAlert error={generation.error} limit={limit} />
      ) : null}
      {generation.phase === 'done' && generation.notice ? (
        <FallbackNotice message={generation.notice} />
      ) : null}
      {/* Phones: letter, report, evidence; from lg the report is a column of its own on the right. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1">
          {streaming ? (
            <GenerationProgress state={generation} onCancel={onCancel} />
          ) : (
            <LetterEditor key={application.id} application={application} />
          )}
        </div>
        <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {report ? <AtsReport report={report} /> : null}
        </aside>
        {streaming ? null : (
          <div className="min-w-0 lg:col-start-1">
            <EvidencePanel
              paragraphs={application.paragraphs}
              requirements={application.atsReport?.requirements ?? []}
              edited={isEdited(application.content, application.paragraphs)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
