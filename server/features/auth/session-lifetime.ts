import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema.ts';

/**
 * A session slides (30 days from its last renewal, spec 001 §9) but not forever: 90 days after
 * it was opened it ends, however active it has been, and its user signs in again (issue 13).
 * See docs/decisions/015-passwords-throttling-sessions.md.
 */
export const SESSION_ABSOLUTE_LIFETIME_DAYS = 90;
const LIFETIME_MS = SESSION_ABSOLUTE_LIFETIME_DAYS * 24 * 60 * 60_000;

/** The session token of a request's cookie (`<token>.<signature>`), secure prefix or not. */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | undefined {
  const match = /(?:^|;\s*)(?:__Secure-)?applywise\.session_token=([^;\s]+)/.exec(cookieHeader ?? '');
  if (!match?.[1]) return undefined;
  let value = match[1];
  try {
    value = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  return value.split('.')[0] || undefined;
}

/**
 * Ends the request's session when it has outlived the absolute lifetime, before Better Auth reads
 * it: Better Auth then finds none and answers as for any ended session (null, 401). One indexed
 * statement that usually deletes nothing.
 */
export async function endOutlivedSession(db: Db, cookieHeader: string | null | undefined, now = new Date()) {
  const token = sessionTokenOf(cookieHeader);
  if (!token) return;
  await db
    .delete(session)
    .where(and(eq(session.token, token), lte(session.createdAt, new Date(now.getTime() - LIFETIME_MS))));
}
