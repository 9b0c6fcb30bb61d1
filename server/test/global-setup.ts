import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../infra/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's `postgres` database; the harness creates one database per file. */
    pgAdminUrl: string;
  }
}

/**
 * Starts one throw-away PostgreSQL for the integration run (TEST_DATABASE_URL uses an existing
 * server instead).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'applywise-test-pg-'));
  const pg = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), persistent: false });
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
