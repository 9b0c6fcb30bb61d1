import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_DEFAULTS, type TNotificationPage } from '#domain/notifications';
import { notificationPreferences, notifications } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { readOutbox } from '../../test/outbox.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import { DIGEST_SUBJECT, runWeeklyDigest } from './digest.ts';
import { notify, type NotifyDeps } from './service.ts';

let t: TestApp;
let deps: NotifyDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, mailer: t.app.deps.mailer, log: t.app.log, appUrl: t.config.appUrl };
});
afterAll(async () => t?.close());

const mailsWith = (to: string, subject: string) =>
  readOutbox(t.config.mail.outboxDir).filter((mail) => mail.to === to && mail.subject === subject);
const page = async (cookie: string, query = '') =>
  (await call(t, cookie, 'GET', `/api/notifications${query}`)).json() as TNotificationPage;

describe('signed out', () => {
  it.each([
    ['GET', '/api/notification-preferences', undefined],
    ['PUT', '/api/notification-preferences', NOTIFICATION_DEFAULTS],
    ['GET', '/api/notifications', undefined],
    ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read', undefined],
    ['POST', '/api/notifications/read-all', undefined],
  ] as const)('%s %s is 401', async (method, url, payload) => {
    expect((await call(t, '', method, url, payload)).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('start with the §9 defaults and persist all eight flags', async () => {
    const me = await signUp(t);
    expect((await call(t, me.cookie, 'GET', '/api/notification-preferences')).json()).toEqual(
      NOTIFICATION_DEFAULTS,
    );
    const changed = { ...NOTIFICATION_DEFAULTS, weeklyDigest: true, planChanges: false };
    const put = await call(t, me.cookie, 'PUT', '/api/notification-preferences', changed);
    expect(put.statusCode).toBe(200);
    expect((await call(t, me.cookie, 'GET', '/api/notification-preferences')).json()).toEqual(changed);
  });

  it('upserts when the row is missing, and answers defaults without one', async () => {
    const me = await signUp(t);
    await t.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, me.userId));
    expect((await call(t, me.cookie, 'GET', '/api/notification-preferences')).json()).toEqual(
      NOTIFICATION_DEFAULTS,
    );
    const changed = { ...NOTIFICATION_DEFAULTS, marketingEmails: true };
    expect((await call(t, me.cookie, 'PUT', '/api/notification-preferences', changed)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.marketingEmails).toBe(true);
  });

  it('refuses a partial body, unknown flags and non-booleans', async () => {
    const me = await signUp(t);
    const { securityAlerts: _omit, ...seven } = NOTIFICATION_DEFAULTS;
    for (const [payload, field] of [
      [seven, 'securityAlerts'],
      [{ ...NOTIFICATION_DEFAULTS, sms: true }, '_'],
      [{ ...NOTIFICATION_DEFAULTS, weeklyDigest: 'yes' }, 'weeklyDigest'],
    ] as const) {
      const response = await call(t, me.cookie, 'PUT', '/api/notification-preferences', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
  });
});

describe('notify', () => {
  const content = { title: 'Your CV is ready', message: 'We read your CV.', link: '/cvs' };

  it('creates the in-app row and sends the email when everything is on', async () => {
    const me = await signUp(t);
    expect(await notify(deps, me.userId, 'cv_upload_complete', content)).toEqual({
      inApp: true,
      email: true,
    });
    const list = await page(me.cookie);
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'cv_upload_complete',
      title: content.title,
      link: '/cvs',
    });
    const [mail] = mailsWith(me.email, content.title);
    expect(mail?.links).toContain(`${t.config.appUrl}/cvs`);
  });

  it('honours each switch on its own', async () => {
    const cases = [
      [{ cvUploadComplete: false }, { inApp: false, email: false }],
      [{ inAppNotifications: false }, { inApp: false, email: true }],
      [{ emailNotifications: false }, { inApp: true, email: false }],
    ] as const;
    for (const [change, expected] of cases) {
      const me = await signUp(t);
      await call(t, me.cookie, 'PUT', '/api/notification-preferences', {
        ...NOTIFICATION_DEFAULTS,
        ...change,
      });
      expect(await notify(deps, me.userId, 'cv_upload_complete', content)).toEqual(expected);
      expect((await page(me.cookie)).notifications.length, JSON.stringify(change)).toBe(
        expected.inApp ? 1 : 0,
      );
      expect(mailsWith(me.email, content.title).length, JSON.stringify(change)).toBe(expected.email ? 1 : 0);
      // Another kind whose preference is on still goes through.
      if ('cvUploadComplete' in change) {
        expect(await notify(deps, me.userId, 'security_alerts', content)).toEqual({
          inApp: true,
          email: true,
        });
      }
    }
  });
});

describe('in-app notifications', () => {
  async function seed(userId: string, n: number) {
    for (let i = 0; i < n; i++) {
      await t.db.insert(notifications).values({ userId, type: 'plan_changes', title: `N${i}`, message: 'm' });
    }
  }

  it('pages newest first with a cursor and counts unread', async () => {
    const me = await signUp(t);
    await seed(me.userId, 5);
    const first = await page(me.cookie, '?limit=2');
    expect(first.notifications.map((n) => n.title)).toEqual(['N4', 'N3']);
    expect(first.unreadCount).toBe(5);
    const second = await page(me.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.title)).toEqual(['N2', 'N1']);
    const third = await page(me.cookie, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.notifications.map((n) => n.title)).toEqual(['N0']);
    expect(third.nextCursor).toBeNull();
  });

  it('marks one and all read', async () => {
    const me = await signUp(t);
    await seed(me.userId, 3);
    const [newest] = (await page(me.cookie)).notifications;
    const read = await call(t, me.cookie, 'POST', `/api/notifications/${newest!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().notification.readAt).not.toBeNull();
    expect((await page(me.cookie)).unreadCount).toBe(2);
    expect((await call(t, me.cookie, 'POST', '/api/notifications/read-all')).json()).toEqual({ updated: 2 });
    expect((await page(me.cookie)).unreadCount).toBe(0);
  });

  it("one user cannot read or mark another user's notifications", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await seed(owner.userId, 1);
    const [mine] = (await page(owner.cookie)).notifications;
    expect((await page(other.cookie)).notifications).toEqual([]);
    const response = await call(t, other.cookie, 'POST', `/api/notifications/${mine!.id}/read`);
    expect(response.statusCode).toBe(404);
    await call(t, other.cookie, 'POST', '/api/notifications/read-all');
    expect((await page(owner.cookie)).unreadCount).toBe(1);
  });

  it('refuses a bad id, cursor or limit', async () => {
    const me = await signUp(t);
    for (const [url, field] of [
      ['/api/notifications?limit=0', 'limit'],
      ['/api/notifications?limit=1000', 'limit'],
      ['/api/notifications?cursor=not-a-cursor', 'cursor'],
      ['/api/notifications?bogus=1', '_'],
    ] as const) {
      const response = await call(t, me.cookie, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields), url).toContain(field);
    }
    expect((await call(t, me.cookie, 'POST', '/api/notifications/42/read')).statusCode).toBe(400);
  });
});

describe('weekly digest', () => {
  it('goes out once a week per user, even with several processes running the job at once', async () => {
    const me = await signUp(t);
    const quiet = await signUp(t);
    await call(t, me.cookie, 'PUT', '/api/notification-preferences', {
      ...NOTIFICATION_DEFAULTS,
      weeklyDigest: true,
    });
    await call(t, quiet.cookie, 'PUT', '/api/notification-preferences', {
      ...NOTIFICATION_DEFAULTS,
      weeklyDigest: true,
      emailNotifications: false,
    });
    const now = new Date();
    // Three "processes" at the same moment, each with its own connection from the pool.
    await Promise.all([runWeeklyDigest(deps, now), runWeeklyDigest(deps, now), runWeeklyDigest(deps, now)]);
    expect(mailsWith(me.email, DIGEST_SUBJECT)).toHaveLength(1);
    expect(mailsWith(quiet.email, DIGEST_SUBJECT)).toHaveLength(0);
    expect(mailsWith(me.email, DIGEST_SUBJECT)[0]?.text).toContain('0 applications created');

    await runWeeklyDigest(deps, new Date(now.getTime() + 6 * 24 * 3600 * 1000));
    expect(mailsWith(me.email, DIGEST_SUBJECT)).toHaveLength(1);
    await runWeeklyDigest(deps, new Date(now.getTime() + 7 * 24 * 3600 * 1000));
    expect(mailsWith(me.email, DIGEST_SUBJECT)).toHaveLength(2);
  });
});
