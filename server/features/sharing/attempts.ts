import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';
import { countInPostgres } from '../../infra/rate-limit-store.ts';

/**
 * Wrong passwords per share link and client address, counted in PostgreSQL like the API's route
 * limits (so the count holds across app processes). Per address (issue 13): five wrong tries by a
 * stranger lock that stranger out, not the real recipient reading from elsewhere. Only wrong
 * passwords count: each try first reserves an attempt atomically (parallel guesses cannot slip
 * past the limit between check and count) and a right password gives its reservation back.
 */

export const WRONG_PASSWORD_LIMIT = 5;
export const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;

/** Filed in the `rate_limit` table beside the API's route limits. */
const storedKeyOf = (tokenHash: string, clientIp: string) => `api|share-password|${tokenHash}|${clientIp}`;

/**
 * Counts one more try from `clientIp` in its window for the link; answers how many are in it and
 * when the window ends.
 */
export async function reserveAttempt(
  db: Db,
  tokenHash: string,
  clientIp: string,
): Promise<{ count: number; retryAfterMs: number }> {
  const { current, ttl } = await countInPostgres(
    db,
    storedKeyOf(tokenHash, clientIp),
    WRONG_PASSWORD_WINDOW_MS,
  );
  return { count: current, retryAfterMs: ttl };
}

/** The password was right: its try does not count. */
export async function releaseAttempt(db: Db, tokenHash: string, clientIp: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, storedKeyOf(tokenHash, clientIp)));
}
