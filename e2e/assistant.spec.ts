import { expect, test, type Page } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
import { signUpViaUi } from './support.ts';

const message = (page: Page) => page.getByRole('textbox', { name: /^(Message|Besked)$/ });

test.describe('AI assistant', () => {
  // Sign-up and CV parsing take seconds on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('a quick prompt gets a reply built from the CV, with its sources; Enter sends and Shift+Enter breaks the line; the conversation is kept', async ({
    page,
  }) => {
    await signUpViaUi(page);
    await uploadProcessedCv(page);
    await page.goto('/ai-assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
    await expect(page.getByText('How can I help?')).toBeVisible();
    await expect(page.getByText('No conversations yet. Ask your first question.')).toBeVisible();

    await page
      .getByRole('group', { name: 'Quick prompts' })
      .getByRole('button', { name: 'Resume review' })
      .click();
    await expect(page).toHaveURL(/\/ai-assistant\/[0-9a-f-]{36}$/);
    const reply = page.getByRole('listitem', { name: 'Assistant' }).last();
    await expect(reply.getByRole('heading', { name: /Review of your CV/ })).toBeVisible();
    await expect(reply.getByRole('link', { name: /^CV “ada-lovelace/ })).toHaveAttribute('href', /^\/cvs\//);
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: 'Review my resume' }),
    ).toBeVisible();

    const box = message(page);
    await box.fill('');
    await box.press('Enter');
    await expect(page.getByRole('listitem', { name: 'You' })).toHaveCount(1);
    await box.pressSequentially('I want to change careers');
    await box.press('Shift+Enter');
    await box.pressSequentially('into UX design');
    await expect(box).toHaveValue('I want to change careers\ninto UX design');
    await expect(page.getByRole('listitem', { name: 'You' })).toHaveCount(1);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('listitem', { name: 'You' }).last()).toHaveText(
      'I want to change careers\ninto UX design',
    );
    await expect(page.getByRole('heading', { name: 'Career change to design and UX' })).toBeVisible();

    // Stored: a reload shows both exchanges.
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Assistant' })).toHaveCount(2);
  });

  test('at 375 px the conversations and the chat are two views; in Danish it answers in Danish', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpViaUi(page);
    await uploadProcessedCv(page);
    await page.evaluate("window.localStorage.setItem('applywise.language', 'da')");
    await page.goto('/ai-assistant');
    const list = page.getByRole('navigation', { name: 'Samtaler' });
    await expect(list).toBeVisible();
    await expect(message(page)).toBeHidden();
    await list.getByRole('link', { name: 'Ny samtale' }).click();
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Gennemgang af CV' }).click();
    await expect(page.getByRole('heading', { name: /Gennemgang af dit CV/ })).toBeVisible();
    await expect(page.getByText('Bygger på:')).toBeVisible();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(375);

    await page.getByRole('link', { name: 'Samtaler' }).click();
    await expect(list.getByRole('link', { name: 'Gennemgå mit CV' })).toBeVisible();
  });
});
