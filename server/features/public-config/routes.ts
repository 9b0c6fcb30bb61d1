import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfig } from '#domain/public-config';

/** Settings the web app needs and may show to anyone (the support address on the help page). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-config',
    {
      schema: {
        tags: ['public-config'],
        summary: 'Public settings for the web app',
        response: { 200: ZPublicConfig },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; a few minutes of caching spares a request per page view.
      reply.header('cache-control', 'public, max-age=300');
      return { supportEmail: app.deps.config.supportEmail };
    },
  );
};
