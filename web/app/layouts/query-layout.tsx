import { Outlet } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';

/** The routes whose pages use TanStack Query (web/app/router.tsx); lazy, so the entry goes without. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
