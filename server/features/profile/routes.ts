import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfile } from '#domain/profile';
import { ZApiError } from '#domain/errors';
import { requireUser } from '../../session.ts';
import { getOrCreateProfile, toProfile } from './repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        response: { 200: ZProfile, 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toProfile(await getOrCreateProfile(app.deps.db, user));
    },
  );
};
