import { expect, test, type Page } from '@playwright/test';
import { CV_WITHOUT_FACTS, uploadProcessedCv } from './sample-cv.ts';
import { signUpViaUi } from './support.ts';

// Written for this test: an English ad the sample CV (a frontend developer) meets.
const AD = `Frontend Developer (React, TypeScript)
Lindholm Logistics – Copenhagen, hybrid

About the role
You will build customer portals for our logistics platform with React and TypeScript.

Requirements
- At least 3 years of experience in frontend development
- Very good knowledge of TypeScript, React and CSS
- Experience with Git and continuous integration
- A degree in computer science or similar
- Nice to have: Node.js`;

// Written for this test: an ad with a title and a place but no requirements to read.
const THIN_AD = `Frontend Developer at Lindholm Logistics in Copenhagen. We look forward to hearing from you, so send us your application today.`;

/** The role the test unticks; the sample CV's latest job. */
const EMPLOYER = 'Hafenblick Digital';

async function fillTheForm(page: Page, ad = AD) {
  await page.goto('/new-job');
  await page.getByLabel('Job Title').fill('Frontend Developer');
  await page.getByLabel('Company Name').fill('Lindholm Logistics');
  await page.getByLabel('Job Description').fill(ad);
  await page.getByLabel('Output language').selectOption('english');
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`Facts review at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Sign-up, parsing and generation each take seconds on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    test('lists what the letter will say with its CV lines, and an unticked role stays out of the letter', async ({
      page,
    }, testInfo) => {
      await signUpViaUi(page);
      await uploadProcessedCv(page);
      await fillTheForm(page);

      const review = page.getByRole('region', { name: 'What your letter will say' });
      const role = review.getByRole('checkbox', {
        name: new RegExp(`Senior Frontend Developer, ${EMPLOYER}`),
      });
      await expect(role).toBeChecked({ timeout: 20_000 });
      await expect(
        review.getByText(`From your CV: Senior Frontend Developer, ${EMPLOYER} (2020–)`, { exact: true }),
      ).toBeVisible();
      await expect(review.getByRole('checkbox', { name: 'TypeScript' })).toBeChecked();
      await expect(review.getByRole('link', { name: /Edit in your CV/ })).toHaveAttribute(
        'href',
        /^\/cvs\/[0-9a-f-]{36}$/,
      );

      // Keyboard: focus the box and untick it with Space.
      await role.focus();
      await page.keyboard.press('Space');
      await expect(role).not.toBeChecked();
      // For a person to look at (test-results/): the section as the user sees it at this width.
      await review.screenshot({ path: testInfo.outputPath(`facts-${viewport.width}.png`) });

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/applications') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Generate Application' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body.excludedFacts).toEqual([expect.stringMatching(/^role:\d+$/)]);

      await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      const letter = page.getByLabel('Letter text');
      await expect(letter).toHaveValue(/Dear/);
      await expect(letter).not.toHaveValue(new RegExp(EMPLOYER));

      // The same request with every fact ticked names the employer: the untick made the difference.
      const { excludedFacts: _unticked, ...ticked } = body;
      const full = await page.request.post('/api/applications', { data: ticked });
      expect(full.status()).toBe(201);
      expect(((await full.json()) as { content: string }).content).toContain(EMPLOYER);
    });

    test('corrects a role in place from the keyboard: the review and the CV show the correction, and a failed save keeps what was typed', async ({
      page,
    }, testInfo) => {
      await signUpViaUi(page);
      await uploadProcessedCv(page);
      await fillTheForm(page);

      const generations: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/applications')
          generations.push(r.url());
      });
      const review = page.getByRole('region', { name: 'What your letter will say' });
      const fact = `Senior Frontend Developer, ${EMPLOYER} (2020–)`;
      const edit = review.getByRole('button', { name: `Edit ${fact}` });
      await expect(edit).toBeVisible({ timeout: 20_000 });
      // The computed years are no single entry of the CV: they link to it instead.
      await expect(
        review.getByRole('link', { name: /^Change \d+ years of paid work in your CV/ }),
      ).toHaveAttribute('href', /^\/cvs\/[0-9a-f-]{36}$/);

      // Enter on the button opens the form on the title; Escape closes it and gives the focus back.
      await edit.focus();
      await page.keyboard.press('Enter');
      const editor = review.getByRole('group', { name: `Correct ${fact}` });
      const position = editor.getByLabel('Position');
      await expect(position).toBeFocused();
      await expect(position).toHaveValue('Senior Frontend Developer');
      await expect(editor.getByLabel('Company')).toHaveValue(EMPLOYER);
      await expect(editor.getByLabel('Start')).toHaveValue('2020-01');
      await expect(editor.getByLabel('I work here now')).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();
      await expect(edit).toBeFocused();

      await page.keyboard.press('Enter');
      await position.fill('Lead Frontend Developer');
      // For a person to look at (test-results/): the form in place at this width.
      await review.screenshot({ path: testInfo.outputPath(`facts-edit-${viewport.width}.png`) });

      // The first save fails: the form says so and keeps the typed title.
      await page.route('**/api/cvs/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Server error' } } })
          : route.fallback(),
      );
      await page.keyboard.press('Enter');
      await expect(editor.getByRole('alert')).toHaveText(
        'Your correction could not be saved. Nothing you typed is lost: try again.',
      );
      await expect(position).toHaveValue('Lead Frontend Developer');
      await page.unroute('**/api/cvs/*');

      // Enter saves (and does not send the generator's form); the review then reads the corrected CV.
      await position.press('Enter');
      const corrected = `Lead Frontend Developer, ${EMPLOYER} (2020–)`;
      await expect(review.getByRole('checkbox', { name: corrected })).toBeChecked({ timeout: 20_000 });
      await expect(review.getByText(`From your CV: ${corrected}`, { exact: true })).toBeVisible();
      await expect(review.getByLabel('Position')).toHaveCount(0);
      await expect(review.getByRole('button', { name: `Edit ${corrected}` })).toBeFocused();
      await expect(page.getByText('Saved to your CV', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/new-job$/);
      await expect(page.getByLabel('Job Description')).toHaveValue(AD);
      expect(generations).toEqual([]);

      const cvPath = await review.getByRole('link', { name: /Edit in your CV/ }).getAttribute('href');
      await page.goto(cvPath!);
      await expect(page.getByText('Lead Frontend Developer', { exact: true })).toBeVisible();
      await expect(page.getByText('Senior Frontend Developer', { exact: true })).toBeHidden();
    });

    test('saves nothing over an entry changed elsewhere meanwhile, says so, and edits again from what is saved', async ({
      page,
    }) => {
      await signUpViaUi(page);
      await uploadProcessedCv(page);
      await fillTheForm(page);
      const review = page.getByRole('region', { name: 'What your letter will say' });
      const fact = `Senior Frontend Developer, ${EMPLOYER} (2020–)`;
      await review.getByRole('button', { name: `Edit ${fact}` }).click({ timeout: 20_000 });
      // The form is named after the fact, which shows what is saved once the review reloads.
      const editor = review.getByRole('group', { name: new RegExp(`^Correct .*${EMPLOYER}`) });
      await editor.getByLabel('Position').fill('Lead Frontend Developer');

      // Meanwhile, in another tab, the same entry is renamed.
      const cvPath = await review.getByRole('link', { name: /Edit in your CV/ }).getAttribute('href');
      const cvUrl = `/api${cvPath!}`;
      const { extractedData } = (await (await page.request.get(cvUrl)).json()).cv;
      extractedData.experience = extractedData.experience.map((e: { position: string }) =>
        e.position === 'Senior Frontend Developer' ? { ...e, position: 'Principal Frontend Developer' } : e,
      );
      expect((await page.request.patch(cvUrl, { data: { extractedData } })).status()).toBe(200);

      await editor.getByLabel('Position').press('Enter');
      await expect(editor.getByRole('alert')).toHaveText(
        'This entry was changed in your CV meanwhile, so your correction was not saved. Cancel, and edit it again from what is saved now.',
      );
      await editor.getByRole('button', { name: 'Cancel' }).click();
      const saved = `Principal Frontend Developer, ${EMPLOYER} (2020–)`;
      await expect(review.getByRole('checkbox', { name: saved })).toBeVisible({ timeout: 20_000 });
      await review.getByRole('button', { name: `Edit ${saved}` }).click();
      await expect(review.getByLabel('Position')).toHaveValue('Principal Frontend Developer');
      const { extractedData: after } = (await (await page.request.get(cvUrl)).json()).cv;
      expect(after.experience.map((e: { position: string }) => e.position)).not.toContain(
        'Lead Frontend Developer',
      );
    });

    test('says when the facts cannot be loaded, and loads them on Try again', async ({ page }) => {
      await signUpViaUi(page);
      await uploadProcessedCv(page);
      await page.route('**/api/applications/facts', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Server error' } } }),
      );
      await fillTheForm(page);

      const review = page.getByRole('region', { name: 'What your letter will say' });
      await expect(review.getByText('The facts could not be loaded.')).toBeVisible({ timeout: 20_000 });
      await expect(review.getByRole('checkbox')).toHaveCount(0);
      // The ad is still there, and Generate does not wait for the review.
      await expect(page.getByRole('button', { name: 'Generate Application' })).toBeEnabled();

      await page.unroute('**/api/applications/facts');
      await review.getByRole('button', { name: 'Try again' }).click();
      await expect(
        review.getByRole('checkbox', { name: new RegExp(`Senior Frontend Developer, ${EMPLOYER}`) }),
      ).toBeChecked({ timeout: 20_000 });
      await expect(review.getByText('The facts could not be loaded.')).toBeHidden();
    });

    test('says so when nothing in the CV can be stated', async ({ page }) => {
      await signUpViaUi(page);
      await uploadProcessedCv(page, CV_WITHOUT_FACTS);
      await fillTheForm(page);

      const review = page.getByRole('region', { name: 'What your letter will say' });
      await expect(
        review.getByText(
          'Nothing in this CV could be stated with confidence. Check the details read from your CV.',
        ),
      ).toBeVisible({ timeout: 20_000 });
      await expect(review.getByRole('checkbox')).toHaveCount(0);
      await expect(review.getByRole('link', { name: /Edit in your CV/ })).toBeVisible();
    });

    test('an ad with too little to read gets the notice instead of a score, and no empty list claims a match', async ({
      page,
    }, testInfo) => {
      await signUpViaUi(page);
      await uploadProcessedCv(page);
      await fillTheForm(page, THIN_AD);
      await page.getByRole('button', { name: 'Generate Application' }).click();
      await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/, { timeout: 60_000 });

      // The report card: the one element holding both its title and the notice.
      const report = page
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: 'ATS match report' }) })
        .filter({ has: page.getByTestId('ats-insufficient') })
        .last();
      await expect(report.getByTestId('ats-insufficient')).toHaveText('Not enough information in this ad');
      await expect(
        report.getByText(
          'Fewer than three requirements could be read from this ad, so it gets no score: a score would rest on the job title alone. Paste the whole ad, with its requirements, to get one.',
        ),
      ).toBeVisible();
      await expect(page.getByTestId('ats-score')).toHaveCount(0);
      await expect(page.getByRole('meter')).toHaveCount(0);
      // No empty list may claim a full match.
      await expect(report.getByText('Your CV covers every requirement')).toHaveCount(0);
      await expect(report.getByText('No requirement of the ad was found in your CV.')).toHaveCount(0);
      await report.screenshot({ path: testInfo.outputPath(`ats-insufficient-${viewport.width}.png`) });
    });
  });
}
