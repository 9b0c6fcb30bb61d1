import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { getSessionCookie } from 'better-auth/cookies';
import { COOKIE_PREFIX } from './auth.ts';
import { AppError, unauthorized } from './errors.ts';
import { SessionCache } from './session-cache.ts';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/**
 * One cache per app (tests run several in one process), keyed by its deps: every plugin context
 * of one app shares that object, while `request.server` differs from one plugin to the next.
 */
const caches = new WeakMap<FastifyInstance['deps'], SessionCache>();

function cacheOf(app: FastifyInstance): SessionCache {
  let cache = caches.get(app.deps);
  if (!cache) {
    cache = new SessionCache(app.deps.config.sessionCacheMs);
    caches.set(app.deps, cache);
  }
  return cache;
}

/**
 * Forget every remembered session of this app: called after anything that may have ended a
 * session or changed a user (writes to /api/auth, email verification, account deletion).
 */
export function forgetSessions(app: FastifyInstance): void {
  caches.get(app.deps)?.clear();
}

const COOKIE_OPTIONS = { cookiePrefix: COOKIE_PREFIX };

/**
 * The session cookie's value, read by Better Auth's own parser from the Cookie header alone (a
 * whole Headers copy of the request is made only when the database is asked).
 */
function sessionToken(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie ?? null;
  return cookie ? getSessionCookie({ get: () => cookie } as unknown as Headers, COOKIE_OPTIONS) : null;
}

/** Whether the request carries a session cookie at all (not whether the session is valid). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(sessionToken(request));
}

/** The signed-in user of this request, or null. Memoised per request. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const cached = (request as FastifyRequest & { _user?: SessionUser | null })._user;
  if (cached !== undefined) return cached;
  const token = sessionToken(request);
  const cache = cacheOf(request.server);
  let user = token ? (cache.get(token) ?? null) : null;
  if (!user) {
    const session = await request.server.deps.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
    });
    user = session?.user
      ? {
          id: session.user.id,
          email: session.user.email,
          name: session.user.name,
          emailVerified: session.user.emailVerified,
        }
      : null;
    if (token && user && session) cache.set(token, user, new Date(session.session.expiresAt).getTime());
  }
  (request as FastifyRequest & { _user?: SessionUser | null })._user = user;
  return user;
}

/**
 * The request's session as `GET /api/auth/get-session` answers it, without the session's token
 * (nothing in the browser reads it): what a page the server renders for a signed-in user carries
 * for its hydration (server/app.ts). Null without a valid session.
 */
export async function sessionForPage(request: FastifyRequest): Promise<string | null> {
  if (!hasSessionCookie(request)) return null;
  const found = await request.server.deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const session: Partial<typeof found.session> = { ...found.session };
  delete session.token;
  return JSON.stringify({ session, user: found.user });
}

/** The signed-in user, or a 401 in the API's error shape. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** Whether the user is an administrator: a verified address listed in ADMIN_EMAILS (the app has no roles). */
export function isAdmin(adminEmails: readonly string[], user: SessionUser): boolean {
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}

/**
 * The signed-in administrator. Anyone else signed in gets a 403, a visitor a 401; with `hidden`
 * (the testing page, decision 024) everyone else gets the 404 of a route that does not exist.
 */
export async function requireAdmin(
  request: FastifyRequest,
  options: { hidden?: boolean } = {},
): Promise<SessionUser> {
  const notFound = () =>
    new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
  const user = await getSessionUser(request);
  if (!user) throw options.hidden ? notFound() : unauthorized();
  if (!isAdmin(request.server.deps.config.adminEmails, user)) {
    throw options.hidden ? notFound() : new AppError('FORBIDDEN', 'Only administrators may see this.');
  }
  return user;
}
