import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { authClient, type AuthSession, type AuthUser } from './auth-client';

type AuthState = {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  /** True until the first session request has answered. */
  isPending: boolean;
  /** Re-reads the session from the server (after sign-out, verification, 2FA changes). */
  refetch: () => Promise<void>;
  /** True while a sign-out navigates to `/`: guards must not redirect to /auth meanwhile. */
  signingOut: boolean;
  setSigningOut: (value: boolean) => void;
};

const AuthContext = createContext<AuthState | null>(null);

/** The one place that subscribes to Better Auth's session; the rest of the app reads useAuth(). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending: sessionPending, refetch } = authClient.useSession();
  const [signingOut, setSigningOut] = useState(false);
  // Better Auth reports pending again on every refetch while signed out (e.g. after a sign-in
  // that needs a second factor); only the first load should show 'Loading...' and unmount pages.
  const [settled, setSettled] = useState(false);
  if (!sessionPending && !settled) setSettled(true);
  const isPending = !settled && sessionPending;
  const value = useMemo<AuthState>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      isPending,
      refetch: async () => {
        await refetch();
      },
      signingOut,
      setSigningOut,
    }),
    [data, isPending, refetch, signingOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
