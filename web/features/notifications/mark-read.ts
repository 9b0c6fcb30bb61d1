import type { TNotificationPage } from '#domain/notifications';

/**
 * The pages as they will be once `target` (one id, or 'all') is read: shown at once so the badge
 * drops before the server answers. Marking all clears the count, including unread notifications
 * older than the loaded pages; marking one lowers it by one only if that one was unread. Every
 * page carries the same unread count (the server counts them all), so each is lowered alike.
 */
export function markReadInPages(
  pages: readonly TNotificationPage[],
  target: string | 'all',
  now = new Date(),
): TNotificationPage[] {
  const readAt = now.toISOString();
  let newlyRead = 0;
  const marked = pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((notification) => {
      if (notification.readAt || (target !== 'all' && notification.id !== target)) return notification;
      newlyRead += 1;
      return { ...notification, readAt };
    }),
  }));
  return marked.map((page) => ({
    ...page,
    unreadCount: target === 'all' ? 0 : Math.max(0, page.unreadCount - newlyRead),
  }));
}

/** One page's worth of markReadInPages. */
export function markReadInPage(
  page: TNotificationPage,
  target: string | 'all',
  now = new Date(),
): TNotificationPage {
  return markReadInPages([page], target, now)[0]!;
}
