import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TNotificationPage } from '#domain/notifications';
import { useAuth } from '../../app/auth-provider';
import { markReadInPages } from './mark-read';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-api';

/** The bell polls once a minute and whenever the tab regains focus. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
export const notificationsQueryKey = ['notifications'] as const;

type Pages = InfiniteData<TNotificationPage, string | null>;

/**
 * The in-app notifications, newest first, a page at a time (GET /api/notifications?cursor), with
 * the unread count and the two ways to mark them read. A refresh reloads every loaded page, so a
 * new notification pushes the others down without one falling between two pages.
 */
export function useNotifications() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = [...notificationsQueryKey, user?.id];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  const optimistic = (target: string | 'all') => {
    const previous = queryClient.getQueryData<Pages>(queryKey);
    if (previous)
      queryClient.setQueryData<Pages>(queryKey, {
        ...previous,
        pages: markReadInPages(previous.pages, target),
      });
    return { previous };
  };
  const settle = {
    onError: (_error: unknown, _input: unknown, context?: { previous?: Pages | undefined }) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
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
