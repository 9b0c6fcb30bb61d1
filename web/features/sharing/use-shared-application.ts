import { useMutation, useQuery } from '@tanstack/react-query';
import { sharedApplicationDataKey, type TSharedApplication } from '#domain/applications';
import { takeEmbedded } from '../../lib/embedded-data';
import { fetchSharedApplication, sharedStateFromError, type SharedState } from './shared-api';

/**
 * The shared page's state machine (spec 000 §4 shared link): it loads without a password first;
 * a protected link then asks for one, and the accepted password is kept in memory for the PDF.
 */
export function useSharedApplication(token: string) {
  const open = useQuery({
    queryKey: ['shared-application', token],
    queryFn: () => fetchSharedApplication(token),
    // A link without a password arrives rendered with its letter (server/app.ts, renderedSharedLetter).
    initialData: () => takeEmbedded<TSharedApplication>(sharedApplicationDataKey(token)),
    // A visitor's link: asking again (on focus, or over the letter it arrived with) only repeats
    // the same answer.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const unlock = useMutation({
    mutationFn: (password: string) => fetchSharedApplication(token, password),
  });

  const state = ((): SharedState => {
    if (unlock.data) return { kind: 'found', application: unlock.data };
    if (unlock.error && !unlock.isPending) return sharedStateFromError(unlock.error);
    if (open.data) return { kind: 'found', application: open.data };
    if (open.isPending || (open.isFetching && !unlock.isPending)) return { kind: 'loading' };
    return sharedStateFromError(open.error);
  })();

  return {
    state,
    submitting: unlock.isPending,
    /** The password the letter was opened with, for the PDF request. */
    password: unlock.data ? unlock.variables : undefined,
    retry: () => {
      if (unlock.variables !== undefined) unlock.mutate(unlock.variables);
      else void open.refetch();
    },
    submitPassword: (password: string) => unlock.mutate(password),
  };
}
