import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth-provider';
import { readNavigationState } from '../lib/navigation-state';
import { PageLoading } from '../components/page-loading';

/** Signed-in routes: visitors without a session go to /auth. */
export function RequireAuth() {
  const { user, isPending, signingOut } = useAuth();
  if (isPending) return <PageLoading className="min-h-dvh" />;
  if (!user) return signingOut ? <PageLoading className="min-h-dvh" /> : <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** `/` and `/auth`: a signed-in user (or an OAuth `code` on /auth) goes to /dashboard. */
export function RedirectIfSignedIn() {
  const { user, isPending, signingOut } = useAuth();
  const { pathname, state } = useLocation();
  const [searchParams] = useSearchParams();
  if (pathname === '/auth' && searchParams.has('code')) return <Navigate to="/dashboard" replace />;
  if (signingOut || readNavigationState(state).signedOut) return <Outlet />;
  // (A pre-rendered page is never pending: useAuth() reports it signed out until the check says
  // otherwise, so it shows at once and a session that still turns up moves on to the dashboard.)
  if (isPending) return <PageLoading />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
