import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPostingsQuery } from '#domain/job-discovery';
import { useAuth } from '../../lib/auth-provider';
import {
  createSearch,
  deleteSearch,
  fetchPosting,
  fetchPostings,
  fetchSearches,
  fetchSources,
  followSource,
  refreshSource,
  setPostingMark,
  unfollowSource,
} from './discovery-api';

const discoveryKey = ['job-discovery'] as const;

export function useSources() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...discoveryKey, user?.id, 'sources'],
    queryFn: ({ signal }) => fetchSources(signal),
    enabled: Boolean(user),
  });
}

export function usePostings(query: TPostingsQuery) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...discoveryKey, user?.id, 'postings', query],
    queryFn: ({ signal }) => fetchPostings(query, signal),
    enabled: Boolean(user),
    // The list stays while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useSearches() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...discoveryKey, user?.id, 'searches'],
    queryFn: ({ signal }) => fetchSearches(signal),
    enabled: Boolean(user),
  });
}

/** One posting, for the generator's prefill (`/new-job?posting=<id>`). */
export function usePostingQuery(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...discoveryKey, user?.id, 'posting', id],
    queryFn: ({ signal }) => fetchPosting(id, signal),
    enabled: Boolean(user && id),
  });
}

/** Every change refreshes the sources and the lists (counts, statuses and marks move together). */
function useDiscoveryMutation<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryKey }),
  });
}

export const useFollowSource = () => useDiscoveryMutation(followSource);
export const useRefreshSource = () => useDiscoveryMutation(refreshSource);
export const useUnfollowSource = () => useDiscoveryMutation(unfollowSource);
export const usePostingMark = () =>
  useDiscoveryMutation((v: { id: string; mark: 'save' | 'hide'; on: boolean }) =>
    setPostingMark(v.id, v.mark, v.on),
  );
export const useCreateSearch = () => useDiscoveryMutation(createSearch);
export const useDeleteSearch = () => useDiscoveryMutation(deleteSearch);
