import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { sessionChanged } from './session-store';

/**
 * Better Auth is mounted by the API server at /api/auth on the same origin. Only the pages that
 * sign in, out or change the account import this (the session itself is read by session-store).
 */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
});

// After every call that changes the session (sign-in, sign-out, 2FA, password, revoked sessions)
// Better Auth flips this signal; useAuth() then shows the change everywhere at once.
authClient.$store.atoms.$sessionSignal?.listen(() => void sessionChanged());

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];

/** The error half of a Better Auth client result. */
export type AuthClientError = { code?: string | undefined; message?: string | undefined; status: number };
