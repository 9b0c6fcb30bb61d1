import { expect, test, type Page } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
import { linkFromMail, newUser, signUpViaUi } from './support.ts';

// The local billing provider (no STRIPE_SECRET_KEY): checkout and portal are pages of the app.

const planCard = (page: Page, name: 'Basic' | 'Pro' | 'Elite') =>
  page.getByRole('region', { name, exact: true });

/** Presses a button that opens a new tab and returns that tab once it shows `url`. */
async function openedTab(page: Page, press: () => Promise<void>, url: RegExp) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), press()]);
  await tab.waitForURL(url);
  return tab;
}

async function payWithCard(checkout: Page, cardNumber: string) {
  await checkout.getByLabel('Card number').fill(cardNumber);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Ada Lovelace');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

async function startProCheckout(page: Page) {
  await page.goto('/subscription');
  const upgrade = planCard(page, 'Pro').getByRole('button', { name: 'Upgrade Now' });
  const checkout = await openedTab(page, () => upgrade.click(), /\/checkout\/[0-9a-f-]+$/);
  await expect(checkout.getByText('Order summary')).toBeVisible();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('$19');
  await expect(checkout.getByText('4242 4242 4242 4242')).toBeVisible();
  return checkout;
}

test('a Free user sees the free plan, its limits and the upgrade gates', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/subscription');
  await expect(page.getByTestId('usage-value')).toHaveText('0 of 3');
  await expect(page.getByTestId('auto-renewal')).toHaveText('Off');
  await expect(planCard(page, 'Basic').getByText('Current Plan').first()).toBeVisible();
  await expect(planCard(page, 'Pro').getByText('Most Popular')).toBeVisible();

  // Yearly prices show the monthly price struck through and the saving.
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await expect(planCard(page, 'Pro').locator('s')).toHaveText('$19');
  await expect(planCard(page, 'Pro').getByText('Save 20%')).toBeVisible();
  await page.getByRole('radio', { name: 'DKK (kr)' }).check();
  await expect(planCard(page, 'Pro').locator('s')).toHaveText('129 kr');

  // Nothing to manage before the first payment: a warning, not a failure (spec 000 §8).
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByText('Nothing to manage yet')).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Free');
  await expect(page.getByText('No billing history available')).toBeVisible();
  await expect(page.getByText('No payment method required')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link', { name: 'Premium Templates' })).toHaveAttribute('href', '/subscription');
  await expect(nav.getByRole('link', { name: 'Advanced Features' })).toHaveAttribute('href', '/subscription');

  await page.goto('/advanced-features');
  // The plan is named, capitalised, never by its id (issue 14).
  await expect(page.getByRole('heading', { name: 'Upgrade to Elite', exact: true })).toBeVisible();
  await expect(page.getByText('This feature is part of the Elite plan.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Plans' })).toHaveAttribute('href', '/pricing');
});

