import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project root: the nearest folder above this file (or the built bundle) holding package.json. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
export const ROOT_DIR = findRoot(dirname(fileURLToPath(import.meta.url)));

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optional.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  AUTH_SECRET: optional.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Applywise <no-reply@applywise.local>'),
  SUPPORT_EMAIL: z.email().default('support@applywise.local'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  /** OpenID Connect discovery documents; override only for a test or self-hosted identity provider. */
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  LINKEDIN_DISCOVERY_URL: z.url().default('https://www.linkedin.com/oauth/.well-known/openid-configuration'),
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /** A SearXNG-compatible JSON search endpoint for company research (server/infra/search.ts). */
  SEARCH_API_URL: optional.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends API calls (default Stripe's own); tests point it at a local stand-in. */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  /**
   * Tests only (the e2e run): job discovery and company research fetch from the loopback stand-in
   * boards on this port (server/features/job-discovery/stand-in-boards.ts) and nowhere else.
   */
  JOB_BOARDS_STAND_IN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** How long (ms) a process remembers a signed-in session before asking the database again (0: never). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(15_000),
  /** How old a health answer may be before the checks run again (load balancers poll it often). */
  HEALTH_MAX_AGE_MS: z.coerce.number().int().min(0).default(1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Rate limits can be loosened for load tests; never in production. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Requests per minute per IP on sign-in, sign-up, password reset and two-factor checks. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Set when the app runs behind a reverse proxy, so client IPs come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Serve the built SPA from dist/web (default: in production). */
  SERVE_WEB: z.enum(['true', 'false']).optional(),
  /** Where the built SPA is (default dist/web); lets parallel test runs serve their own build. */
  WEB_DIST_DIR: z.string().optional(),
  /** Worker threads reading uploaded documents (default: cores - 1, at least 1, at most 2). */
  READ_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  /** A document read (and parse) running longer than this is stopped by ending its thread. */
  READ_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** The longest any model request may take before the built-in engine answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Heap limit of each reading thread, in MiB. */
  READ_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  /**
   * Comma-separated addresses of the administrators: a signed-in user with a verified address in
   * this list may read operational state (GET /api/admin/jobs, /api/admin/health) and use the testing
   * page (/testing, decision 024). Empty: no administrators.
   */
  ADMIN_EMAILS: z.string().default(''),
});

export type Config = ReturnType<typeof buildConfig>;

/** STRIPE_API_BASE split the way the Stripe SDK takes it (host, port, protocol). */
function stripeApiBase(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

function buildConfig(env: z.infer<typeof ZEnv>) {
  const dataDir = resolve(ROOT_DIR, env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  // A real deployment: production mode on an external database. There a missing secret is an
  // error and mail that only reaches the local outbox is a health warning; `npm start` on a
  // laptop (production build, embedded database) keeps the friendly defaults.
  const deployed = production && Boolean(env.DATABASE_URL);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    production,
    deployed,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    supportEmail: env.SUPPORT_EMAIL,
    oauth: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              discoveryUrl: env.GOOGLE_DISCOVERY_URL,
            }
          : undefined,
      linkedin:
        env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
          ? {
              clientId: env.LINKEDIN_CLIENT_ID,
              clientSecret: env.LINKEDIN_CLIENT_SECRET,
              discoveryUrl: env.LINKEDIN_DISCOVERY_URL,
            }
          : undefined,
    },
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL,
            model: env.AI_MODEL,
            apiKey: env.AI_API_KEY,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : undefined,
    // A search that has not answered in 8 s will not: research goes on without it.
    search: env.SEARCH_API_URL ? { url: env.SEARCH_API_URL, timeoutMs: 8000 } : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE ? stripeApiBase(env.STRIPE_API_BASE) : undefined,
        }
      : undefined,
    jobBoardsStandInPort: env.JOB_BOARDS_STAND_IN_PORT,
    files: { localDir: join(dataDir, 'files') },
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    healthMaxAgeMs: env.HEALTH_MAX_AGE_MS,
    sessionCacheMs: env.SESSION_CACHE_MS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    reads: {
      // One core stays free for the event loop: 1 thread on 2 cores, 2 from 3 cores on.
      threads: env.READ_THREADS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
      timeoutMs: env.READ_TIMEOUT_MS,
      memoryMb: env.READ_MEMORY_MB,
    },
    trustProxy: env.TRUST_PROXY,
    serveWeb: env.SERVE_WEB ? env.SERVE_WEB === 'true' : production,
    webDistDir: env.WEB_DIST_DIR ? resolve(ROOT_DIR, env.WEB_DIST_DIR) : join(ROOT_DIR, 'dist', 'web'),
    migrationsDir: join(ROOT_DIR, 'server', 'db', 'migrations'),
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    /** Background jobs on pg-boss in the same PostgreSQL (decision 014); tests shorten the intervals. */
    jobs: {
      /** How often an idle worker asks for work; a job sent by this process wakes its workers at once. */
      pollingIntervalSeconds: 2,
      /** How often (once across processes) jobs whose process died are expired, and old jobs archived. */
      maintenanceIntervalSeconds: 60,
      /** How often schedules are checked (once across processes) and due ones queued. */
      cronMonitorIntervalSeconds: 30,
      cronWorkerIntervalSeconds: 5,
      /** A CV extraction not finished after this long lost its process: it is tried again. */
      cvExpireInSeconds: 120,
      /** First retry of a failed job after about this long, then doubling (with jitter). */
      retryDelaySeconds: 10,
      /** Cron expressions (UTC). */
      schedules: {
        /** Due digests are claimed per user (7 days after the last); the pass runs hourly. */
        weeklyDigest: '0 * * * *',
        /** The local billing provider's period ends and renewals. */
        renewals: '* * * * *',
        /** Usage reservations of generations whose process died. */
        usageReservations: '*/5 * * * *',
        /** Pending CVs without a job (their process died between storing and queueing). */
        cvSweep: '*/5 * * * *',
        /** Follow-up and interview reminders: due ones are claimed (and sent) once each. */
        reminders: '* * * * *',
        /** Followed job sources due for another fetch (each about every 6 hours). */
        jobDiscovery: '*/15 * * * *',
        /** Alerts of new strong job matches: claimed per user (daily or weekly); the pass runs hourly. */
        jobMatchAlerts: '5 * * * *',
      },
    },
  };
}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as left by copying .env.example) means "use the default".
  const set = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = ZEnv.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return buildConfig(parsed.data);
}

/**
 * The auth secret: from AUTH_SECRET, or (outside production) generated once into DATA_DIR so
 * sessions survive restarts. In production with an external database a missing secret is an error.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.deployed) {
    throw new Error('AUTH_SECRET is required in production (at least 32 random characters).');
  }
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
