import { expect, test, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import type { FixtureDoc } from '../engine/test/fixture-types.ts';
import { newUser, restingBox, signUpViaUi } from './support.ts';

// A one-column CV whose name and email differ from the account's, so pre-filling is visible.
const GRACE: FixtureDoc = {
  main: [
    { kind: 'name', text: 'Grace Hopper' },
    { kind: 'para', text: 'grace.hopper@example.com | +45 20 30 40 50 | Copenhagen, Denmark' },
    { kind: 'heading', text: 'Profile' },
    { kind: 'para', text: 'Software engineer with twelve years of experience building compilers.' },
    { kind: 'heading', text: 'Work Experience' },
    { kind: 'para', text: 'Principal Engineer', bold: true },
    { kind: 'para', text: 'Univac Systems, Copenhagen' },
    { kind: 'para', text: 'Mar 2019 – Present' },
    { kind: 'bullets', items: ['Lead the compiler team of eight engineers.'] },
    { kind: 'heading', text: 'Skills' },
    { kind: 'bullets', items: ['TypeScript', 'Rust', 'Compilers', 'Mentoring'] },
  ],
};

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const dialog = (page: Page) => page.getByRole('dialog');
const stepHeading = (page: Page, name: string) => dialog(page).getByRole('heading', { name, exact: true });
const banner = (page: Page) => page.getByTestId('completion-banner');

test.describe('Onboarding from the dashboard', () => {
  // Signing up, uploading and parsing take a few seconds each on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a new user uploads a CV, sees it pre-filled, resumes after a reload, finishes and can restart', async ({
    page,
  }) => {
    await signUpViaUi(page, newUser('Ada Lovelace'), { keepOnboarding: true });
    // Name and email came with sign-up and there is no CV yet: the resume rule starts at the upload.
    await expect(stepHeading(page, 'Upload your CV')).toBeVisible();
    await expect(banner(page)).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please upload your CV to continue.')).toBeVisible();

    await page.getByLabel('CV file').setInputFiles({
      name: 'grace-hopper.docx',
      mimeType: DOCX_MIME,
      buffer: Buffer.from(await buildDocx(GRACE)),
    });
    // Moves on by itself once the CV is read.
    await expect(stepHeading(page, 'Personal information')).toBeVisible({ timeout: 30_000 });
    const fullName = dialog(page).getByLabel('Full name');
    await expect(fullName).toHaveValue('Grace Hopper');
    await expect(dialog(page).getByLabel('Email')).toHaveValue('grace.hopper@example.com');

    await fullName.fill('');
    await fullName.blur();
    await expect(dialog(page).getByText('Full name is required')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await fullName.fill('Grace B. Hopper');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();

    await expect(stepHeading(page, 'Job preferences')).toBeVisible();
    const roles = dialog(page).getByRole('list', { name: 'Target roles' });
    await expect(roles.getByRole('listitem')).toHaveText(['TypeScript', 'Rust', 'Compilers']);

    await page.reload();
    await expect(stepHeading(page, 'Job preferences')).toBeVisible();
    await expect(roles.getByRole('listitem')).toHaveText(['TypeScript', 'Rust', 'Compilers']);

    await dialog(page).getByLabel('Job type').selectOption('Remote');
    await dialog(page).getByLabel('Industry').selectOption('Technology');
    const roleInput = dialog(page).getByRole('textbox', { name: 'Target roles' });
    await roleInput.fill('  Staff Engineer ');
    await roleInput.press('Enter');
    await roleInput.fill('rust');
    await roleInput.press('Enter'); // a duplicate, ignored
    await expect(roles.getByRole('listitem')).toHaveText([
      'TypeScript',
      'Rust',
      'Compilers',
      'Staff Engineer',
    ]);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();

    await expect(stepHeading(page, 'Review your profile')).toBeVisible();
    for (const text of [
      'Grace B. Hopper',
      'grace.hopper@example.com',
      'Remote',
      'Technology',
      'Principal Engineer, Univac Systems',
    ])
      await expect(dialog(page).getByText(text, { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Job preferences')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByRole('button', { name: 'Complete setup' }).click();

    await expect(stepHeading(page, "You're all set!")).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Welcome to Applywise, Grace B. Hopper!' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByTestId('next-action')).toHaveCount(0);
    // Complete: the statistic cards close up, the last row has no empty slot beside its cards.
    const stats = page.getByRole('region', { name: 'Statistics' });
    const statsBox = (await stats.boundingBox())!;
    const lastCard = (await stats.locator(':scope > *').last().boundingBox())!;
    expect(Math.abs(lastCard.x + lastCard.width - (statsBox.x + statsBox.width))).toBeLessThan(1);

    // Still complete after a reload; then restarting reopens the modal and brings the banner back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Restart setup' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Restart setup' }).click();
    await expect(stepHeading(page, 'Review your profile')).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the modal fills the screen, closes with Escape and stays closed until Complete Profile', async ({
      page,
    }) => {
      await signUpViaUi(page, newUser(), { keepOnboarding: true });
      await expect(stepHeading(page, 'Upload your CV')).toBeVisible();
      // A toast in the modal (a file of the wrong kind) stays clear of its title, close button and
      // Continue.
      const keepClear = [
        stepHeading(page, 'Upload your CV'),
        dialog(page).getByRole('button', { name: 'Close' }),
        dialog(page).getByRole('button', { name: 'Continue' }),
      ];
      await page
        .getByLabel('CV file')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await expect(page.getByText('Upload Failed', { exact: true })).toBeVisible();
      // Where the toast comes to rest: it slides in from the top edge.
      const toastBox = await restingBox(
        page.locator('[data-sonner-toast][data-visible="true"][data-mounted="true"]'),
      );
      for (const control of keepClear) {
        const box = (await control.boundingBox())!;
        const overlaps =
          toastBox.x < box.x + box.width &&
          box.x < toastBox.x + toastBox.width &&
          toastBox.y < box.y + box.height &&
          box.y < toastBox.y + toastBox.height;
        expect(overlaps, `the toast covers ${await control.textContent()}`).toBe(false);
      }
      // The modal makes the rest of the page inert, but not the toast: its close button works
      // (a real click, which fails if anything else would receive it), and the modal stays open.
      await page.getByRole('button', { name: 'Close notification' }).click({ timeout: 3_000 });
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 2_000 });
      await expect(stepHeading(page, 'Upload your CV')).toBeVisible();
      // Edge to edge and full height (a centred card would sit 1 rem in from each side). The width
      // is the window's less the desktop scrollbar gutter the page reserves; phones have none.
      const box = await dialog(page).boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, height: 740 });
      expect(box!.width).toBeGreaterThanOrEqual(375 - 15);

      await dialog(page).getByRole('button', { name: 'Back' }).click();
      await expect(stepHeading(page, 'Welcome to Applywise')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await page.reload();
      await expect(page.getByRole('heading', { name: /^Welcome to Applywise/ })).toBeVisible();
      await expect(dialog(page)).toBeHidden();
      await page.getByRole('button', { name: 'Complete Profile' }).click();
      await expect(stepHeading(page, 'Upload your CV')).toBeVisible();
    });
  });
});

