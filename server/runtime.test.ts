import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './runtime.ts';
import { createTestDatabase } from './test/harness.ts';

const log = pino({ level: 'silent' });
const dataDir = mkdtempSync(join(tmpdir(), 'applywise-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('uses the server named by DATABASE_URL when it is set', async () => {
  const url = await createTestDatabase();
  const { database, embedded } = await openDatabase(
    loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir }),
    log,
  );
  expect(embedded).toBeUndefined();
  const result = await database.db.execute(sql`select current_database() as name`);
  expect(result.rows[0]?.name).toBe(new URL(url).pathname.slice(1));
  await database.close();
});

it('starts an embedded PostgreSQL in DATA_DIR/postgres when DATABASE_URL is unset, keeping data between runs', async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  const first = await openDatabase(config, log);
  expect(first.embedded).toBeDefined();
  await first.database.db.execute(sql`create table kept (value text)`);
  await first.database.db.execute(sql`insert into kept values ('still here')`);
  await first.database.close();
  await first.embedded!.stop();

  const second = await openDatabase(config, log);
  const result = await second.database.db.execute(sql`select value from kept`);
  expect(result.rows).toEqual([{ value: 'still here' }]);
  await second.database.close();
  await second.embedded!.stop();
}, 60_000);
