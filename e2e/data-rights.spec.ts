import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import { signUpViaUi } from './support.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Uploads a small CV through the API with the page's session, so the export has something to hold. */
async function uploadCv(page: Page, fileName: string) {
  const docx = await buildDocx({
    main: [
      { kind: 'name', text: 'Ada Lovelace' },
      { kind: 'para', text: 'ada@example.com | London' },
      { kind: 'heading', text: 'Skills' },
      { kind: 'bullets', items: ['Mathematics', 'Analytical engines'] },
    ],
  });
  const response = await page.request.post('/api/cvs', {
    multipart: { file: { name: fileName, mimeType: DOCX_MIME, buffer: Buffer.from(docx) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openDeleteDialog(page: Page) {
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).and(page.locator('[type=submit]')).click();
}

test.describe('Data rights on /gdpr', () => {
  // Sign-up, an upload and a deletion each take a moment on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a user downloads an export holding their account and CV', async ({ page }) => {
    const user = await signUpViaUi(page);
    await uploadCv(page, 'ada-lovelace.docx');
    await page.goto('/gdpr');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^applywise-export-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByText('Data Export Complete', { exact: true })).toBeVisible();

    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      userInfo: { email: string };
      cvs: { name: string }[];
      metadata: { totalRecords: Record<string, number> };
    };
    expect(data.userInfo.email).toBe(user.email);
    expect(data.cvs.map((cv) => cv.name)).toEqual(['ada-lovelace']);
    expect(data.metadata.totalRecords.cvs).toBe(1);
  });

  test('a wrong password keeps the account; the right one deletes it, signs out and sign-in fails', async ({
    page,
  }) => {
    const user = await signUpViaUi(page);
    await page.goto('/gdpr');

    let dialog = await openDeleteDialog(page);
    await expect(dialog.getByText('Invoices and receipts are kept, anonymised')).toBeVisible();
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByText('Incorrect password', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Still signed in: the session answers and the tools are still offered.
    expect((await page.request.get('/api/profile')).status()).toBe(200);

    dialog = await openDeleteDialog(page);
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();
    // The app itself forgot the user (no reload yet): the header offers signing up again.
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    await page.goto('/gdpr');
    await expect(page.getByRole('heading', { name: 'Sign in to use your data rights' })).toBeVisible();

    await signIn(page, user.email, user.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
