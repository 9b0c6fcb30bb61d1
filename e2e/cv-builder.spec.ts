import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cvDocxFile } from './sample-cv';
import { expectNoAxeViolations, signUpViaUi } from './support';

// The CV builder (spec 001 §2 "CV Builder", issue 15, decision 021): a visitor builds and previews
// and is asked to sign up to save or download; a Free user saves and downloads a PDF of a free
// template and sees what an ATS reads from it.

const preview = (page: Page) => page.getByRole('region', { name: 'Live preview' });

async function chooseTemplate(page: Page, name: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.first().getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText(`Template: ${name}`)).toBeVisible();
}

test('a visitor picks a template, builds with a live preview and is asked to sign up to download, losing nothing', async ({
  page,
}) => {
  await page.goto('/cv-builder');
  await expect(page.getByRole('heading', { name: 'CV Builder', level: 1 })).toBeVisible();
  // Twelve templates, six of them premium; each card shows its template's own first page.
  const all = page.getByRole('region', { name: 'All templates' });
  await expect(all.getByRole('article')).toHaveCount(12);
  await page.getByRole('button', { name: 'Premium', exact: true }).click();
  await expect(all.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(page.getByText('Ingen templates fundet')).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();

  await chooseTemplate(page, 'Classic');
  await page.getByLabel('Full name').fill('Åse Kjærgaard');
  await page.getByLabel('Job title').fill('Sygeplejerske');
  await expect(preview(page).getByText('Åse Kjærgaard')).toBeVisible();
  await expect(preview(page).getByText('Sygeplejerske')).toBeVisible();

  await page.getByRole('button', { name: 'Download CV' }).click();
  await expect(page.getByText('Log ind påkrævet')).toBeVisible();
  await expect(page.getByText('Du skal være logget ind for at gemme CV data.')).toBeVisible();

  // A reload (or the sign-up in between) keeps the draft.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Åse Kjærgaard');
  await expect(page.getByText('Template: Classic')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(page.getByRole('region', { name: 'All templates' })).toBeVisible();
});

test('a Free user saves a CV, finds it again, downloads the PDF and sees what an ATS reads from it', async ({
  page,
}) => {
  await signUpViaUi(page);
  await page.goto('/cv-builder?template=classic');
  await expect(page.getByText('Template: Classic')).toBeVisible();
  // A new user with no CV starts from the account's name.
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page.getByLabel('Job title').fill('Frontend Developer');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel('Phone').fill('+45 20 30 40 50');
  await page.getByLabel('Location').fill('København, Danmark');
  await page.getByRole('button', { name: 'Add experience' }).click();
  await page.getByLabel('Position').fill('Frontend Developer');
  await page.getByLabel('Company').fill('Analytical Engines ApS');
  await page.getByLabel('Start date').first().fill('2019-01');
  await page.getByLabel('I work here now').check();
  await expect(preview(page).getByText('Analytical Engines ApS')).toBeVisible();

  // Save: a blank name is refused with the spec's message, then saved.
  await page.getByRole('toolbar', { name: 'CV actions' }).getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save CV' });
  await dialog.getByLabel('CV Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a name for your CV.')).toBeVisible();
  await dialog.getByLabel('CV Name').fill('Ada til Nordlys');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CV gemt!')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // After a reload the work is there; the saved CV is listed in the builder and on /cvs.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: "Gemte CV'er" }).click();
  await expect(page.getByRole('dialog', { name: "Gemte CV'er" }).getByText('Ada til Nordlys')).toBeVisible();
  await page.keyboard.press('Escape');

  // DOCX is Elite's; a PDF downloads on Free, with a text layer, and is read back.
  await page.getByRole('button', { name: 'Download CV' }).click();
  await expect(page.getByRole('menuitem', { name: /Word \(DOCX\)/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /^PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Ada-til-Nordlys.*\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('CV downloadet!')).toBeVisible();
  await expect(page.getByText(/\d+ ?% of your fields were read back from the PDF\./)).toBeVisible();
  const ats = page.getByRole('table', { name: 'What an ATS reads' });
  await expect(ats.getByRole('row').filter({ hasText: 'Analytical Engines ApS' }).first()).toBeVisible();

  await page.goto('/cvs');
  await expect(page.getByText('Ada til Nordlys')).toBeVisible();
});

test('on a phone the form and the preview are tabs, and the builder has no accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/cv-builder?template=modern');
  await expect(page.getByText('Template: Modern')).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(preview(page).getByText('Ada Lovelace')).toBeVisible();
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expectNoAxeViolations(page);
});

test('Tilpas: colour, font and page size change the preview at once and are saved with the CV', async ({
  page,
}) => {
  await signUpViaUi(page);
  await page.goto('/cv-builder?template=classic');
  await expect(page.getByText('Template: Classic')).toBeVisible();
  const name = preview(page).getByText('Ada Lovelace').first();
  await expect(name).toBeVisible();

  await page.getByRole('button', { name: 'Tilpas' }).click();
  const panel = page.getByRole('dialog', { name: 'Tilpas' });
  // The open sheet is modal: the page behind it leaves the accessibility tree, so look by attribute.
  const sheetPreview = page.locator('[aria-label="Live preview"]');
  await panel.getByLabel('Hex code').fill('#b42318');
  await panel.getByRole('radio', { name: 'Merriweather' }).check();
  await panel.getByLabel('Page size').selectOption({ label: 'US Letter (8.5 × 11 in)' });
  // The preview follows while the panel is open: a US Letter sheet, the chosen font and colour.
  await expect(sheetPreview.locator('[style*="aspect-ratio: 612 / 792"]').first()).toBeAttached();
  await expect(sheetPreview.getByText('Ada Lovelace').first()).toHaveCSS('font-family', /Merriweather/);
  // Classic draws its colour as the rule under the name (an SVG line).
  await expect(sheetPreview.locator('[stroke="#b42318"], [fill="#b42318"]').first()).toBeAttached();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  await page.getByRole('toolbar', { name: 'CV actions' }).getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save CV' });
  await dialog.getByLabel('CV Name').fill('Rød Letter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CV gemt!')).toBeVisible();
  const saved = page.getByRole('dialog', { name: "Gemte CV'er" });
  await page.getByRole('button', { name: "Gemte CV'er" }).click();
  await expect(saved.getByText('Rød Letter')).toBeVisible();
  await saved.getByRole('button', { name: 'Close' }).click();
  await expect(saved).toBeHidden();

  // Another template's choice, then the saved CV opened again: its own look comes back with it.
  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await chooseTemplate(page, 'Modern');
  await page.getByRole('button', { name: "Gemte CV'er" }).click();
  await page
    .getByRole('dialog', { name: "Gemte CV'er" })
    .getByRole('button', { name: /Open/ })
    .first()
    .click();
  await expect(page.getByText('Template: Classic')).toBeVisible();
  await page.getByRole('button', { name: 'Tilpas' }).click();
  await expect(panel.getByRole('radio', { name: 'Merriweather' })).toBeChecked();
  await expect(panel.getByLabel('Hex code')).toHaveValue('#b42318');
  await expect(panel.getByLabel('Page size')).toHaveValue('Letter');
});

