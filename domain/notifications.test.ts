import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  notificationChannels,
  wantsWeeklyDigest,
  ZNotificationPreferences,
} from './notifications.ts';

describe('notification defaults (spec 001 §9)', () => {
  it('are on except weekly digest and marketing', () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({
      emailNotifications: true,
      inAppNotifications: true,
      cvUploadComplete: true,
      applicationGenerated: true,
      planChanges: true,
      weeklyDigest: false,
      marketingEmails: false,
      securityAlerts: true,
      followUpReminders: true,
      followUpDays: 7,
      jobMatchAlerts: true,
      jobMatchAlertFrequency: 'weekly',
    });
    expect(ZNotificationPreferences.parse(NOTIFICATION_DEFAULTS)).toEqual(NOTIFICATION_DEFAULTS);
  });
  it('the body needs all eight flags and nothing else', () => {
    const { weeklyDigest: _omit, ...seven } = NOTIFICATION_DEFAULTS;
    expect(ZNotificationPreferences.safeParse(seven).success).toBe(false);
    expect(ZNotificationPreferences.safeParse({ ...NOTIFICATION_DEFAULTS, sms: true }).success).toBe(false);
  });
  it('follow-up days are a whole number from 1 to 90', () => {
    for (const followUpDays of [0, 91, 2.5]) {
      expect(ZNotificationPreferences.safeParse({ ...NOTIFICATION_DEFAULTS, followUpDays }).success).toBe(
        false,
      );
    }
    expect(ZNotificationPreferences.safeParse({ ...NOTIFICATION_DEFAULTS, followUpDays: 90 }).success).toBe(
      true,
    );
  });
  it('job match alerts come daily or weekly, nothing else', () => {
    const parse = (jobMatchAlertFrequency: unknown) =>
      ZNotificationPreferences.safeParse({ ...NOTIFICATION_DEFAULTS, jobMatchAlertFrequency }).success;
    expect(parse('daily')).toBe(true);
    expect(parse('weekly')).toBe(true);
    expect(parse('hourly')).toBe(false);
    expect(parse(undefined)).toBe(false);
  });
});

describe('notificationChannels', () => {
  it.each(NOTIFICATION_KINDS)('%s: in-app and email each need their master switch and the kind', (kind) => {
    expect(notificationChannels(NOTIFICATION_DEFAULTS, kind)).toEqual({ inApp: true, email: true });
    const key = {
      cv_upload_complete: 'cvUploadComplete',
      application_generated: 'applicationGenerated',
      plan_changes: 'planChanges',
      security_alerts: 'securityAlerts',
      follow_up_reminders: 'followUpReminders',
      job_match_alerts: 'jobMatchAlerts',
    }[kind];
    expect(notificationChannels({ ...NOTIFICATION_DEFAULTS, [key]: false }, kind)).toEqual({
      inApp: false,
      email: false,
    });
    expect(notificationChannels({ ...NOTIFICATION_DEFAULTS, inAppNotifications: false }, kind)).toEqual({
      inApp: false,
      email: true,
    });
    expect(notificationChannels({ ...NOTIFICATION_DEFAULTS, emailNotifications: false }, kind)).toEqual({
      inApp: true,
      email: false,
    });
  });
  it('one kind turned off leaves the others on', () => {
    const prefs = { ...NOTIFICATION_DEFAULTS, planChanges: false };
    expect(notificationChannels(prefs, 'cv_upload_complete')).toEqual({ inApp: true, email: true });
  });
});

describe('wantsWeeklyDigest', () => {
  it('needs the digest and email notifications on', () => {
    expect(wantsWeeklyDigest(NOTIFICATION_DEFAULTS)).toBe(false);
    expect(wantsWeeklyDigest({ ...NOTIFICATION_DEFAULTS, weeklyDigest: true })).toBe(true);
    expect(
      wantsWeeklyDigest({ ...NOTIFICATION_DEFAULTS, weeklyDigest: true, emailNotifications: false }),
    ).toBe(false);
  });
});
