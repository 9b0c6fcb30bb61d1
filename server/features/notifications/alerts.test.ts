import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_DEFAULTS,
  type TNotificationPage,
  type TNotificationPreferences,
} from '#domain/notifications';
import { cookiesFrom, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { mailTexts } from '../../infra/mail/texts.ts';
import { readOutbox } from '../../test/outbox.ts';
import { applySubscriptionChange, type SubscriptionChange } from '../billing/state.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import { digestMessage, runWeeklyDigest } from './digest.ts';
import type { NotifyDeps } from './service.ts';

/**
 * Plan-change and security-alert notifications (issue 5): each goes to the app and by email only
 * as the user's preferences say, in the user's preferred language.
 */

let t: TestApp;
let deps: NotifyDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, mailer: t.app.deps.mailer, log: t.app.log, appUrl: t.config.appUrl };
});
afterAll(async () => t?.close());

type User = Awaited<ReturnType<typeof signUp>>;

const notificationsOf = async (user: User) =>
  ((await call(t, user.cookie, 'GET', '/api/notifications')).json() as TNotificationPage).notifications;
const mailsTo = (user: User) => readOutbox(t.config.mail.outboxDir).filter((mail) => mail.to === user.email);

/** Polls: Better Auth runs some database hooks just after the response. */
async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

async function withPreferences(change: Partial<TNotificationPreferences> = {}): Promise<User> {
  const user = await signUp(t);
  const put = await call(t, user.cookie, 'PUT', '/api/notification-preferences', {
    ...NOTIFICATION_DEFAULTS,
    ...change,
  });
  expect(put.statusCode).toBe(200);
  return user;
}

const upgradeToPro = (userId: string): SubscriptionChange => ({
  userId,
  plan: 'pro',
  status: 'active',
  billingCycle: 'monthly',
  currency: 'usd',
  currentPeriodStart: new Date(),
  currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  cancelAtPeriodEnd: false,
  provider: 'local',
});

describe('plan changes', () => {
  it('an upgrade is an in-app notification and an email with the plan, the amount and the interval', async () => {
    const user = await withPreferences();
    await applySubscriptionChange(deps, upgradeToPro(user.userId));
    const [notification] = await notificationsOf(user);
    expect(notification).toMatchObject({
      type: 'plan_changes',
      title: 'Your Professional plan is active',
      link: '/subscription',
    });
    expect(notification!.message).toContain('You pay $19 per month.');
    const [mail] = mailsTo(user).filter((m) => m.subject === 'Your Professional plan is active');
    expect(mail?.text).toContain('You pay $19 per month.');
    expect(mail?.links).toContain(`${t.config.appUrl}/subscription`);
  });

  it.each([
    ['plan changes off', { planChanges: false }, { inApp: false, email: false }],
    ['in-app notifications off', { inAppNotifications: false }, { inApp: false, email: true }],
    ['email notifications off', { emailNotifications: false }, { inApp: true, email: false }],
  ] as const)('with %s', async (_label, change, expected) => {
    const user = await withPreferences(change);
    await applySubscriptionChange(deps, upgradeToPro(user.userId));
    await applySubscriptionChange(deps, { ...upgradeToPro(user.userId), cancelAtPeriodEnd: true });
    const types = (await notificationsOf(user)).map((n) => n.type);
    expect(types).toEqual(expected.inApp ? ['plan_changes', 'plan_changes'] : []);
    const subjects = mailsTo(user).map((m) => m.subject);
    expect(subjects.includes('Your Professional plan is active')).toBe(expected.email);
    expect(subjects.includes('Your Professional plan will not renew')).toBe(expected.email);
  });
});

