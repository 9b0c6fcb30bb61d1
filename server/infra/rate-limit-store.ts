import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

type Incr = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one more request under `id` in the `rate_limit` table, in one statement (parallel
 * requests cannot slip past the limit), starting a new window when the last one has passed.
 */
export async function countInPostgres(
  db: Db,
  id: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const now = Date.now();
  const expired = sql`${rateLimit.lastRequest} <= ${now - timeWindow}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, start: rateLimit.lastRequest });
  return { current: row!.count, ttl: Math.max(0, row!.start + timeWindow - now) };
}

/** Keys a process keeps at most for the API-wide limit; the oldest windows go first. */
const MAX_MEMORY_KEYS = 50_000;

/**
 * The API-wide limit on ordinary requests, counted in this process's memory: a read must not wait
 * for (or fail with) the database. Each process counts its own share. app.ts counts with it in a
 * plain onRequest hook (decision 017); as the plugin's store (`incr`) it serves only the plugin's
 * own `createRateLimit` helpers.
 */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; start: number }>();

  /** One more request under `key`: the count in its current window and the ms the window has left. */
  count(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.start + timeWindow <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_MEMORY_KEYS) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, start: now };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: Math.max(0, window.start + timeWindow - now) };
  }

  incr(key: string, callback: Incr, timeWindow: number) {
    callback(null, this.count(key, timeWindow));
  }
}

/**
 * The API's rate-limit store for @fastify/rate-limit: the stricter limits of routes that set their
 * own (sign-in and account changes, uploads, generation, contact, chat, billing) in PostgreSQL,
 * the `rate_limit` table Better Auth also uses, under keys prefixed `api:`, so those counts hold
 * across several app processes. `last_request` keeps the start of the current window.
 */
export function apiRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PgRateLimitStore {
    constructor(private readonly scope: string) {}

    incr(key: string, callback: Incr, timeWindow: number) {
      countInPostgres(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
  }

  // Not declared `implements FastifyRateLimitStore`: the plugin's typings say child() receives the
  // route options, but at run time it receives the merged limit parameters with `routeInfo`.
  class ApiRateLimitStore extends MemoryWindows {
    child(params: { routeInfo?: { method?: string | string[]; url?: string } }) {
      // A route with its own limit counts separately from the rest of the API, and in PostgreSQL.
      const route = params.routeInfo;
      return new PgRateLimitStore(`api:${String(route?.method ?? '')}:${route?.url ?? ''}`);
    }
  }
  return ApiRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Mails of one kind a recipient gets at most per window: a legitimate resend goes, a flood not. */
export const MAILS_PER_RECIPIENT = 3;
export const MAIL_WINDOW_MS = 15 * 60_000;

/**
 * Whether another mail of this kind (a confirmation, a verification, a password reset) may go to
 * this address now. Counted per recipient in PostgreSQL, whichever addresses ask for it: the
 * per-address limits of the routes cannot stop five addresses flooding one mailbox.
 */
export async function mayMail(db: Db, kind: string, to: string): Promise<boolean> {
  const { current } = await countInPostgres(db, `mail:${kind}|${to.trim().toLowerCase()}`, MAIL_WINDOW_MS);
  return current <= MAILS_PER_RECIPIENT;
}
