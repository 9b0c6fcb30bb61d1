import { expect, test, type Page } from '@playwright/test';
import { AD_TEXT } from '../engine/analyze/test/fixtures.ts';
import { uploadProcessedCv } from './sample-cv.ts';
import { becomePro, expectNoAxeViolations, signUpViaUi } from './support.ts';

// Company research (spec 001 §2, issue 16): Pro; every fact with its source, unknown where no
// source states anything. The company's site cannot be reached from the test server (a made-up
// host), so the research stands on the user's saved ad and says its data is limited.

async function saveAd(page: Page) {
  const cvs = (await (await page.request.get('/api/cvs')).json()) as { cvs: { id: string }[] };
  const created = await page.request.post('/api/applications', {
    data: {
      jobTitle: 'Backend-udvikler',
      companyName: 'Nordlys Robotics ApS',
      jobDescription: AD_TEXT,
      cvId: cvs.cvs[0]!.id,
      outputLanguage: 'danish',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('Free sees the upgrade gate; Pro researches a company from a saved ad at 375 px: cited facts, unknowns, history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaUi(page);
  await page.goto('/research');
  await expect(page.getByRole('heading', { name: 'Company research', level: 1 })).toBeVisible();
  await expect(page.getByText('Upgrade to Pro')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveCount(0);

  await becomePro(page);
  await uploadProcessedCv(page);
  await saveAd(page);

  await page.goto('/company-research');
  await expect(page.getByText('No research yet. Research a company to see it here.')).toBeVisible();
  await page.getByRole('button', { name: 'Research company' }).click();
  await expect(page.getByText('Company name required')).toBeVisible();

  await page.getByLabel('Company name').fill('Nordlys Robotics');
  await page.getByRole('button', { name: 'Research company' }).click();
  const result = page.getByRole('region', { name: 'Nordlys Robotics' });
  await expect(result).toBeVisible({ timeout: 40_000 });
  await expect(result.getByText('Limited data available')).toBeVisible();
  // The stated range, linked to the saved ad it came from.
  const salary = result.getByRole('listitem').filter({ hasText: '45.000-55.000 kr. pr. måned' });
  await expect(salary).toBeVisible();
  await expect(salary.getByRole('link', { name: 'Your saved ad: Backend-udvikler' })).toHaveAttribute(
    'href',
    /^\/applications\/[0-9a-f-]{36}$/,
  );
  // What no source gives is unknown, not guessed; the site that could not be read is listed.
  await expect(result.getByText('Unknown').first()).toBeVisible();
  await expect(result.getByText('Could not be read')).toBeVisible();
  // Nothing wider than the screen.
  // Run in the page; a string because the e2e code is type-checked without the DOM.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

  await expect(page.getByRole('button', { name: 'Open research on Nordlys Robotics' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(result.getByText(/^Researched /)).toBeVisible({ timeout: 40_000 });
  await expectNoAxeViolations(page);
});
