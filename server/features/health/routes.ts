import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, overallHealth, type THealthCheck } from '#domain/health';

async function timed(
  run: () => Promise<{ ok: boolean; detail: string; warn?: boolean }>,
): Promise<THealthCheck> {
  const started = performance.now();
  try {
    const result = await run();
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
          await db.execute(sql`select 1`);
          return { ok: true, detail: 'PostgreSQL answered' };
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
