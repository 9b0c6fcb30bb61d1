import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';
import { pgRateLimitStore } from '../../infra/rate-limit-store.ts';

/**
 * Wrong passwords per share link, counted by the API's PostgreSQL rate-limit store (so the count
 * holds across app processes). Only wrong passwords count: each try first reserves an attempt
 * atomically (parallel guesses cannot slip past the limit between check and count) and a right
 * password gives its reservation back.
 */

export const WRONG_PASSWORD_LIMIT = 5;
export const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;

const keyOf = (tokenHash: string) => `share-password|${tokenHash}`;
/** The store files keys under its default scope as "api|<key>". */
const storedKeyOf = (tokenHash: string) => `api|${keyOf(tokenHash)}`;

/** Counts one more try in the link's window; answers how many are in it and when the window ends. */
export function reserveAttempt(db: Db, tokenHash: string): Promise<{ count: number; retryAfterMs: number }> {
  const Store = pgRateLimitStore(db);
  const store = new Store({});
  return new Promise((resolve, reject) =>
    store.incr(
      keyOf(tokenHash),
      (error, result) =>
        error || !result
          ? reject(error ?? new Error('no count'))
          : resolve({ count: result.current, retryAfterMs: result.ttl }),
      WRONG_PASSWORD_WINDOW_MS,
      WRONG_PASSWORD_LIMIT,
    ),
  );
}

/** The password was right: its try does not count. */
export async function releaseAttempt(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, storedKeyOf(tokenHash)));
}
