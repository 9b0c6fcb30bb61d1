import { expect, test, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import { newUser } from './support.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JOB_AD = `Frontend Developer at Nordlys Software, Copenhagen.
We are looking for a frontend developer to build our customer portal.
Requirements: 3+ years of experience with TypeScript and React. Experience with testing (Vitest, Playwright).
Nice to have: Node.js, PostgreSQL. You speak English; Danish is a plus.`;

/** An application marked applied, made through the API (the generator has its own specs). */
async function appliedApplication(page: Page): Promise<string> {
  const docx = await buildDocx({
    main: [
      { kind: 'name', text: 'Ada Lovelace' },
      { kind: 'para', text: 'ada@example.com | Copenhagen, Denmark' },
      { kind: 'heading', text: 'Skills' },
      { kind: 'bullets', items: ['TypeScript', 'React', 'Playwright'] },
    ],
  });
  const upload = await page.request.post('/api/cvs', {
    multipart: { file: { name: 'ada.docx', mimeType: DOCX_MIME, buffer: Buffer.from(docx) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { cv } = (await upload.json()) as { cv: { id: string } };
  await expect(async () => {
    const detail = (await (await page.request.get(`/api/cvs/${cv.id}`)).json()) as {
      cv: { extractionStatus: string };
    };
    expect(detail.cv.extractionStatus).toBe('completed');
  }).toPass({ timeout: 30_000 });
  const created = await page.request.post('/api/applications', {
    data: {
      jobTitle: 'Frontend Developer',
      companyName: 'Nordlys Software',
      jobDescription: JOB_AD,
      cvId: cv.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const applied = await page.request.patch(`/api/applications/${id}`, { data: { status: 'applied' } });
  expect(applied.status()).toBe(200);
  return id;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

test.describe('Follow-up reminders', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a follow-up date set on the result page shows on the list, at 1280 and 375 px', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Signed up through the API: the sign-up screens have their own specs, and this one is about dates.
    const user = newUser();
    const signedUp = await page.request.post('/api/auth/sign-up/email', {
      headers: {
        origin: new URL(page.url() === 'about:blank' ? testInfo.project.use.baseURL! : page.url()).origin,
      },
      data: user,
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const id = await appliedApplication(page);

    await page.goto(`/applications/${id}`);
    const followUp = page.getByLabel('Follow-up date', { exact: true });
    // Marked applied: the default date, a week later, is already there.
    await expect(followUp).not.toHaveValue('');
    await expect(page.getByText(/^Follow up /)).toBeVisible();

    await followUp.fill(todayUtc());
    await page.getByLabel('Interview date and time', { exact: true }).fill('2030-05-06T10:30');
    await page.getByRole('button', { name: 'Save dates' }).click();
    await expect(page.getByText('Dates saved')).toBeVisible();
    await expect(page.getByText('Follow-up due today')).toBeVisible();
    await expect(page.getByText(/^Interview .*2030/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('result-1280.png'), fullPage: true });

    await page.goto('/applications');
    const card = page.getByRole('listitem', { name: 'Frontend Developer at Nordlys Software' });
    await expect(card.getByText('Follow-up due today')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('list-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(card.getByText('Follow-up due today')).toBeVisible();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('list-375.png'), fullPage: true });

    // Cleared with the keyboard on a phone: the list no longer shows a date.
    await page.goto(`/applications/${id}`);
    await page.getByRole('button', { name: 'Clear the follow-up date' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Follow-up date', { exact: true })).toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath('result-375.png'), fullPage: true });
    await page.goto('/applications');
    await expect(card).toBeVisible();
    await expect(card.getByText(/Follow/)).toHaveCount(0);
  });
});
