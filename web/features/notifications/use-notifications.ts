import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { TNotificationPage } from '#domain/notifications';
import { useAuth } from '../../lib/auth-provider';
import { markReadInPages } from './mark-read';
import {
  BELL_PAGE_SIZE,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-api';

/** The bell polls once a minute and whenever the tab regains focus. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
export const notificationsQueryKey = ['notifications'] as const;

type Pages = InfiniteData<TNotificationPage, string | null>;

/**
 * The in-app notifications, newest first, a page at a time (GET /api/notifications?cursor), with
 * the unread count and the two ways to mark them read. A refresh reloads every loaded page, so a
 * new notification pushes the others down without one falling between two pages. The bell and
 * the /notifications page list with their own page sizes; marking read refreshes both.
 */
export function useNotifications({ pageSize = BELL_PAGE_SIZE }: { pageSize?: number } = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userKey = [...notificationsQueryKey, user?.id];
  const queryKey = [...userKey, pageSize];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal, pageSize),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  // Every list of this user's notifications (the bell's and the page's) shows the change at once.
  const optimistic = (target: string | 'all') => {
    const previous = queryClient.getQueriesData<Pages>({ queryKey: userKey });
    queryClient.setQueriesData<Pages>({ queryKey: userKey }, (pages) =>
      pages ? { ...pages, pages: markReadInPages(pages.pages, target) } : pages,
    );
    return { previous };
  };
  const settle = {
    onError: (_error: unknown, _input: unknown, context?: { previous: [QueryKey, Pages | undefined][] }) => {
      for (const [key, pages] of context?.previous ?? []) queryClient.setQueryData(key, pages);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey }),
  };

  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id: string) => optimistic(id),
    ...settle,
  });
  const markAllRead = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => optimistic('all'),
    ...settle,
  });

  const pages = query.data?.pages ?? [];
  return {
    query,
    notifications: pages.flatMap((page) => page.notifications),
    unreadCount: pages[0]?.unreadCount ?? 0,
    loadMore: () => void query.fetchNextPage(),
    markRead: markRead.mutate,
    markAllRead: () => markAllRead.mutate(),
  };
}
