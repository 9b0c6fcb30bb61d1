import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { connect } from '../db/client.ts';
import { assembleApp } from '../runtime.ts';
import { mailsTo } from './outbox.ts';

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

/**
 * The real app (real auth, real mailer writing to an outbox, real PostgreSQL) built without
 * listening, on a fresh database and data directory, or on those of another test app (a second
 * app process: `shared`, which the caller removes).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (config: Config) => void,
  shared?: { databaseUrl: string; dataDir: string; logger?: Logger },
) {
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'applywise-test-'));
  const databaseUrl = shared?.databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // Many sign-ups from one address in a few seconds; the rate-limit test sets its own limit.
    AUTH_RATE_LIMIT_MAX: '1000',
    // Tests break a part and ask at once: no answer from before may stand in.
    HEALTH_MAX_AGE_MS: '0',
    // Tests change sessions and users in the database directly; server/session-cache.test.ts
    // tests the cache itself.
    SESSION_CACHE_MS: '0',
    ...env,
  });
  configure?.(config);
  const database = connect(databaseUrl);
  const app = await assembleApp(config, database, shared?.logger ?? pino({ level: 'silent' }));
  await app.ready();

  return {
    app,
    config,
    db: database.db,
    /** Mails to `address` in this app's outbox, waiting until `count` arrived. */
    mailsTo: (address: string, count = 1) => mailsTo(config.mail.outboxDir, address, count),
    async close() {
      await app.close();
      await database.close();
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
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
