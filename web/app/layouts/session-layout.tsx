import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth-provider';
import { loadStrings } from '../../lib/i18n';
import { QueryProvider } from '../../lib/query-provider';
import { WORKSPACE } from '../locales/strings';
import { PublicLayout } from './public-layout';

// The workspace shell and its strings load only when a signed-in user needs them.
const AppLayout = lazy(async () => {
  const [module] = await Promise.all([import('./app-layout'), loadStrings(WORKSPACE)]);
  return { default: module.AppLayout };
});

/**
 * A public page that a signed-in user sees inside the workspace (spec 000: /cv-builder is public;
 * spec 001 puts it in the sidebar): the shell with a session, the public layout without. The
 * public layout gets TanStack Query here, as the page queries either way.
 */
export function SessionLayout() {
  const { user, isPending } = useAuth();
  if (isPending) return <PageLoading className="min-h-dvh" />;
  if (user)
    return (
      <Suspense fallback={<PageLoading className="min-h-dvh" />}>
        <AppLayout />
      </Suspense>
    );
  return (
    <QueryProvider>
      <PublicLayout />
    </QueryProvider>
  );
}
