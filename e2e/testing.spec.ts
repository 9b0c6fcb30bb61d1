import { expect, test, type Page } from '@playwright/test';
import { mailWithSubject } from '../server/test/outbox.ts';
import { expectNoAxeViolations, linkFromMail, outboxDir, signUpViaUi } from './support';

// Listed in ADMIN_EMAILS of the e2e server (playwright.config.ts).
const ADMIN = { name: 'Ada Admin', email: 'e2e-admin@example.com', password: 'analytical engine 1843' };

/** Signs the administrator up (or in, when a retry finds the account) and verifies the address. */
async function signInAsAdmin(page: Page) {
  const headers = { origin: test.info().project.use.baseURL! };
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: ADMIN, headers });
  if (signUp.ok()) {
    await page.goto(await linkFromMail(ADMIN.email, 'Confirm your email address', '/verify?token='));
    await expect(page.getByText('Your email address is verified')).toBeVisible();
    return;
  }
  // A retry: the account exists and its address was verified by the first try.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers,
  });
  expect(signIn.ok()).toBe(true);
}

test('an administrator runs the Stripe, readiness and email tests', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { level: 1, name: 'Testing' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Test areas' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Stripe Integration',
    'Production Readiness',
    'Email Testing',
  ]);

  // Stripe Integration with the local provider: no customer at the portal is a warning that passes.
  await page.getByRole('button', { name: 'Run all tests' }).click();
  const subscription = page.locator('[data-test="subscription"]');
  await expect(subscription.getByText('Pass')).toBeVisible();
  await expect(subscription).toContainText('Plan free (active) with local.');
  await expect(page.locator('[data-test="portal"]').getByText('Warning')).toBeVisible();
  await expectNoAxeViolations(page, '/testing (Stripe Integration)');

  // The tabs follow the arrow keys.
  await tabs.getByRole('tab', { name: 'Stripe Integration' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Production Readiness' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[data-check="migrations"]')).toContainText(/All \d+ migrations applied\./);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Email Testing' })).toHaveAttribute('aria-selected', 'true');

  // Email Testing: the recipient is required.
  const recipient = page.getByLabel('Recipient');
  await recipient.fill('');
  await page.getByRole('button', { name: 'Send: Welcome' }).click();
  await expect(page.getByText('Email Required')).toBeVisible();

  // A real send through the mail layer, with its result and the message id.
  const inbox = `e2e-inbox-${test.info().retry}@example.com`;
  await recipient.fill(inbox);
  await page.getByRole('button', { name: 'Send: Welcome' }).click();
  const result = page.locator('[data-result="welcome"]');
  await expect(result).toContainText(`Applywise test: welcome → ${inbox}`);
  await expect(result.getByText('Pass')).toBeVisible();
  await expect(result).toContainText('Message id: <');
  expect(await mailWithSubject(outboxDir(), inbox, 'Applywise test: welcome')).toBeTruthy();

  // The custom notification needs email, subject and message.
  await page.getByLabel('Email', { exact: true }).fill(inbox);
  await page.getByLabel('Subject').fill('Hello from the testing page');
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText('All Fields Required')).toBeVisible();
  await expectNoAxeViolations(page, '/testing (Email Testing)');

  // At 375 px the three tabs fit and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of await tabs.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  // The results of this visit stay while another tab is looked at.
  await tabs.getByRole('tab', { name: 'Stripe Integration' }).click();
  await tabs.getByRole('tab', { name: 'Email Testing' }).click();
  await expect(result).toBeVisible();
});

test('anyone else gets the 404 page, and the API a 404', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email Testing' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/testing/email')).status()).toBe(404);
});
