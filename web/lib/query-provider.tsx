import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * TanStack Query for what is under it: the pages that query (a layout route in web/app/router.tsx)
 * and lazily loaded parts outside them (the chat panel). Each provider hands out the same client,
 * so the cache outlives a move from one of them to another.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
