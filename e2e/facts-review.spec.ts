import { expect, test, type Page } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
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

/** The role the test unticks; the sample CV's latest job. */
const EMPLOYER = 'Hafenblick Digital';

async function fillTheForm(page: Page) {
  await page.goto('/new-job');
  await page.getByLabel('Job Title').fill('Frontend Developer');
  await page.getByLabel('Company Name').fill('Lindholm Logistics');
  await page.getByLabel('Job Description').fill(AD);
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
  });
}
