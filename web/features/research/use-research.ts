import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyResearchRequest } from '#domain/research';
import { useAuth } from '../../lib/auth-provider';
import { fetchResearch, fetchResearchList, researchCompany } from './research-api';

const researchKey = ['company-research'] as const;

/** The user's past research (newest first), when their plan includes research. */
export function useResearchList(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...researchKey, user?.id, 'list'],
    queryFn: ({ signal }) => fetchResearchList(signal),
    enabled: enabled && Boolean(user),
  });
}

/** One saved research, opened from the history. */
export function useSavedResearch(id: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...researchKey, user?.id, 'one', id],
    queryFn: ({ signal }) => fetchResearch(id!, signal),
    enabled: Boolean(user && id),
  });
}

/** Runs a research (or refresh); the history then shows it. */
export function useResearchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyResearchRequest) => researchCompany(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKey }),
  });
}
