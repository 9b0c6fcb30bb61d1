import { ExternalLink, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEW_FACT_KINDS, type TReviewFact } from '#domain/applications';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { isTicked, type Unticked } from './facts-review-rules';
import type { useFactsPreviewQuery } from './use-facts-preview';

type Props = {
  cvId: string;
  preview: ReturnType<typeof useFactsPreviewQuery>;
  unticked: Unticked;
  onToggle: (id: string) => void;
  disabled: boolean;
};

function FactsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{t('generator.facts.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="flex gap-3">
          <div className="size-4 shrink-0 animate-pulse rounded bg-muted" />
          <div className="grid flex-1 gap-1.5">
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function FactRow({ fact, checked, onToggle }: { fact: TReviewFact; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  // The years fact is a bare figure; the rest read as the CV has them.
  const label =
    fact.kind === 'years' ? t('generator.facts.years', { count: Number(fact.label) }) : fact.label;
  return (
    <li className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-describedby={`${id}-source`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="grid min-w-0 gap-0.5">
        <label
          htmlFor={id}
          className={
            checked ? 'text-sm font-medium' : 'text-sm font-medium text-muted-foreground line-through'
          }
        >
          {label}
        </label>
        <p id={`${id}-source`} className="text-xs break-words text-muted-foreground">
          {t('generator.facts.source', { source: fact.source })}
        </p>
      </div>
    </li>
  );
}

/**
 * "What your letter will say" (issue 12 item 5): the facts the writer may state for this CV and ad,
 * each with its CV line and ticked by default; unticked ones go with Generate as excludedFacts.
 * Corrections are made on the CV itself, in another tab so the pasted ad stays here.
 */
export function FactsReview({ cvId, preview, unticked, onToggle, disabled }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!preview.requested) return null;
  const { data } = preview;
  const groups = REVIEW_FACT_KINDS.map((kind) => ({
    kind,
    facts: data?.facts.filter((f) => f.kind === kind) ?? [],
  })).filter((g) => g.facts.length);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={preview.isFetching}
      className="grid gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-base font-semibold">
            {t('generator.facts.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('generator.facts.intro')}</p>
        </div>
        <Link
          to={`/cvs/${cvId}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('generator.facts.edit')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('generator.facts.newTab')}</span>
        </Link>
      </div>
      {!data && preview.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {t('generator.facts.error')}
            <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('generator.facts.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data ? (
        <FactsSkeleton />
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('generator.facts.empty')}</p>
      ) : (
        <div className="grid gap-4">
          {groups.map((group) => (
            <fieldset key={group.kind} disabled={disabled} className="grid min-w-0 gap-2">
              <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t(`generator.facts.kinds.${group.kind}`)}
              </legend>
              <ul className="grid gap-3">
                {group.facts.map((fact) => (
                  <FactRow
                    key={fact.id}
                    fact={fact}
                    checked={isTicked(unticked, cvId, fact.id)}
                    onToggle={() => onToggle(fact.id)}
                  />
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
      {data && data.leftOut > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('generator.facts.leftOut', { count: data.leftOut })}
        </p>
      ) : null}
    </section>
  );
}
