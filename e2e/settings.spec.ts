import { expect, test, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import type { FixtureDoc } from '../engine/test/fixture-types.ts';
import { signUpViaUi } from './support.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// A short one-column CV; the engine's fixture builder turns it into a real DOCX.
const CV: FixtureDoc = {
  main: [
    { kind: 'name', text: 'Katherine Johnson' },
    { kind: 'para', text: 'katherine.johnson@example.com | +45 11 22 33 44 | Aarhus, Denmark' },
    { kind: 'heading', text: 'Work Experience' },
    { kind: 'para', text: 'Research Mathematician', bold: true },
    { kind: 'para', text: 'Langley Research Center' },
    { kind: 'para', text: 'Jan 2015 – Present' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'bullets', items: ['Orbital mechanics', 'Numerical analysis', 'FORTRAN'] },
  ],
};

const chips = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('listitem');

test.describe('Settings', () => {
  // Signing up and (for the bell) parsing a CV take a few seconds each on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('profile edits are saved and still there after a reload', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();

    await page.getByLabel('Full name').fill('Ada King');
    await page.getByLabel('Phone').fill('+45 12 34 56 78');
    await page.getByLabel('Location').fill('Copenhagen');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada-king');
    await page.getByLabel('Job type').selectOption('Part-time');
    await page.getByLabel('Industry').selectOption('Finance');
    const roles = page.getByRole('textbox', { name: 'Target roles' });
    await roles.fill('  Data Analyst  ');
    await roles.press('Enter');
    await roles.fill('data analyst'); // the same role again, in another case: ignored
    await page.getByRole('button', { name: 'Add Target roles' }).click();
    await roles.fill('Actuary');
    await roles.press('Enter');
    await expect(chips(page, 'Target roles')).toHaveText(['Data Analyst', 'Actuary']);
    await page.getByRole('button', { name: 'Remove Actuary' }).click();
    const competencies = page.getByRole('textbox', { name: 'Competencies' });
    await competencies.fill('Statistics');
    await competencies.press('Enter');
    await page.getByLabel('Tone').selectOption('friendly');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
    await expect(page.getByLabel('Phone')).toHaveValue('+45 12 34 56 78');
    await expect(page.getByLabel('Location')).toHaveValue('Copenhagen');
    await expect(page.getByLabel('LinkedIn URL')).toHaveValue('https://www.linkedin.com/in/ada-king');
    await expect(page.getByLabel('Job type')).toHaveValue('Part-time');
    await expect(page.getByLabel('Industry')).toHaveValue('Finance');
    await expect(chips(page, 'Target roles')).toHaveText(['Data Analyst']);
    await expect(chips(page, 'Competencies')).toHaveText(['Statistics']);
    await expect(page.getByLabel('Tone')).toHaveValue('friendly');

    // A bad LinkedIn address is refused in the form, before anything is sent.
    await page.getByLabel('LinkedIn URL').fill('https://example.com/ada');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a LinkedIn address', { exact: false })).toBeVisible();
  });

  test('notification preferences persist, and the tab stays in the URL', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=notifications$/);

    const digest = page.getByRole('switch', { name: 'Weekly digest' });
    const plan = page.getByRole('switch', { name: 'Plan changes' });
    // The spec's defaults: the digest off, plan changes on.
    await expect(digest).toHaveAttribute('aria-checked', 'false');
    await expect(plan).toHaveAttribute('aria-checked', 'true');
    await digest.click();
    await expect(page.getByText('Preferences saved')).toBeVisible();
    await plan.click(); // waits until the first save has finished (the switches are disabled meanwhile)
    await expect(plan).toHaveAttribute('aria-checked', 'false');
    await expect(plan).toBeEnabled();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    await expect(digest).toHaveAttribute('aria-checked', 'true');
    await expect(plan).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Security alerts' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('the bell shows the notification of a processed CV, and Mark all as read clears it', async ({
    page,
  }) => {
    await signUpViaUi(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    await expect(page.getByText("You're all caught up")).toBeVisible();
    await page.keyboard.press('Escape');

    const upload = await page.request.post('/api/cvs', {
      multipart: {
        file: { name: 'katherine.docx', mimeType: DOCX_MIME, buffer: Buffer.from(await buildDocx(CV)) },
      },
    });
    expect(upload.ok()).toBe(true);

    // Extraction runs in the background; the bell polls every minute and on focus, so reload to look.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(page.getByRole('menuitem', { name: /CV Processed Successfully/ })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mark all as read' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  test('the Onboarding tab opens the Danish setup at 20 %, moves to 40 %, and restarts', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/settings?tab=onboarding');
    await expect(page.getByRole('tab', { name: 'Onboarding', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Continue setup' }).click();
    const dialog = page.getByRole('dialog');
    const progress = dialog.getByRole('progressbar');
    // The settings variant speaks Danish (the da catalogue) in an English app, with fixed progress.
    await expect(dialog.getByRole('heading', { name: 'Velkommen til Applywise' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '20');
    await dialog.getByRole('button', { name: 'Kom i gang' }).click();
    await expect(dialog.getByRole('heading', { name: 'Upload dit CV' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    // No CV is needed here: fill in by hand, or open the CV builder in a new tab.
    const builder = dialog.getByRole('link', { name: /Åbn CV Builder/ });
    await expect(builder).toHaveAttribute('href', '/cv-builder');
    await expect(builder).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Udfyld manuelt' }).click();
    await expect(dialog.getByRole('heading', { name: 'Personlige oplysninger' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '60');

    // The step was saved: reopening resumes there (the settings resume rule).
    await page.keyboard.press('Escape');
    await expect(page.getByText('60 % done')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Continue setup' }).click();
    await expect(dialog.getByRole('heading', { name: 'Personlige oplysninger' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Restart setup' }).click();
    await expect(page.getByText('Setup restarted')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Velkommen til Applywise' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '20');
  });

  test('the bell lists the newest 10 and loads older ones on demand', async ({ page }) => {
    await signUpViaUi(page);
    // Eleven security alerts: each "sign out other sessions" is one (issue 5).
    await page.evaluate(async () => {
      for (let i = 0; i < 11; i++) {
        const response = await fetch('/api/auth/revoke-other-sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        if (!response.ok) throw new Error(`revoke-other-sessions: ${response.status}`);
      }
    });
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 11 unread' });
    await bell.click();
    const alerts = page.getByRole('menuitem', { name: /Your other sessions were signed out/ });
    await expect(alerts).toHaveCount(10);
    await page.getByRole('menuitem', { name: 'Load more' }).click();
    await expect(alerts).toHaveCount(11);
    await expect(page.getByRole('menuitem', { name: 'Load more' })).toBeHidden();
  });
});
