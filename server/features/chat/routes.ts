import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChatRequest, ZChatResponse } from '#domain/chat';
import { ZApiError } from '#domain/errors';
import { getSessionUser, hasSessionCookie } from '../../session.ts';
import { answerChat, guessLanguage } from './answerer.ts';

/**
 * The public chat widget's backend (spec 000 §7 "chatbot", here `POST /api/chat`): answers a
 * visitor's question from the help centre, through the configured model when there is one.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat',
    {
      // A 1000-character message is about 4 kB of JSON even fully escaped.
      bodyLimit: 8 * 1024,
      // Public and possibly backed by a paid model: a person chatting sends a few messages a minute.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: 'Ask the support assistant',
        description:
          'Answers from the help-centre articles (full-text ranked, in the message language: English or Danish, otherwise English). An article answers only when it holds at least half of the message’s meaningful words; below that the reply says it does not know and points to the contact form and support email. A career question gets a short reply and `link` to the AI assistant (to sign-up for a visitor). With AI_BASE_URL and AI_MODEL set, an OpenAI-compatible model phrases the answer from the same articles; on any model error the built-in answer is returned. `sources` lists the articles used.',
        body: ZChatRequest,
        response: { 200: ZChatResponse, 400: ZApiError, 403: ZApiError, 413: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { message, language } = request.body;
      // Signed in or not only decides where a career answer's link goes (the assistant or sign-up).
      const isSignedIn = async () => hasSessionCookie(request) && (await getSessionUser(request)) !== null;
      return answerChat(
        { message, language: language ?? guessLanguage(message), isSignedIn },
        { config: app.deps.config, ai: app.deps.ai, log: request.log },
      );
    },
  );
};
