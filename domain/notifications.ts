import { z } from 'zod';

/**
 * Follow-up reminders (issue 17): an application marked applied gets a follow-up date this many
 * days later. A week is what job-search advice usually gives before chasing an employer; the
 * user may choose 1 to 90 days in settings.
 */
export const FOLLOW_UP_DAYS = { min: 1, max: 90, default: 7 } as const;

/**
 * How often new strong job matches are announced (issue 17, decision 026): at most once a day or
 * once a week, in one notification and one email each time. Weekly by default: a board's postings
 * change over days, and a daily mail about them would soon be ignored.
 */
export const JOB_MATCH_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobMatchAlertFrequency = (typeof JOB_MATCH_ALERT_FREQUENCIES)[number];

/**
 * The on/off notification preferences: the eight of spec 001 §3 with their defaults (spec 001 §9),
 * and follow-up reminders (ours, issue 17; on by default, as a reminder is what the user set a
 * date for), and job match alerts (ours, issue 17; on by default, weekly: following a board is
 * asking to hear about its jobs).
 */
const FLAG_DEFAULTS = {
  emailNotifications: true,
  inAppNotifications: true,
  cvUploadComplete: true,
  applicationGenerated: true,
  planChanges: true,
  weeklyDigest: false,
  marketingEmails: false,
  securityAlerts: true,
  followUpReminders: true,
  jobMatchAlerts: true,
} as const satisfies Record<string, boolean>;
export type NotificationPreferenceKey = keyof typeof FLAG_DEFAULTS;
export const NOTIFICATION_PREFERENCE_KEYS = Object.keys(FLAG_DEFAULTS) as NotificationPreferenceKey[];

/** Every preference with its default: the flags, the follow-up delay in days, the alerts' frequency. */
export const NOTIFICATION_DEFAULTS = {
  ...FLAG_DEFAULTS,
  followUpDays: FOLLOW_UP_DAYS.default,
  jobMatchAlertFrequency: 'weekly' as JobMatchAlertFrequency,
} as const;

/** GET and PUT /api/notification-preferences: every preference, always sent whole (an upsert). */
export const ZNotificationPreferences = z
  .object({
    emailNotifications: z.boolean(),
    inAppNotifications: z.boolean(),
    cvUploadComplete: z.boolean(),
    applicationGenerated: z.boolean(),
    planChanges: z.boolean(),
    weeklyDigest: z.boolean(),
    marketingEmails: z.boolean(),
    securityAlerts: z.boolean(),
    followUpReminders: z.boolean(),
    followUpDays: z
      .number()
      .int()
      .min(FOLLOW_UP_DAYS.min, `Choose ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max} days`)
      .max(FOLLOW_UP_DAYS.max, `Choose ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max} days`),
    jobMatchAlerts: z.boolean(),
    jobMatchAlertFrequency: z.enum(JOB_MATCH_ALERT_FREQUENCIES, 'Choose daily or weekly'),
  })
  .strict() satisfies z.ZodType<Record<NotificationPreferenceKey, boolean>>;
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** What the app notifies about, each governed by its own preference. */
export const NOTIFICATION_KINDS = [
  'cv_upload_complete',
  'application_generated',
  'plan_changes',
  'security_alerts',
  'follow_up_reminders',
  'job_match_alerts',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const PREFERENCE_OF_KIND = {
  cv_upload_complete: 'cvUploadComplete',
  application_generated: 'applicationGenerated',
  plan_changes: 'planChanges',
  security_alerts: 'securityAlerts',
  follow_up_reminders: 'followUpReminders',
  job_match_alerts: 'jobMatchAlerts',
} as const satisfies Record<NotificationKind, NotificationPreferenceKey>;

/**
 * Where a notification of this kind goes: in the app only when in-app notifications and the
 * kind are on; by email only when email notifications and the kind are on.
 */
export function notificationChannels(
  preferences: TNotificationPreferences,
  kind: NotificationKind,
): { inApp: boolean; email: boolean } {
  const wanted = preferences[PREFERENCE_OF_KIND[kind]];
  return { inApp: wanted && preferences.inAppNotifications, email: wanted && preferences.emailNotifications };
}

/** Whether the weekly digest email goes to this user. */
export function wantsWeeklyDigest(preferences: TNotificationPreferences): boolean {
  return preferences.weeklyDigest && preferences.emailNotifications;
}

export const ZNotification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** GET /api/notifications?cursor&limit */
export const ZNotificationListQuery = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  })
  .strict();

export const ZNotificationPage = z.object({
  notifications: z.array(ZNotification),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;
