import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { isApiError } from '../lib/api';
import { i18n } from '../lib/i18n';
import { toast } from '../lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A toast to show when the query fails (not for 401: the guard handles signed-out users). */
      errorToast?: { title: ParseKeys; description?: ParseKeys };
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const errorToast = query.meta?.errorToast;
        if (!errorToast || (isApiError(error) && error.status === 401)) return;
        toast.error(i18n.t(errorToast.title), {
          id: `query-error-${query.queryHash}`,
          ...(errorToast.description ? { description: i18n.t(errorToast.description) } : {}),
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // Client errors will not change on retry; network and server errors may.
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
