import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfile, ZProfileRead } from '#domain/profile';
import { ZApiError } from '#domain/errors';
import { ZProfileUpdate } from '#domain/onboarding';
import { isAdmin, requireUser } from '../../session.ts';
import { getOrCreateProfile, toProfile, updateProfile } from './repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        description:
          '`isAdmin`: whether the user may open the testing page (a verified address in ADMIN_EMAILS).',
        response: { 200: ZProfileRead, 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const profile = toProfile(await getOrCreateProfile(app.deps.db, user));
      return { ...profile, isAdmin: isAdmin(app.deps.config.adminEmails, user) };
    },
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in user's profile",
        description:
          'Only the editable fields; unknown or server-owned fields are refused (400). Blank optional text clears the field. Profile completion is recalculated (spec 001 §4 rule).',
        body: ZProfileUpdate,
        response: { 200: ZProfile, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toProfile(await updateProfile(app.deps.db, user, request.body));
    },
  );
};
