import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ORIGIN, cookiesFrom, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

it('enrols TOTP, then sign-in asks for the code and accepts a correct one or a backup code', async () => {
  const { cookie, email, password } = await signUp(t);
  const enable = await post('/api/auth/two-factor/enable', { password }, cookie);
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Applywise/);
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  // The URI carries the secret base32-encoded, as authenticator apps expect.
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')!));
  const code = () => createOTP(secret).totp();

  // Enrolment completes with a first valid code.
  expect((await post('/api/auth/two-factor/verify-totp', { code: await code() }, cookie)).statusCode).toBe(
    200,
  );

  const signIn = await post('/api/auth/sign-in/email', { email, password });
  expect(signIn.statusCode).toBe(200);
  expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
  const challenge = cookiesFrom(signIn.headers);

  const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, challenge);
  expect(wrong.statusCode).toBe(401);
  const right = await post('/api/auth/two-factor/verify-totp', { code: await code() }, challenge);
  expect(right.statusCode).toBe(200);
  const session = cookiesFrom(right.headers);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: session } })).statusCode,
  ).toBe(200);

  const again = await post('/api/auth/sign-in/email', { email, password });
  const backup = await post(
    '/api/auth/two-factor/verify-backup-code',
    { code: backupCodes[0] },
    cookiesFrom(again.headers),
  );
  expect(backup.statusCode).toBe(200);
});

it('refuses a TOTP code used to sign in once already, and opens no session with it', async () => {
  const { cookie, email, password } = await signUp(t);
  const { totpURI } = (await post('/api/auth/two-factor/enable', { password }, cookie)).json() as {
    totpURI: string;
  };
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')!));
  const code = await createOTP(secret).totp();
  expect((await post('/api/auth/two-factor/verify-totp', { code }, cookie)).statusCode).toBe(200);

  const signInWith = async (totp: string) => {
    const challenge = cookiesFrom((await post('/api/auth/sign-in/email', { email, password })).headers);
    return post('/api/auth/two-factor/verify-totp', { code: totp }, challenge);
  };
  expect((await signInWith(code)).statusCode).toBe(200);
  // Someone who saw the code (over a shoulder, in a phishing page) tries it again in its window.
  const replay = await signInWith(code);
  expect(replay.statusCode).toBe(401);
  expect(replay.json()).toMatchObject({ code: 'INVALID_CODE' });
  const stolen = cookiesFrom(replay.headers);
  const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: stolen } });
  expect(profile.statusCode).toBe(401);
});
