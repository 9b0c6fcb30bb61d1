import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import type { ApplicationStatus } from '#domain/applications';
import { LIST_PAGE_SIZE } from '#domain/application-rules';
import { useAuth } from '../../../lib/auth-provider';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { deleteApplication, listApplications, updateApplication } from './applications-api';
import type { ListSearch } from './list-search';

/**
 * Every applications query (list pages, the dashboard's recent list, analytics) lives under this
 * key, so one invalidation after a change refreshes all of them.
 */
export const applicationsQueryKey = ['applications'] as const;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useApplicationListQuery(search: ListSearch, pageSize: number = LIST_PAGE_SIZE) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...applicationsQueryKey, 'list', user?.id, search, pageSize],
    queryFn: ({ signal }) => listApplications(search, pageSize, signal),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

type ActionOptions<TVariables> = {
  run: (variables: TVariables) => Promise<unknown>;
  success: ParseKeys;
  failure: ParseKeys;
};

/** A list action: a toast either way, then everything about applications is asked again. */
function useApplicationAction<TVariables>({ run, success, failure }: ActionOptions<TVariables>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(t(success), { id: 'application-action' });
      return client.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError: (error) => {
      // Another user's or an already deleted application: say so and drop it from the list.
      const notFound = isApiError(error) && error.status === 404;
      toast.error(t(notFound ? 'applications.toasts.notFound' : failure), {
        id: 'application-action',
        ...(notFound ? {} : { description: t('applications.toasts.tryAgain') }),
      });
      if (notFound) void client.invalidateQueries({ queryKey: applicationsQueryKey });
    },
  });
}

export function useUpdateStatusMutation() {
  return useApplicationAction({
    run: ({ id, status }: { id: string; status: ApplicationStatus }) => updateApplication(id, { status }),
    success: 'applications.toasts.statusUpdated',
    failure: 'applications.toasts.statusFailed',
  });
}

export function useDeleteApplicationMutation() {
  return useApplicationAction({
    run: (id: string) => deleteApplication(id),
    success: 'applications.toasts.deleted',
    failure: 'applications.toasts.deleteFailed',
  });
}
