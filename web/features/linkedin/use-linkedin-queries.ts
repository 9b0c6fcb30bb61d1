import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-provider';
import { analyseProfile, getAnalysis, listAnalyses, type AnalysisInput } from './linkedin-api';

const linkedinKey = ['linkedin-analysis'] as const;

/** The user's past analyses, newest first (score and date: the progress over time). */
export function useAnalysesQuery(page: number, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...linkedinKey, 'list', user?.id, page],
    queryFn: ({ signal }) => listAnalyses(page, signal),
    enabled: Boolean(user) && enabled,
  });
}

/** One stored analysis (opened from the history or a shared link). */
export function useAnalysisQuery(id: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...linkedinKey, 'detail', user?.id, id],
    queryFn: ({ signal }) => getAnalysis(id!, signal),
    enabled: Boolean(user) && id !== null,
  });
}

export function useAnalyseMutation() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: AnalysisInput) => analyseProfile(input),
    onSuccess: (record) => {
      client.setQueryData([...linkedinKey, 'detail', user?.id, record.id], record);
      void client.invalidateQueries({ queryKey: [...linkedinKey, 'list'] });
    },
  });
}
