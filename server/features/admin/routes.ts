import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminJobsResponse } from '#domain/admin';
import { ZApiError } from '#domain/errors';
import { requireAdmin } from '../../session.ts';

/**
 * Operational state for administrators: the signed-in users whose verified address is in
 * ADMIN_EMAILS (the app has no roles; decision 014). Anyone else gets 403.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.deps;

  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background jobs per queue and state, and the schedules (administrators only)',
        description:
          'Counts come from pg-boss’s job table: waiting (created), waiting for another try (retry), running (active), and ended jobs until they are archived (12 hours). Jobs that failed every try are counted as failed and copied to their dead-letter queue (`cv-extraction-dead`, `dead-letter`).',
        response: { 200: ZAdminJobsResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const [queues, schedules] = await Promise.all([jobs.states(), jobs.scheduled()]);
      return { queues, schedules };
    },
  );
};
