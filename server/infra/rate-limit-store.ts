import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

/**
 * A @fastify/rate-limit store in PostgreSQL (the `rate_limit` table Better Auth also uses, under
 * keys prefixed `api:`), so the limits hold across several app processes. `last_request` keeps the
 * start of the current window.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  // Not declared `implements FastifyRateLimitStore`: the plugin's typings say child() receives the
  // route options, but at run time it receives the merged limit parameters with `routeInfo`.
  class PgRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = 'api',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      const id = `${this.scope}|${key}`;
      const expired = sql`${rateLimit.lastRequest} <= ${now - timeWindow}`;
      db.insert(rateLimit)
        .values({ id, key: id, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count, start: rateLimit.lastRequest })
        .then(([row]) =>
          callback(null, { current: row!.count, ttl: Math.max(0, row!.start + timeWindow - now) }),
        )
        .catch((error: Error) => callback(error));
    }

    child(params: { routeInfo?: { method?: string | string[]; url?: string } }) {
      // A route with its own limit counts separately from the rest of the API.
      const route = params.routeInfo;
      return new PgRateLimitStore(undefined, `api:${String(route?.method ?? '')}:${route?.url ?? ''}`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
