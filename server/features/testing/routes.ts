import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '#domain/errors';
import {
  ZEmailOverview,
  ZEmailTestRequest,
  ZEmailTestRun,
  ZReadiness,
  ZStripeOverview,
  ZStripeTestParams,
  ZStripeTestRun,
  ALL_FIELDS_REQUIRED,
  emailTestProblem,
} from '#domain/testing';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../session.ts';
import { userOrIp } from '../job-ads/routes.ts';
import { emailConfig, emailRequirements, runEmailTest } from './email.ts';
import { readiness } from './readiness.ts';
import { runStripeTest, stripeOverview } from './stripe.ts';

const hidden = { 404: ZApiError };

/**
 * The testing page's API (spec 001 §2, decision 024): administrators only, and to anyone else
 * these routes answer like routes that do not exist (404), before their input is even read.
 */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own scope: its routes only. It runs before the route's rate limit and validation.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request, { hidden: true });
  });

  app.get(
    '/admin/testing/stripe',
    {
      schema: {
        tags: ['admin'],
        summary: 'Billing provider, mode and webhook setup (administrators only)',
        description: 'The mode is read from the key’s prefix; no key or secret is ever returned.',
        response: { 200: ZStripeOverview, ...hidden },
      },
    },
    async () => stripeOverview(app.deps.config, app.deps.billing.id),
  );

  app.post(
    '/admin/testing/stripe/:test',
    {
      // Each test calls the provider (Stripe's API when configured).
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrIp } },
      schema: {
        tags: ['admin'],
        summary: 'Run one billing test against the active provider for the administrator’s own account',
        description:
          '`subscription` reads the administrator’s subscription (and Stripe’s), `checkout` creates a checkout session that is never completed, `portal` opens a portal session (“no customer” is a warning that passes, spec 001 §8), `prices` looks the catalogue’s prices up by lookup key. Nobody is charged.',
        params: ZStripeTestParams,
        response: { 200: ZStripeTestRun, 400: ZApiError, 429: ZApiError, ...hidden },
      },
    },
    async (request) =>
      runStripeTest(app.deps, await requireAdmin(request, { hidden: true }), request.params.test),
  );

  app.get(
    '/admin/testing/readiness',
    {
      schema: {
        tags: ['admin'],
        summary: 'Health checks and the production checklist (administrators only)',
        description:
          'Runs the health checks, compares the applied migrations with the repository’s, reads the job queues, asks the model (when configured) for one word and reads the configuration.',
        response: { 200: ZReadiness, ...hidden },
      },
    },
    async (request) => readiness(app.deps, request.log),
  );

  app.get(
    '/admin/testing/email',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail transport settings and requirements (administrators only)',
        description:
          'SMTP host, port and TLS without credentials; the SMTP server is asked (verify) on every call. What the server cannot check (DNS records, inbox delivery) is `not-checked`.',
        response: { 200: ZEmailOverview, ...hidden },
      },
    },
    async () => ({
      config: emailConfig(app.deps.config, app.deps.mailer.mode),
      requirements: await emailRequirements(app.deps),
    }),
  );

  app.post(
    '/admin/testing/email',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: userOrIp } },
      schema: {
        tags: ['admin'],
        summary: 'Send one of the app’s mails (or a custom notification) as a test',
        description:
          "Through the configured transport. 400 'Email Required' without a recipient, 'All Fields Required' for a custom notification without recipient, subject and message (spec 001 §5). A failed send is a 200 with status `fail` and the transport's error.",
        body: ZEmailTestRequest,
        response: { 200: ZEmailTestRun, 400: ZApiError, 429: ZApiError, ...hidden },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request, { hidden: true });
      const problem = emailTestProblem(request.body);
      if (problem) {
        const { to, subject } = request.body;
        const field =
          problem === ALL_FIELDS_REQUIRED && to.trim() ? (subject?.trim() ? 'message' : 'subject') : 'to';
        throw new AppError('BAD_REQUEST', problem, { [field]: problem });
      }
      return runEmailTest(app.deps, admin, request.body, request.log);
    },
  );
};
