import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '#domain/errors';
import { ZReminderActionRequest, ZReminderActionResult } from '#domain/reminders';
import { applyReminderAction } from './service.ts';

/**
 * The reminder email's one-click links (issue 17). They work without signing in: the signed
 * token is the proof, and it can do only the one thing it names, once.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reminders/action',
    {
      bodyLimit: 2 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: 'Carry out a reminder email link: mark as followed up, or snooze',
        description:
          'The token comes from a follow-up reminder email. A tampered token is 403, an expired one 410; a token used before (or for a date changed since) answers `already_done` and changes nothing.',
        body: ZReminderActionRequest,
        response: {
          200: ZReminderActionResult,
          400: ZApiError,
          403: ZApiError,
          404: ZApiError,
          410: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request) =>
      applyReminderAction({ db: app.deps.db, links: app.deps.reminderLinks }, request.body.token),
  );
};
