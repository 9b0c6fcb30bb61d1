import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  normalizeChoice,
  ZEmailPreferences,
  ZEmailPreferencesQuery,
  ZEmailPreferencesRequest,
  ZEmailPreferencesResult,
} from '#domain/email-preferences';
import { ZApiError } from '#domain/errors';
import { AppError } from '../../errors.ts';
import { getPreferences, savePreferences } from './service.ts';
import { mayMail } from '../../infra/rate-limit-store.ts';

const ZOneClickQuery = z.object({ email: z.string().trim().min(1).max(320), token: z.string().trim() });
const ZOneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

/**
 * Email preferences (spec 000 §2 Unsubscribe). A signed link proves the address; without one
 * nothing is stored and a confirmation link goes to the address instead. The answers never say
 * whether the address belongs to an account.
 */
export const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 one-click posts are form-encoded; Fastify only parses JSON by default. Scoped to
  // this plugin so no other route starts accepting forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/email-preferences',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['email-preferences'],
        summary: 'Read the email preferences behind a signed unsubscribe link',
        querystring: ZEmailPreferencesQuery,
        response: { 200: ZEmailPreferences, 400: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { email, token } = request.query;
      if (!app.deps.unsubscribe.verify(email, token)) {
        throw new AppError('FORBIDDEN', 'This unsubscribe link is not valid.');
      }
      return getPreferences(app.deps.db, email);
    },
  );

  app.post(
    '/email-preferences',
    {
      bodyLimit: 4 * 1024,
      // Without a token this sends mail: ten requests a minute per client address is plenty.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['email-preferences'],
        summary: 'Unsubscribe from non-essential email',
        description:
          'With a valid signed token the choice is stored (200). Without one nothing is stored: a mail with a signed link goes to the address so its owner can confirm (202), whether or not the address has an account.',
        body: ZEmailPreferencesRequest,
        response: {
          200: ZEmailPreferencesResult,
          202: ZEmailPreferencesResult,
          400: ZApiError,
          403: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const { db, mailer, unsubscribe } = app.deps;
      const { email, token, ...choice } = request.body;
      if (unsubscribe.verify(email, token)) {
        const preferences = await savePreferences(db, email, normalizeChoice(choice));
        return reply.status(200).send({ status: 'saved', preferences });
      }

      // After the response: the answer must not depend on (or wait for) the mail server, and
      // must look the same for every address.
      const url = unsubscribe.unsubscribeUrl(email);
      void import('../../infra/mail/templates.tsx')
        .then(async ({ ConfirmUnsubscribeEmail, CONFIRM_UNSUBSCRIBE_SUBJECT, renderEmail }) => {
          if (!(await mayMail(db, 'unsubscribe-confirmation', email))) return;
          const { html, text } = await renderEmail(ConfirmUnsubscribeEmail({ url }));
          await mailer.send({ to: email, subject: CONFIRM_UNSUBSCRIBE_SUBJECT, html, text, links: [url] });
        })
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'sending unsubscribe confirmation failed'),
        );
      return reply.status(202).send({ status: 'confirmation_sent' });
    },
  );

  app.post(
    '/email-preferences/one-click',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['email-preferences'],
        summary: 'One-click unsubscribe (RFC 8058)',
        description:
          'The target of the List-Unsubscribe header: a form-encoded POST with body List-Unsubscribe=One-Click unsubscribes the signed address from all non-essential mail.',
        querystring: ZOneClickQuery,
        body: ZOneClickBody,
        response: { 200: ZEmailPreferencesResult, 400: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { email, token } = request.query;
      if (!app.deps.unsubscribe.verify(email, token)) {
        throw new AppError('FORBIDDEN', 'This unsubscribe link is not valid.');
      }
      const preferences = await savePreferences(app.deps.db, email, {
        marketing: true,
        applicationNotifications: true,
        all: true,
      });
      return { status: 'saved' as const, preferences };
    },
  );
};
