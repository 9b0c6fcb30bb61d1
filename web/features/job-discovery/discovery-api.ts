import {
  ZJobSourceList,
  ZPostingItem,
  ZPostingList,
  ZRefreshResult,
  ZSavedSearch,
  ZSavedSearchList,
  type TJobSourceList,
  type TPostingItem,
  type TPostingList,
  type TPostingsQuery,
  type TRefreshResult,
  type TSavedSearch,
  type TSavedSearchList,
  type TSavedSearchRequest,
} from '#domain/job-discovery';
import { api } from '../../lib/api';

const BASE = '/api/job-discovery';
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchSources = (signal?: AbortSignal): Promise<TJobSourceList> =>
  api(`${BASE}/sources`, { schema: ZJobSourceList, ...withSignal(signal) });

export const followSource = (input: string): Promise<TRefreshResult> =>
  api(`${BASE}/sources`, { method: 'POST', body: { input }, schema: ZRefreshResult });

export const refreshSource = (id: string): Promise<TRefreshResult> =>
  api(`${BASE}/sources/${id}/refresh`, { method: 'POST', schema: ZRefreshResult });

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
  api(`${BASE}/postings${postingsSearch(query)}`, { schema: ZPostingList, ...withSignal(signal) });

export const fetchPosting = (id: string, signal?: AbortSignal): Promise<TPostingItem> =>
  api(`${BASE}/postings/${id}`, { schema: ZPostingItem, ...withSignal(signal) });

/** Save / hide (on) and unsave / show again (off). */
export const setPostingMark = (id: string, mark: 'save' | 'hide', on: boolean): Promise<void> =>
  api(`${BASE}/postings/${id}/${mark}`, { method: on ? 'PUT' : 'DELETE' });

export const fetchSearches = (signal?: AbortSignal): Promise<TSavedSearchList> =>
  api(`${BASE}/searches`, { schema: ZSavedSearchList, ...withSignal(signal) });

export const createSearch = (search: TSavedSearchRequest): Promise<TSavedSearch> =>
  api(`${BASE}/searches`, { method: 'POST', body: search, schema: ZSavedSearch });

export const deleteSearch = (id: string): Promise<void> =>
  api(`${BASE}/searches/${id}`, { method: 'DELETE' });
