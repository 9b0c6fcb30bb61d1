import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, profiles, user as users } from '../../db/schema.ts';
import { TEST_ORIGIN, cookiesFrom, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { mailWithSubject, readOutbox } from '../../test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

describe('sign-up', () => {
  it('creates the user with the profile of spec 000 §4 and default notification preferences', async () => {
    const { userId, email } = await signUp(t, { name: '  Grace Hopper  ' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      email,
      fullName: 'Grace Hopper',
      onboardingCompleted: false,
      currentOnboardingStep: 'welcome',
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      applicationsUsed: 0,
      applicationsLimit: 3,
    });
    const [prefs] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    expect(prefs).toMatchObject({ emailNotifications: true, weeklyDigest: false, marketingEmails: false });
  });

  it('sends a welcome email and a verification email whose /verify link confirms the address', async () => {
    const { email, userId, cookie } = await signUp(t);
    const mails = await t.mailsTo(email, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Confirm your email address',
      'Welcome to Applywise',
    ]);
    const verifyLink = mails
      .flatMap((m) => m.links)
      .find((l) => l.startsWith(`${TEST_ORIGIN}/verify?token=`));
    expect(verifyLink).toBeDefined();

    const token = new URL(verifyLink!).searchParams.get('token')!;
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      headers: { cookie },
    });
    expect(verify.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailVerified).toBe(true);
  });

  it('verifies the address from a link opened signed out without signing its reader in (2FA stays in force)', async () => {
    const { email, userId, cookie } = await signUp(t);
    const mails = await t.mailsTo(email, 2);
    const link = mails.flatMap((m) => m.links).find((l) => l.startsWith(`${TEST_ORIGIN}/verify?token=`))!;
    // The owner turned two-factor sign-in on; whoever reads the mail must not get past it.
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
    const token = new URL(link).searchParams.get('token')!;
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(String(verify.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailVerified).toBe(true);
    // The owner's own session is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a duplicate email, a short password and a common password', async () => {
    const { email } = await signUp(t);
    const duplicate = await post('/api/auth/sign-up/email', {
      name: 'X',
      email,
      password: 'another-secret-1',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().code).toMatch(/ALREADY_EXISTS/);

    const short = await post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'short@example.com',
      password: 'xk7#q',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');

    const common = await post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'common@example.com',
      password: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });

    const blank = await post('/api/auth/sign-up/email', {
      name: '   ',
      email: 'blank@example.com',
      password: 'a-good-secret',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please fill in all fields');
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password, answers INVALID_EMAIL_OR_PASSWORD otherwise', async () => {
    const { email, password } = await signUp(t);
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const right = await post('/api/auth/sign-in/email', { email, password });
    expect(right.statusCode).toBe(200);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/applywise\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).not.toMatch(/Secure/); // plain http in tests; Secure when APP_URL is https

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookiesFrom(right.headers) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(email);
  });

  it('signs out this device and all devices', async () => {
    const { email, password, cookie: first } = await signUp(t);
    const second = cookiesFrom((await post('/api/auth/sign-in/email', { email, password })).headers);

    // Sign-out posts an empty JSON body.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: first, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: second } })).statusCode,
    ).toBe(200);

    const third = cookiesFrom((await post('/api/auth/sign-in/email', { email, password })).headers);
    const all = await post('/api/auth/revoke-sessions', {}, { cookie: third });
    expect(all.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: second } })).statusCode,
    ).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const { email, password } = await signUp(t);
    const response = await post(
      '/api/auth/sign-in/email',
      { email, password },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('emails a reset link; the token sets a new password and the old one stops working', async () => {
    const { email, password } = await signUp(t);
    const request = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.statusCode).toBe(200);
    const mail = await mailWithSubject(t.config.mail.outboxDir, email, 'Reset your Applywise password');
    const link = mail?.links.find((l) => l.startsWith(`${TEST_ORIGIN}/reset-password?token=`));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    const common = await post('/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email, password: 'a brand new secret' })).statusCode,
    ).toBe(200);

    const reuse = await post('/api/auth/reset-password', { token, newPassword: 'yet another secret' });
    expect(reuse.statusCode).toBe(400);
  });

  it('mails one address at most 3 reset links in 15 minutes, answering every request the same', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i++) {
      const request = await post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(request.statusCode).toBe(200);
    }
    const resets = () =>
      readOutbox(t.config.mail.outboxDir).filter(
        (m) => m.to.includes(email) && m.subject === 'Reset your Applywise password',
      );
    await expect.poll(() => resets().length, { timeout: 5_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resets()).toHaveLength(3);
  });

  it('answers the same for an unknown email (no account discovery)', async () => {
    const response = await post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/reset-password',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cookies behind https', () => {
  it('marks the session cookie Secure when APP_URL is https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://app.example.com' });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://app.example.com' },
        payload: { name: 'Secure User', email: 'secure@example.com', password: 'a secure secret' },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/__Secure-applywise\.session_token=.*Secure/);
    } finally {
      await secure.close();
    }
  });
});
