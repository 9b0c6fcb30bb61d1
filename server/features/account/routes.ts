import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportFileName, ZDeleteAccountRequest } from '#domain/account';
import { ZApiError } from '#domain/errors';
import { forgetSessions, requireUser } from '../../session.ts';
import { attachment } from '../cvs/routes.ts';
import { clearSessionCookies, confirmIdentity, deleteAccount } from './delete.ts';
import { buildDataExport } from './export.ts';

/** Data rights (spec 001 §2 Legal and data rights): export everything, delete everything. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download all data stored about the signed-in user (JSON attachment)',
        description:
          'exportDate, userInfo, profile, cvs, applications, notifications, savedJobs, one key per further table with the user’s rows, and metadata.totalRecords. Secrets (password hashes, tokens, 2FA secrets, key hashes) are left out.',
        response: { 200: z.string().describe('The export file (application/json)'), 401: ZApiError },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const now = new Date();
      const data = await buildDataExport(deps.db, me.id, now);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachment(accountExportFileName(now)))
        .header('cache-control', 'no-store')
        .serializer((payload: unknown) => payload as string)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/account/delete',
    {
      // Each attempt checks a password: limited like sign-in.
      config: { rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Delete the account and everything it owns, then sign out',
        description:
          'Email accounts confirm with their password (403 when wrong); social-only accounts must have signed in within the last 10 minutes (403 otherwise). 204 and a cleared session cookie on success.',
        body: ZDeleteAccountRequest,
        response: {
          204: z.null().describe('Deleted'),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      await confirmIdentity(deps, request, me, request.body.password);
      await deleteAccount(deps, me, request.log);
      // Its sessions went with it: no request of this process may still find them remembered.
      forgetSessions(app);
      // The session row went with the account; this only expires the cookies in the browser.
      const cookies = await clearSessionCookies(deps, request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not build the sign-out cookies');
        return [] as string[];
      });
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.status(204).send(null);
    },
  );
};