test.describe('Onboarding from Settings (the Danish variant)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an upload shows the processing overlay, then the Danish personal-info step pre-filled', async ({
    page,
  }) => {
    await signUpViaUi(page);
    await page.goto('/settings?tab=onboarding');
    await page.getByRole('button', { name: 'Continue setup' }).click();
    await dialog(page).getByRole('button', { name: 'Kom i gang' }).click();
    await expect(stepHeading(page, 'Upload dit CV')).toBeVisible();

    await page.getByLabel('CV-fil').setInputFiles({
      name: 'grace-hopper.docx',
      mimeType: DOCX_MIME,
      buffer: Buffer.from(await buildDocx(GRACE)),
    });
    await expect(dialog(page).getByRole('status').getByText('Behandler dit CV…')).toBeVisible();
    await expect(stepHeading(page, 'Personlige oplysninger')).toBeVisible({ timeout: 30_000 });
    await expect(dialog(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(dialog(page).getByLabel('Fulde navn')).toHaveValue('Grace Hopper');
    await expect(dialog(page).getByText('Behandler dit CV…')).toBeHidden();

    // The job-type and industry options in Danish; what is stored stays the same.
    await dialog(page).getByRole('button', { name: 'Fortsæt' }).click();
    const jobType = dialog(page).getByLabel('Jobtype');
    await expect(jobType.getByRole('option')).toHaveText([
      'Vælg…',
      'Fuldtid',
      'Deltid',
      'Kontrakt',
      'Freelance',
      'Praktik',
      'Fjernarbejde',
    ]);
    await jobType.selectOption({ label: 'Fjernarbejde' });
    await expect(jobType).toHaveValue('Remote');
    await dialog(page).getByLabel('Branche').selectOption({ label: 'Teknologi' });
    await dialog(page).getByRole('button', { name: 'Fortsæt' }).click();
    for (const text of ['Fjernarbejde', 'Teknologi'])
      await expect(dialog(page).getByText(text, { exact: true })).toBeVisible();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the five settings tabs fit the screen without sideways scrolling', async ({ page }) => {
      await signUpViaUi(page);
      await page.goto('/settings?tab=onboarding');
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(5);
      for (const tab of await tabs.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      // The page itself does not scroll sideways either.
      const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(pageWidth).toBeLessThanOrEqual(375);
    });
  });
});
