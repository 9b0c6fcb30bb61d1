import { expect, test, type Page } from '@playwright/test';
import { signUpViaUi } from './support.ts';

/** Opens /pricing and answers the cookie banner if it asks, so it covers nothing below. */
async function openPricing(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Simple, Transparent Pricing', level: 1 })).toBeVisible();
  const necessaryOnly = page.getByRole('button', { name: 'Necessary Only' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
}

const card = (page: Page, name: 'Basic' | 'Pro' | 'Elite') => page.getByRole('region', { name, exact: true });

test('the pricing page sets its title and shows the spec copy', async ({ page }) => {
  await openPricing(page);
  await expect(page).toHaveTitle('Pricing – Applywise');
  await expect(page.getByText('Save 20% with Annual Billing')).toBeVisible();
  for (const name of [
    'Compare all features',
    'A plan optimized for you',
    'Built for Modern Job Seekers',
    'Everything you need to succeed',
    'Frequently asked questions',
  ]) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(card(page, 'Pro').getByText('Most Popular')).toBeVisible();
});

test('the Basic card promises what Free users get and crosses out what Pro adds', async ({ page }) => {
  await openPricing(page);
  const basic = card(page, 'Basic');
  for (const name of [
    'Cover letter generation',
    'ATS optimization report',
    'Application tracking and analytics',
  ])
    await expect(basic.getByRole('listitem').filter({ hasText: name })).not.toContainText('Not included');
  for (const name of ['Premium CV templates', 'LinkedIn profile analysis', 'Company research'])
    await expect(basic.getByRole('listitem').filter({ hasText: name })).toContainText('Not included');
});

test('the billing and currency switches change the prices', async ({ page }) => {
  await openPricing(page);
  const pro = card(page, 'Pro');
  await expect(pro.getByText('$19', { exact: true })).toBeVisible();
  await expect(pro.getByText('Billed monthly')).toBeVisible();

  await page.getByRole('radio', { name: /Yearly/ }).check();
  await expect(pro.getByText('$15', { exact: true })).toBeVisible(); // 182 / 12
  await expect(pro.locator('s')).toHaveText('$19');
  await expect(pro.getByText('Save 20%')).toBeVisible();
  await expect(pro.getByText('Billed $182 yearly')).toBeVisible();
  await expect(card(page, 'Elite').getByText('Billed $374 yearly')).toBeVisible();

  await page.getByRole('radio', { name: 'DKK (kr)' }).check();
  await expect(pro.getByText('103 kr', { exact: true })).toBeVisible();
  await expect(pro.getByText('Billed 1238 kr yearly')).toBeVisible();

  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(pro.getByText('129 kr', { exact: true })).toBeVisible();
  await expect(card(page, 'Elite').getByText('269 kr', { exact: true })).toBeVisible();
  await expect(card(page, 'Basic').getByText('0 kr', { exact: true })).toBeVisible();
});

test('a Danish visitor sees prices in DKK until they choose a currency, and their choice stays', async ({
  page,
}) => {
  await openPricing(page);
  await expect(card(page, 'Pro').getByText('$19', { exact: true })).toBeVisible(); // English: USD
  await page.evaluate("window.localStorage.setItem('applywise.language', 'da')");
  await page.reload();
  const pro = card(page, 'Pro');
  await expect(pro.getByText('129 kr', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'DKK (kr)' })).toBeChecked();
  await page.getByRole('radio', { name: 'USD ($)' }).check();
  await expect(pro.getByText('$19', { exact: true })).toBeVisible();
  await page.reload();
  await expect(pro.getByText('$19', { exact: true })).toBeVisible();
});

test('the banner switches to yearly billing', async ({ page }) => {
  await openPricing(page);
  await page.getByRole('button', { name: 'Switch to yearly' }).click();
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(card(page, 'Elite').getByText('$31', { exact: true })).toBeVisible();
});

test('a visitor’s plan buttons lead to sign-up, naming the paid plan', async ({ page }) => {
  await openPricing(page);
  await expect(card(page, 'Basic').getByRole('link', { name: 'Start for free' })).toHaveAttribute(
    'href',
    '/auth?tab=signup',
  );
  await expect(card(page, 'Elite').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/auth?tab=signup&plan=elite',
  );
  await card(page, 'Pro').getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&plan=pro$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('a signed-in Free user sees the current plan and upgrades through /subscription', async ({ page }) => {
  await signUpViaUi(page);
  await openPricing(page);
  const basic = card(page, 'Basic');
  await expect(basic.getByText('Current Plan', { exact: true }).first()).toBeVisible();
  const current = basic.getByRole('button', { name: 'Current Plan' });
  await expect(current).toHaveAttribute('aria-disabled', 'true');
  await expect(card(page, 'Pro').getByText('Most Popular')).toBeVisible();
  await expect(card(page, 'Pro').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/subscription',
  );

  await page.getByRole('radio', { name: /Yearly/ }).check();
  await expect(card(page, 'Elite').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/subscription?billing=yearly',
  );

  // The current plan cannot be chosen; pressing it explains why.
  await current.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Already subscribed')).toBeVisible();
  await expect(page.getByText("You're already on this plan.")).toBeVisible();
});

test('at 1280 px the comparison is a four-column table marking exclusive features', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPricing(page);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
    'Feature',
    'Basic',
    'Pro',
    'Elite',
  ]);
  await expect(table.getByRole('row', { name: /API access/ }).getByText('Exclusive')).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Cover letter generation/ }).getByText('Exclusive'),
  ).toHaveCount(0);
  await expect(table.getByRole('row', { name: /AI applications 3 per month/ })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the comparison is a stacked card list instead of a table', async ({ page }) => {
    await openPricing(page);
    await expect(page.getByRole('heading', { name: 'Compare all features' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const name of ['AI Applications', 'Templates & Tools', 'Analytics & Research', 'Support']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const tools = page.getByRole('region', { name: 'Templates & Tools' });
    await expect(
      tools.getByRole('listitem').filter({ hasText: 'API access' }).getByText('Exclusive'),
    ).toBeVisible();
  });
});

test('the FAQ opens one answer at a time and closes again', async ({ page }) => {
  await openPricing(page);
  const moneyBack = page.getByRole('button', { name: 'Is there a money-back guarantee?' });
  const data = page.getByRole('button', { name: 'What happens to my data if I cancel?' });
  const moneyBackAnswer = page.getByText('14-day money-back guarantee. If');
  const dataAnswer = page.getByText('We keep your data for 30 days after cancellation');

  await expect(moneyBackAnswer).toBeHidden();
  await moneyBack.click();
  await expect(moneyBack).toHaveAttribute('aria-expanded', 'true');
  await expect(moneyBackAnswer).toBeVisible();

  await data.click();
  await expect(dataAnswer).toBeVisible();
  await expect(moneyBackAnswer).toBeHidden();
  await expect(moneyBack).toHaveAttribute('aria-expanded', 'false');

  await data.click();
  await expect(dataAnswer).toBeHidden();
});
