import { expect, test, type Page } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
import { signUpViaUi } from './support.ts';

// Written for this test: a typical ad (tasks, must-haves, nice-to-haves, languages, years).
const AD = `Senior Frontend Developer
Nordlys Software A/S – Copenhagen, hybrid

About us
Nordlys Software builds booking and logistics portals for Nordic transport companies. We are 60 people, 25 of them engineers, and ship every day.

Your tasks
- Build new features for our customer portals in React and TypeScript.
- Design reusable, accessible UI components with our designers.
- Write automated tests and review your colleagues' code.
- Improve the performance of pages our customers use all day.

Requirements
- At least 5 years of experience in frontend development
- Strong skills in TypeScript, React and CSS
- Experience with Git and continuous integration
- Experience with automated testing (Vitest or Jest, Playwright)
- A degree in computer science or similar
- Fluent English; Danish or German is a plus

Nice to have
- Node.js and PostgreSQL
- Docker and Kubernetes
- GraphQL

We offer
- Hybrid work with two office days a week in Copenhagen
- Six weeks of holiday and a yearly training budget`;

/** Signs up, uploads the sample CV and generates an English letter for the ad; returns its page. */
async function applicationPage(page: Page): Promise<string> {
  await signUpViaUi(page);
  await uploadProcessedCv(page);
  const cvs = (await (await page.request.get('/api/cvs')).json()) as { cvs: { id: string }[] };
  const created = await page.request.post('/api/applications', {
    data: {
      jobTitle: 'Senior Frontend Developer',
      companyName: 'Nordlys Software A/S',
      jobDescription: AD,
      cvId: cvs.cvs[0]!.id,
      outputLanguage: 'english',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return `/applications/${((await created.json()) as { id: string }).id}`;
}

const disclosure = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).getByRole('button', { name, exact: true });

test.describe('The ATS result page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('opens on the score and the must-haves, with the details collapsed until asked for', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const path = await applicationPage(page);
    await page.goto(path);
    await expect(page.getByRole('meter', { name: /^ATS score \d{1,3} out of 100$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Must-have requirements' })).toBeVisible();
    // The count is of the list under it.
    const musts = await page
      .getByRole('region', { name: 'Must-have requirements' })
      .getByRole('listitem')
      .count();
    expect(musts).toBeGreaterThan(5);
    await expect(page.getByTestId('must-have-summary')).toHaveText(
      new RegExp(`^Must-have requirements: \\d+ of ${musts} met`),
    );

    const sections = ['How the score is made', 'Matched requirements', 'Missing requirements', 'Suggestions'];
    for (const name of sections)
      await expect(disclosure(page, name)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('From your CV').first()).toBeHidden();
    const collapsed = await page.evaluate<number>('document.documentElement.scrollHeight');
    testInfo.annotations.push({ type: 'height at 1280 px, collapsed', description: String(collapsed) });
    await page.screenshot({ path: testInfo.outputPath('result-1280-collapsed.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: testInfo.outputPath('result-375-collapsed.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A click opens one; the keyboard (Enter, Space) opens and closes another.
    await disclosure(page, 'Matched requirements').click();
    await expect(disclosure(page, 'Matched requirements')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('From your CV').first()).toBeVisible();
    await expect(
      page.getByText('Senior Frontend Developer, Hafenblick Digital (2020–present)').first(),
    ).toBeVisible();
    const suggestions = disclosure(page, 'Suggestions');
    await suggestions.focus();
    await page.keyboard.press('Enter');
    await expect(suggestions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(suggestions).toHaveAttribute('aria-expanded', 'false');
    for (const name of sections)
      if ((await disclosure(page, name).getAttribute('aria-expanded')) === 'false')
        await disclosure(page, name).click();
    for (const name of sections)
      await expect(disclosure(page, name)).toHaveAttribute('aria-expanded', 'true');
    const expanded = await page.evaluate<number>('document.documentElement.scrollHeight');
    testInfo.annotations.push({ type: 'height at 1280 px, all open', description: String(expanded) });
    console.log(`result page at 1280 px: ${collapsed} px collapsed, ${expanded} px all open`);
    expect(collapsed).toBeLessThan(expanded);
    expect(collapsed).toBeLessThan(2600);
  });

  test('reads in Danish, numbers included, when the UI is in Danish', async ({ page }, testInfo) => {
    const path = await applicationPage(page);
    await page.evaluate("window.localStorage.setItem('applywise.language', 'da')");
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Skal-krav', exact: true })).toBeVisible();
    await expect(page.getByTestId('must-have-summary')).toHaveText(/^Skal-krav: \d+ af \d+ opfyldt/);

    await disclosure(page, 'Sådan er scoren regnet ud').click();
    // The CV's dated jobs add up to years with a decimal: written with a comma in Danish.
    await expect(main.getByText(/^\d+,\d års erfaring i dit CV/)).toBeVisible();
    await disclosure(page, 'Opfyldte krav').click();
    await expect(
      main.getByText('Senior Frontend Developer, Hafenblick Digital (2020–nu)').first(),
    ).toBeVisible();
    await disclosure(page, 'Forslag').click();
    await expect(main.getByText(/^Hvis du har arbejdet med /).first()).toBeVisible();

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`result-da-${width}.png`), fullPage: true });
    }
    // Nothing the engine wrote in English is left on the page.
    for (const english of [
      'present)',
      'Must-have requirements',
      'Skills: ',
      'years of experience in your CV',
      'If you have',
    ])
      await expect(main.getByText(english)).toHaveCount(0);
  });
});
