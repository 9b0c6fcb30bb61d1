import type { ReactNode } from 'react';
import { Toaster } from '../lib/toast';
import { AuthProvider } from '../lib/auth-provider';
import { AuthErrorBoundary } from './error-boundaries';

// TanStack Query is not provided here but by the routes and panels that use it (QueryProvider):
// a first visit to a page without queries (the landing page) does not download it.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <Toaster />
      <AuthErrorBoundary>
        <AuthProvider>{children}</AuthProvider>
      </AuthErrorBoundary>
    </>
  );
}
