import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';

/** Better Auth is mounted by the API server at /api/auth on the same origin. */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];

/** The error half of a Better Auth client result. */
export type AuthClientError = { code?: string | undefined; message?: string | undefined; status: number };
