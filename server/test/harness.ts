import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createAuth } from '../auth.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect, runMigrations } from '../db/client.ts';
import { runSeed } from '../db/seed.ts';
import { LocalFileStore } from '../infra/file-store.ts';
import { createMailer } from '../infra/mail/mailer.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Creates a fresh database on the test cluster and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client(adminUrl);
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Undoes the quoted-printable transfer encoding nodemailer uses for long lines. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A parsed message from the outbox: enough to find links and check subjects. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * The real app (real auth, real mailer writing to an outbox, real PostgreSQL) built without
 * listening, on a fresh database and data directory.
 */
export async function createTestApp(env: Record<string, string> = {}, configure?: (config: Config) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'applywise-test-'));
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // Many sign-ups from one address in a few seconds; the rate-limit test sets its own limit.
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  configure?.(config);
  const log = pino({ level: 'silent' });
  const database = connect(databaseUrl);
  await runMigrations(database.db, config.migrationsDir);
  await runSeed(database.db);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: config.mail.outboxDir,
    log,
  });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: 'test-secret-test-secret-test-secret-0123',
    log,
    sensitiveRateLimit: config.authRateLimitMax,
  });
  const app = await buildApp({
    config,
    db: database.db,
    auth,
    mailer,
    fileStore: new LocalFileStore(config.files.localDir),
  });
  await app.ready();

  function readOutbox(): OutboxMail[] {
    let files: string[];
    try {
      files = readdirSync(config.mail.outboxDir).sort();
    } catch {
      return [];
    }
    return files.map((f) => {
      const raw = readFileSync(join(config.mail.outboxDir, f), 'utf8');
      const text = decodeQuotedPrintable(raw);
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        text,
        links: [...new Set(text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [])],
      };
    });
  }

  /** Mails to `address`, waiting (mail is sent after the response) until at least `count` arrived. */
  async function mailsTo(address: string, count = 1): Promise<OutboxMail[]> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mails = readOutbox().filter((m) => m.to.includes(address));
      if (mails.length >= count) return mails;
      await new Promise((r) => setTimeout(r, 50));
    }
    return readOutbox().filter((m) => m.to.includes(address));
  }

  return {
    app,
    config,
    db: database.db,
    mailsTo,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Cookie header value from a response's Set-Cookie headers. */
export function cookiesFrom(headers: Record<string, unknown>): string {
  const set = headers['set-cookie'];
  const list = Array.isArray(set) ? set : set ? [String(set)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

/** Signs a new user up through the real endpoint and returns the session cookie. */
export async function signUp(
  t: TestApp,
  user: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; email: string; password: string; userId: string }> {
  const email = user.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = user.password ?? 'correct horse battery';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: user.name ?? 'Test User', email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookiesFrom(response.headers), email, password, userId: response.json().user.id };
}
