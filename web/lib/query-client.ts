import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { isApiError } from './api';
import { i18n } from './i18n';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A toast to show when the query fails (not for 401: the guard handles signed-out users). */
      errorToast?: { title: ParseKeys; description?: ParseKeys };
    };
  }
}

/**
 * The app's one query client: its cache is shared by every page that queries, public or signed in,
 * across client-side navigations (sign-out clears it). Only web/lib/query-provider imports it (and
 * the server's render, web/prerender.tsx, which empties it after each page), so TanStack Query
 * loads with the first page or panel that needs it, not with the entry.
 */
export const queryClient = createQueryClient();

function createQueryClient(): QueryClient {
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
