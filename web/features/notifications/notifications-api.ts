import {
  ZNotificationPage,
  ZNotificationPreferences,
  type TNotificationPage,
  type TNotificationPreferences,
} from '#domain/notifications';
import { api } from '../../lib/api';

/** How many of the newest notifications the bell lists. */
export const BELL_PAGE_SIZE = 10;

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<TNotificationPreferences> {
  return api('/api/notification-preferences', {
    schema: ZNotificationPreferences,
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
    schema: ZNotificationPreferences,
  });
}

export function fetchNotifications(signal?: AbortSignal): Promise<TNotificationPage> {
  return api(`/api/notifications?limit=${BELL_PAGE_SIZE}`, {
    schema: ZNotificationPage,
    ...(signal ? { signal } : {}),
  });
}

export async function markNotificationRead(id: string): Promise<void> {
  await api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export async function markAllNotificationsRead(): Promise<void> {
  await api('/api/notifications/read-all', { method: 'POST' });
}
