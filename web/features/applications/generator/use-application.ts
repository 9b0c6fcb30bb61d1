import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TApplication, TApplicationUpdate } from '#domain/applications';
import { useAuth } from '../../../lib/auth-provider';
import { deleteApplication, getApplication, updateApplication } from '../list/applications-api';
import { applicationsQueryKey } from '../list/use-application-list';
import { createShare, revokeShare } from './generator-api';

export { applicationsQueryKey };

/** Under the shared applications key, so a status change or delete from the list refreshes it too. */
export const applicationDetailKey = (userId: string | undefined, id: string) =>
  [...applicationsQueryKey, 'detail', userId, id] as const;

/** One saved application with its letter, report and share state (`GET /api/applications/:id`). */
export function useApplicationQuery(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: applicationDetailKey(user?.id, id),
    queryFn: ({ signal }) => getApplication(id, signal),
    enabled: Boolean(user) && id !== '',
  });
}

/** Lists, the dashboard's recent applications and analytics: every applications query but the detail. */
export const invalidateApplicationLists = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: applicationsQueryKey, predicate: (q) => q.queryKey[1] !== 'detail' });

/** After a change the server answers the application: it replaces the cached one, and lists refresh. */
function useStoreApplication() {
  const client = useQueryClient();
  const { user } = useAuth();
  return (application: TApplication) => {
    client.setQueryData(applicationDetailKey(user?.id, application.id), application);
    return invalidateApplicationLists(client);
  };
}

/** Deletes, then leaves (onDeleted) before the detail is dropped, so its 404 is never fetched or shown. */
export function useDeleteApplication(id: string, onDeleted: () => void) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => deleteApplication(id),
    onSuccess: () => {
      onDeleted();
      client.removeQueries({ queryKey: applicationDetailKey(user?.id, id) });
      return invalidateApplicationLists(client);
    },
  });
}

/** Saves the edited letter (PATCH content). */
export function useSaveLetterMutation(id: string) {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: (content: string) => updateApplication(id, { content }),
    onSuccess: store,
  });
}

/** Saves the follow-up date, interview time or followed-up mark (PATCH; issue 17). */
export function useSaveDatesMutation(id: string) {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: (update: TApplicationUpdate) => updateApplication(id, update),
    onSuccess: store,
  });
}

/** The share state lives on the application, so creating or revoking a link asks for it again. */
function useRefreshApplication(id: string) {
  const client = useQueryClient();
  const { user } = useAuth();
  return () => client.invalidateQueries({ queryKey: applicationDetailKey(user?.id, id) });
}

export function useCreateShareMutation(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({
    mutationFn: (request: { password?: string; expiresInDays: number | null }) => createShare(id, request),
    onSuccess: refresh,
  });
}

export function useRevokeShareMutation(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({ mutationFn: () => revokeShare(id), onSuccess: refresh });
}
