import CheckCircle2 from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from '../../lib/use-translation';
import type { LinkedinBand, TLinkedinAnalysisRecord, TLinkedinCheck } from '#domain/linkedin';
import { SectionCard } from '../../components/section-card';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { formatDate } from '../../lib/format';
import { cn } from '../../lib/utils';

const BAND_VARIANT: Record<LinkedinBand, 'success' | 'brand' | 'destructive'> = {
  excellent: 'success',
  good: 'brand',
  'needs-improvement': 'destructive',
};

function CheckIcon({ passed }: { passed: boolean | null }) {
  if (passed === null) return <CircleHelp aria-hidden="true" className="size-5 text-muted-foreground" />;
  return passed ? (
    <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
  ) : (
    <CircleAlert aria-hidden="true" className="size-5 text-warning" />
  );
}

function ChecklistItem({ item }: { item: TLinkedinCheck }) {
  const { t } = useTranslation();
  const status =
    item.passed === null
      ? t('linkedin.result.notJudged')
      : item.passed
        ? t('linkedin.result.passed')
        : t('linkedin.result.failed');
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-border py-3 last:border-b-0">
      <CheckIcon passed={item.passed} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-medium">{item.label}</h3>
        <span className="text-xs text-muted-foreground">
          {status}
          {item.maxPoints > 0
            ? ` · ${t('linkedin.result.points', { points: item.points, max: item.maxPoints })}`
            : ''}
        </span>
      </div>
      <dl className="col-start-2 grid gap-1 text-sm">
        <div>
          <dt className="sr-only">{t('linkedin.result.whyLabel')}</dt>
          <dd className="text-muted-foreground">{item.why}</dd>
        </div>
        {item.passed !== true ? (
          <div>
            <dt className="inline font-medium">{t('linkedin.result.fixLabel')}: </dt>
            <dd className="inline">{item.fix}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid list-disc gap-2 pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** An analysis: the score out of 100 with its band, completeness, checklist with why and how to fix. */
export function AnalysisResult({ record }: { record: TLinkedinAnalysisRecord }) {
  const { t, i18n } = useTranslation();
  const { analysis } = record;
  const date = formatDate(record.createdAt, i18n.resolvedLanguage ?? 'en');
  return (
    <section aria-labelledby="linkedin-result-title" className="grid gap-4">
      <h2 id="linkedin-result-title" className="sr-only">
        {t('linkedin.result.title')}
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
          <div className="flex items-baseline gap-2" data-testid="linkedin-score">
            <span className="text-5xl font-bold tabular-nums" aria-describedby="linkedin-score-of">
              {analysis.score}
            </span>
            <span id="linkedin-score-of" className="text-muted-foreground">
              {t('linkedin.result.outOf')}
            </span>
          </div>
          <div className="grid flex-1 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={BAND_VARIANT[analysis.band]}>
                {t(`linkedin.result.bands.${analysis.band}`)}
              </Badge>
              {analysis.profileName ? (
                <span className="text-sm font-medium">
                  {t('linkedin.result.profileOf', { name: analysis.profileName })}
                </span>
              ) : null}
            </div>
            <Progress value={analysis.score} aria-label={t('linkedin.result.scoreLabel')} />
            <p className="text-xs text-muted-foreground">
              {date ? `${t('linkedin.result.analysedOn', { date })} · ` : ''}
              {record.source === 'pdf' ? t('linkedin.result.fromPdf') : t('linkedin.result.fromText')} ·{' '}
              <span className="break-all">{record.linkedinUrl}</span>
            </p>
            <p className="text-xs text-muted-foreground">{t('linkedin.result.howScored')}</p>
          </div>
        </CardContent>
      </Card>

      <SectionCard title={t('linkedin.result.completeness')}>
        <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          {Object.entries(analysis.completeness).map(([section, present]) => (
            <li key={section} className="flex items-center gap-2">
              <CheckIcon passed={present} />
              <span>{t(`linkedin.result.sections.${section}` as 'linkedin.result.sections.headline')}</span>
              <span className="sr-only">
                {present ? t('linkedin.result.present') : t('linkedin.result.missing')}
              </span>
            </li>
          ))}
        </ul>
      </SectionCard>

      <SectionCard title={t('linkedin.result.checklist')}>
        <ul className="-my-3">
          {analysis.checklist.map((item) => (
            <ChecklistItem key={item.id} item={item} />
          ))}
        </ul>
      </SectionCard>

      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title={t('linkedin.result.strengths')}>
          <TextList items={analysis.strengths} empty={t('linkedin.result.noStrengths')} />
        </SectionCard>
        <SectionCard title={t('linkedin.result.improvements')}>
          <TextList items={analysis.improvements} empty={t('linkedin.result.noImprovements')} />
        </SectionCard>
      </div>

      <SectionCard title={t('linkedin.result.recommendations')}>
        <ol className={cn('grid list-decimal gap-2 pl-5 text-sm')}>
          {analysis.recommendations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        {analysis.enhanced ? (
          <p className="text-xs text-muted-foreground">{t('linkedin.result.enhanced')}</p>
        ) : null}
      </SectionCard>
    </section>
  );
}
