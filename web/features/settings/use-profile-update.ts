import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { TProfileUpdate } from '#domain/onboarding';
import { ZProfile } from '#domain/profile';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { onboardingQueryKey } from '../onboarding';
import { profileQueryKey } from '../profile';

/** PATCH /api/profile with the spec 000 §8 toasts; the cached profile is refreshed on success. */
export function useProfileUpdate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TProfileUpdate) =>
      api('/api/profile', { method: 'PATCH', body: update, schema: ZProfile }),
    onSuccess: async () => {
      toast.success(t('settingsProfile.profile.successTitle'), {
        id: 'profile-update',
        description: t('settingsProfile.profile.successDescription'),
      });
      // Every profile reader (sidebar name, dashboard banner, onboarding) sees the change.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      await queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    },
    onError: () => {
      toast.error(t('settingsProfile.profile.failureTitle'), {
        id: 'profile-update',
        description: t('settingsProfile.profile.failureDescription'),
      });
    },
  });
}
