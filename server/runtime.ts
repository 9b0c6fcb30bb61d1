import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.ts';
import { createAuth } from './auth.ts';
import { resolveAuthSecret, type Config } from './config.ts';
import { connect, runMigrations, type Database } from './db/client.ts';
import { runSeed } from './db/seed.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './infra/embedded-postgres.ts';
import { createFileStore } from './infra/file-store.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { createAiModel } from './infra/ai.ts';
import { CvExtractionQueue } from './features/cvs/extraction.ts';
import { Jobs } from './infra/jobs.ts';
import { READS_PER_USER, ReadPool } from './infra/read-pool.ts';
import { PasswordPool } from './infra/password-pool.ts';
import { createLocalProvider } from './infra/billing/local.ts';
import { createStripeProvider } from './infra/billing/stripe.ts';
import { createUnsubscribeLinks, mailPreferences } from './features/email-preferences/service.ts';
import { createReminderLinks } from './features/reminders/links.ts';
import { standInBoardApiUrl, standInPolicy } from './features/job-discovery/stand-in-policy.ts';

/** Pretty logs on a terminal, JSON lines everywhere else (files, containers, CI). */
export function createLogger(config: Config): Logger {
  const pretty = process.stdout.isTTY === true;
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}

/** Opens the database: DATABASE_URL when set, else the embedded PostgreSQL in DATA_DIR/postgres. */
export async function openDatabase(
  config: Config,
  log: Logger,
): Promise<{ database: Database; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { database: connect(config.databaseUrl) };
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({
    dir: join(config.dataDir, 'postgres'),
    log: (message) => log.debug({ postgres: message }),
    notice: (message) => log.warn(message),
    // Killed (OOM) or crashed: start it again; if it will not start, exit so that the process
    // manager restarts the whole app.
    supervise: {
      delaysMs: [500, 1_000, 2_000, 4_000, 8_000],
      giveUp: (error) => {
        log.fatal({ err: error }, 'the embedded PostgreSQL does not start again; exiting');
        process.exit(1);
      },
    },
  });
  await embedded.createDatabase('applywise');
  log.info({ ms: Date.now() - started }, 'embedded PostgreSQL started');
  return { database: connect(embedded.urlFor('applywise')), embedded };
}

/** Longer than the slowest estimate measured (about 2 s for 64 varied characters on a slow machine). */
const PASSWORD_ESTIMATE_TIMEOUT_MS = 10_000;

/**
 * Migrates and seeds the database, then wires mail, files and auth into the app. The process
 * (startRuntime) and the integration tests build the app through this one function.
 */
export async function assembleApp(config: Config, database: Database, log: Logger) {
  await runMigrations(database.db, config.migrationsDir);
  await runSeed(database.db);
  const secret = resolveAuthSecret(config);
  const unsubscribe = createUnsubscribeLinks(secret, config.appUrl);
  const reminderLinks = createReminderLinks(secret, config.appUrl);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: config.mail.outboxDir,
    log,
    preferences: mailPreferences(database.db, unsubscribe),
  });
  const passwordPool = new PasswordPool({
    timeoutMs: PASSWORD_ESTIMATE_TIMEOUT_MS,
    onError: (error) => log.error({ err: error }, 'password strength thread'),
  });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret,
    log,
    sensitiveRateLimit: config.authRateLimitMax,
    passwords: passwordPool,
  });
  const fileStore = await createFileStore(config);
  const ai = createAiModel(config.ai);
  const readPool = new ReadPool({
    ...config.reads,
    perUser: READS_PER_USER,
    maxWaiting: 50,
    onError: (error) => log.error({ err: error }, 'a document reading thread failed'),
  });
  // Background jobs (pg-boss, schema pgboss in this database): started when the app is ready,
  // after these migrations, and stopped when it closes (decision 014).
  const jobs = new Jobs({ pool: database.pool, log, options: config.jobs });
  const cvQueue = new CvExtractionQueue({
    db: database.db,
    jobs,
    fileStore,
    ai,
    readPool,
    mailer,
    appUrl: config.appUrl,
    log,
    options: config.jobs,
  });
  const billing = config.stripe
    ? createStripeProvider(config, database.db)
    : createLocalProvider(database.db);
  const standInPort = config.jobBoardsStandInPort;
  return buildApp(
    {
      config,
      db: database.db,
      auth,
      mailer,
      fileStore,
      unsubscribe,
      reminderLinks,
      ai,
      jobs,
      cvQueue,
      readPool,
      passwordPool,
      billing,
      ...(standInPort
        ? { fetchPolicy: standInPolicy(standInPort), boardApiUrl: standInBoardApiUrl(standInPort) }
        : {}),
    },
    { logger: log },
  );
}

/** Everything one process needs: the database (embedded or external) and the assembled app. */
export async function startRuntime(config: Config, log: Logger) {
  const { database, embedded } = await openDatabase(config, log);
  try {
    const app = await assembleApp(config, database, log);
    return {
      app,
      async stop() {
        await app.close();
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}
