import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationPage } from '#domain/notifications';
import { useAuth } from '../../app/auth-provider';
import { markReadInPage } from './mark-read';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-api';

/** The bell polls once a minute and whenever the tab regains focus. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
export const notificationsQueryKey = ['notifications'] as const;

/** The newest in-app notifications with the unread count, and the two ways to mark them read. */
export function useNotifications() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = [...notificationsQueryKey, user?.id];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: Boolean(user),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  const optimistic = (target: string | 'all') => {
    const previous = queryClient.getQueryData<TNotificationPage>(queryKey);
    if (previous) queryClient.setQueryData(queryKey, markReadInPage(previous, target));
    return { previous };
  };
  const settle = {
    onError: (_error: unknown, _input: unknown, context?: { previous?: TNotificationPage | undefined }) => {
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

  return { query, markRead: markRead.mutate, markAllRead: () => markAllRead.mutate() };
}
