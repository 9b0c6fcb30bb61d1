import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { PlanId } from '#domain/plans';
import type { TSubscriptionView } from '#domain/subscription';
import { useAuth } from '../../lib/auth-provider';
import { toast } from '../../lib/toast';
import { fetchSubscription } from './billing-api';
import { resolveSubscription } from './subscription-state';

/** Spec 000 §9: the subscription state refreshes every 30 s while signed in. */
export const SUBSCRIPTION_REFRESH_MS = 30_000;

export const subscriptionQueryKey = ['subscription'] as const;

export type SubscriptionState = {
  view: TSubscriptionView;
  /** Null while loading: gated features stay closed until the plan is known. */
  plan: PlanId | null;
  isLoading: boolean;
  isRefreshing: boolean;
  /** The manual refresh button: toasts 'Failed to refresh subscription status.' when it fails. */
  refresh: () => Promise<void>;
};

/**
 * The signed-in user's subscription (`GET /api/subscription`): loaded at sign-in (the key holds the
 * user id), every 30 s, and whenever the tab regains focus. Failures are not toasted (spec 000 §8:
 * the state falls back to free); only the manual refresh reports one.
 */
export function useSubscription(): SubscriptionState {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [isRefreshing, setRefreshing] = useState(false);
  const query = useQuery({
    queryKey: [...subscriptionQueryKey, user?.id],
    queryFn: ({ signal }) => fetchSubscription(signal),
    enabled: Boolean(user),
    refetchInterval: SUBSCRIPTION_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.isError) {
      toast.error(t('billing.toasts.refreshFailed.title'), {
        id: 'subscription-refresh',
        description: t('billing.toasts.refreshFailed.description'),
      });
    }
  }, [refetch, t]);
  // A failed refetch keeps the last answer (react-query keeps `data`): the free fallback is for a
  // user whose plan was never known, not a reason to lock a paying user out on a network blip.
  const resolved = resolveSubscription({
    signedIn: Boolean(user),
    data: query.data,
    failed: query.isError,
  });
  return { ...resolved, isLoading: resolved.plan === null, isRefreshing, refresh };
}

/** After a payment or a portal change: every view of the subscription asks the server again. */
export function useInvalidateSubscription() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: subscriptionQueryKey }), [client]);
}
