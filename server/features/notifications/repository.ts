import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_DEFAULTS,
  type TNotification,
  type TNotificationPage,
  type TNotificationPreferences,
} from '#domain/notifications';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications, type NotificationRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

/** The eight flags; a user without a row (one created before the sign-up trigger) gets the §9 defaults. */
export async function getNotificationPreferences(db: Db, userId: string): Promise<TNotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return { ...NOTIFICATION_DEFAULTS };
  const {
    userId: _user,
    updatedAt: _updated,
    lastDigestAt: _digest,
    lastJobMatchAlertAt: _alert,
    ...flags
  } = row;
  return flags;
}

/** Saves all eight flags with an upsert (spec 001 §7). */
export async function putNotificationPreferences(
  db: Db,
  userId: string,
  flags: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...flags })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...flags, updatedAt: new Date() } });
  return getNotificationPreferences(db, userId);
}

function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The cursor is the last row's (created_at, id), so pages stay stable while new notifications
 * arrive. Microsecond timestamps are kept as text: a JS Date would round them to milliseconds.
 */
type Cursor = { at: string; id: string };
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      typeof parsed.at === 'string' &&
      typeof parsed.id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed.id)
    ) {
      if (!Number.isNaN(Date.parse(parsed.at))) return { at: parsed.at, id: parsed.id };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor.', { cursor: 'Invalid cursor' });
}

/** Newest first, `limit` per page, with the unread count over all of the user's notifications. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<TNotificationPage> {
  const cursor = page.cursor ? decodeCursor(page.cursor) : undefined;
  const createdAtText = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({ row: notifications, at: createdAtText })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    notifications: shown.map(({ row }) => toNotification(row)),
    nextCursor: rows.length > page.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
    unreadCount: unread?.n ?? 0,
  };
}

/** Marks one of the user's notifications read; another user's id is a 404. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<TNotification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification not found');
  return toNotification(row);
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
