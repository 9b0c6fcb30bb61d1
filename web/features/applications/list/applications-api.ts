import {
  ZApplication,
  ZApplicationList,
  type TApplication,
  type TApplicationList,
  type TApplicationUpdate,
} from '#domain/applications';
import { api } from '../../../lib/api';
import { listApiQuery, type ListSearch } from './list-search';

/** The API client for applications, shared by the list, the dashboard and the generator's result view. */
export const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

export function getApplication(id: string, signal?: AbortSignal): Promise<TApplication> {
  return api(applicationPath(id), { schema: ZApplication, ...(signal ? { signal } : {}) });
}

/** GET /api/applications: one page of the user's applications, newest first. */
export function listApplications(
  search: ListSearch,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TApplicationList> {
  return api(`/api/applications?${listApiQuery(search, pageSize)}`, {
    schema: ZApplicationList,
    ...(signal ? { signal } : {}),
  });
}

/** PATCH /api/applications/:id; a status change is recorded by the server as a status event. */
export function updateApplication(id: string, update: TApplicationUpdate): Promise<TApplication> {
  return api(applicationPath(id), { method: 'PATCH', body: update, schema: ZApplication });
}

export async function deleteApplication(id: string): Promise<void> {
  await api(applicationPath(id), { method: 'DELETE' });
}
