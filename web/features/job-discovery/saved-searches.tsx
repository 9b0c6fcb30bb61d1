import BookmarkPlus from 'lucide-react/icons/bookmark-plus';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  DISCOVERY_LIMITS,
  type TPostingsQuery,
  type TSavedSearch,
  type TSavedSearchRequest,
} from '#domain/job-discovery';
import { LoadErrorAlert } from '../../components/section-card';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useServerMessage } from './server-messages';
import { useCreateSearch, useDeleteSearch, useSearches } from './use-discovery';

/** The postings list's filters (the page is kept apart). */
export type DiscoveryFilters = Omit<TPostingsQuery, 'page'>;

/** A saved search as the list's filters: what it leaves unset is "any", and open jobs are shown. */
export function searchFilters(search: TSavedSearch): DiscoveryFilters {
  return {
    show: 'open',
    keywords: search.keywords ?? undefined,
    location: search.location ?? undefined,
    remote: search.remote === null ? undefined : search.remote ? 'true' : 'false',
    language: search.language ?? undefined,
  };
}

/** What a saved search keeps of the list's filters (score, source and show are the moment's). */
function searchRequest(name: string, filters: DiscoveryFilters): TSavedSearchRequest {
  return {
    name,
    keywords: filters.keywords?.trim() || undefined,
    location: filters.location?.trim() || undefined,
    remote: filters.remote === undefined ? undefined : filters.remote === 'true',
    language: filters.language,
  };
}

/**
 * Names and saves the filters as they stand in the form (typed, not yet searched, included): the
 * list is searched with them too, so what is saved is what the user sees.
 */
export function SaveSearchForm({
  filters,
  onSaved,
}: {
  filters: DiscoveryFilters;
  onSaved: (search: TSavedSearch) => void;
}) {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSearch();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const request = searchRequest(name.trim(), filters);
    if (!request.name) return setError(t('discovery.searches.nameRequired'));
    if (!request.keywords && !request.location && request.remote === undefined && !request.language) {
      return setError(t('discovery.searches.nothingToSave'));
    }
    setError(null);
    create.mutate(request, {
      onSuccess: (search) => {
        setName('');
        toast.success(t('discovery.searches.saved', { name: search.name }));
        onSaved(search);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.fields?.name) setError(serverMessage(failure.fields.name));
        else setError(t('discovery.searches.saveFailed'));
      },
    });
  };
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={t('discovery.searches.saveLabel')}
      className="grid gap-2 border-t pt-3"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1">
          <Field
            id="discovery-search-name"
            label={t('discovery.searches.name')}
            value={name}
            maxLength={DISCOVERY_LIMITS.searchName}
            placeholder={t('discovery.searches.namePlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-errormessage={error ? 'discovery-search-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <BusyButton
          type="submit"
          variant="outline"
          className="shrink-0"
          busy={create.isPending}
          busyLabel={t('discovery.searches.saving')}
        >
          <BookmarkPlus aria-hidden="true" />
          {t('discovery.searches.save')}
        </BusyButton>
      </div>
      {error ? (
        <p id="discovery-search-name-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** "Danish · Remote only · Copenhagen · python": what a saved search filters by. */
function useSearchSummary() {
  const { t } = useTranslation();
  return (search: TSavedSearch) =>
    [
      search.keywords,
      search.location,
      search.remote === null
        ? null
        : t(search.remote ? 'discovery.filters.remoteOnly' : 'discovery.filters.onSite'),
      search.language ? t(`discovery.languages.${search.language}`) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** The saved searches: apply one to the list, or delete it after asking. */
export function SavedSearchList({
  activeId,
  onApply,
  onDeleted,
}: {
  activeId: string | null;
  onApply: (search: TSavedSearch) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const searches = useSearches();
  const remove = useDeleteSearch();
  const summary = useSearchSummary();
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);
  if (searches.isError) {
    return (
      <LoadErrorAlert
        title={t('discovery.searches.loadError')}
        description={t('discovery.loadErrorText')}
        onRetry={() => void searches.refetch()}
      />
    );
  }
  if (searches.isPending)
    return <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-muted" />;
  const items = searches.data.items;
  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('discovery.searches.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('discovery.searches.title')}>
          {items.map((search) => {
            const active = search.id === activeId;
            return (
              <li
                key={search.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3"
              >
                <div className="grid min-w-0 flex-1 basis-40 gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{search.name}</span>
                    {active ? <Badge variant="secondary">{t('discovery.searches.active')}</Badge> : null}
                  </span>
                  <span className="text-xs break-words text-muted-foreground">{summary(search)}</span>
                </div>
                <span className="ml-auto flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant={active ? 'secondary' : 'outline'}
                    aria-pressed={active}
                    aria-label={t('discovery.searches.applyLabel', { name: search.name })}
                    onClick={() => onApply(search)}
                  >
                    <Search aria-hidden="true" />
                    {t('discovery.searches.apply')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('discovery.searches.deleteLabel', { name: search.name })}
                    onClick={() => setDeleting(search)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('discovery.searches.deleteTitle')}
        description={t('discovery.searches.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('discovery.searches.deleteConfirm')}
        busy={remove.isPending}
        busyLabel={t('discovery.searches.deleting')}
        onConfirm={() => {
          if (!deleting) return;
          const { id } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              onDeleted(id);
            },
            onError: () => toast.error(t('discovery.searches.deleteFailed')),
          });
        }}
      />
    </>
  );
}
