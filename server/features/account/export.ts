import { eq } from 'drizzle-orm';
import type { TDataExport } from '#domain/account';
import type { Db } from '../../db/client.ts';
import { emailPreferences, profiles, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { toProfile } from '../profile/repository.ts';
import { exportColumns, OWNED_TABLES, ownerFilter } from './owned-data.ts';

type Row = Record<string, unknown>;

async function ownedRows(db: Db, userId: string): Promise<Record<string, Row[]>> {
  const lists = await Promise.all(
    OWNED_TABLES.map(async (entry) => {
      const rows = await db.select(exportColumns(entry)).from(entry.table).where(ownerFilter(entry, userId));
      return [entry.key, rows as Row[]] as const;
    }),
  );
  return Object.fromEntries(lists);
}

/**
 * Everything stored about the user (spec 001 §3 data export), built on the server so that it
 * covers every table, not only what the web happens to load.
 */
export async function buildDataExport(db: Db, userId: string, now = new Date()): Promise<TDataExport> {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw notFound('Account not found');
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  // Unsubscribe choices are kept per address (the link works signed out), so they are found by email.
  const mailChoices = await db
    .select()
    .from(emailPreferences)
    .where(eq(emailPreferences.email, account.email.toLowerCase()));
  const tables: Record<string, Row[]> = {
    ...(await ownedRows(db, userId)),
    emailPreferences: mailChoices as Row[],
  };

  const totalRecords: Record<string, number> = { profile: profile ? 1 : 0 };
  for (const [key, rows] of Object.entries(tables)) totalRecords[key] = rows.length;
  totalRecords.total = Object.values(totalRecords).reduce((sum, n) => sum + n, 0);

  return {
    exportDate: now.toISOString(),
    userInfo: {
      id: account.id,
      email: account.email,
      name: account.name,
      createdAt: account.createdAt.toISOString(),
    },
    profile: profile ? toProfile(profile) : null,
    cvs: tables.cvs ?? [],
    applications: tables.applications ?? [],
    notifications: tables.notifications ?? [],
    savedJobs: tables.savedJobs ?? [],
    ...tables,
    metadata: { totalRecords },
  };
}
