import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequest, ZContactResponse } from '#domain/contact';
import { ZApiError } from '#domain/errors';
import { getSessionUser } from '../../session.ts';
import { insertContactMessage, markContactMessageEmailed } from './repository.ts';

/** The subject support sees; one line, short enough not to be folded by mail clients. */
export function contactMailSubject(name: string, subject: string | undefined): string {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const topic = subject ? oneLine(subject).slice(0, 80) : 'New message';
  return `Contact: ${topic} (${oneLine(name).slice(0, 60)})`;
}

/**
 * The contact form (spec 000 §2, §4). The spec's form only simulated sending; here the message is
 * stored first (so nothing is lost if mail is down) and then forwarded to support.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      // The longest valid message is about 6 kB of JSON; anything much bigger is not a form post.
      bodyLimit: 16 * 1024,
      // A public form that sends mail: a few messages a minute per address is plenty.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        description:
          'Stores the message and emails it to the support address with Reply-To set to the sender. Signed-in senders are linked to their account.',
        body: ZContactRequest,
        response: { 201: ZContactResponse, 400: ZApiError, 403: ZApiError, 413: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const { db, mailer, config } = app.deps;
      const user = await getSessionUser(request);
      const body = request.body;
      const row = await insertContactMessage(db, { ...body, userId: user?.id ?? null, ip: request.ip });

      // After the response: a slow or failing mail server must not fail the sender's request. The
      // row keeps emailed_at null until the mail went out, so unsent messages can be found.
      const to = config.supportEmail;
      const subject = contactMailSubject(body.name, body.subject);
      void import('../../infra/mail/templates.tsx')
        .then(async ({ ContactMessageEmail, renderEmail }) => {
          const { html, text } = await renderEmail(
            ContactMessageEmail({ ...body, sentAt: row.createdAt.toISOString() }),
          );
          await mailer.send({ to, subject, html, text, replyTo: body.email });
          await markContactMessageEmailed(db, row.id);
        })
        .catch((error: unknown) =>
          request.log.error({ err: error, contactMessageId: row.id }, 'forwarding contact message failed'),
        );

      return reply.status(201).send({ id: row.id });
    },
  );
};
