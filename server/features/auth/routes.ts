import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../../auth.ts';
import { forgetSessions } from '../../session.ts';

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // Rate limits and session records use the socket's address, never a client-supplied header.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const raw = typeof request.body === 'string' ? request.body : '';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    // Sign-out and a few other endpoints are posted with an empty JSON body.
    body: hasBody ? raw || (headers.get('content-type')?.includes('json') ? '{}' : undefined) : undefined,
  });
}

/**
 * Mounts Better Auth under /api/auth. Bodies are passed through as text (Better Auth parses them),
 * and every Set-Cookie header is copied back.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const response = await app.deps.auth.handler(toWebRequest(request, origin));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      // Any write may have ended a session or changed a user (sign-out, revocation, a new
      // password, two-factor, the name); a verification link changes the user by GET.
      if (request.method !== 'GET' || request.url.startsWith('/api/auth/verify-email')) forgetSessions(app);
      return reply.send(body);
    },
  });
};
