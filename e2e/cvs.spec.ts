import { expect, test, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import { buildPdf } from '../engine/test/build-pdf.ts';
import type { FixtureDoc } from '../engine/test/fixture-types.ts';
import { signUpViaUi } from './support.ts';

// A plain one-column English CV; built as DOCX and PDF by the engine's fixture builders.
const GRACE: FixtureDoc = {
  main: [
    { kind: 'name', text: 'Grace Hopper' },
    { kind: 'para', text: 'grace.hopper@example.com | +45 20 30 40 50 | Copenhagen, Denmark' },
    { kind: 'heading', text: 'Profile' },
    {
      kind: 'para',
      text: 'Software engineer with twelve years of experience building compilers, developer tools and the teams that maintain them.',
    },
    { kind: 'heading', text: 'Work Experience' },
    { kind: 'para', text: 'Principal Engineer', bold: true },
    { kind: 'para', text: 'Univac Systems, Copenhagen' },
    { kind: 'para', text: 'Mar 2019 – Present' },
    {
      kind: 'bullets',
      items: ['Lead the compiler team of eight engineers.', 'Cut build times by 40 per cent.'],
    },
    { kind: 'heading', text: 'Education' },
    { kind: 'para', text: 'MSc Computer Science', bold: true },
    { kind: 'para', text: 'Technical University of Denmark' },
    { kind: 'para', text: '2010 – 2012' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'bullets', items: ['TypeScript', 'Rust', 'Compilers', 'Mentoring'] },
  ],
};

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function uploadFile(page: Page, name: string, mimeType: string, bytes: Uint8Array) {
  await page.getByLabel('CV file').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

/** The list item of one CV, found by its accessible name (the CV's name). */
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test.describe('My CVs', () => {
  // Signing up, uploading and parsing take a few seconds each on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('starts empty, uploads a DOCX and a PDF that both complete, and shows what was extracted', async ({
    page,
  }) => {
    await signUpViaUi(page);
    await page.getByRole('link', { name: 'My CVs' }).click();
    await expect(page).toHaveURL(/\/cvs$/);
    await expect(page.getByRole('heading', { name: 'My CVs', level: 1 })).toBeVisible();
    await expect(page.getByText('No CVs yet')).toBeVisible();

    await uploadFile(page, 'grace-hopper.docx', DOCX_MIME, await buildDocx(GRACE));
    await expect(page.getByText('CV processed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row(page, 'grace-hopper').getByText('Completed')).toBeVisible();
    await page.getByRole('button', { name: 'Upload another' }).click();

    await uploadFile(page, 'grace-hopper-cv.pdf', 'application/pdf', await buildPdf(GRACE));
    await expect(row(page, 'grace-hopper-cv').getByText('Completed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect(row(page, 'grace-hopper').getByText('Default', { exact: true })).toBeVisible(); // the first CV
    await page.getByRole('button', { name: 'More actions for grace-hopper-cv' }).click();
    await page.getByRole('menuitem', { name: 'Set as default' }).click();
    await expect(row(page, 'grace-hopper-cv').getByText('Default', { exact: true })).toBeVisible();
    await expect(row(page, 'grace-hopper').getByText('Default', { exact: true })).toBeHidden();

    await page.getByRole('link', { name: 'View grace-hopper-cv', exact: true }).click();
    await expect(page).toHaveURL(/\/cvs\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
    await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible();
    await expect(page.getByText('grace.hopper@example.com', { exact: true })).toBeVisible();
  });

  test('marks a post as volunteer work in the editor, and shows the mark', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/cvs');
    await uploadFile(page, 'grace-hopper.docx', DOCX_MIME, await buildDocx(GRACE));
    await expect(page.getByText('CV processed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'View grace-hopper', exact: true }).click();
    await expect(page.getByText('Principal Engineer', { exact: true })).toBeVisible();
    await expect(page.getByText('Volunteer work')).toBeHidden();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Volunteer work' }).first().check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Volunteer work/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Volunteer work/)).toBeVisible();
  });

  test('downloads the original, renames and deletes a CV', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/cvs');
    await uploadFile(page, 'grace-hopper.docx', DOCX_MIME, await buildDocx(GRACE));
    await expect(row(page, 'grace-hopper').getByText('Completed')).toBeVisible({ timeout: 20_000 });

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download grace-hopper' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('grace-hopper.docx');

    await page.getByRole('button', { name: 'More actions for grace-hopper' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename CV' });
    await dialog.getByLabel('CV Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a name for your CV.')).toBeVisible();
    await dialog.getByLabel('CV Name').fill('  Grace – Engineering  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Grace – Engineering')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Grace – Engineering' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this CV?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('CV Deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No CVs yet')).toBeVisible();
  });

  test('refuses a text file renamed to .pdf with the unsupported-type message', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/cvs');
    const text = new TextEncoder().encode('Grace Hopper\nSoftware engineer\n'.repeat(20));
    await uploadFile(page, 'not-really.pdf', 'application/pdf', text);
    await expect(
      page.getByRole('main').getByText('Unsupported file type. Please upload a PDF, DOC, or DOCX file.'),
    ).toBeVisible();
    await expect(page.getByText('Upload Failed', { exact: true })).toBeVisible(); // the toast
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expect(page.getByText('No CVs yet')).toBeVisible(); // nothing was stored
  });

  test('the drop zone takes one dropped file, refuses several, and opens the picker from the keyboard', async ({
    page,
  }) => {
    await signUpViaUi(page);
    await page.goto('/cvs');
    await expect(page.getByText('Drag and drop your CV here, or click to choose a file')).toBeVisible();
    // The zone is the button's container (its text changes while a file is dragged over it).
    const zone = page.getByRole('button', { name: 'Choose file' }).locator('..');
    const drop = async (files: { name: string; bytes: Uint8Array }[]) => {
      const payload = JSON.stringify(
        files.map((f) => ({ name: f.name, base64: Buffer.from(f.bytes).toString('base64') })),
      );
      // Built in the page (DataTransfer is a browser object); a string keeps DOM types out of Node's.
      const dataTransfer = await page.evaluateHandle(`(() => {
        const transfer = new DataTransfer();
        for (const { name, base64 } of ${payload}) {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          transfer.items.add(new File([bytes], name, { type: 'application/pdf' }));
        }
        return transfer;
      })()`);
      await zone.dispatchEvent('dragenter', { dataTransfer });
      await zone.dispatchEvent('drop', { dataTransfer });
    };
    const pdf = await buildPdf(GRACE);
    await drop([
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.pdf', bytes: pdf },
    ]);
    await expect(page.getByRole('main').getByText('Please upload one file at a time.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();

    await drop([{ name: 'dropped.pdf', bytes: pdf }]);
    await expect(row(page, 'dropped').getByText('Completed')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Upload another' }).click();
    await page.getByRole('button', { name: 'Choose file' }).focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    expect((await chooser).isMultiple()).toBe(false);
  });
});
