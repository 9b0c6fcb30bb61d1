import pg from 'pg';
import { sql, type AnyColumn } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A database that is down or frozen must not hold requests: a connection gets this long, a query
 * (server-side statement timeout, and on the client for a server that does not answer at all)
 * that long; the error handler answers 503 with Retry-After then.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 15_000;
const QUERY_TIMEOUT_MS = 20_000;

export function connect(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // The planner's default cost of a random read (4) is for spinning disks; the data here is read
    // from memory or SSD. With it, a common keyword's count reads every posting's full-text vector
    // (40 ms at 10,000 postings) instead of their index (6 ms; decision 028). A startup
    // parameter, like the statement timeout: no extra query per connection.
    options: '-c random_page_cost=1.1',
  });
  // An idle client's error (e.g. the server restarting) must not crash the process; the next
  // query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/** Applies the committed drizzle-kit migrations; safe to run at every start. */
export async function runMigrations(db: Db, migrationsFolder: string): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/**
 * A query built once per database and prepared under a name: drizzle does not build it again on
 * every request, and PostgreSQL parses and plans it once per connection. For the reads that every
 * page makes, where building the query cost more than running it; values go in as
 * `sql.placeholder(name)`.
 */
export function preparedPerDb<D extends Db | Parameters<Parameters<Db['transaction']>[0]>[0], Q>(
  build: (db: D) => Q,
): (db: D) => Q {
  // A transaction is a database of its own here: its query is built for it, on its connection.
  const built = new WeakMap<D, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/**
 * A timestamptz column as the API writes it (`Date#toISOString`: UTC, milliseconds), formatted by
 * PostgreSQL: a hot list read makes no Date object per value only to turn it back into text.
 */
export const isoTimestamp = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
