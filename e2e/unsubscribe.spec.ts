import { expect, test, type Page } from '@playwright/test';
import { linkFromMail, newUser } from './support.ts';

const CONFIRM_SUBJECT = 'Confirm your email preferences';

/** Asks for a link without a token (the honest path) and returns the signed link from the mail. */
async function signedLinkFor(page: Page, email: string): Promise<string> {
  await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  return linkFromMail(email, CONFIRM_SUBJECT, '/unsubscribe?');
}

test('without a signed link, submitting sends a confirmation mail and says to check the inbox', async ({
  page,
}) => {
  const { email } = newUser();
  await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: /Marketing emails/ })).toBeChecked();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText('Nothing changes until you open the link.', { exact: false })).toBeVisible();
  const link = await linkFromMail(email, CONFIRM_SUBJECT, '/unsubscribe?');
  expect(link).toContain(`email=${encodeURIComponent(email)}`);
  expect(link).toMatch(/token=[0-9a-f]{64}/);
});

test('an empty email shows the spec toast', async ({ page }) => {
  await page.goto('/unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please enter your email address to unsubscribe.', { exact: true }),
  ).toBeVisible();
});

test('checking all couples marketing and notifications', async ({ page }) => {
  await page.goto('/unsubscribe');
  const marketing = page.getByRole('checkbox', { name: /Marketing emails/ });
  const notifications = page.getByRole('checkbox', { name: /Application notifications/ });
  const all = page.getByRole('checkbox', { name: /All non-essential emails/ });
  await expect(marketing).toBeChecked();
  await expect(notifications).not.toBeChecked();
  await all.check();
  await expect(marketing).toBeChecked();
  await expect(notifications).toBeChecked();
  await all.uncheck();
  await expect(marketing).not.toBeChecked();
  await expect(notifications).not.toBeChecked();
});

test('a signed link saves the choice, shows the success screen, and a reload shows it stored', async ({
  page,
}) => {
  const { email } = newUser();
  const link = await signedLinkFor(page, email);
  await page.goto(link);
  await expect(
    page.getByText('Your current choices for this address are shown below.', { exact: false }),
  ).toBeVisible();
  const marketing = page.getByRole('checkbox', { name: /Marketing emails/ });
  const notifications = page.getByRole('checkbox', { name: /Application notifications/ });
  const all = page.getByRole('checkbox', { name: /All non-essential emails/ });
  await all.check();
  await expect(marketing).toBeChecked();
  await expect(notifications).toBeChecked();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
  await expect(
    page.getByText('You will still receive transactional emails about your account, security and billing.'),
  ).toBeVisible();

  await page.reload();
  await expect(all).toBeChecked();
  await expect(marketing).toBeChecked();
  await expect(notifications).toBeChecked();

  // Narrow it down again: only notifications stay unsubscribed.
  await marketing.uncheck();
  await expect(all).not.toBeChecked();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
  await page.reload();
  await expect(notifications).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(all).not.toBeChecked();
});

test('a tampered link is refused and falls back to a confirmation mail', async ({ page }) => {
  const { email } = newUser();
  await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}&token=${'0'.repeat(64)}`);
  await expect(page.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
});

test('robots.txt and sitemap.xml are served at the root', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/pricing</loc>`);
});
