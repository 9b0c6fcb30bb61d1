import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateErrorLogRequest } from '#domain/error-logs';
import { ZApiError } from '#domain/errors';
import { errorLogs } from '../../db/schema.ts';
import { getSessionUser } from '../../session.ts';

/** Client-side errors (the top-level boundary and friends) are recorded for support. */
export const errorLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/error-logs',
    {
      bodyLimit: 32 * 1024,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['error-logs'],
        summary: 'Record a client-side error',
        body: ZCreateErrorLogRequest,
        response: { 201: z.object({ id: z.string() }), 400: ZApiError, 413: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const { errorType, errorMessage, stackTrace, context } = request.body;
      const [row] = await app.deps.db
        .insert(errorLogs)
        .values({
          userId: user?.id ?? null,
          errorType,
          errorMessage,
          stackTrace: stackTrace ?? null,
          context: {
            ...context,
            userId: user?.id,
            userAgent: context.userAgent ?? request.headers['user-agent'],
          },
        })
        .returning({ id: errorLogs.id });
      return reply.status(201).send({ id: String(row!.id) });
    },
  );
};
