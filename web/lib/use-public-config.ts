import { useQuery } from '@tanstack/react-query';
import { api, importedSchema } from './api';

// Imported with the request: the help page, which a visitor may open first, shows this.
const publicConfigSchema = importedSchema(() => import('#domain/public-config'));

/** Public settings such as the support address (`GET /api/public-config`); they change only on restart. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) =>
      api('/api/public-config', { schema: publicConfigSchema('ZPublicConfig'), signal }),
    staleTime: Infinity,
  });
}
