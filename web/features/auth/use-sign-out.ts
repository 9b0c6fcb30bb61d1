import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import type { NavigationState } from '../../lib/navigation-state';

/**
 * Spec 000 §2: logging out sends the user to / and scrolls smoothly to the top, even if the
 * logout call fails.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setSigningOut } = useAuth();
  return useCallback(async () => {
    setSigningOut(true);
    try {
      // Imported on the click: the shell shows the button on every workspace page, and the auth
      // client (its own chunk) is otherwise needed only by the account and settings pages.
      const { authClient } = await import('../../lib/auth-client');
      await authClient.signOut();
    } catch {
      // Leave anyway (spec).
    }
    // `signedOut` keeps `/` from bouncing to /dashboard while the session store catches up.
    const state: NavigationState = { scroll: 'smooth', signedOut: true };
    // The public layout clears `signingOut` once it has rendered `/`.
    await navigate('/', { state });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    queryClient.removeQueries();
  }, [navigate, queryClient, setSigningOut]);
}
