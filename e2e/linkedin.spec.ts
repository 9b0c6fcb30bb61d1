import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { becomePro, signUpViaUi } from './support';

// LinkedIn profile analysis (spec 001 §2, §5, §9; issue 16): a Free user meets the upgrade gate; a
// Pro user pastes a profile and sees the score out of 100, its band and the checklist, in English
// and Danish, at phone width too.

const profile = (name: string) =>
  readFileSync(new URL(`../engine/analyze/test/linkedin-profiles/${name}.txt`, import.meta.url), 'utf8');

test('a Free user sees the upgrade gate', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/linkedin-analysis');
  await expect(page.getByRole('heading', { name: 'LinkedIn analysis', level: 1 })).toBeVisible();
  await expect(page.getByText('Upgrade to Pro')).toBeVisible();
  await expect(page.getByLabel('LinkedIn URL')).toHaveCount(0);
});

test('a Pro user pastes a profile and sees the score, band and checklist; the URL is checked first', async ({
  page,
}) => {
  await signUpViaUi(page);
  await becomePro(page);
  await page.goto('/linkedin-analysis');
  await expect(page.getByText('No analyses yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Analyse profile' }).click();
  await expect(page.getByText('Enter a LinkedIn URL')).toBeVisible();
  await page.getByLabel('LinkedIn URL').fill('https://example.com/in/anna');
  await page.getByLabel('Profile text').fill(profile('strong'));
  await page.getByRole('button', { name: 'Analyse profile' }).click();
  await expect(page.getByText('Invalid URL')).toBeVisible();

  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/annaholm-data');
  await page.getByRole('button', { name: 'Analyse profile' }).click();
  const score = page.getByTestId('linkedin-score');
  await expect(score).toContainText('out of 100');
  const value = Number(await score.locator('span').first().textContent());
  expect(value).toBeGreaterThanOrEqual(80);
  await expect(page.getByText('Excellent', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photo and banner' })).toBeVisible();
  await expect(page.getByText(/cannot judge them/)).toBeVisible();
  // The history shows it, with its score.
  await expect(page.getByRole('button', { name: /^Open analysis of/ })).toContainText(`${value}/100`);

  // A weak profile: a lower score, what to fix, and two entries in the history.
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/mikkel-berg-7a41b2190');
  await page.getByLabel('Profile text').fill(profile('weak'));
  await page.getByRole('button', { name: 'Analyse profile' }).click();
  await expect(page.getByText('Needs improvement', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/still ends with LinkedIn's random characters/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open analysis of/ })).toHaveCount(2);
});

test('in Danish at 375 px: the spec’s messages, the band and the checklist fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaUi(page);
  await becomePro(page);
  await page.evaluate(`localStorage.setItem('applywise.language', 'da')`);
  await page.goto('/linkedin-analysis');
  await expect(page.getByRole('heading', { name: 'LinkedIn-analyse', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Analysér profil' }).click();
  await expect(page.getByText('Indtast LinkedIn URL')).toBeVisible();
  await page.getByLabel('LinkedIn URL').fill('www.example.com');
  await page.getByLabel('Profiltekst').fill(profile('danish'));
  await page.getByRole('button', { name: 'Analysér profil' }).click();
  await expect(page.getByText('Ugyldig URL')).toBeVisible();
  await page.getByLabel('LinkedIn URL').fill('https://dk.linkedin.com/in/sofielund');
  await page.getByRole('button', { name: 'Analysér profil' }).click();
  await expect(page.getByTestId('linkedin-score')).toContainText('ud af 100');
  await expect(page.getByText('Fremragende', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tjekliste' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overskrift', exact: true })).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});
