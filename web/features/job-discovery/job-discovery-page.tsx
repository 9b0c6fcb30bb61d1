import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import EyeOff from 'lucide-react/icons/eye-off';
import Eye from 'lucide-react/icons/eye';
import ExternalLink from 'lucide-react/icons/external-link';
import PenLine from 'lucide-react/icons/pen-line';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rss from 'lucide-react/icons/rss';
import Trash2 from 'lucide-react/icons/trash';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { ScoreTone } from '#domain/applications';
import { scoreTone } from '#domain/application-rules';
import { CV_LANGUAGES } from '#domain/cv-rules';
import {
  DISCOVERY_LIMITS,
  type TJobSource,
  type TPostingItem,
  type TSavedSearch,
} from '#domain/job-discovery';
import { EmptyMessage } from '../../components/empty-message';
import { PageHeader } from '../../components/page-header';
import { LoadErrorAlert, SectionCard } from '../../components/section-card';
import { SelectField } from '../../components/select-field';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { isApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { SavedSearchList, SaveSearchForm, searchFilters, type DiscoveryFilters } from './saved-searches';
import { useServerMessage } from './server-messages';
import {
  usePostingMark,
  usePostings,
  useFollowSource,
  useRefreshSource,
  useSources,
  useUnfollowSource,
} from './use-discovery';

const EXAMPLES = [
  'https://boards.greenhouse.io/acme',
  'lever:acme',
  'https://jobs.ashbyhq.com/acme',
  'acme.recruitee.com',
  'https://acme.example/careers',
  'https://acme.example/jobs.rss',
];

function FollowForm() {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const follow = useFollowSource();
  const serverMessage = useServerMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!input.trim()) {
      setError(t('discovery.follow.required'));
      return;
    }
    setError(null);
    follow.mutate(input, {
      onSuccess: ({ source, added }) => {
        setInput('');
        if (source.status === 'error')
          toast.error(t('discovery.follow.fetchFailed', { message: serverMessage(source.lastError ?? '') }));
        else toast.success(t('discovery.follow.done', { count: added }));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.fields?.input) setError(serverMessage(failure.fields.input));
        else if (isApiError(failure) && failure.status === 429) setError(t('discovery.rateLimited'));
        else setError(t('discovery.follow.failed'));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('discovery.follow.label')} className="grid gap-3">
      <div className="grid gap-1">
        <Field
          id="discovery-input"
          label={t('discovery.follow.input')}
          hint={t('discovery.follow.hint')}
          value={input}
          maxLength={DISCOVERY_LIMITS.input}
          placeholder="https://boards.greenhouse.io/acme"
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? 'discovery-input-error' : undefined}
          onChange={(event) => setInput(event.target.value)}
        />
        {error ? (
          <p id="discovery-input-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <details className="text-sm text-muted-foreground">
        <summary className="cursor-pointer">{t('discovery.follow.examples')}</summary>
        <ul className="mt-2 grid gap-1 font-mono text-xs break-all">
          {EXAMPLES.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </details>
      <div>
        <BusyButton type="submit" busy={follow.isPending} busyLabel={t('discovery.follow.busy')}>
          <Rss aria-hidden="true" />
          {t('discovery.follow.submit')}
        </BusyButton>
      </div>
    </form>
  );
}

function SourceStatus({ source, fetching }: { source: TJobSource; fetching: boolean }) {
  const { t } = useTranslation();
  if (fetching || source.status === 'fetching')
    return <Badge variant="secondary">{t('discovery.sources.fetching')}</Badge>;
  if (source.status === 'error') return <Badge variant="destructive">{t('discovery.sources.error')}</Badge>;
  return <Badge variant="outline">{t('discovery.sources.ok', { count: source.postingCount })}</Badge>;
}

function SourceList() {
  const { t, i18n } = useTranslation();
  const sources = useSources();
  const refresh = useRefreshSource();
  const unfollow = useUnfollowSource();
  const serverMessage = useServerMessage();
  if (sources.isError) {
    return (
      <LoadErrorAlert
        title={t('discovery.sources.loadError')}
        description={t('discovery.loadErrorText')}
        onRetry={() => void sources.refetch()}
      />
    );
  }
  if (sources.isPending) return <div aria-hidden="true" className="h-24 animate-pulse rounded-md bg-muted" />;
  if (sources.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('discovery.sources.empty')}</p>;
  }
  return (
    <ul className="grid gap-3" aria-label={t('discovery.sources.title')}>
      {sources.data.items.map((source) => {
        const fetching = refresh.isPending && refresh.variables === source.id;
        return (
          <li key={source.id} className="grid gap-1 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 font-medium break-all">{source.label}</span>
              <SourceStatus source={source} fetching={fetching} />
            </div>
            {source.status === 'error' && source.lastError ? (
              <p className="text-sm break-words text-destructive">{serverMessage(source.lastError)}</p>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground">
                {source.lastFetchedAt
                  ? t('discovery.sources.fetched', {
                      date: formatDate(source.lastFetchedAt, i18n.language),
                    })
                  : null}
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={fetching}
                  aria-label={t('discovery.sources.refresh', { name: source.label })}
                  onClick={() =>
                    refresh.mutate(source.id, {
                      onError: (failure) =>
                        toast.error(
                          isApiError(failure) && failure.status === 429
                            ? t('discovery.rateLimited')
                            : t('discovery.sources.refreshFailed'),
                        ),
                    })
                  }
                >
                  <RefreshCw aria-hidden="true" className={fetching ? 'animate-spin' : undefined} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('discovery.sources.unfollow', { name: source.label })}
                  onClick={() =>
                    unfollow.mutate(source.id, {
                      onError: () => toast.error(t('discovery.sources.unfollowFailed')),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type Filters = DiscoveryFilters;

function FilterBar({
  filters,
  onChange,
  sources,
  onSearchSaved,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  sources: readonly TJobSource[];
  onSearchSaved: (search: TSavedSearch) => void;
}) {
  const { t } = useTranslation();
  const [keywords, setKeywords] = useState(filters.keywords ?? '');
  const [location, setLocation] = useState(filters.location ?? '');
  const any = { value: '', label: t('discovery.filters.any') };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, keywords, location });
  };
  return (
    <div className="grid gap-3">
      <form onSubmit={apply} aria-label={t('discovery.filters.label')} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="discovery-keywords"
            label={t('discovery.filters.keywords')}
            value={keywords}
            maxLength={DISCOVERY_LIMITS.keywords}
            onChange={(event) => setKeywords(event.target.value)}
          />
          <Field
            id="discovery-location"
            label={t('discovery.filters.location')}
            value={location}
            maxLength={DISCOVERY_LIMITS.location}
            onChange={(event) => setLocation(event.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-5">
          <SelectField
            id="discovery-min-score"
            label={t('discovery.filters.minScore')}
            value={filters.minScore === undefined ? '' : String(filters.minScore)}
            options={[any, ...[50, 70, 85].map((n) => ({ value: String(n), label: `≥ ${n}` }))]}
            onChange={(event) =>
              onChange({ ...filters, minScore: event.target.value ? Number(event.target.value) : undefined })
            }
          />
          <SelectField
            id="discovery-remote"
            label={t('discovery.filters.remote')}
            value={filters.remote ?? ''}
            options={[
              any,
              { value: 'true', label: t('discovery.filters.remoteOnly') },
              { value: 'false', label: t('discovery.filters.onSite') },
            ]}
            onChange={(event) =>
              onChange({ ...filters, remote: (event.target.value || undefined) as Filters['remote'] })
            }
          />
          <SelectField
            id="discovery-language"
            label={t('discovery.filters.language')}
            value={filters.language ?? ''}
            options={[any, ...CV_LANGUAGES.map((l) => ({ value: l, label: t(`discovery.languages.${l}`) }))]}
            onChange={(event) =>
              onChange({ ...filters, language: (event.target.value || undefined) as Filters['language'] })
            }
          />
          <SelectField
            id="discovery-source"
            label={t('discovery.filters.source')}
            value={filters.sourceId ?? ''}
            options={[any, ...sources.map((s) => ({ value: s.id, label: s.label }))]}
            onChange={(event) => onChange({ ...filters, sourceId: event.target.value || undefined })}
          />
          <SelectField
            id="discovery-show"
            label={t('discovery.filters.show')}
            value={filters.show ?? 'open'}
            options={(['open', 'saved', 'hidden'] as const).map((v) => ({
              value: v,
              label: t(`discovery.show.${v}`),
            }))}
            onChange={(event) => onChange({ ...filters, show: event.target.value as Filters['show'] })}
          />
        </div>
        <div>
          <Button type="submit" variant="outline">
            {t('discovery.filters.apply')}
          </Button>
        </div>
      </form>
      <SaveSearchForm filters={{ ...filters, keywords, location }} onSaved={onSearchSaved} />
    </div>
  );
}

/** The product's score bands (the same as an application's score badge). */
const SCORE_CLASS: Record<ScoreTone, string> = {
  good: 'bg-success/15 text-success-strong',
  fair: 'bg-warning/20 text-foreground',
  low: 'bg-muted',
};

function PostingCard({ posting }: { posting: TPostingItem }) {
  const { t, i18n } = useTranslation();
  const mark = usePostingMark();
  const toggle = (which: 'save' | 'hide', on: boolean) =>
    mark.mutate(
      { id: posting.id, mark: which, on },
      { onError: () => toast.error(t('discovery.postings.markFailed')) },
    );
  const posted = formatDate(posting.postedAt ?? posting.firstSeenAt, i18n.language);
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{posting.title}</h3>
          <p className="text-sm text-muted-foreground break-words">
            {[posting.company, posting.location].filter(Boolean).join(' · ')}
          </p>
        </div>
        {posting.score !== null ? (
          <span
            className={`shrink-0 rounded-md px-2 py-1 text-center text-sm font-semibold ${SCORE_CLASS[scoreTone(posting.score)]}`}
            aria-label={t('discovery.postings.scoreLabel', { score: posting.score })}
          >
            {posting.score}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 text-xs">
        {posting.mustHavesTotal ? (
          <Badge variant="secondary">
            {t('discovery.postings.mustHaves', { met: posting.mustHavesMet, total: posting.mustHavesTotal })}
          </Badge>
        ) : null}
        {posting.remote ? <Badge variant="outline">{t('discovery.postings.remote')}</Badge> : null}
        {posting.salary ? <Badge variant="outline">{posting.salary}</Badge> : null}
        <Badge variant="outline">{t(`discovery.languages.${posting.language}`)}</Badge>
        {posted ? (
          <span className="self-center text-muted-foreground">
            {t('discovery.postings.posted', { date: posted })}
          </span>
        ) : null}
        {posting.expired ? <Badge variant="destructive">{t('discovery.postings.expired')}</Badge> : null}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t('discovery.postings.showAd')}</summary>
        <p className="mt-2 max-h-72 overflow-y-auto whitespace-pre-line">{posting.description}</p>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/new-job?posting=${posting.id}`}>
            <PenLine aria-hidden="true" />
            {t('discovery.postings.write')}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={posting.saved}
          onClick={() => toggle('save', !posting.saved)}
          aria-label={t(posting.saved ? 'discovery.postings.unsaveLabel' : 'discovery.postings.saveLabel', {
            title: posting.title,
          })}
        >
          {posting.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {t(posting.saved ? 'discovery.postings.saved' : 'discovery.postings.save')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => toggle('hide', !posting.hidden)}
          aria-label={t(posting.hidden ? 'discovery.postings.unhideLabel' : 'discovery.postings.hideLabel', {
            title: posting.title,
          })}
        >
          {posting.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {t(posting.hidden ? 'discovery.postings.unhide' : 'discovery.postings.hide')}
        </Button>
        {posting.applyUrl ? (
          <Button asChild size="sm" variant="ghost">
            <a href={posting.applyUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('discovery.postings.open')}
            </a>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function PostingList({
  sources,
  filters,
  formKey,
  onFiltersChange,
  onSearchSaved,
}: {
  sources: readonly TJobSource[];
  filters: Filters;
  /** Changes when filters come from outside the form (a saved search), so the form shows them. */
  formKey: number;
  onFiltersChange: (filters: Filters) => void;
  onSearchSaved: (search: TSavedSearch) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [shownFilters, setShownFilters] = useState(filters);
  // A new set of filters starts at the first page.
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setPage(1);
  }
  const postings = usePostings({ ...filters, page });
  const data = postings.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="grid gap-4">
      <FilterBar
        key={formKey}
        filters={filters}
        onChange={onFiltersChange}
        sources={sources}
        onSearchSaved={onSearchSaved}
      />
      {postings.isError ? (
        <LoadErrorAlert
          title={t('discovery.postings.loadError')}
          description={t('discovery.loadErrorText')}
          onRetry={() => void postings.refetch()}
        />
      ) : !data ? (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-muted" />
      ) : data.items.length === 0 ? (
        <EmptyMessage
          icon={<Rss aria-hidden="true" />}
          title={t(
            sources.length === 0 ? 'discovery.postings.emptyTitle' : 'discovery.postings.noResultsTitle',
          )}
          text={t(sources.length === 0 ? 'discovery.postings.emptyText' : 'discovery.postings.noResultsText')}
          action={null}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('discovery.postings.count', { count: data.total })}
            {data.scored ? null : (
              <>
                {' '}
                {t('discovery.postings.unscored')}{' '}
                <Link to="/cvs" className="text-primary underline-offset-4 hover:underline">
                  {t('discovery.postings.uploadCv')}
                </Link>
              </>
            )}
          </p>
          <ul className="grid gap-3" aria-busy={postings.isFetching || undefined}>
            {data.items.map((posting) => (
              <PostingCard key={posting.id} posting={posting} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label={t('discovery.postings.pagination')}
              className="flex items-center justify-between gap-2"
            >
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('discovery.postings.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">
                {t('discovery.postings.page', { page, pages })}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('discovery.postings.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

/** /job-discovery (issue 17; /job-search redirects here): followed sources and the ranked postings. */
export function JobDiscoveryPage() {
  const { t } = useTranslation();
  const sources = useSources();
  const [filters, setFilters] = useState<Filters>({ show: 'open' });
  const [formKey, setFormKey] = useState(0);
  const [activeSearch, setActiveSearch] = useState<string | null>(null);
  const applySearch = (search: TSavedSearch) => {
    setFilters(searchFilters(search));
    setFormKey((key) => key + 1);
    setActiveSearch(search.id);
  };
  return (
    <div className="grid gap-6">
      <PageHeader
        seo={{ title: t('discovery.seo.title'), description: t('discovery.seo.description') }}
        title={t('discovery.title')}
        description={t('discovery.description')}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="discovery-postings-title" className="grid min-w-0 content-start gap-4">
          <h2 id="discovery-postings-title" className="text-lg font-semibold">
            {t('discovery.postings.title')}
          </h2>
          <PostingList
            sources={sources.data?.items ?? []}
            filters={filters}
            formKey={formKey}
            onFiltersChange={(next) => {
              setFilters(next);
              setActiveSearch(null);
            }}
            onSearchSaved={(search) => {
              setFilters({ ...filters, ...searchFilters(search), show: filters.show });
              setActiveSearch(search.id);
            }}
          />
        </section>
        <div className="order-first grid min-w-0 content-start gap-6 lg:order-none">
          <SectionCard title={t('discovery.follow.title')}>
            <FollowForm />
          </SectionCard>
          <SectionCard title={t('discovery.sources.title')}>
            <SourceList />
          </SectionCard>
          <SectionCard title={t('discovery.searches.title')}>
            <SavedSearchList
              activeId={activeSearch}
              onApply={applySearch}
              onDeleted={(id) => {
                if (id === activeSearch) setActiveSearch(null);
              }}
            />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
