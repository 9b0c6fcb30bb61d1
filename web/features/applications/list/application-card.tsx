import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { ApplicationStatus, TApplicationSummary } from '#domain/applications';
import { APPLICATION_STATUSES } from '#domain/application-rules';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { FollowUpBadge } from '../../reminders';
import { DeleteApplicationDialog } from './delete-application-dialog';
import { ScoreBadge, StatusBadge } from './status-badge';
import { useUpdateStatusMutation } from './use-application-list';

export const applicationPath = (id: string) => `/applications/${encodeURIComponent(id)}`;

/** Changes the status in place; every change is recorded on the server (status events). */
function StatusSelect({ application }: { application: TApplicationSummary }) {
  const { t } = useTranslation();
  const update = useUpdateStatusMutation();
  return (
    <select
      aria-label={t('applications.row.statusFor', { title: application.jobTitle })}
      value={update.isPending ? update.variables.status : application.status}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate({ id: application.id, status: event.target.value as ApplicationStatus })
      }
      className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:opacity-60 sm:w-40 sm:flex-none"
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`applications.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

/**
 * The job title as a link whose hit area covers the whole enclosing `relative` box, and the
 * company with the creation date under it. Controls inside the box must sit above it (`z-10`).
 */
export function ApplicationTitle({
  application,
}: {
  application: Pick<TApplicationSummary, 'id' | 'jobTitle' | 'companyName' | 'createdAt'>;
}) {
  const { t, i18n } = useTranslation();
  const created = formatDate(application.createdAt, i18n.resolvedLanguage ?? 'en');
  return (
    <div className="min-w-0 space-y-0.5">
      <Link
        to={applicationPath(application.id)}
        className="block font-medium break-words underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline"
      >
        {application.jobTitle}
      </Link>
      <p className="text-sm break-words text-muted-foreground">
        {application.companyName} · {t('applications.row.created', { date: created })}
      </p>
    </div>
  );
}

/**
 * One application: title (the whole card opens it), company, date, score and status; the status
 * select and Delete sit above the card's link so they act on their own.
 */
export function ApplicationCard({ application }: { application: TApplicationSummary }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const name = t('applications.row.name', { title: application.jobTitle, company: application.companyName });
  return (
    <li
      aria-label={name}
      className="relative rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-brand-300 sm:px-5"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 space-y-1.5">
          <ApplicationTitle application={application} />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={application.status} />
            {application.score === null ? null : <ScoreBadge score={application.score} />}
            <FollowUpBadge application={application} />
          </div>
        </div>
        <div className="relative z-10 flex items-center gap-2">
          <StatusSelect application={application} />
          <Button
            size="sm"
            variant="outline"
            aria-label={t('applications.row.deleteNamed', { title: application.jobTitle })}
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('applications.row.delete')}</span>
          </Button>
        </div>
      </div>
      <DeleteApplicationDialog application={application} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
