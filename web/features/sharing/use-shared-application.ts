import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sharedApplicationDataKey, type TSharedOpening } from '#domain/web-pages';
import { takeEmbedded } from '../../lib/embedded-data';
import { fetchSharedApplication, sharedStateFromError, type SharedState } from './shared-api';

/**
 * The shared page's state machine (spec 000 §4 shared link): it loads without a password first;
 * a protected link then asks for one, and the accepted password is kept in memory for the PDF.
 */
export function useSharedApplication(token: string) {
  // What the server rendered the page with (server/app.ts, renderedSharedLetter): the letter, the
  // password prompt or "expired", so the first paint is the page's state and no request is made.
  const [rendered] = useState(() => ({
    token,
    opening: takeEmbedded<TSharedOpening>(sharedApplicationDataKey(token)),
  }));
  const opening = rendered.token === token ? rendered.opening : undefined;
  const open = useQuery({
    queryKey: ['shared-application', token],
    queryFn: () => fetchSharedApplication(token),
    initialData: opening?.kind === 'found' ? opening.application : undefined,
    enabled: !opening || opening.kind === 'found',
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
    if (opening?.kind === 'password' && !open.isFetching) return { kind: 'password', problem: null };
    if (opening?.kind === 'expired' && !open.isFetching) return { kind: 'expired' };
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