test('a declined card changes nothing', async ({ page }) => {
  await signUpViaUi(page);
  const checkout = await startProCheckout(page);
  await payWithCard(checkout, '4000 0000 0000 0002');
  await expect(checkout.getByRole('alert')).toHaveText(/declined/i);
  await expect(checkout).toHaveURL(/\/checkout\//);

  await page.reload();
  await expect(page.getByTestId('usage-value')).toHaveText('0 of 3');
  await expect(page.getByLabel('Plan: Free').first()).toBeVisible();
});

test('a Free user upgrades to Pro monthly, switches to yearly and cancels at period end', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaUi(page);
  const checkout = await startProCheckout(page);
  await payWithCard(checkout, '4242 4242 4242 4242');

  // The checkout tab returns to the subscription screen with the success banner.
  await checkout.waitForURL(/\/subscription\?checkout=success$/);
  await expect(checkout.getByText('Subscription Activated')).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Create Application' })).toHaveAttribute(
    'href',
    '/new-job',
  );
  await expect(checkout.getByTestId('usage-value')).toHaveText('0 of unlimited');
  await expect(checkout.getByLabel('Plan: Pro').first()).toBeVisible();
  await expect(checkout.getByTestId('auto-renewal')).toHaveText('On');
  await expect(planCard(checkout, 'Pro').getByText('Current Plan').first()).toBeVisible();

  // The first tab catches up when it regains focus or on Refresh.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('Plan: Pro').first()).toBeVisible();

  // A subscriber picking Elite sees what it costs now before anything is charged; Escape
  // (or Cancel) changes nothing.
  await planCard(page, 'Elite').getByRole('button', { name: 'Upgrade Now' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Switch to Elite (Monthly)?' });
  await expect(upgrade.getByText('Due now')).toBeVisible();
  await expect(upgrade.getByText('Credit for unused time on Professional (Monthly)')).toBeVisible();
  await expect(upgrade.getByText(/renews on .* at \$39/)).toBeVisible();
  await expect(upgrade.getByRole('button', { name: /^Confirm and pay \$2\d/ })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(upgrade).toBeHidden();
  await expect(page.getByLabel('Plan: Pro').first()).toBeVisible();

  // Manage billing opens the local portal in a new tab: switch to yearly, prorated, after confirming.
  const portal = await openedTab(
    checkout,
    () => checkout.getByRole('button', { name: 'Manage billing' }).click(),
    /\/billing\/portal$/,
  );
  await portal.getByRole('radio', { name: 'Yearly' }).check();
  await portal.getByRole('button', { name: 'Update plan' }).click();
  const confirm = portal.getByRole('dialog', { name: 'Switch to Professional (Annual)?' });
  // Switched moments after paying: the month comes back as credit, $182 − $19 = $163 due now.
  await expect(confirm.getByTestId('plan-change-figures')).toContainText('Due now$163');
  await confirm.getByRole('button', { name: 'Confirm and pay $163' }).click();
  await expect(portal.getByText('Your plan has been updated.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(portal.getByText('Annual', { exact: true })).toBeVisible();

  // Cancel at period end, after confirming.
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await portal.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(portal.getByRole('button', { name: 'Resume subscription' })).toBeVisible();

  await portal.goto('/subscription');
  await expect(portal.getByTestId('auto-renewal')).toHaveText('Off');
  await expect(portal.getByText(/will not renew/)).toBeVisible();

  // Billing shows the plan, the invoices with receipts, and the card.
  await portal.goto('/billing');
  await expect(portal.getByTestId('billing-plan-name')).toHaveText('Professional');
  await expect(portal.getByText('Annual', { exact: true })).toBeVisible();
  const history = portal.getByRole('list', { name: 'Billing history' });
  // Newest first: the yearly period the switch started (less the month's credit), then the month.
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('$163');
  await expect(history.getByRole('listitem').last()).toContainText('$19');
  await expect(history.getByRole('listitem').last()).toContainText('Paid');
  await expect(portal.getByText(/•••• 4242/)).toBeVisible();
  const [download] = await Promise.all([
    portal.waitForEvent('download'),
    history
      .getByRole('link', { name: /Download receipt/ })
      .last()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applywise-receipt-.*\.html$/);
  await expect(history.getByRole('listitem').last()).toContainText('Applywise Professional (monthly)');

  // In Danish the lines read in Danish, with the same amounts.
  await portal.evaluate("window.localStorage.setItem('applywise.language', 'da')");
  await portal.reload();
  const historik = portal.getByRole('list', { name: 'Betalingshistorik' });
  await expect(historik.getByRole('listitem').first()).toContainText(
    /Applywise Professional \(årlig\) \$182; kredit for ubrugt tid på Professional \(månedlig\) -\$\d+/,
  );
  await expect(historik.getByRole('listitem').last()).toContainText('Applywise Professional (månedlig)');
});

test('tier templates ask for the plan; others are bought once and then used', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/premium-templates');
  const template = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

  await template('ATS Professional').getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByText('This template requires pro plan or higher.')).toBeVisible();

  const buy = template('Nordic Minimal').getByRole('button', { name: 'Buy' });
  const checkout = await openedTab(page, () => buy.click(), /\/checkout\/[0-9a-f-]+$/);
  await expect(checkout.getByTestId('checkout-total')).toHaveText('49 kr');
  await expect(checkout.getByText('One-time payment')).toBeVisible();
  await payWithCard(checkout, '4242 4242 4242 4242');
  await checkout.waitForURL(/\/premium-templates\?purchase=success$/);
  const bought = checkout
    .getByRole('listitem')
    .filter({ has: checkout.getByRole('heading', { name: 'Nordic Minimal', exact: true }) });
  await expect(bought.getByText('Purchased')).toBeVisible();
  await bought.getByRole('button', { name: 'Use' }).click();
  await expect(checkout.getByText('Nordic Minimal is ready')).toBeVisible();
});

/** Generates one application through the API (the built-in writer) for the signed-in user. */
async function generateApplication(page: Page, n: number) {
  const cvs = (await (await page.request.get('/api/cvs')).json()) as
    { cvs?: { id: string }[] } | { id: string }[];
  const cvId = (Array.isArray(cvs) ? cvs : (cvs.cvs ?? []))[0]!.id;
  const created = await page.request.post('/api/applications', {
    data: {
      jobTitle: `Frontend Developer ${n}`,
      companyName: 'Nordlys Software',
      jobDescription:
        'Frontend Developer at Nordlys Software, Copenhagen. Requirements: 3+ years of TypeScript and React, testing with Playwright. Nice to have: Node.js.',
      cvId,
      outputLanguage: 'english',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('every screen shows the same count of applications this month, before and after an upgrade', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaUi(page);
  await uploadProcessedCv(page);
  await generateApplication(page, 1);
  await page.goto('/new-job');
  const form = page.getByRole('form', { name: 'Application details' });
  await expect(form.getByText('1 of 3 applications used this month')).toBeVisible();

  const checkout = await startProCheckout(page);
  await payWithCard(checkout, '4242 4242 4242 4242');
  await checkout.waitForURL(/\/subscription\?checkout=success$/);
  // The month's application is still counted on Pro: 1, not 0 (issue 14).
  await expect(checkout.getByTestId('usage-value')).toHaveText('1 of unlimited');
  await page.goto('/new-job');
  await expect(form.getByText('1 application this month (unlimited)', { exact: true })).toBeVisible();

  await generateApplication(page, 2);
  await page.goto('/new-job');
  await expect(form.getByText('2 applications this month (unlimited)')).toBeVisible();
  await page.goto('/dashboard');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText('Applications this month2');
  await page.goto('/analytics');
  await expect(page.getByRole('region', { name: 'Application statistics' })).toContainText('This month2');
  await page.goto('/subscription');
  await expect(page.getByTestId('usage-value')).toHaveText('2 of unlimited');
});

test('a yearly subscriber sees Annual and Current Plan on the yearly card', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaUi(page);
  await page.goto('/subscription');
  await page.getByRole('radio', { name: /Yearly/ }).check();
  const upgrade = planCard(page, 'Pro').getByRole('button', { name: 'Upgrade Now' });
  const checkout = await openedTab(page, () => upgrade.click(), /\/checkout\/[0-9a-f-]+$/);
  await expect(checkout.getByTestId('checkout-total')).toHaveText('$182');
  await payWithCard(checkout, '4242 4242 4242 4242');
  await checkout.waitForURL(/\/subscription\?checkout=success$/);

  await page.goto('/subscription');
  await expect(page.getByText('Annual', { exact: true })).toBeVisible();
  // The current-plan card names the plan as billing does; the sidebar badge says Pro.
  await expect(page.getByLabel('Plan: Professional')).toBeVisible();
  await expect(page.getByLabel('Plan: Pro', { exact: true })).toBeVisible();
  // The grid opens on the cycle paid by, with Current Plan on the yearly Pro card.
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  // On the monthly grid Pro is another choice (a shorter cycle), not the current plan.
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(planCard(page, 'Pro').getByText('Current Plan')).toHaveCount(0);
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Switch Plan' })).toBeVisible();
});

test('a plan chosen on /pricing survives sign-up and verification and lands on its checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/pricing');
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page
    .getByRole('region', { name: 'Elite', exact: true })
    .getByRole('link', { name: 'Upgrade' })
    .click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&plan=elite&billing=yearly$/);
  const user = newUser();
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Free Account' }).click();

  // Straight on to the payment for Elite, yearly.
  await page.waitForURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$374');

  // Not paid yet: the verification link, opened in another tab, leads back to that checkout.
  const link = await linkFromMail(user.email, 'Confirm your email address', '/verify?token=');
  const verify = await page.context().newPage();
  await verify.goto(link);
  await expect(verify.getByText('Your email address is verified')).toBeVisible();
  await verify.getByRole('link', { name: 'Continue to checkout' }).click();
  await verify.waitForURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(verify.getByTestId('checkout-total')).toHaveText('$374');
  await payWithCard(verify, '4242 4242 4242 4242');
  await verify.waitForURL(/\/subscription\?checkout=success$/);
  await expect(verify.getByLabel('Plan: Elite')).toBeVisible();
});
