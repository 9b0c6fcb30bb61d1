import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TCheckItem, TReadiness } from '#domain/testing';
import type { AppDeps } from '../../app.ts';
import { withModel } from '../../infra/ai.ts';
import { runHealthChecks } from '../health/routes.ts';
import { stripeMode } from './stripe.ts';

/** How long the model may take to say one word before the check gives up on it. */
const MODEL_CHECK_TIMEOUT_MS = 10_000;

/** Migrations in the repository against those drizzle recorded as applied in this database. */
async function migrations(deps: AppDeps): Promise<TCheckItem> {
  const journal = JSON.parse(
    await readFile(join(deps.config.migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string; when: number }[];
  };
  const result = await deps.db.execute<{ created_at: string }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const applied = new Set(result.rows.map((row) => Number(row.created_at)));
  const missing = journal.entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
  return missing.length === 0
    ? { id: 'migrations', status: 'pass', detail: `All ${journal.entries.length} migrations applied.` }
    : { id: 'migrations', status: 'fail', detail: `Not applied: ${missing.join(', ')}.` };
}

async function jobs(deps: AppDeps): Promise<TCheckItem> {
  const queues = await deps.jobs.states();
  const deadLetters = new Set(queues.map((q) => q.deadLetter).filter(Boolean));
  const failed = queues.reduce((sum, q) => sum + q.failed, 0);
  const dead = queues.filter((q) => deadLetters.has(q.name)).reduce((sum, q) => sum + q.created + q.retry, 0);
  const schedules = (await deps.jobs.scheduled()).length;
  const counts = `${queues.length} queues, ${schedules} schedules; ${failed} failed jobs, ${dead} in dead-letter queues.`;
  return { id: 'jobs', status: failed + dead > 0 ? 'warning' : 'pass', detail: counts };
}

async function model(deps: AppDeps, log: FastifyBaseLogger): Promise<TCheckItem> {
  const ai = deps.config.ai;
  if (!ai) {
    return {
      id: 'ai-model',
      status: 'warning',
      detail: 'No model configured (AI_BASE_URL, AI_MODEL): the built-in engine writes every answer.',
    };
  }
  const started = performance.now();
  const answer = await withModel(
    deps.ai,
    log,
    'readiness check',
    async (m) =>
      m.text({
        system: 'Answer with one word.',
        prompt: 'Say OK.',
        maxOutputTokens: 5,
        timeoutMs: MODEL_CHECK_TIMEOUT_MS,
      }),
    () => null,
  );
  const ms = Math.round(performance.now() - started);
  return answer === null
    ? {
        id: 'ai-model',
        status: 'warning',
        detail: `${ai.model} did not answer (${ms} ms): the built-in engine answers instead; see the log.`,
      }
    : { id: 'ai-model', status: 'pass', detail: `${ai.model} answered in ${ms} ms.` };
}

/** What an operator must see before going live, each measured or read from the configuration. */
function configuration(deps: AppDeps): TCheckItem[] {
  const { config, mailer } = deps;
  const serious = config.deployed ? 'fail' : 'warning';
  const https = config.appUrl.startsWith('https://');
  const mode = stripeMode(config);
  return [
    config.authSecret
      ? { id: 'auth-secret', status: 'pass', detail: 'AUTH_SECRET is set.' }
      : {
          id: 'auth-secret',
          status: serious,
          detail: `AUTH_SECRET is not set: a secret generated into ${join(config.dataDir, 'auth-secret')} signs sessions.`,
        },
    https
      ? { id: 'https', status: 'pass', detail: `The app is served at ${config.appUrl}.` }
      : {
          id: 'https',
          status: serious,
          detail: `APP_URL is ${config.appUrl}: cookies are not marked secure.`,
        },
    mailer.mode === 'smtp'
      ? { id: 'mail-transport', status: 'pass', detail: 'Mail goes out over SMTP.' }
      : {
          id: 'mail-transport',
          status: serious,
          detail: `Mail is written to ${config.mail.outboxDir}, never delivered.`,
        },
    mode === 'live'
      ? { id: 'billing', status: 'pass', detail: 'Stripe in live mode.' }
      : mode === 'test'
        ? { id: 'billing', status: 'warning', detail: 'Stripe in test mode: no real payments.' }
        : mode === 'unknown'
          ? { id: 'billing', status: 'fail', detail: 'STRIPE_SECRET_KEY is neither a test nor a live key.' }
          : {
              id: 'billing',
              status: serious,
              detail: 'The local provider is active: payments are simulated.',
            },
    {
      id: 'admins',
      status: 'pass',
      detail: `${config.adminEmails.length} address${config.adminEmails.length === 1 ? '' : 'es'} in ADMIN_EMAILS.`,
    },
    https && !config.trustProxy
      ? {
          id: 'trust-proxy',
          status: 'warning',
          detail:
            'TRUST_PROXY is off: behind a reverse proxy every client would share its address (rate limits).',
        }
      : { id: 'trust-proxy', status: 'pass', detail: `TRUST_PROXY is ${config.trustProxy ? 'on' : 'off'}.` },
    config.rateLimitMax > 300 || config.authRateLimitMax > 10
      ? {
          id: 'rate-limits',
          status: 'warning',
          detail: `Rate limits loosened: ${config.rateLimitMax} requests/min, ${config.authRateLimitMax} sign-ins/min.`,
        }
      : {
          id: 'rate-limits',
          status: 'pass',
          detail: `${config.rateLimitMax} requests/min, ${config.authRateLimitMax} sign-ins/min per address.`,
        },
    ['debug', 'trace', 'silent'].includes(config.logLevel)
      ? { id: 'log-level', status: 'warning', detail: `LOG_LEVEL is ${config.logLevel}.` }
      : { id: 'log-level', status: 'pass', detail: `LOG_LEVEL is ${config.logLevel}.` },
  ];
}

/** A check that throws has failed with its message, like the health checks. */
const failed =
  (id: string) =>
  (error: unknown): TCheckItem => ({
    id,
    status: 'fail',
    detail: (error as Error).message,
  });

export async function readiness(deps: AppDeps, log: FastifyBaseLogger): Promise<TReadiness> {
  const [health, applied, queues, ai] = await Promise.all([
    runHealthChecks(deps),
    migrations(deps).catch(failed('migrations')),
    jobs(deps).catch(failed('jobs')),
    model(deps, log).catch(failed('ai-model')),
  ]);
  return { health, checks: [...configuration(deps), applied, queues, ai] };
}
