import type { TApplication, TApplicationList, TApplicationUpdate } from '#domain/applications';
import { api, importedSchema } from '../../../lib/api';
import { listApiQuery, type ListSearch } from './list-search';

/** The API client for applications, shared by the list, the dashboard and the generator's result view. */

/**
 * The applications' schemas, imported with the first request (lib/api.ts): the dashboard and the
 * generator list applications, and building every contract of domain/applications (the report,
 * the letter, sharing) held up their load and hydration on a phone.
 */
export const applicationSchema = importedSchema(() => import('#domain/applications'));

export const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

export function getApplication(id: string, signal?: AbortSignal): Promise<TApplication> {
  return api(applicationPath(id), {
    schema: applicationSchema('ZApplication'),
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/applications: one page of the user's applications, newest first. */
export function listApplications(
  search: ListSearch,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TApplicationList> {
  return api(`/api/applications?${listApiQuery(search, pageSize)}`, {
    schema: applicationSchema('ZApplicationList'),
    ...(signal ? { signal } : {}),
  });
}

/** PATCH /api/applications/:id; a status change is recorded by the server as a status event. */
export function updateApplication(id: string, update: TApplicationUpdate): Promise<TApplication> {
  return api(applicationPath(id), {
    method: 'PATCH',
    body: update,
    schema: applicationSchema('ZApplication'),
  });
}

export async function deleteApplication(id: string): Promise<void> {
  await api(applicationPath(id), { method: 'DELETE' });
}
