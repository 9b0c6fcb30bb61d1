import type { TNotificationPage } from '#domain/notifications';

/**
 * The page as it will be once `target` (one id, or 'all') is read: shown at once so the badge
 * drops before the server answers. Marking all clears the count, including unread notifications
 * older than the page; marking one lowers it by one only if that one was unread.
 */
export function markReadInPage(
  page: TNotificationPage,
  target: string | 'all',
  now = new Date(),
): TNotificationPage {
  const readAt = now.toISOString();
  let newlyRead = 0;
  const notifications = page.notifications.map((notification) => {
    if (notification.readAt || (target !== 'all' && notification.id !== target)) return notification;
    newlyRead += 1;
    return { ...notification, readAt };
  });
  const unreadCount = target === 'all' ? 0 : Math.max(0, page.unreadCount - newlyRead);
  return { ...page, notifications, unreadCount };
}
