import { expect, test, type Page } from '@playwright/test';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { dismissOnboarding, linkFromMail, newUser, signUpViaUi } from './support.ts';

test('sign up lands on the dashboard with the name shown', async ({ page }) => {
  const user = await signUpViaUi(page, newUser('Grace Hopper'));
  // A first visit is not a return: no "Welcome back" for someone who has just signed up.
  await expect(page.getByRole('heading', { name: 'Welcome to Applywise, Grace Hopper!' })).toBeVisible();
  await expect(page.getByText('Account created! Welcome to Applywise!')).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
});

test.describe('sign-up validation (spec 000 §5)', () => {
  const fill = async (page: Page, values: Record<string, string>) => {
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Create Free Account' }).click();
  };

  test('all fields are required', async ({ page }) => {
    await fill(page, { 'Full Name': 'Ada', Email: 'ada@example.com', Password: 'secret-123' });
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('passwords must match', async ({ page }) => {
    await fill(page, {
      'Full Name': 'Ada',
      Email: 'ada@example.com',
      Password: 'secret-123',
      'Confirm Password': 'secret-124',
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  });

  test('passwords need at least 6 characters', async ({ page }) => {
    await fill(page, {
      'Full Name': 'Ada',
      Email: 'ada@example.com',
      Password: 'ab1',
      'Confirm Password': 'ab1',
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long' }),
    ).toBeVisible();
  });

  test('passwords that are easy to guess are refused, and the meter says so while typing', async ({
    page,
  }) => {
    // The estimator loads its dictionaries (several MB) in a worker: slow on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/auth?tab=signup');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('aaaaaa');
    const meter = page.locator('#signup-password-strength');
    await expect(meter).toHaveAttribute('aria-live', 'polite');
    await expect(meter).toHaveText(/^Password strength: very weak\. Too easy to guess/, { timeout: 30_000 });
    await expect(password).toHaveAttribute('aria-describedby', /signup-password-strength/);
    await password.fill('analytical engine 1843');
    await expect(meter).toHaveText('Password strength: very strong. Strong enough.', { timeout: 30_000 });

    for (const weak of ['      ', '135790', 'password1']) {
      await fill(page, {
        'Full Name': 'Ada',
        Email: 'ada@example.com',
        Password: weak,
        'Confirm Password': weak,
      });
      await expect(
        page.getByRole('alert').filter({
          hasText:
            'This password is too easy to guess. Use a longer password, for example a few unrelated words.',
        }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/auth/);
    }
  });

  test('an email that is already registered is refused', async ({ page, browser }) => {
    const user = newUser();
    const other = await browser.newPage();
    await signUpViaUi(other, user);
    await other.close();
    await fill(page, {
      'Full Name': 'Someone',
      Email: user.email,
      Password: 'another secret',
      'Confirm Password': 'another secret',
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'This email is already registered' }),
    ).toBeVisible();
  });
});

test('sign out lands on the home page, sign in with a wrong password is refused, the right one works', async ({
  page,
}) => {
  const user = await signUpViaUi(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();

  await page.goto('/auth?tab=signin');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).and(page.locator('[type=submit]')).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).and(page.locator('[type=submit]')).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  // Signed in again: now it is a return.
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
});

test('the verification link from the outbox confirms the email address', async ({ page }) => {
  const user = await signUpViaUi(page);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  const link = await linkFromMail(user.email, 'Confirm your email address', '/verify?token=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome to Applywise/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test('a verification link opened signed out confirms the address and asks to sign in, not signing anyone in', async ({
  page,
  context,
}) => {
  const user = await signUpViaUi(page);
  const link = await linkFromMail(user.email, 'Confirm your email address', '/verify?token=');
  await context.clearCookies();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});

test('an invalid verification link says so', async ({ page }) => {
  await page.goto('/verify?token=not-a-real-token');
  await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
});

test('password reset round trip: request, emailed link, new password, sign in', async ({ page, context }) => {
  const user = await signUpViaUi(page);
  await context.clearCookies();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(
    page.getByText("If an account exists for that email, we've sent a link to reset your password."),
  ).toBeVisible();

  const link = await linkFromMail(user.email, 'Reset your Applywise password', '/reset-password?token=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = 'a completely new secret';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).and(page.locator('[type=submit]')).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two-factor: enrol in settings, then sign-in asks for the authenticator code', async ({ page }) => {
  const user = await signUpViaUi(page);
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  const keyText = page
    .getByText("Can't scan it? Enter this key in your app:")
    .locator('xpath=following-sibling::code');
  const key = (await keyText.textContent())!.replace(/\s/g, '');
  const secret = new TextDecoder().decode(base32.decode(key));
  const code = () => createOTP(secret).totp();
  await page.getByLabel('6-digit code from your app').fill(await code());
  await page.getByRole('button', { name: 'Confirm and Enable' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).and(page.locator('[type=submit]')).click();
  await expect(page.getByText('Two-factor authentication')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Google sign-in through OpenID Connect creates the account and lands on the dashboard', async ({
  page,
}) => {
  const login = `oidc.user.${Date.now()}`;
  await page.goto('/auth?tab=signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The identity provider's own login and consent pages (node-oidc-provider's development views).
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissOnboarding(page); // a new account: the onboarding modal opens first
  await expect(page.getByRole('heading', { name: /Welcome to Applywise, Oidc User/ })).toBeVisible();
  // The provider vouched for the address: no verification notice.
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test('a social provider that is not configured shows the spec toast', async ({ page }) => {
  await page.goto('/auth?tab=signin');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(page.getByText('LinkedIn login failed. Please try again.').first()).toBeVisible();
});

test('a refused Google sign-in returns to /auth with the spec toast', async ({ page }) => {
  await page.goto('/auth?tab=signin&error=google');
  await expect(page.getByText('Google login failed. Please try again.').first()).toBeVisible();
});
