import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAssistantConversation,
  ZAssistantConversationCreate,
  ZAssistantConversationList,
  ZAssistantConversationListQuery,
  ZAssistantConversationParams,
  ZAssistantConversationRename,
  ZAssistantExchange,
  ZAssistantMessageList,
  ZAssistantSendRequest,
  type AssistantEvent,
} from '#domain/assistant';
import { ZApiError } from '#domain/errors';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../session.ts';
import { openEventStream, wantsEventStream } from '../applications/sse.ts';
import { userOrIp } from '../job-ads/routes.ts';
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  listMessages,
  toConversation,
  toMessage,
  touchConversation,
} from './repository.ts';
import { reply } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/**
 * The AI assistant (spec 001 §2, §3; issue 16): the signed-in user's conversations and their
 * messages. Every plan has it. Another user's conversation is a 404 on every route.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, ai } = app.deps;

  app.get(
    '/assistant/conversations',
    {
      schema: {
        tags: ['assistant'],
        summary: "The signed-in user's assistant conversations, most recently active first",
        querystring: ZAssistantConversationListQuery,
        response: { 200: ZAssistantConversationList, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { page, pageSize } = request.query;
      const { items, total } = await listConversations(db, user.id, { page, pageSize });
      return { items, total, page, pageSize };
    },
  );

  app.post(
    '/assistant/conversations',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Start a conversation',
        description: 'Without a title the conversation is untitled until its first question names it.',
        body: ZAssistantConversationCreate,
        response: { 201: ZAssistantConversation, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await createConversation(db, user.id, request.body.title ?? '');
      return reply.status(201).send(toConversation(row));
    },
  );

  app.patch(
    '/assistant/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Rename a conversation',
        params: ZAssistantConversationParams,
        body: ZAssistantConversationRename,
        response: { 200: ZAssistantConversation, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toConversation(await touchConversation(db, user.id, request.params.id, request.body.title));
    },
  );

  app.delete(
    '/assistant/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Delete a conversation and its messages',
        params: ZAssistantConversationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteConversation(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/assistant/conversations/:id/messages',
    {
      schema: {
        tags: ['assistant'],
        summary: "A conversation's messages, oldest first",
        params: ZAssistantConversationParams,
        response: { 200: ZAssistantMessageList, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await getConversation(db, user.id, request.params.id);
      return { items: (await listMessages(db, user.id, request.params.id)).map(toMessage) };
    },
  );

  app.post(
    '/assistant/conversations/:id/messages',
    {
      bodyLimit: 32 * 1024,
      // Like the chat widget: a person chatting sends a few messages a minute (and a model may be paid).
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrIp } },
      schema: {
        tags: ['assistant'],
        summary: 'Ask the assistant: the question and its reply are stored',
        description:
          "The reply is built from the user's default CV, profile and applications by the tool the question is for (interview preparation, resume review, cover letter, career change; otherwise what the assistant can do); `meta.sources` names the data it used. With a model configured the model calls the same tools (function calling; they run on the user's data) and writes the reply from their answers; its claims are checked against the CV and the tools' answers, and a failing answer (or a failing model, or a wrong tool call) is replaced by the built-in answer. With `Accept: text/event-stream` the reply streams as server-sent events (`user`, `delta`…, then `done` with the stored reply, or `error`); closing the stream stops it. Sending the last question again while it has no reply (a retry) does not store it twice.",
        params: ZAssistantConversationParams,
        body: ZAssistantSendRequest,
        response: { 201: ZAssistantExchange, ...errors, 413: ZApiError, 429: ZApiError },
      },
    },
    async (request, response) => {
      const user = await requireUser(request);
      const { id } = request.params;
      // Refusals come before the stream opens, as ordinary JSON errors.
      await getConversation(db, user.id, id);
      const deps = { db, ai, log: request.log };
      const body = { content: request.body.content, language: request.body.language ?? 'en' };
      if (!wantsEventStream(request)) {
        const exchange = await reply(deps, user.id, id, body, () => undefined, new AbortController().signal);
        return response.status(201).send(exchange);
      }
      const stream = openEventStream<AssistantEvent>(response);
      try {
        const exchange = await reply(deps, user.id, id, body, stream.send, stream.signal);
        if (exchange.reply) stream.send({ event: 'done', data: exchange.reply });
      } catch (error) {
        request.log.error({ err: error }, 'assistant reply failed');
        const failure =
          error instanceof AppError
            ? error
            : new AppError('INTERNAL', 'The assistant could not answer. Try again.');
        stream.send({ event: 'error', data: { error: { code: failure.code, message: failure.message } } });
      } finally {
        stream.end();
      }
      return response;
    },
  );
};
