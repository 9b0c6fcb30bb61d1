import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-provider';
import { api } from '../../../lib/api';
import { applicationSchema } from '../list/applications-api';
import { applicationsQueryKey } from '../list/use-application-list';

/** GET /api/applications/analytics; under the applications key, so any change refreshes it. */
export function useAnalyticsQuery() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...applicationsQueryKey, 'analytics', user?.id],
    queryFn: ({ signal }) =>
      api('/api/applications/analytics', { schema: applicationSchema('ZAnalytics'), signal }),
    enabled: Boolean(user),
  });
}
