import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  OnboardingVariant,
  TOnboardingProgress,
  TOnboardingState,
  TProfileUpdate,
} from '#domain/onboarding';
import type { TProfile } from '#domain/profile';
import type { TCvDetail } from '#domain/cv';
import { useAuth } from '../../lib/auth-provider';
import { api, importedSchema } from '../../lib/api';
import { getCv, listCvs } from '../cvs';
import { profileQueryKey, profileSchema } from '../profile';

export const onboardingQueryKey = ['onboarding'] as const;

// Imported with the first request (lib/api.ts), as the profile's: the dashboard and the shell ask
// for the onboarding state, and its schemas were built while they loaded and hydrated.
const onboardingSchema = importedSchema(() => import('#domain/onboarding'));

export function fetchOnboardingState(signal?: AbortSignal): Promise<TOnboardingState> {
  return api('/api/onboarding/state', {
    schema: onboardingSchema('ZOnboardingState'),
    ...(signal ? { signal } : {}),
  });
}

export function saveOnboardingProgress(progress: TOnboardingProgress): Promise<TOnboardingState> {
  return api('/api/onboarding/progress', {
    method: 'PUT',
    body: progress,
    schema: onboardingSchema('ZOnboardingState'),
  });
}

export function completeOnboarding(): Promise<TOnboardingState> {
  return api('/api/onboarding/complete', { method: 'POST', schema: onboardingSchema('ZOnboardingState') });
}

export function resetOnboarding(variant: OnboardingVariant): Promise<TOnboardingState> {
  const body = { variant: variant === 'dashboard' ? 'shell' : 'settings' } as const;
  return api('/api/onboarding/reset', { method: 'POST', body, schema: onboardingSchema('ZOnboardingState') });
}

export function updateProfile(update: TProfileUpdate): Promise<TProfile> {
  return api('/api/profile', { method: 'PATCH', body: update, schema: profileSchema('ZProfile') });
}

/** The newest CV whose extraction completed, with its data; null when there is none. */
export async function fetchNewestParsedCv(signal?: AbortSignal): Promise<TCvDetail | null> {
  const newest = (await listCvs(signal)).find((cv) => cv.extractionStatus === 'completed');
  return newest ? getCv(newest.id, signal) : null;
}

/** GET /api/onboarding/state: profile, CV summary, resume steps, next action and completion. */
export function useOnboardingStateQuery() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...onboardingQueryKey, user?.id],
    queryFn: ({ signal }) => fetchOnboardingState(signal),
    enabled: Boolean(user),
  });
}

/**
 * Every change answers the new state: it replaces the cached one at once, and the profile (shown in
 * the shell and the header) is asked for again.
 */
export function useStoreOnboardingState() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useCallback((state: TOnboardingState) => storeState(client, user?.id, state), [client, user?.id]);
}

function storeState(client: QueryClient, userId: string | undefined, state: TOnboardingState) {
  client.setQueryData([...onboardingQueryKey, userId], state);
  return client.invalidateQueries({ queryKey: profileQueryKey });
}
