import { expect, test } from '@playwright/test';
import { signUpViaUi } from './support.ts';

// A stored cookie choice keeps the consent banner (tested in help.spec.ts) out of these pages' way.
// (A string script, because this file is type-checked without the DOM library.)
const storeCookieChoice = `localStorage.setItem('applywise.cookie-consent', JSON.stringify({
  necessary: true, analytics: false, marketing: false, preferences: false, date: new Date().toISOString(),
}));`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(storeCookieChoice);
});

test('the landing hero button leads a visitor to sign-up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('Learn More on the landing page opens the features page', async ({ page }) => {
  await page.goto('/');
  // The spec's words on screen; a name that says where it leads for screen readers and crawlers.
  const learnMore = page.getByRole('link', { name: 'Learn More about Applywise’s features', exact: true });
  await learnMore.click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Every tool for your job search');
});

test('a signed-in user opening the landing page goes to the dashboard', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the landing page shows the statistics, four feature cards and the why-choose list', async ({
  page,
}) => {
  await page.goto('/');
  for (const figure of ['50,000+', '95%', '500+', '10,000+', '4.8/5', '50%']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  const features = page.getByRole('region', { name: 'Everything you need to apply with confidence' });
  await expect(features.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('91% of Pro users get callbacks')).toBeVisible();
  await expect(page.getByText('An AI assistant available 24/7')).toBeVisible();
});

test('the closing call to action offers sign-up and pricing', async ({ page }) => {
  await page.goto('/');
  const cta = page.getByRole('region', { name: 'Ready to land your next interview?' });
  await expect(cta.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/auth?tab=signup',
  );
  await cta.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('Start Free Trial on the features page leads to sign-up', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('View Pricing on the features page leads to pricing', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('main').getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the features page shows six groups and marks paid items Premium', async ({ page }) => {
  await page.goto('/features');
  const groups = ['AI tools', 'Application management', 'Analytics', 'Integrations', 'Security', 'Support'];
  for (const name of groups) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const ai = page.getByRole('region', { name: 'AI tools' });
  // Every plan's applications are cover letters with an ATS report (decision 022): not Premium.
  for (const hasText of ['Tailored applications', 'Cover letter generation', 'ATS optimization'])
    await expect(
      ai.getByRole('listitem').filter({ hasText }).getByText('Premium', { exact: true }),
    ).toHaveCount(0);
  const analytics = page.getByRole('region', { name: 'Analytics' });
  const research = analytics.getByRole('listitem').filter({ hasText: 'Company research' });
  await expect(research.getByText('Premium', { exact: true })).toBeVisible();
  const support = page.getByRole('region', { name: 'Support' });
  await expect(support.getByRole('listitem').filter({ hasText: 'SLA guarantee' })).toContainText(
    'Elite plan',
  );
});

const legalPages = [
  { paths: ['/privacy', '/privacy-policy'], title: 'Privacy Policy' },
  { paths: ['/terms', '/terms-of-service'], title: 'Terms of Service' },
  { paths: ['/cookies', '/cookie-policy'], title: 'Cookie Policy' },
  { paths: ['/gdpr'], title: 'GDPR and Your Data Rights' },
];

for (const { paths, title } of legalPages) {
  test(`${paths.join(' and ')} show the ${title}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} – Applywise`);
      await expect(page.getByText('Last updated: November 22, 2026')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
      // Both paths are one document, so search engines get one canonical address.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${paths.at(-1)}$`),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    }
  });
}

test('a table-of-contents entry jumps to its section', async ({ page }) => {
  await page.goto('/cookie-policy');
  const section = page.getByRole('heading', { level: 2, name: 'Your choice and how to change it' });
  await expect(section).not.toBeInViewport();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Your choice and how to change it' })
    .click();
  await expect(page).toHaveURL(/\/cookie-policy#your-choice$/);
  await expect(section).toBeInViewport();
});

test('a deep link to a section opens the page at that section', async ({ page }) => {
  await page.goto('/privacy-policy#retention');
  await expect(page.getByRole('heading', { level: 2, name: 'How long we keep data' })).toBeInViewport();
});

test('the cookie policy lists the session cookie and points to Cookie settings', async ({ page }) => {
  await page.goto('/cookie-policy');
  const row = page.getByRole('row').filter({ hasText: 'applywise.session_token' });
  await expect(row).toContainText('Necessary');
  await expect(row).toContainText('30 days');
  await expect(page.getByRole('row').filter({ hasText: 'Analytics' })).toContainText('2 years');
  await expect(page.getByRole('main').getByText('"Cookie settings"')).toBeVisible();
});

test('the GDPR page asks a visitor to sign in for data export and deletion', async ({ page }) => {
  await page.goto('/gdpr');
  const tools = page.getByRole('region', { name: 'Your data rights' });
  await expect(tools).toContainText('Sign in to use your data rights');
  await tools.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
});

test('the GDPR text links to the data-rights tools on the same page', async ({ page }) => {
  await page.goto('/gdpr');
  await page.getByRole('link', { name: 'data-rights tools on this page' }).last().click();
  await expect(page).toHaveURL(/\/gdpr#data-rights$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your data rights' })).toBeInViewport();
});

test('the legal pages switch to Danish with the language', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await page.getByLabel('Language').first().selectOption('da');
  await expect(page.getByRole('heading', { level: 1, name: 'Privatlivspolitik' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hvem vi er' })).toBeVisible();
  await expect(page.getByText('Senest opdateret: 22. november 2026')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Servicevilkår' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Abonnementer, priser og betaling' }),
  ).toBeVisible();
});

test('the landing and features pages switch to Danish with the language', async ({ page }) => {
  await page.goto('/features');
  await page.getByLabel('Language').first().selectOption('da');
  await expect(page.getByRole('link', { name: 'Start gratis prøveperiode' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Læs mere' })).toBeVisible();
  await expect(page.getByText('50.000+', { exact: true })).toBeVisible();
});
