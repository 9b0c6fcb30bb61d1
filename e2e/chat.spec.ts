import { expect, test, type Page } from '@playwright/test';

const CONSENT_KEY = 'applywise.cookie-consent';

/** Stores a cookie choice before the page loads, so the banner stays out of tests about the chat. */
async function withConsent(page: Page) {
  // A string script: the e2e code is typed without the DOM library.
  const record = { necessary: true, analytics: false, marketing: false, preferences: false };
  await page.addInitScript({
    content: `if (!localStorage.getItem('${CONSENT_KEY}')) localStorage.setItem('${CONSENT_KEY}', JSON.stringify({ ...${JSON.stringify(record)}, date: new Date().toISOString() }));`,
  });
}

const panel = (page: Page) => page.getByRole('dialog', { name: /Ava from Applywise/ });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

/** Opens the widget on `path` and starts a chat. */
async function startChat(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await panel(page).getByRole('button', { name: 'Start Chat' }).click();
  await expect(input(page)).toBeFocused();
}

test.describe('public chat widget', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('opens at the start view with the persona, and Start Chat shows the greeting', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText('Our team typically responds within 24 hours.')).toBeVisible();
    const start = panel(page).getByRole('button', { name: 'Start Chat' });
    await expect(start).toBeFocused();
    const box = await panel(page).boundingBox();
    expect(box).toMatchObject({ width: 320, height: 384 });
    await start.click();
    await expect(log(page).getByText("Hi! I'm Ava from Applywise. How can I help you today?")).toBeVisible();
  });

  test('a question shows the typing indicator and then an answer from the help centre', async ({ page }) => {
    await startChat(page);
    await input(page).fill('Which file types can I upload?');
    await input(page).press('Enter');
    await expect(log(page).getByText('Which file types can I upload?')).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(log(page).getByText('Ava is typing…')).toBeAttached();
    await expect(log(page).getByText(/PDF or DOCX file of up to 10 MB/)).toBeVisible({ timeout: 15_000 });
    await expect(log(page).getByText('Ava is typing…')).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
  });

  test('a career question gets an honest reply and the way to the assistant, not a help entry', async ({
    page,
  }) => {
    await startChat(page);
    await input(page).fill('change career from teaching to UX');
    await input(page).press('Enter');
    await expect(log(page).getByText(/That sounds like a career question/)).toBeVisible({ timeout: 15_000 });
    await expect(log(page).getByText(/Manage billing/)).toHaveCount(0);
    const link = log(page).getByRole('link', { name: 'Create a free account to use the AI assistant' });
    await expect(link).toHaveAttribute('href', '/auth?tab=signup&returnTo=%2Fai-assistant');
    await link.click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&returnTo=%2Fai-assistant$/);
    await expect(panel(page)).toBeHidden();
  });

  test('asking for a real person adds the note on reaching human support', async ({ page }) => {
    await startChat(page, '/help');
    await input(page).fill('Can I speak to a real person?');
    await page.getByRole('button', { name: 'Send chat message' }).click();
    const note = log(page).getByText(/human support team typically responds within 24 hours/);
    await expect(note).toBeVisible({ timeout: 15_000 });
    // The note is the last part of the reply; its links come last.
    await expect(note.getByRole('link', { name: '/contact' }).last()).toHaveAttribute('href', '/contact');
    await expect(note.getByRole('link', { name: 'support@applywise.local' }).last()).toHaveAttribute(
      'href',
      'mailto:support@applywise.local',
    );
  });

  test('back returns to the start view, close and Escape return to the button', async ({ page }) => {
    await startChat(page);
    await panel(page).getByRole('button', { name: 'Back' }).click();
    await expect(panel(page).getByRole('button', { name: 'Start Chat' })).toBeFocused();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await expect(launcher).toBeFocused();
    await launcher.press('Enter');
    await panel(page).getByRole('button', { name: 'Start Chat' }).click();
    // The conversation is kept while the visitor stays on the site.
    await expect(log(page).getByText(/How can I help you today\?/)).toHaveCount(1);
    await input(page).press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('Enter sends, Shift+Enter adds a new line, and a blank message is not sent', async ({ page }) => {
    await startChat(page);
    const send = page.getByRole('button', { name: 'Send chat message' });
    await expect(send).toBeDisabled();
    await input(page).fill('   ');
    await input(page).press('Enter');
    await expect(log(page).getByRole('listitem')).toHaveCount(1); // the greeting only
    await expect(send).toBeDisabled();

    await input(page).fill('How do I cancel');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('my subscription?');
    await expect(input(page)).toHaveValue('How do I cancel\nmy subscription?');
    await expect(log(page).getByRole('listitem')).toHaveCount(1);
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(log(page).getByRole('listitem').nth(1)).toHaveText(/How do I cancel\s+my subscription\?/);
    await expect(log(page).getByText(/no cancellation fees/)).toBeVisible({ timeout: 15_000 });
  });

  test('a failing chat service replies with the error text and a Chat Error toast', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream down' }),
    );
    await startChat(page);
    await input(page).fill('Which file types can I upload?');
    await input(page).press('Enter');
    await expect(
      log(page).getByText(
        'Sorry, there was an error connecting to our chat service. You can also reach us via our contact form or email support@applywise.local for direct support.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Chat Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Could not send message. Please try our contact form as an alternative.'),
    ).toBeVisible();
    await expect(input(page)).toBeEnabled();
  });

  test('an empty answer replies that the message could not be processed', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"response":"","sources":[]}' }),
    );
    await startChat(page);
    await input(page).fill('Hello?');
    await input(page).press('Enter');
    await expect(
      log(page).getByText('Sorry, I could not process your message. Please try again.'),
    ).toBeVisible();
  });
});

test("the help page's live-chat card opens the widget", async ({ page }) => {
  await withConsent(page);
  await page.goto('/help');
  await page.getByRole('button', { name: 'Chat with Ava' }).click();
  await expect(panel(page).getByRole('button', { name: 'Start Chat' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the chat button waits for the cookie choice, then opens a full-width sheet', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await expect(launcher).toBeHidden();
    await banner.getByRole('button', { name: 'Necessary Only' }).click();
    await expect(launcher).toBeVisible();
    await launcher.click();
    const box = await panel(page).boundingBox();
    // Edge to edge: the window less the desktop scrollbar Chromium draws.
    expect(box?.x).toBe(0);
    expect(box?.width).toBeGreaterThanOrEqual(355);
    await expect(panel(page).getByRole('button', { name: 'Start Chat' })).toBeVisible();
  });
});
