import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, overallHealth, type THealthCheck } from '#domain/health';

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

/** Spec 000 §4: each check passes, warns or fails; overall ready / partial / not-ready. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness of the database, file storage and email transport',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const { db, fileStore, mailer, config } = app.deps;
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
      const status = overallHealth(Object.values(checks).map((c) => c.status));
      return reply.status(status === 'not-ready' ? 503 : 200).send({ status, checks });
    },
  );
};
