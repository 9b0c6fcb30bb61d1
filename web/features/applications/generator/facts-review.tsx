import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { TReviewFact } from '#domain/applications';
import { REVIEW_FACT_KINDS } from '#domain/application-rules';
import type { TCvData } from '#domain/cv';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCvQuery } from '../../cvs';
import { draftOf } from './fact-edit-rules';
import { FactEditor } from './fact-editor';
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

type RowProps = {
  cvId: string;
  fact: TReviewFact;
  /** The CV's extracted data, once loaded: where an edit in place starts from. */
  cv: TCvData | null | undefined;
  checked: boolean;
  onToggle: () => void;
  /** The row goes away (a correction or another ad drops the fact) while the focus is in it; stable. */
  onFocusLost: () => void;
};

/** A link to the CV page, for a fact that is no single entry of it (the years) or one not found. */
function CvLink({ cvId, fact }: { cvId: string; fact: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/cvs/${cvId}`}
      target="_blank"
      rel="noopener"
      aria-label={t('generator.facts.changeInCv', { fact })}
      className="inline-flex shrink-0 items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline"
    >
      {t('generator.facts.inCv')}
      <ExternalLink aria-hidden="true" className="size-3" />
    </Link>
  );
}

function FactRow({ cvId, fact, cv, checked, onToggle, onFocusLost }: RowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(false);
  // The years fact is a bare figure; the rest read as the CV has them.
  const label =
    fact.kind === 'years' ? t('generator.facts.years', { count: Number(fact.label) }) : fact.label;
  const initial = fact.cvEntry && cv ? draftOf(cv, fact.cvEntry) : null;

  useEffect(() => {
    if (editing || !focusBack.current) return;
    focusBack.current = false;
    editButton.current?.focus();
  }, [editing]);
  // Runs before the row leaves the page, while the focus can still be seen inside it.
  useLayoutEffect(() => {
    const node = row.current;
    return () => {
      if (node?.contains(document.activeElement)) onFocusLost();
    };
  }, [onFocusLost]);

  const close = () => {
    focusBack.current = true;
    setEditing(false);
  };

  return (
    <li ref={row} className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-describedby={`${id}-source`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
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
        {fact.cvEntry && initial ? (
          <Button
            ref={editButton}
            type="button"
            variant="ghost"
            size="sm"
            className="-my-1.5 size-8 shrink-0 px-0 sm:-my-1 sm:h-7 sm:w-auto sm:px-2"
            aria-label={t('generator.facts.editFact', { fact: label })}
            aria-expanded={editing}
            disabled={editing}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {/* On a phone the pencil alone leaves the fact room; the name says which fact. */}
            <span className="hidden sm:inline">{t('generator.facts.editOne')}</span>
          </Button>
        ) : fact.cvEntry && cv === undefined ? null : (
          <CvLink cvId={cvId} fact={label} />
        )}
      </div>
      {editing && fact.cvEntry && initial ? (
        <div className="sm:pl-7">
          <FactEditor cvId={cvId} entry={fact.cvEntry} initial={initial} factLabel={label} onClose={close} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * "What your letter will say" (issue 12 item 5): the facts the writer may state for this CV and ad,
 * each with its CV line and ticked by default; unticked ones go with Generate as excludedFacts.
 * A fact read from one entry of the CV is corrected in place (saved to the CV); the rest link to
 * the CV, in another tab so the pasted ad stays here.
 */
export function FactsReview(props: Props) {
  if (!props.preview.requested) return null;
  return <FactsReviewSection {...props} />;
}

function FactsReviewSection({ cvId, preview, unticked, onToggle, disabled }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const cv = useCvQuery(cvId);
  // undefined while loading; null when the CV has no extracted data (nothing to edit in place).
  const cvData = cv.data ? cv.data.extractedData : cv.isError ? null : undefined;
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
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
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
                    cvId={cvId}
                    fact={fact}
                    cv={cvData}
                    checked={isTicked(unticked, cvId, fact.id)}
                    onToggle={() => onToggle(fact.id)}
                    onFocusLost={focusHeading}
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
