import { useTranslation } from '../../../lib/use-translation';
import type { ApplicationStatus } from '#domain/applications';
import { scoreTone } from '#domain/application-rules';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { statusColour } from './application-status';

/** The status in its colour (spec 001 §3); neutral for draft and withdrawn. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={cn(statusColour(status).badge, className)} data-status={status}>
      {t(`applications.status.${status}`)}
    </Badge>
  );
}

const SCORE_CLASS = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  fair: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-border bg-muted text-muted-foreground',
} as const;

/** "ATS 82": the match score of the application's CV against its job ad. */
export function ScoreBadge({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      className={SCORE_CLASS[scoreTone(score)]}
      title={t('applications.row.scoreTitle')}
    >
      {t('applications.row.score', { score })}
    </Badge>
  );
}
