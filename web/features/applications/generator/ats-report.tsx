import CheckCircle2 from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import Info from 'lucide-react/icons/info';
import Lightbulb from 'lucide-react/icons/lightbulb';
import XCircle from 'lucide-react/icons/circle-x';
import { useTranslation } from '../../../lib/use-translation';
import { useId, useState, type ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { TAtsReport, TRequirement } from '#domain/applications';
import { scoreTone } from '#domain/application-rules';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { reportRequirements, showsScore, type MatchedRequirement } from './report-view';
import { evidenceLineText, partReasonText, suggestionKeyword, suggestionText } from './report-text';

// The 700/600 shades: the caption is text and must reach 4.5:1 on white (WCAG AA).
const GAUGE_COLOUR = { good: 'text-emerald-700', fair: 'text-amber-700', low: 'text-red-600' } as const;
const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score 0–100 as a ring in its band's colour (the same bands as the list's score badge). */
export function ScoreGauge({ score }: { score: number }) {
  const { t } = useTranslation();
  const tone = scoreTone(score);
  const filled = (Math.min(100, Math.max(0, score)) / 100) * CIRCUMFERENCE;
  return (
    <figure className="flex items-center gap-4">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={t('generator.report.gauge', { score })}
        className="relative size-28 shrink-0"
      >
        <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-muted" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            className={cn('transition-[stroke-dasharray] duration-700', GAUGE_COLOUR[tone])}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
          <span className="text-3xl font-bold tabular-nums" data-testid="ats-score">
            {score}
          </span>
          <span className="text-xs text-muted-foreground">{t('generator.report.outOf')}</span>
        </div>
      </div>
      <figcaption className={cn('text-base font-semibold', GAUGE_COLOUR[tone])}>
        {t(`generator.report.bands.${tone}`)}
      </figcaption>
    </figure>
  );
}

/** In place of the gauge when too few requirements were read for a score to mean anything. */
function NotEnoughInformation() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-start gap-3 rounded-md border border-border bg-muted/40 p-3">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="text-base font-semibold" data-testid="ats-insufficient">
          {t('generator.report.insufficient')}
        </p>
        <p className="text-sm text-muted-foreground">{t('generator.report.insufficientHint')}</p>
      </div>
    </div>
  );
}

function ScoreParts({ parts }: { parts: TAtsReport['parts'] }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <ul className="grid gap-3">
      {parts.map((part) => {
        const points = { earned: n(part.earned), possible: n(part.possible) };
        const label = t('generator.report.pointsLabel', points);
        return (
          <li key={part.part} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{t(`generator.report.parts.${part.part}`)}</span>
              <span className="tabular-nums text-muted-foreground" aria-label={label}>
                {t('generator.report.points', points)}
              </span>
            </div>
            <Progress value={part.earned} max={part.possible} aria-label={label} className="h-1.5" />
            <p className="text-xs text-muted-foreground">{partReasonText(part, t, i18n.language)}</p>
          </li>
        );
      })}
    </ul>
  );
}

function ImportanceBadge({ requirement }: { requirement: TRequirement }) {
  const { t } = useTranslation();
  return (
    <Badge variant={requirement.importance === 'must' ? 'brand' : 'outline'} className="shrink-0">
      {t(requirement.importance === 'must' ? 'generator.report.must' : 'generator.report.nice')}
    </Badge>
  );
}

