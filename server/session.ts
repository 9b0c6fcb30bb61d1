import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthorized } from './errors.ts';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** The signed-in user of this request, or null. Memoised per request. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const cached = (request as FastifyRequest & { _user?: SessionUser | null })._user;
  if (cached !== undefined) return cached;
  const session = await request.server.deps.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  });
  const user = session?.user
    ? {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        emailVerified: session.user.emailVerified,
      }
    : null;
  (request as FastifyRequest & { _user?: SessionUser | null })._user = user;
  return user;
}

/** The signed-in user, or a 401 in the API's error shape. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized();
  return user;
}
