import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../lib/toast';
import { AuthProvider } from '../lib/auth-provider';
import { AuthErrorBoundary } from './error-boundaries';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <AuthErrorBoundary>
        <AuthProvider>{children}</AuthProvider>
      </AuthErrorBoundary>
    </QueryClientProvider>
  );
}
