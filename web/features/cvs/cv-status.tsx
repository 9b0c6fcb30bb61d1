import { useTranslation } from '../../lib/use-translation';
import type { TCvSummary } from '#domain/cv';
import { Badge } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';
import { formatFileSize, formatLabel, STATUS_BADGE_VARIANT } from './cv-format';

/** Pending / Completed / Failed, with a spinner while the CV is being read. */
export function CvStatusBadge({ status }: { status: TCvSummary['extractionStatus'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_BADGE_VARIANT[status]}>
      {status === 'pending' ? <Spinner className="size-3" /> : null}
      {t(`cvs.status.${status}`)}
    </Badge>
  );
}

/** "22 Nov 2026 · PDF · 245 kB": what a row and the detail header say about the file. */
export function CvFacts({ cv }: { cv: TCvSummary }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const facts = [
    t('cvs.row.created', { date: formatDate(cv.createdAt, locale) }),
    formatLabel(cv.format),
    cv.sizeBytes === null ? null : formatFileSize(cv.sizeBytes, locale),
  ].filter(Boolean);
  return <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>;
}
