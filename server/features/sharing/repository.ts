import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplications, type JobApplicationRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** A share link as stored: hashes only, never the token or the password. */
export interface StoredShare {
  tokenHash: string;
  passwordHash: string | null;
  expiresAt: Date | null;
}

const owned = (userId: string, id: string) =>
  and(eq(jobApplications.id, id), eq(jobApplications.userId, userId));

/** Puts a new link on the user's application; the previous token's hash is overwritten, so it stops working. */
export async function saveShare(db: Db, userId: string, id: string, share: StoredShare): Promise<void> {
  const rows = await db
    .update(jobApplications)
    .set({
      shareTokenHash: share.tokenHash,
      sharePasswordHash: share.passwordHash,
      shareExpiresAt: share.expiresAt,
      shareRevokedAt: null,
    })
    .where(owned(userId, id))
    .returning({ id: jobApplications.id });
  if (rows.length === 0) throw notFound('Application not found.');
}

/** Ends the link (idempotent: revoking again keeps the first time). */
export async function revokeShare(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .update(jobApplications)
    .set({ shareRevokedAt: sql`coalesce(${jobApplications.shareRevokedAt}, now())` })
    .where(owned(userId, id))
    .returning({ id: jobApplications.id });
  if (rows.length === 0) throw notFound('Application not found.');
}

export async function findByTokenHash(db: Db, tokenHash: string): Promise<JobApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.shareTokenHash, tokenHash));
  return row;
}
