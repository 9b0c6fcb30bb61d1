import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  ZHealthResponse,
  ZPublicHealthResponse,
  overallHealth,
  publicHealth,
  type THealthCheck,
  type THealthResponse,
} from '#domain/health';
import { ZApiError } from '#domain/errors';
import { requireAdmin } from '../../session.ts';

/** A check that has not answered by then has failed: health must answer while a part hangs. */
const CHECK_TIMEOUT_MS = 2_000;

async function timed(
  run: () => Promise<{ ok: boolean; detail: string; warn?: boolean }>,
): Promise<THealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([run(), timeout]);
    return {
      status: !result.ok ? 'fail' : result.warn ? 'warning' : 'pass',
      detail: result.detail,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      status: 'fail',
      detail: (error as Error).message,
      latencyMs: Math.round(performance.now() - started),
    };
  } finally {
    clearTimeout(timer);
  }
}

type Deps = FastifyInstance['deps'];

/** Runs the three checks at once, each within its own time limit. */
export async function runHealthChecks({ db, fileStore, mailer, config }: Deps): Promise<THealthResponse> {
  const [database, storage, email] = await Promise.all([
    timed(async () => {
      // The driver's message would show the query text; say what is wrong instead.
      const answered = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      return answered
        ? { ok: true, detail: 'PostgreSQL answered' }
        : { ok: false, detail: 'PostgreSQL is not reachable' };
    }),
    timed(() => fileStore.check()),
    timed(async () => {
      const result = await mailer.check();
      // Mail written to a local outbox never reaches a real user: fine on a laptop, a warning in a deployment.
      return mailer.mode === 'outbox' && config.deployed ? { ...result, warn: true } : result;
    }),
  ]);
  const checks = { database, storage, email };
  return { status: overallHealth(Object.values(checks).map((c) => c.status)), checks };
}

/**
 * The checks' answer, at most `maxAgeMs` old: a load balancer or monitor polling health many times
 * a second shares one run of the checks (and one database round trip) instead of each starting its own.
 */
function healthProbe(deps: Deps, maxAgeMs: number): () => Promise<THealthResponse> {
  let last: { at: number; answer: Promise<THealthResponse> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) last = { at: now, answer: runHealthChecks(deps) };
    return last.answer;
  };
}

/** Spec 000 §4: each check passes, warns or fails; overall ready / partial / not-ready. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = healthProbe(app.deps, app.deps.config.healthMaxAgeMs);

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness of the database, file storage and email transport',
        description:
          "The overall state and each check's state (pass, warning, fail); 503 when not ready. Details are for administrators (GET /api/admin/health).",
        response: { 200: ZPublicHealthResponse, 503: ZPublicHealthResponse },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const health = await probe();
      return reply.status(health.status === 'not-ready' ? 503 : 200).send(publicHealth(health));
    },
  );

  app.get(
    '/admin/health',
    {
      schema: {
        tags: ['admin'],
        summary: 'Each health check with its detail and latency (administrators only)',
        description: 'Runs the checks now. 503 when not ready.',
        response: { 200: ZHealthResponse, 503: ZHealthResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const health = await runHealthChecks(app.deps);
      return reply.status(health.status === 'not-ready' ? 503 : 200).send(health);
    },
  );
};
