import type { NotificationKind, TNotification } from '#domain/notifications';

/**
 * Where a notification of each kind leads when it carries no link of its own (one written
 * before links were stored): the list of what it is about.
 */
const FALLBACK: Record<NotificationKind, string> = {
  cv_upload_complete: '/cvs',
  application_generated: '/applications',
  plan_changes: '/subscription',
  security_alerts: '/settings?tab=security',
  follow_up_reminders: '/applications',
  job_match_alerts: '/job-discovery',
};

const isKind = (type: string): type is NotificationKind => Object.hasOwn(FALLBACK, type);

/**
 * The in-app page a notification opens: its own link (the server writes /applications/<id>,
 * /cvs/<id>, /subscription, /billing, /settings?tab=security), else its kind's page, else the
 * notifications page. Only in-app paths are followed: never another site.
 */
export function notificationHref(notification: Pick<TNotification, 'type' | 'link'>): string {
  const link = notification.link;
  if (link && link.startsWith('/') && !link.startsWith('//')) return link;
  return isKind(notification.type) ? FALLBACK[notification.type] : '/notifications';
}
