import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import type { TCvDetail, TCvSummary, TCvUpdate } from '#domain/cv';
import { useAuth } from '../../lib/auth-provider';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { deleteCv, getCv, listCvs, retryCv, updateCv } from './cv-api';

export const cvsQueryKey = ['cvs'] as const;
const listKey = (userId: string | undefined) => [...cvsQueryKey, 'list', userId] as const;
const detailKey = (userId: string | undefined, id: string) => [...cvsQueryKey, 'detail', userId, id] as const;

/** While a CV is being parsed the list refreshes itself, so its badge turns without a reload. */
const PENDING_REFRESH_MS = 2000;

const isPending = (cv: Pick<TCvSummary, 'extractionStatus'>) => cv.extractionStatus === 'pending';

/** The signed-in user's CVs, newest first (`GET /api/cvs`). */
export function useCvsQuery() {
  const { user } = useAuth();
  return useQuery({
    queryKey: listKey(user?.id),
    queryFn: ({ signal }) => listCvs(signal),
    enabled: Boolean(user),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? PENDING_REFRESH_MS : false),
    meta: { errorToast: { title: 'cvs.toasts.loadError', description: 'cvs.toasts.loadErrorDescription' } },
  });
}

/** One CV with what was extracted; polls while it is being parsed. */
export function useCvQuery(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: detailKey(user?.id, id),
    queryFn: ({ signal }) => getCv(id, signal),
    enabled: Boolean(user),
    refetchInterval: (query) =>
      query.state.data && isPending(query.state.data) ? PENDING_REFRESH_MS : false,
  });
}

/** After any change: the list and every open detail view ask the server again. */
export const invalidateCvs = (client: QueryClient) => client.invalidateQueries({ queryKey: cvsQueryKey });

type CvActionOptions<TVariables, TResult> = {
  run: (variables: TVariables) => Promise<TResult>;
  success: { title: ParseKeys; description?: ParseKeys };
  errorTitle: ParseKeys;
  /** What to ask the server again afterwards. */
  refresh: (client: QueryClient, result: TResult) => Promise<void>;
};

/**
 * One CV action (spec 001 §8 CV management toasts): a success toast, then a refresh; on failure
 * 'CV not found' for a 404 (another user's or a deleted CV), else the action's own title.
 */
function useCvAction<TVariables, TResult>({
  run,
  success,
  errorTitle,
  refresh,
}: CvActionOptions<TVariables, TResult>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result: TResult) => {
      toast.success(t(success.title), {
        id: 'cv-action',
        ...(success.description ? { description: t(success.description) } : {}),
      });
      return refresh(client, result);
    },
    onError: (error) => {
      const notFound = isApiError(error) && error.status === 404;
      toast.error(t(notFound ? 'cvs.toasts.notFound' : errorTitle), {
        id: 'cv-action',
        ...(notFound ? {} : { description: t('cvs.toasts.tryAgain') }),
      });
    },
  });
}

/** Rename, make default, or save corrections (PATCH /api/cvs/:id); 'CV Updated' on success. */
export function useUpdateCvMutation() {
  const { user } = useAuth();
  return useCvAction({
    run: ({ id, update }: { id: string; update: TCvUpdate }) => updateCv(id, update),
    success: { title: 'cvs.toasts.updated' },
    errorTitle: 'cvs.toasts.updateFailed',
    refresh: (client, cv: TCvDetail) => {
      client.setQueryData(detailKey(user?.id, cv.id), cv);
      return invalidateCvs(client);
    },
  });
}

export function useDeleteCvMutation() {
  return useCvAction({
    run: (id: string) => deleteCv(id),
    success: { title: 'cvs.toasts.deleted' },
    errorTitle: 'cvs.toasts.deleteFailed',
    // Only the list: the deleted CV's own view is being left and must not refetch a 404.
    refresh: (client) => client.invalidateQueries({ queryKey: [...cvsQueryKey, 'list'] }),
  });
}

/** Re-runs extraction on a failed CV; the list then polls until it settles. */
export function useRetryCvMutation() {
  return useCvAction({
    run: (id: string) => retryCv(id),
    success: { title: 'cvs.toasts.retried', description: 'cvs.toasts.retriedDescription' },
    errorTitle: 'cvs.toasts.retryFailed',
    refresh: invalidateCvs,
  });
}
