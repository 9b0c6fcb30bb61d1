import type { TNotificationPage, TNotificationPreferences } from '#domain/notifications';
import { api, importedSchema } from '../../lib/api';

// The bell is in every workspace page's shell: its schemas are imported with its first request
// (lib/api.ts), not built while the page loads and hydrates (~13 ms on a phone).
const notificationSchema = importedSchema(() => import('#domain/notifications'));

/** How many notifications the bell lists at first, and adds with each "Load more". */
export const BELL_PAGE_SIZE = 10;
/** How many the /notifications page shows per page. */
export const LIST_PAGE_SIZE = 20;

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<TNotificationPreferences> {
  return api('/api/notification-preferences', {
    schema: notificationSchema('ZNotificationPreferences'),
    ...(signal ? { signal } : {}),
  });
}

/** All eight flags at once: the server upserts the row (spec 001 §7). */
export function saveNotificationPreferences(
  preferences: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  return api('/api/notification-preferences', {
    method: 'PUT',
    body: preferences,
    schema: notificationSchema('ZNotificationPreferences'),
  });
}

/** One page, newest first; `cursor` (a previous page's nextCursor) asks for the older ones. */
export function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
  limit = BELL_PAGE_SIZE,
): Promise<TNotificationPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api(`/api/notifications?${query.toString()}`, {
    schema: notificationSchema('ZNotificationPage'),
    ...(signal ? { signal } : {}),
  });
}

export async function markNotificationRead(id: string): Promise<void> {
  await api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export async function markAllNotificationsRead(): Promise<void> {
  await api('/api/notifications/read-all', { method: 'POST' });
}
