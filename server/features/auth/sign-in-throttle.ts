import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';

/**
 * Wrong passwords per account (issue 13, item 9), whichever addresses they come from: the first
 * FREE_ATTEMPTS failures cost nothing, then each further attempt must wait a delay that doubles
 * with every failure, up to MAX_DELAY_MS. During the delay every attempt is refused, the right
 * password too (else the delay would tell a guess right), but a refused attempt does not count and
 * does not lengthen the delay, so the owner waits at most MAX_DELAY_MS: no hard lockout that would
 * let anyone lock a victim out. A success, and a quiet FORGET_MS, end the run.
 *
 * Counted in PostgreSQL (the `rate_limit` table, key `signin-fail|<email>`) so the count holds
 * across app processes. `count` is the attempts of the current run that got an answer, `last_request`
 * when the latest began. Each attempt first claims its place atomically (parallel guesses cannot
 * slip past the delay between check and count); a right password clears the run, an attempt
 * refused for another reason than a wrong password gives its place back.
 *
 * Unknown addresses are counted like known ones, so the delay tells no one whether an account exists.
 */

export const FREE_ATTEMPTS = 5;
export const MAX_DELAY_MS = 15 * 60_000;
export const FORGET_MS = 24 * 60 * 60_000;
/** After this many wrong passwords in a run the owner is told, once per run. */
export const ALERT_AFTER_FAILURES = 10;

/** The wait before the next attempt after `failures` in a run: 0 for the first five, then 2 s, 4 s, 8 s … 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_ATTEMPTS + 1), MAX_DELAY_MS);
}

const keyOf = (email: string) => `signin-fail|${email.trim().toLowerCase()}`;

/** The same delay in SQL, over the stored count. */
const storedDelay = sql`case when ${rateLimit.count} < ${FREE_ATTEMPTS} then 0
  else least(1000 * power(2, ${rateLimit.count} - ${FREE_ATTEMPTS - 1}), ${MAX_DELAY_MS}) end`;

export type Claim = { allowed: true; attempt: number } | { allowed: false; retryAfterMs: number };

/** Claims one sign-in attempt for the account of `email`, or says how long to wait. */
export async function claimSignInAttempt(db: Db, email: string, now = Date.now()): Promise<Claim> {
  const key = keyOf(email);
  const forgotten = sql`${rateLimit.lastRequest} <= ${now - FORGET_MS}`;
  const [claimed] = await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`${now}`,
      },
      setWhere: sql`${forgotten} or ${rateLimit.lastRequest} + ${storedDelay} <= ${now}`,
    })
    .returning({ count: rateLimit.count });
  if (claimed) return { allowed: true, attempt: claimed.count };
  const [row] = await db
    .select({ count: rateLimit.count, last: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key));
  // The row went away in between (a success elsewhere): the next attempt may go at once.
  const retryAfterMs = row ? Math.max(1000, row.last + delayAfter(row.count) - now) : 1000;
  return { allowed: false, retryAfterMs };
}

/** The password was right: the run ends. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
}

/** The attempt was refused before its password was checked (a malformed request): it does not count. */
export async function releaseSignInAttempt(db: Db, email: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, keyOf(email)));
}

/** The failures of the account's current run (0 when none), and whose account it is. */
export async function signInFailures(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(email)));
  return row?.count ?? 0;
}

/** "15 minutes", "1 minute", "30 seconds": the wait in words for the API's message. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
