import { useQuery } from '@tanstack/react-query';
import { ZPublicConfig } from '#domain/public-config';
import { api } from './api';

/** Public settings such as the support address (`GET /api/public-config`); they change only on restart. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api('/api/public-config', { schema: ZPublicConfig, signal }),
    staleTime: Infinity,
  });
}
