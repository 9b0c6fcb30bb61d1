import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ZEmailOverview,
  ZEmailTestRun,
  ZReadiness,
  ZStripeOverview,
  ZStripeTestRun,
  type StripeTest,
  type TEmailTestRequest,
} from '#domain/testing';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';

const BASE = '/api/admin/testing';
const testingKey = ['admin-testing'] as const;

/** One read of a tab; checks are measured now, so a cached answer older than a minute is asked again. */
function useCheckQuery<T>(part: string, fetcher: (signal: AbortSignal) => Promise<T>) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...testingKey, part, user?.id],
    queryFn: ({ signal }) => fetcher(signal),
    enabled: Boolean(user),
    staleTime: 60_000,
    retry: false,
  });
}

export const useStripeOverview = () =>
  useCheckQuery('stripe', (signal) => api(`${BASE}/stripe`, { schema: ZStripeOverview, signal }));

export const useReadiness = () =>
  useCheckQuery('readiness', (signal) => api(`${BASE}/readiness`, { schema: ZReadiness, signal }));

export const useEmailOverview = () =>
  useCheckQuery('email', (signal) => api(`${BASE}/email`, { schema: ZEmailOverview, signal }));

export const useStripeTest = () =>
  useMutation({
    mutationFn: (test: StripeTest) =>
      api(`${BASE}/stripe/${test}`, { method: 'POST', body: {}, schema: ZStripeTestRun }),
  });

export const useEmailTest = () =>
  useMutation({
    mutationFn: (request: TEmailTestRequest) =>
      api(`${BASE}/email`, { method: 'POST', body: request, schema: ZEmailTestRun }),
  });
