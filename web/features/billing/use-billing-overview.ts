import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../lib/auth-provider';
import { subscriptionQueryKey } from './use-subscription';
import { fetchBillingOverview } from './billing-api';

export const billingOverviewQueryKey = ['billing-overview'] as const;

/** The plan, invoices (newest first) and payment method of /billing and the local portal. */
export function useBillingOverview() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...billingOverviewQueryKey, user?.id],
    queryFn: ({ signal }) => fetchBillingOverview(signal),
    enabled: Boolean(user),
    refetchOnWindowFocus: 'always',
  });
}

/** After a payment or a portal change every billing view asks the server again. */
export function useInvalidateBilling() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: billingOverviewQueryKey }),
        client.invalidateQueries({ queryKey: subscriptionQueryKey }),
      ]),
    [client],
  );
}
