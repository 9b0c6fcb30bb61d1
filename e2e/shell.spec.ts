import { expect, test } from '@playwright/test';
import { layoutShift, signUpViaUi } from './support.ts';

test('a signed-in route while signed out goes to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  }
});

test('a signed-in user on / or /auth goes to the dashboard', async ({ page }) => {
  await signUpViaUi(page);
  for (const path of ['/', '/auth', '/auth?tab=signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('the dashboard does not jump while its parts load (the completion banner is there from the start)', async ({
  page,
}) => {
  await signUpViaUi(page);
  // A phone, where the banner pushed the statistics down by a third of the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Applications this month')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

test('the sidebar lists the spec 001 links in order; on Free premium items lead to /subscription', async ({
  page,
}) => {
  await signUpViaUi(page);
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  const expected: [string, string][] = [
    ['Dashboard', '/dashboard'],
    ['New Application', '/new-job'],
    ['Applications', '/applications'],
    ['My CVs', '/cvs'],
    ['AI Assistant', '/ai-assistant'],
    ['Analytics', '/analytics'],
    ['Research (Premium)', '/subscription'],
    ['CV Builder (Premium)', '/subscription'],
    ['Premium Templates (Premium)', '/subscription'],
    ['Advanced Features (Premium)', '/subscription'],
    ['Subscription', '/subscription'],
    ['Settings', '/settings'],
    ['Help', '/help'],
    ['Pricing', '/pricing'],
  ];
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [i, [name, href]] of expected.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(name);
    await expect(links.nth(i)).toHaveAttribute('href', href);
  }
});

test('the help chat opens from the workspace and answers', async ({ page }) => {
  await signUpViaUi(page);
  // No floating button over the workspace: the entry is in the sidebar.
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
  const entry = page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Help chat' });
  await entry.click();
  const panel = page.getByRole('dialog', { name: /Ava from Applywise/ });
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  const input = panel.getByRole('textbox', { name: 'Your message' });
  await input.fill('Which file types can I upload?');
  await input.press('Enter');
  await expect(panel.getByText(/PDF or DOCX file of up to 10 MB/)).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await expect(entry).toBeFocused();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(200); // the SPA answers; the page says 404
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the auth tab follows ?tab= and ignores other values', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goto('/auth?tab=nonsense');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('pages set their title and metadata', async ({ page }) => {
  await page.goto('/auth?tab=signin');
  await expect(page).toHaveTitle(/ – Applywise$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header collapses into a menu that opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const name of ['Features', 'Pricing', 'Support', 'Sign In', 'Get Started']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signin/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the signed-in sidebar becomes a drawer', async ({ page }) => {
    await signUpViaUi(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test('the language switcher shows the app in Danish', async ({ page }) => {
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Language').first().selectOption('da');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
});

test('a page that fails to load shows the error screen and records an ERROR_BOUNDARY log', async ({
  page,
}) => {
  // The 404 page's code-split chunk cannot be fetched (as after a deploy or on a flaky network).
  await page.route(/\/assets\/not-found-page-[^/]+\.js$/, (route) => route.abort());
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/error-logs') && r.request().method() === 'POST',
  );
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  const response = await logged;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ errorType: 'ERROR_BOUNDARY' });
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