function MatchedList({ items }: { items: MatchedRequirement[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('generator.report.noneMatched')}</p>;
  return (
    <ul className="grid gap-3">
      {items.map(({ requirement, match }) => (
        <li key={requirement.id} className="grid gap-1">
          <div className="flex items-start gap-2 text-sm">
            {match.status === 'partial' ? (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            )}
            <span className="min-w-0 flex-1 font-medium break-words">
              {requirement.text}
              {match.status === 'partial' ? (
                <span className="font-normal text-muted-foreground"> ({t('generator.report.partial')})</span>
              ) : null}
            </span>
            <ImportanceBadge requirement={requirement} />
          </div>
          <EvidenceLines lines={match.cvEvidence} />
        </li>
      ))}
    </ul>
  );
}

/** The CV lines a claim rests on, quoted. */
export function EvidenceLines({ lines, label }: { lines: readonly string[]; label?: string }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <div className="ml-6 grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label ?? t('generator.report.evidence')}</p>
      <ul className="grid gap-1">
        {lines.map((line) => (
          <li
            key={line}
            className="border-l-2 border-brand-200 pl-2 text-xs break-words text-muted-foreground"
          >
            {evidenceLineText(line, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MissingList({ items }: { items: TRequirement[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('generator.report.noneMissing')}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((requirement) => (
        <li key={requirement.id} className="flex items-start gap-2 text-sm">
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span className="min-w-0 flex-1 break-words">{requirement.text}</span>
          <ImportanceBadge requirement={requirement} />
        </li>
      ))}
    </ul>
  );
}

function Suggestions({ suggestions }: { suggestions: TAtsReport['suggestions'] }) {
  const { t, i18n } = useTranslation();
  if (suggestions.length === 0)
    return <p className="text-sm text-muted-foreground">{t('generator.report.noSuggestions')}</p>;
  return (
    <ul className="grid gap-3">
      {suggestions.map((s) => (
        <li key={`${s.keyword}-${s.section}`} className="flex gap-2 text-sm">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
          <div className="grid min-w-0 gap-0.5">
            <p className="break-words">
              <span className="font-medium">{suggestionKeyword(s, i18n.language)}</span>
              <span className="text-muted-foreground">
                {' · '}
                {t('generator.report.suggestionSection', {
                  section: t(`generator.report.sections.${s.section}`),
                })}
              </span>
            </p>
            <p className="text-muted-foreground break-words">{suggestionText(s, t, i18n.language)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A part of the report's details, collapsed until asked for (a disclosure button in its heading),
 * so the report opens on the score and the must-haves instead of a page of lists.
 */
function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="grid gap-3 border-t border-border pt-4">
      <h3 className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="-m-1 flex w-[calc(100%+0.5rem)] cursor-pointer items-center justify-between gap-2 rounded-md p-1 text-left hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

const MUST_ICON = {
  matched: <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />,
  partial: <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />,
  missing: <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />,
} as const;

/** The must-haves first, each met, partly met or missing, under how many of them are met. */
function MustHaves({ report }: { report: TAtsReport }) {
  const { t, i18n } = useTranslation();
  const status = new Map(report.matches.map((m) => [m.requirementId, m.status]));
  const musts = report.requirements
    .filter((r) => r.importance === 'must')
    .map((requirement) => ({ requirement, state: status.get(requirement.id) ?? 'missing' }));
  if (musts.length === 0) return null;
  const n = (value: number) => formatNumber(value, i18n.language);
  const partly = musts.filter((m) => m.state === 'partial').length;
  // Counted over the list below (languages and the degree too), so the count and the list agree.
  const summary = t('generator.report.reasons.requirementsMet', {
    context: 'must',
    met: n(musts.filter((m) => m.state === 'matched').length),
    of: n(musts.length),
    partly: partly ? t('generator.report.reasons.partly', { partly: n(partly) }) : '',
  });
  return (
    <section aria-labelledby="must-haves" className="grid gap-2">
      <h3 id="must-haves" className="text-sm font-semibold">
        {t('generator.report.mustHaves')}
      </h3>
      <p className="text-sm text-muted-foreground" data-testid="must-have-summary">
        {summary}
      </p>
      <ul className="grid gap-1.5">
        {musts.map(({ requirement, state }) => {
          return (
            <li key={requirement.id} className="flex items-start gap-2 text-sm">
              {MUST_ICON[state]}
              <span className="min-w-0 flex-1 break-words">
                {requirement.text}
                <span className="sr-only"> ({t(`generator.report.mustState.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The ATS match report with its working shown (issue 6): the score and the must-haves first, then
 * the working, matched, missing and suggestions, each collapsed until opened (issue 14).
 */
export function AtsReport({ report }: { report: TAtsReport }) {
  const { t } = useTranslation();
  const { matched, missing } = reportRequirements(report);
  const scored = showsScore(report);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg/7">{t('generator.report.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {scored ? <ScoreGauge score={report.score} /> : <NotEnoughInformation />}
        <MustHaves report={report} />
        {scored ? (
          <ReportSection title={t('generator.report.working')}>
            <ScoreParts parts={report.parts} />
          </ReportSection>
        ) : null}
        {/* With too few requirements read, an empty list would claim a full match ("Your CV
            covers every requirement"): show only the lists that have something in them. */}
        {(scored || matched.length > 0) && (
          <ReportSection title={t('generator.report.matched')}>
            <MatchedList items={matched} />
          </ReportSection>
        )}
        {(scored || missing.length > 0) && (
          <ReportSection title={t('generator.report.missing')}>
            <MissingList items={missing} />
          </ReportSection>
        )}
        {(scored || report.suggestions.length > 0) && (
          <ReportSection title={t('generator.report.suggestions')}>
            <Suggestions suggestions={report.suggestions} />
          </ReportSection>
        )}
      </CardContent>
    </Card>
  );
}
