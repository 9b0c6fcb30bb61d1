import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, AuthUser } from './auth-client';
import { renderedOnServer } from './prerendered';
import { serverSessionState, sessionStore } from './session-store';

/**
 * A pre-rendered page is only sent to a visitor without a session cookie (server/web-pages.ts):
 * it is rendered, and hydrated, signed out, and stays so until the session check says otherwise,
 * so the header does not blink from its buttons to a placeholder and back. A workspace page the
 * server rendered for a signed-in user is rendered, and hydrated, with the session it carries.
 */
const SIGNED_OUT = { data: null, isPending: false } as const;
const onServer = () => serverSessionState() ?? SIGNED_OUT;

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

/**
 * The one place that reads the session (web/lib/session-store: Better Auth's get-session, without
 * its client, which the sign-in, sign-out and account pages load themselves); the rest of the app
 * reads useAuth().
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, onServer);
  const { data, isPending } = renderedOnServer && state.isPending ? SIGNED_OUT : state;
  const [signingOut, setSigningOut] = useState(false);
  const value = useMemo<AuthState>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      isPending,
      refetch: sessionStore.refetch,
      signingOut,
      setSigningOut,
    }),
    [data, isPending, signingOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