test('a CV file imported in the builder is read by the same pipeline as /cvs and fills the form', async ({
  page,
}) => {
  await signUpViaUi(page);
  await page.goto('/cv-builder?template=classic');
  await expect(page.getByText('Template: Classic')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('menuitem', { name: 'Import a CV file (PDF, DOC, DOCX)' }).click(),
  ]);
  await chooser.setFiles(await cvDocxFile());
  // The upload's own progress toasts run; once the file is read, its content fills the form.
  await expect(preview(page).getByText('Hafenblick Digital').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(preview(page).getByText('Universität Hamburg').first()).toBeVisible();

  // The uploaded file is kept as a CV on /cvs too, named after the file.
  await page.goto('/cvs');
  await expect(page.getByText('ada-lovelace', { exact: true })).toBeVisible();
  await expect(page.getByText(/· DOCX ·/)).toBeVisible();
});

test('entries are reordered by dragging their handle with the mouse, and the preview follows', async ({
  page,
}) => {
  await page.goto('/cv-builder?template=classic');
  await expect(page.getByText('Template: Classic')).toBeVisible();
  for (const position of ['First role', 'Second role']) {
    await page.getByRole('button', { name: 'Add experience' }).click();
    await page.getByLabel('Position').last().fill(position);
  }
  const list = page.getByRole('list', { name: 'Experience' });
  await expect(list.getByRole('listitem').first()).toContainText('First role');
  // Folded, both cards are on screen at once, as when a user drags one above the other.
  const expanded = list.getByRole('button', { expanded: true });
  while ((await expanded.count()) > 0) await expanded.first().click();

  await list.getByTitle('Drag to reorder').nth(1).dragTo(list.getByRole('listitem').first());
  await expect(list.getByRole('listitem').first()).toContainText('Second role');
  const top = async (text: string) => (await preview(page).getByText(text).first().boundingBox())!.y;
  await expect.poll(async () => (await top('Second role')) < (await top('First role'))).toBe(true);
});
