import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { NotificationPreferenceKey, TNotificationPreferences } from '#domain/notifications';
import { useAuth } from '../../lib/auth-provider';
import { toast } from '../../lib/toast';
import { fetchNotificationPreferences, saveNotificationPreferences } from './notifications-api';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/**
 * The preferences (the server answers the §9 defaults when none were saved). A switch saves
 * at once: the cache shows the new value straight away and goes back to the stored one on failure.
 */
export function useNotificationPreferences() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = [...notificationPreferencesQueryKey, user?.id];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
    enabled: Boolean(user),
  });

  const mutation = useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: (next) => {
      const previous = queryClient.getQueryData<TNotificationPreferences>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast.success(t('notifications.preferences.saved'), { id: 'notification-preferences' });
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(t('notifications.preferences.saveFailed'), { id: 'notification-preferences' });
    },
  });

  const change = (changes: Partial<TNotificationPreferences>) => {
    if (query.data) mutation.mutate({ ...query.data, ...changes });
  };
  const toggle = (key: NotificationPreferenceKey, value: boolean) => change({ [key]: value });

  return { query, toggle, change, isSaving: mutation.isPending };
}
