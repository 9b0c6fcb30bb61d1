import type {
  TJobSourceList,
  TPostingItem,
  TPostingList,
  TPostingsQuery,
  TRefreshResult,
  TSavedSearch,
  TSavedSearchList,
  TSavedSearchRequest,
} from '#domain/job-discovery';
import { api, importedSchema } from '../../lib/api';

// Imported with the first request (lib/api.ts): the generator asks for a discovered posting.
const discoverySchema = importedSchema(() => import('#domain/job-discovery'));

const BASE = '/api/job-discovery';
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchSources = (signal?: AbortSignal): Promise<TJobSourceList> =>
  api(`${BASE}/sources`, { schema: discoverySchema('ZJobSourceList'), ...withSignal(signal) });

export const followSource = (input: string): Promise<TRefreshResult> =>
  api(`${BASE}/sources`, { method: 'POST', body: { input }, schema: discoverySchema('ZRefreshResult') });

export const refreshSource = (id: string): Promise<TRefreshResult> =>
  api(`${BASE}/sources/${id}/refresh`, { method: 'POST', schema: discoverySchema('ZRefreshResult') });

export const unfollowSource = (id: string): Promise<void> =>
  api(`${BASE}/sources/${id}`, { method: 'DELETE' });

/** The query string of the filters that are set. */
export function postingsSearch(query: TPostingsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const fetchPostings = (query: TPostingsQuery, signal?: AbortSignal): Promise<TPostingList> =>
  api(`${BASE}/postings${postingsSearch(query)}`, {
    schema: discoverySchema('ZPostingList'),
    ...withSignal(signal),
  });

export const fetchPosting = (id: string, signal?: AbortSignal): Promise<TPostingItem> =>
  api(`${BASE}/postings/${id}`, { schema: discoverySchema('ZPostingItem'), ...withSignal(signal) });

/** Save / hide (on) and unsave / show again (off). */
export const setPostingMark = (id: string, mark: 'save' | 'hide', on: boolean): Promise<void> =>
  api(`${BASE}/postings/${id}/${mark}`, { method: on ? 'PUT' : 'DELETE' });

export const fetchSearches = (signal?: AbortSignal): Promise<TSavedSearchList> =>
  api(`${BASE}/searches`, { schema: discoverySchema('ZSavedSearchList'), ...withSignal(signal) });

export const createSearch = (search: TSavedSearchRequest): Promise<TSavedSearch> =>
  api(`${BASE}/searches`, { method: 'POST', body: search, schema: discoverySchema('ZSavedSearch') });

export const deleteSearch = (id: string): Promise<void> =>
  api(`${BASE}/searches/${id}`, { method: 'DELETE' });
