import { ZApplicationList, type ApplicationStatus, type TApplicationList } from '#domain/applications';
import { api } from '../../lib/api';
import { listApiQuery, type ListSearch } from './list-search';

const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

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

/** PATCH /api/applications/:id {status}; the server records the change as a status event. */
export async function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<void> {
  // The list refetches afterwards, so the answer's body is not needed here.
  await api(applicationPath(id), { method: 'PATCH', body: { status } });
}

export async function deleteApplication(id: string): Promise<void> {
  await api(applicationPath(id), { method: 'DELETE' });
}
