import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '#domain/errors';
import { ZOnboardingProgress, ZOnboardingReset, ZOnboardingState } from '#domain/onboarding';
import { requireUser } from '../../session.ts';
import { completeOnboarding, onboardingState, resetOnboarding, saveProgress } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError };

/** Onboarding (spec 001 §4): one state read and three changes, each answering the new state. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/onboarding/state',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Profile, CV summary, resume steps, next action, can-generate and completion',
        description:
          'Applies the completion recalculation rule (stored when off by more than 5 points while onboarding is incomplete) before answering.',
        response: { 200: ZOnboardingState, 401: ZApiError },
      },
    },
    async (request) => onboardingState(db, await requireUser(request), { recalculate: true }),
  );

  app.put(
    '/onboarding/progress',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Save the current step and the step data (a draft; any step but completed)',
        body: ZOnboardingProgress,
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await saveProgress(db, user, request.body);
      return onboardingState(db, user, { recalculate: false });
    },
  );

  app.post(
    '/onboarding/complete',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Complete onboarding (needs full name, email and a CV)',
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await completeOnboarding(db, user);
      return onboardingState(db, user, { recalculate: false });
    },
  );

  app.post(
    '/onboarding/reset',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Restart onboarding; the shell variant also sets completion to 25',
        body: ZOnboardingReset,
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await resetOnboarding(db, user, request.body);
      return onboardingState(db, user, { recalculate: false });
    },
  );
};
