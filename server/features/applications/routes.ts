import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  computeAnalytics,
  ZAnalytics,
  ZApplication,
  ZApplicationList,
  ZApplicationListQuery,
  ZApplicationParams,
  ZApplicationUpdate,
  ZCreateApplicationRequest,
  ZFactsPreview,
  ZFactsPreviewRequest,
} from '#domain/applications';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { ZApiError } from '#domain/errors';
import { hasFeature } from '#domain/plans';
import { requireUser } from '../../session.ts';
import { currentPlan } from '../billing/access.ts';
import {
  analyticsInputs,
  deleteApplication,
  getOwnedApplication,
  listApplications,
  toApplication,
  updateApplication,
} from './repository.ts';
import {
  generationFailure,
  prepareCreate,
  processedCv,
  prepareRegenerate,
  runGeneration,
  type GeneratorDeps,
  type PreparedGeneration,
} from './service.ts';
import { openEventStream, wantsEventStream } from './sse.ts';
import { factsPreview } from './facts.ts';
import { userOrIp } from '../job-ads/routes.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };
const generationErrors = { ...errors, 403: ZApiError, 500: ZApiError };

const STREAM_DESCRIPTION =
  'With `Accept: text/event-stream` the answer is a stream of server-sent events (GenerationEvent: `stage`, `report`, `delta`, `notice`, then `done` with the application or `error`); refusals before generating (validation, CV, can-generate, usage limit) are ordinary JSON errors either way.';

/**
 * Runs a checked generation and answers it: as server-sent events when the client asked for them,
 * else as one JSON body. When the client leaves a stream, the model is stopped and the usage given
 * back (runGeneration).
 */
async function answerGeneration(
  deps: GeneratorDeps,
  prepared: PreparedGeneration,
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 201,
) {
  if (!wantsEventStream(request)) {
    const application = await runGeneration(
      deps,
      prepared,
      () => undefined,
      new AbortController().signal,
    ).catch((error: unknown) => {
      throw generationFailure(error);
    });
    return reply.status(status).send(application);
  }
  const stream = openEventStream(reply);
  try {
    const application = await runGeneration(deps, prepared, stream.send, stream.signal);
    stream.send({ event: 'done', data: application });
  } catch (error) {
    const failure = generationFailure(error);
    stream.send({ event: 'error', data: { error: { code: failure.code, message: failure.message } } });
  } finally {
    stream.end();
  }
  return reply;
}

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, ai, mailer, config } = app.deps;
  const generatorDeps = (request: FastifyRequest): GeneratorDeps => ({
    db,
    ai,
    mailer,
    log: request.log,
    appUrl: config.appUrl,
  });

  app.post(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Generate an application: ATS report and letter, saved as a draft',
        description: STREAM_DESCRIPTION,
        body: ZCreateApplicationRequest,
        response: { 201: ZApplication, ...generationErrors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const prepared = await prepareCreate(db, user, request.body);
      return answerGeneration(generatorDeps(request), prepared, request, reply, 201);
    },
  );

  app.post(
    '/applications/facts',
    {
      schema: {
        tags: ['applications'],
        summary: 'What the letter will say: the facts the writer may use for this CV and ad',
        description:
          'The roles, years, education, certificates, languages and matched skills the letter may state, each with the CV line it came from and, as `cvEntry`, the extractedData entry a correction saves to (PATCH /api/cvs/:id); facts below the confidence bar are only counted (`leftOut`). Send unticked ids as `excludedFacts` to POST /api/applications. Does not count against the plan.',
        body: ZFactsPreviewRequest,
        response: { 200: ZFactsPreview, ...errors, 429: ZApiError },
      },
      // Cheap but called as the user types (debounced): per user, like the other cheap reads.
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: userOrIp } },
    },
    async (request) => {
      const user = await requireUser(request);
      const { cvId, jobDescription, jobTitle = '', companyName = '' } = request.body;
      const cv = await processedCv(db, user.id, cvId);
      const now = new Date();
      const report = matchCv(cv, analyseJobAd(jobDescription, { title: jobTitle, company: companyName }), {
        now,
      });
      return factsPreview(cv, report, now);
    },
  );

  app.post(
    '/applications/:id/regenerate',
    {
      schema: {
        tags: ['applications'],
        summary: 'Write the letter and report again from the stored job ad, CV and language',
        description: `Counts against the plan's usage like a new application. ${STREAM_DESCRIPTION}`,
        params: ZApplicationParams,
        response: { 200: ZApplication, ...generationErrors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const prepared = await prepareRegenerate(db, user, request.params.id);
      return answerGeneration(generatorDeps(request), prepared, request, reply, 200);
    },
  );

  app.get(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: "The signed-in user's applications, newest first",
        description: '`q` searches job title and company (case-insensitive); `status` filters.',
        querystring: ZApplicationListQuery,
        response: { 200: ZApplicationList, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { q, status, page, pageSize } = request.query;
      const { items, total } = await listApplications(db, user.id, { q, status }, { page, pageSize });
      return { items, total, page, pageSize };
    },
  );

  // A static path: the router prefers it over /applications/:id whatever the order.
  app.get(
    '/applications/analytics',
    {
      schema: {
        tags: ['applications'],
        summary: 'Totals, success rate, measured response time, status breakdown and monthly counts',
        description:
          '`overTime` (the monthly trend) is the advanced analytics of Pro and Elite (`advanced_analytics`); it is null on Free.',
        response: { 200: ZAnalytics, 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const analytics = computeAnalytics(await analyticsInputs(db, user.id), new Date());
      const advanced = hasFeature(await currentPlan(request, user.id), 'advanced_analytics');
      return { ...analytics, overTime: advanced ? analytics.overTime : null };
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application with its letter, ATS report and share state',
        params: ZApplicationParams,
        response: { 200: ZApplication, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toApplication(await getOwnedApplication(db, user.id, request.params.id));
    },
  );

  app.patch(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Edit the letter, title, company or URL, the follow-up date or interview time, or change the status (recorded)',
        description:
          "A change to `applied` on an application without a follow-up date sets one (the user's follow-up days later, unless reminders are off). Setting, moving or clearing a date (null) makes its reminder due again on the new date, or never.",
        params: ZApplicationParams,
        body: ZApplicationUpdate,
        response: { 200: ZApplication, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toApplication(await updateApplication(db, user.id, request.params.id, request.body));
    },
  );

  app.delete(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Delete an application',
        params: ZApplicationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteApplication(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
