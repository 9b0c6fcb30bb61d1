import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import Send from 'lucide-react/icons/send';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { ApplicationStatus } from '#domain/applications';
import { APPLICATION_STATUSES, LIST_PAGE_SIZE } from '#domain/application-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Seo } from '../../../lib/seo';
import { LoadErrorAlert } from '../../../components/section-card';
import { ApplicationCard } from './application-card';
import { EmptyMessage } from '../../../components/empty-message';
import { isFiltered, pageCount, pageRange } from './list-search';
import { useApplicationListQuery } from './use-application-list';
import { useListSearch } from './use-list-search';

function NewApplicationButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/new-job">
        <Plus aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <ul aria-busy="true" aria-label={t('common.loading')} className="grid gap-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="space-y-2 rounded-xl border border-border p-4">
          <div className="h-5 w-56 max-w-full animate-pulse rounded bg-muted" />
          <div className="h-4 w-40 max-w-full animate-pulse rounded bg-muted" />
          <div className="h-5 w-28 animate-pulse rounded-full bg-muted" />
        </li>
      ))}
    </ul>
  );
}

function Filters({ list }: { list: ReturnType<typeof useListSearch> }) {
  const { t } = useTranslation();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('applications.filters.search')}
          placeholder={t('applications.filters.searchPlaceholder')}
          value={list.text}
          maxLength={200}
          onChange={(event) => list.setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <select
        aria-label={t('applications.filters.status')}
        value={list.search.status ?? ''}
        onChange={(event) => list.setStatus((event.target.value || null) as ApplicationStatus | null)}
        className="h-10 rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:w-48 md:text-sm"
      >
        <option value="">{t('applications.filters.allStatuses')}</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`applications.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, LIST_PAGE_SIZE);
  const { from, to } = pageRange(page, LIST_PAGE_SIZE, total);
  return (
    <nav
      aria-label={t('applications.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground">
        {t('applications.pagination.showing', { from, to, total })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('applications.pagination.previous')}
          </Button>
          <span className="text-sm tabular-nums" aria-current="page">
            {t('applications.pagination.page', { page, pages })}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('applications.pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

function ApplicationList({ list }: { list: ReturnType<typeof useListSearch> }) {
  const { t } = useTranslation();
  const query = useApplicationListQuery(list.search);
  const lastPage = pageCount(query.data?.total ?? 0, LIST_PAGE_SIZE);
  const { page: wanted } = list.search;
  const { setPage } = list;
  // Past the end (the last item of the last page was deleted, or an old link): go to the last page.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && wanted > lastPage) setPage(lastPage);
  }, [query.data, query.isPlaceholderData, wanted, lastPage, setPage]);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return (
      <LoadErrorAlert
        title={t('applications.error.title')}
        description={t('applications.error.text')}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, total, page } = query.data;
  if (total === 0 && !isFiltered(list.search))
    return (
      <EmptyMessage
        icon={<Send aria-hidden="true" />}
        title={t('applications.empty.title')}
        text={t('applications.empty.text')}
        action={<NewApplicationButton>{t('applications.empty.cta')}</NewApplicationButton>}
      />
    );
  if (items.length === 0)
    return (
      <EmptyMessage
        icon={<SearchX aria-hidden="true" />}
        title={t('applications.noResults.title')}
        text={t('applications.noResults.text')}
        action={
          <Button variant="outline" onClick={list.clear}>
            {t('applications.noResults.clear')}
          </Button>
        }
      />
    );
  return (
    <div className="grid gap-4" aria-busy={query.isPlaceholderData}>
      <ul aria-label={t('applications.list.label')} className="grid gap-3">
        {items.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </ul>
      <Pagination page={page} total={total} onPage={list.setPage} />
    </div>
  );
}

/** /applications (spec 001 §2 My Applications): search, filter, open, re-status and delete. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const list = useListSearch();
  return (
    <div className="space-y-6">
      <Seo title={t('applications.seo.title')} description={t('applications.seo.description')} noindex />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('applications.header.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('applications.header.description')}</p>
        </div>
        <div className="shrink-0">
          <NewApplicationButton>{t('applications.header.new')}</NewApplicationButton>
        </div>
      </header>
      <Filters list={list} />
      <ApplicationList list={list} />
    </div>
  );
}
