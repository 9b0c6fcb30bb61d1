import { useQuery } from '@tanstack/react-query';
import type { TProfileRead } from '#domain/profile';
import { useAuth } from '../../lib/auth-provider';
import { api, importedSchema } from '../../lib/api';

export const profileQueryKey = ['profile'] as const;

// Imported with the first request (lib/api.ts): every workspace page's shell asks for the profile.
export const profileSchema = importedSchema(() => import('#domain/profile'));

export function fetchProfile(signal?: AbortSignal): Promise<TProfileRead> {
  return api('/api/profile', { schema: profileSchema('ZProfileRead'), ...(signal ? { signal } : {}) });
}

/** The signed-in user's profile (`GET /api/profile`); idle while signed out. */
export function useProfileQuery() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...profileQueryKey, user?.id],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: Boolean(user),
    meta: {
      errorToast: { title: 'shell.profileError.title', description: 'shell.profileError.description' },
    },
  });
}
