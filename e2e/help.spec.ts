import { expect, test, type Page } from '@playwright/test';
import { mailWithSubject } from '../server/test/outbox.ts';
import { outboxDir, restingBox } from './support.ts';

const CONSENT_KEY = 'applywise.cookie-consent';

/** Stores a cookie choice before the page loads, so the banner stays out of tests about other things. */
async function withConsent(page: Page) {
  // A string script: the e2e code is typed without the DOM library.
  const record = { necessary: true, analytics: false, marketing: false, preferences: false };
  await page.addInitScript({
    content: `if (!localStorage.getItem('${CONSENT_KEY}')) localStorage.setItem('${CONSENT_KEY}', JSON.stringify({ ...${JSON.stringify(record)}, date: new Date().toISOString() }));`,
  });
}

/** The stored cookie choice, read in the page. */
async function storedConsent(page: Page) {
  const raw = (await page.evaluate(`localStorage.getItem('${CONSENT_KEY}')`)) as string | null;
  return raw ? JSON.parse(raw) : null;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'We value your privacy' });

test.describe('help page', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('the FAQ search shows a result count, or "No results found"', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await search.fill('money-back');
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await expect(page.getByText('How do I cancel my subscription?')).toBeVisible();
    await search.fill('plan');
    await expect(page.getByText(/^\d+ results$/)).toBeVisible();
    await search.fill('quantum teleportation');
    await expect(page.getByText('No results found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('Which CV files can I upload?')).toBeVisible();
  });

  test('a ticked setup step is remembered across reloads', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByText('0 of 4 completed', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Upload your CV' }).check();
    await expect(page.getByText('1 of 4 completed', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Upload your CV' })).toBeChecked();
    await expect(page.getByText('1 of 4 completed', { exact: true })).toBeVisible();
  });

  test('the support card shows the configured support address', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('link', { name: 'support@applywise.local' })).toHaveAttribute(
      'href',
      'mailto:support@applywise.local',
    );
  });
});

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('sending without the required fields shows the missing-information toast', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Grace');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Missing information', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in name, email and message.', { exact: true })).toBeVisible();
    // Nothing was lost.
    await expect(page.getByLabel('Name')).toHaveValue('Grace');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('one toast at a time, clear of the Send button', async ({ page }) => {
      await page.goto('/contact');
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      await expect(page.getByText('Missing information', { exact: true })).toBeVisible();
      await page.getByLabel('Name').fill('Grace');
      await page.getByLabel('Email').fill('not an address');
      await page.getByLabel('Message').fill('Hello');
      await send.click();
      // The second toast replaces the first instead of stacking on (or hiding behind) it.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      await expect(page.getByText('Missing information', { exact: true })).toHaveCount(0);
      const toastBox = await restingBox(page.locator('[data-sonner-toast][data-mounted="true"]'));
      const sendBox = (await send.boundingBox())!;
      const overlaps =
        toastBox.x < sendBox.x + sendBox.width &&
        sendBox.x < toastBox.x + toastBox.width &&
        toastBox.y < sendBox.y + sendBox.height &&
        sendBox.y < toastBox.y + toastBox.height;
      expect(overlaps, 'the toast covers Send Message').toBe(false);
      // Nor does the chat button: scrolled under it, Send stays pressable and the button steps aside.
      const before = (await send.boundingBox())!;
      await page.mouse.move(180, 300);
      await page.mouse.wheel(0, before.y + before.height - 740 + 24);
      await expect.poll(async () => (await send.boundingBox())!.y).not.toBe(before.y);
      await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCSS('opacity', '0');
      await send.click({ trial: true });
    });
  });

  test('a message is sent to support, the form resets and says so', async ({ page }) => {
    const subject = `E2E question ${Date.now()}`;
    await page.goto('/help');
    await page.getByRole('link', { name: /Write to us/ }).click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Subject (optional)').fill(subject);
    await form.getByLabel('Message').fill('Does the Free plan include cover letters?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');

    const mail = await mailWithSubject(
      outboxDir(),
      'support@applywise.local',
      `Contact: ${subject} (Grace Hopper)`,
    );
    expect(mail, 'the message was forwarded to support').toBeDefined();
    expect(mail!.text).toContain('Does the Free plan include cover letters?');
    expect(mail!.text).toMatch(/^Reply-To: grace@example\.com$/m);
  });

  test('a failed send shows the error toast and keeps the message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Something went wrong while sending.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Hello');
  });

  test('too many messages get a clear rate-limit message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Hello again');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Too many messages', { exact: true })).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  test('Necessary Only hides it and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
    await expect(banner(page)).toBeHidden();
    // Focus does not get lost with the banner: it moves on to the page.
    await expect(page.locator('#main-content')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect(Date.parse(stored.date)).not.toBeNaN();
  });

  test('Customize lets the visitor pick categories; necessary stays on', async ({ page }) => {
    await page.goto('/help');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const detail = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(detail.getByRole('switch', { name: /Necessary/ })).toBeDisabled();
    await expect(detail.getByRole('switch', { name: /Necessary/ })).toBeChecked();
    await detail.getByRole('switch', { name: 'Analytics' }).click();
    await expect(detail.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await detail.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(detail).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: false, preferences: false });
  });

  test('"Cookie settings" in the footer reopens it with the stored choice', async ({ page }) => {
    await withConsent(page);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const detail = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(detail.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await detail.getByRole('button', { name: 'Accept All' }).click();
    await expect(detail).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored).toMatchObject({ analytics: true, marketing: true, preferences: true });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('it fits the screen and leaves the page usable', async ({ page }) => {
      await page.goto('/help');
      const box = await banner(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(375);
      expect(box!.height).toBeLessThan(740 / 2);
      // The page behind it still works: the menu opens.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    });
  });
});
