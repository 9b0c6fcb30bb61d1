import type { ApplicationStatus } from '#domain/applications';
import { APPLICATION_STATUSES, LIST_PAGE_SIZE } from '#domain/application-rules';

/**
 * The list's search, status filter and page live in the URL (?q=&status=&page=), so a reload, a
 * shared link or the back button shows the same list. Defaults are left out of the URL.
 */
export type ListSearch = { q: string; status: ApplicationStatus | null; page: number };

export const EMPTY_SEARCH: ListSearch = { q: '', status: null, page: 1 };

const MAX_QUERY_LENGTH = 200;

function readStatus(value: string | null): ApplicationStatus | null {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStatus)
    : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** What the URL asks for; anything malformed falls back to the default instead of failing. */
export function readListSearch(params: URLSearchParams): ListSearch {
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    status: readStatus(params.get('status')),
    page: readPage(params.get('page')),
  };
}

/** The URL's query for a search; a page beyond 1 only when there is one. */
export function writeListSearch(search: ListSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.status) params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** GET /api/applications's query string for a search (spec: 20 per page). */
export function listApiQuery(search: ListSearch, pageSize: number = LIST_PAGE_SIZE): string {
  const params = writeListSearch(search);
  params.set('page', String(search.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** Whether the user narrowed the list: then an empty page means "no results", not "no applications". */
export const isFiltered = (search: ListSearch) => Boolean(search.q.trim() || search.status);

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** "21–40": the range of items a page shows, 1-based. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}
