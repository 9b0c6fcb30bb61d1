import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../infra/embedded-postgres.ts';
import { assembleApp } from '../runtime.ts';
import { signUp, TEST_ORIGIN } from '../test/harness.ts';
import { connect } from './client.ts';

// A database of its own: this test stops and restarts it.
const root = mkdtempSync(join(tmpdir(), 'applywise-outage-'));
const dir = join(root, 'postgres');
let server: EmbeddedDatabase | undefined;

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe('a database outage', () => {
  it(
    'answers 503 with Retry-After in the error shape while the database is down, and recovers when it is back',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      server = await startEmbeddedPostgres({ dir, port });
      await server.createDatabase('applywise');
      const url = server.urlFor('applywise');
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(root, 'data'),
        APP_URL: TEST_ORIGIN,
        DATABASE_URL: url,
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_MAX: '1000',
        HEALTH_MAX_AGE_MS: '0',
      });
      const database = connect(url);
      const app = await assembleApp(config, database, pino({ level: 'silent' }));
      await app.ready();
      try {
        const user = await signUp({
          app,
          config,
          db: database.db,
          mailsTo: async () => [],
          close: async () => {},
        });
        const subscription = () =>
          app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie: user.cookie } });
        expect((await subscription()).statusCode).toBe(200);

        await server.stop();
        server = undefined;
        const down = await subscription();
        expect(down.statusCode).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.json()).toEqual({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is briefly unavailable. Please try again in a moment.',
          },
        });
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json().checks.database).toBe('fail');
        expect(health.body).not.toMatch(/select|query/i);

        server = await startEmbeddedPostgres({ dir, port });
        expect((await subscription()).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
