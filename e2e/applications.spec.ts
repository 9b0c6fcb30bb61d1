import { expect, test, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import { newUser, signUpViaUi } from './support.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// A short, real-looking ad and a CV that meets most of it: enough for the built-in writer.
const JOB_AD = `Frontend Developer at Nordlys Software, Copenhagen.
We are looking for a frontend developer to build our customer portal.
Requirements: 3+ years of experience with TypeScript and React. Experience with testing (Vitest, Playwright).
Nice to have: Node.js, PostgreSQL. You speak English; Danish is a plus.
We offer a hybrid workplace, a friendly team and a modern stack.`;

async function uploadProcessedCv(page: Page): Promise<string> {
  const docx = await buildDocx({
    main: [
      { kind: 'name', text: 'Ada Lovelace' },
      { kind: 'para', text: 'ada@example.com | +45 20 30 40 50 | Copenhagen, Denmark' },
      { kind: 'heading', text: 'Work Experience' },
      { kind: 'para', text: 'Frontend Developer', bold: true },
      { kind: 'para', text: 'Analytical Engines ApS, Copenhagen' },
      { kind: 'para', text: 'Jan 2019 – Present' },
      { kind: 'bullets', items: ['Built React and TypeScript apps tested with Playwright.'] },
      { kind: 'heading', text: 'Skills' },
      { kind: 'bullets', items: ['TypeScript', 'React', 'Node.js', 'Playwright'] },
      { kind: 'heading', text: 'Languages' },
      { kind: 'bullets', items: ['English', 'Danish'] },
    ],
  });
  const upload = await page.request.post('/api/cvs', {
    multipart: { file: { name: 'ada.docx', mimeType: DOCX_MIME, buffer: Buffer.from(docx) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { cv } = (await upload.json()) as { cv: { id: string } };
  // Extraction runs in the background.
  await expect(async () => {
    const detail = (await (await page.request.get(`/api/cvs/${cv.id}`)).json()) as {
      cv: { extractionStatus: string };
    };
    expect(detail.cv.extractionStatus).toBe('completed');
  }).toPass({ timeout: 30_000 });
  return cv.id;
}

test.describe('My Applications and Analytics', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a new user sees the empty states on /applications, /analytics and the dashboard', async ({
    page,
  }) => {
    // The onboarding modal may stay open: this test reaches its pages by URL.
    await signUpViaUi(page, newUser(), { keepOnboarding: true });
    // The dashboard's Recent applications card (behind the modal); a fresh server is slow to answer.
    await expect(page.getByText('No applications yet')).toBeVisible({ timeout: 30_000 });

    await page.goto('/applications');
    await expect(page.getByRole('heading', { name: 'My Applications', level: 1 })).toBeVisible();
    await expect(page.getByText('No applications yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your first application' })).toHaveAttribute(
      'href',
      '/new-job',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'New Application' })).toHaveAttribute(
      'href',
      '/new-job',
    );

    // A search that finds nothing for a user with nothing is still the empty state, kept in the URL.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('developer');
    await expect(page).toHaveURL(/\/applications\?q=developer$/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue('developer');
    await expect(page.getByText('No applications match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/applications$/);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Application statistics' });
    await expect(stats.getByText('Total applications')).toBeVisible();
    await expect(stats).toContainText('Total applications0');
    await expect(stats).toContainText('This month0');
    await expect(stats).toContainText('Success rate0%');
    await expect(stats).toContainText('Average response time—');
    await expect(page.getByText('Nothing to analyse yet')).toBeVisible();
  });

  test('the shared page says Ansøgning ikke fundet for an unknown link, in Danish, not indexed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/shared-application/' + 'x'.repeat(43));
    await expect(page.getByRole('heading', { name: 'Ansøgning ikke fundet' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await context.close();
  });

  test('a letter shared without a password arrives in the page: readable without JavaScript, taken over without errors, edits shown at once', async ({
    page,
    browser,
  }) => {
    await signUpViaUi(page);
    const cvId = await uploadProcessedCv(page);
    const created = await page.request.post('/api/applications', {
      data: { jobTitle: 'Frontend Developer', companyName: 'Nordlys Software', jobDescription: JOB_AD, cvId },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const shared = await page.request.post(`/api/applications/${id}/share`, { data: {} });
    const { url } = (await shared.json()) as { url: string };
    const path = new URL(url).pathname;

    // Without JavaScript: the letter itself, not a loading state.
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    const reader = await noScript.newPage();
    await reader.goto(path);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
      'Frontend Developer hos Nordlys Software',
    );
    await expect(reader.getByText('Ada Lovelace', { exact: false }).first()).toBeVisible();
    await noScript.close();

    // With it: React takes the letter over as it is, without asking the API again.
    const context = await browser.newContext({ locale: 'en-GB' });
    const visitor = await context.newPage();
    const errors: string[] = [];
    const asked: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    visitor.on('request', (request) => {
      if (request.url().includes('/api/shared/')) asked.push(request.url());
    });
    await visitor.goto(path);
    await expect(visitor.locator('#root')).not.toHaveAttribute('inert');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Frontend Developer hos Nordlys Software',
    );
    await expect(visitor.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

    // The owner edits the letter: the next visit reads the edit, not an earlier rendering.
    const edited = await page.request.patch(`/api/applications/${id}`, {
      data: { content: 'Kære Nordlys Software,\n\nEn rettet ansøgning.\n\nVenlig hilsen\nAda Lovelace' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await visitor.reload();
    await expect(visitor.getByText('En rettet ansøgning.')).toBeVisible();
    expect(errors).toEqual([]);
    expect(asked).toEqual([]);
    await context.close();
  });

  test('a generated application is listed, counted, re-statused, shared with a password and deleted', async ({
    page,
    browser,
  }) => {
    await signUpViaUi(page);
    const cvId = await uploadProcessedCv(page);
    const created = await page.request.post('/api/applications', {
      data: {
        jobTitle: 'Frontend Developer',
        companyName: 'Nordlys Software',
        jobDescription: JOB_AD,
        cvId,
        outputLanguage: 'danish',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const application = (await created.json()) as { id: string };

    await page.goto('/applications');
    const card = page.getByRole('listitem', { name: 'Frontend Developer at Nordlys Software' });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveText('Draft');
    await expect(card.getByText(/^ATS \d+$/)).toBeVisible();

    await card.getByRole('combobox', { name: 'Status of Frontend Developer' }).selectOption('interview');
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveText('Interview');

    // Filtering by another status hides it; its own status shows it.
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('rejected');
    await expect(page.getByText('No applications match')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('interview');
    await expect(card).toBeVisible();

    await page.goto('/analytics');
    const stats = page.getByRole('region', { name: 'Application statistics' });
    await expect(stats).toContainText('Total applications1');
    await expect(stats).toContainText('This month1');
    await expect(stats).toContainText('Success rate100%');
    await expect(page.getByRole('listitem', { name: 'Interview: 1' })).toBeVisible();

    // Shared with a password: a visitor without an account must give it, in Danish.
    const share = await page.request.post(`/api/applications/${application.id}/share`, {
      data: { password: 'hemmelig' },
    });
    expect(share.status(), await share.text()).toBeLessThan(300);
    const { url } = (await share.json()) as { url: string };
    // The prompt arrives in the page: a visitor reads it before any script has run.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const early = await noScript.newPage();
    await early.goto(new URL(url).pathname);
    await expect(early.getByRole('heading', { name: 'Beskyttet ansøgning' })).toBeVisible();
    await expect(early.getByLabel('Adgangskode')).toBeVisible();
    await noScript.close();

    const visitor = await browser.newContext();
    const shared = await visitor.newPage();
    const errors: string[] = [];
    shared.on('pageerror', (error) => errors.push(error.message));
    shared.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await shared.goto(new URL(url).pathname);
    await expect(shared.getByRole('heading', { name: 'Beskyttet ansøgning' })).toBeVisible();
    // Taken over by React (no longer inert) without a mismatch: the empty password is refused.
    await shared.getByRole('button', { name: 'Vis ansøgning' }).click();
    await expect(shared.getByText('Indtast adgangskoden.')).toBeVisible();
    expect(errors).toEqual([]);
    await shared.getByLabel('Adgangskode').fill('forkert');
    await shared.getByRole('button', { name: 'Vis ansøgning' }).click();
    await expect(shared.getByText('Forkert adgangskode. Prøv igen.')).toBeVisible();
    await shared.getByLabel('Adgangskode').fill('hemmelig');
    await shared.getByRole('button', { name: 'Vis ansøgning' }).click();
    await expect(
      shared.getByRole('heading', { name: 'Frontend Developer hos Nordlys Software' }),
    ).toBeVisible();
    await expect(shared.getByText('Ansøgning fra Ada Lovelace')).toBeVisible();
    const downloading = shared.waitForEvent('download');
    await shared.getByRole('button', { name: 'Download PDF' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
    await visitor.close();

    await page.goto('/applications');
    await card.getByRole('button', { name: 'Delete Frontend Developer' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete application?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Application deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No applications yet')).toBeVisible();
  });
});