describe('security alerts', () => {
  const securityLink = () => `${t.config.appUrl}/settings?tab=security`;

  it('a password change is told in the app and by email, linking to the Security tab', async () => {
    const user = await withPreferences();
    const changed = await call(t, user.cookie, 'POST', '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    // A password change ends every other session: the device goes on with the one it was given.
    const signedIn = { ...user, cookie: cookiesFrom(changed.headers) };
    const [notification] = await eventually(
      () => notificationsOf(signedIn),
      (list) => list.length > 0,
    );
    expect(notification).toMatchObject({
      type: 'security_alerts',
      title: 'Your password was changed',
      link: '/settings?tab=security',
    });
    const [mail] = mailsTo(user).filter((m) => m.subject === 'Your password was changed');
    expect(mail?.links).toContain(securityLink());
  });

  it('a refused password change alerts nobody', async () => {
    const user = await withPreferences();
    const refused = await call(t, user.cookie, 'POST', '/api/auth/change-password', {
      currentPassword: 'not the password',
      newPassword: 'a brand new passphrase',
    });
    expect(refused.statusCode).toBe(400);
    expect(await notificationsOf(user)).toEqual([]);
  });

  it('two-factor on and off and signing out everywhere are alerts too; none with the preference off', async () => {
    const run = async (user: User) => {
      const enable = await call(t, user.cookie, 'POST', '/api/auth/two-factor/enable', {
        password: user.password,
      });
      const uri = new URL((enable.json() as { totpURI: string }).totpURI);
      const secret = new TextDecoder().decode(base32.decode(uri.searchParams.get('secret')!));
      const verify = await call(t, user.cookie, 'POST', '/api/auth/two-factor/verify-totp', {
        code: await createOTP(secret).totp(),
      });
      expect(verify.statusCode).toBe(200);
      // Enrolling replaced the session; the new cookie is the one that counts now.
      const cookie = verify.headers['set-cookie'] ? cookiesFrom(verify.headers) : user.cookie;
      const disable = await call(t, cookie, 'POST', '/api/auth/two-factor/disable', {
        password: user.password,
      });
      expect(disable.statusCode).toBe(200);
      const after = disable.headers['set-cookie'] ? cookiesFrom(disable.headers) : cookie;
      const titles = async () => (await notificationsOf({ ...user, cookie: after })).map((n) => n.title);
      const list = await eventually(titles, (found) => found.length >= 2);
      expect((await call(t, after, 'POST', '/api/auth/revoke-sessions', {})).statusCode).toBe(200);
      return { list, mails: mailsTo(user).map((m) => m.subject) };
    };

    const on = await run(await withPreferences());
    expect(on.list).toEqual(['Two-factor authentication was turned off', 'Two-factor authentication is on']);
    expect(on.mails).toEqual(
      expect.arrayContaining([
        'Two-factor authentication is on',
        'Two-factor authentication was turned off',
        'You were signed out everywhere',
      ]),
    );

    const off = await run(await withPreferences({ securityAlerts: false }));
    expect(off.list).toEqual([]);
    expect(off.mails.filter((s) => /two-factor|signed out/i.test(s))).toEqual([]);
  });

  it('with email notifications off the alert is in the app only', async () => {
    const user = await withPreferences({ emailNotifications: false });
    const changed = await call(t, user.cookie, 'POST', '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a brand new passphrase',
    });
    const signedIn = { ...user, cookie: cookiesFrom(changed.headers) };
    const list = await eventually(
      () => notificationsOf(signedIn),
      (found) => found.length > 0,
    );
    expect(list.map((n) => n.title)).toEqual(['Your password was changed']);
    expect(mailsTo(user).filter((m) => m.subject === 'Your password was changed')).toEqual([]);
  });
});

describe('in Danish for a user whose preferred language is Danish', () => {
  it('the notification and its email are Danish', async () => {
    const user = await withPreferences();
    expect(
      (await call(t, user.cookie, 'PATCH', '/api/profile', { preferredLanguage: 'da' })).statusCode,
    ).toBe(200);
    await applySubscriptionChange(deps, {
      ...upgradeToPro(user.userId),
      currency: 'dkk',
      billingCycle: 'yearly',
    });
    const [notification] = await notificationsOf(user);
    expect(notification).toMatchObject({ title: 'Dit Professional-abonnement er aktivt' });
    expect(notification!.message).toContain('Du betaler 1238 kr om året.');
    // The subject is MIME-encoded (it has non-ASCII letters), so the mail is found by its body.
    const mail = mailsTo(user).find((m) => m.text.includes('Tak for din opgradering.'));
    expect(mail?.text).toContain('Hej Test User,');
    expect(mail?.text).toContain('Du betaler 1238 kr om året.');
    expect(mail?.text).toContain('Se dit abonnement');
    expect(mail?.text).toContain('Eller kopiér dette link ind i din browser:');
  });

  it('the weekly digest is Danish, its unsubscribe footer too', async () => {
    const user = await withPreferences({ weeklyDigest: true });
    await call(t, user.cookie, 'PATCH', '/api/profile', { preferredLanguage: 'da' });
    await runWeeklyDigest(deps);
    const mail = mailsTo(user).find((m) => m.text.includes('Her er din uge på Applywise:'));
    expect(mail?.text).toContain('• 0 ansøgninger oprettet');
    expect(mail?.text).toContain('Gå til dit dashboard');
    expect(mail?.text).toContain('Afmeld eller ændr dine e-mailindstillinger:');
  });

  it('the weekly digest message counts in Danish', () => {
    expect(digestMessage({ applications: 1, cvs: 2, unread: 0, followUps: 0 }, mailTexts('da'))).toBe(
      [
        'Her er din uge på Applywise:',
        '• 1 ansøgning oprettet',
        "• 2 CV'er uploadet",
        '• 0 ulæste notifikationer',
      ].join('\n'),
    );
  });
});
