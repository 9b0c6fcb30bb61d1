import { expect, test, type Page } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv';
import { expectNoAxeViolations, signUpViaUi } from './support';

// Job discovery (issue 17): a signed-in user follows a job board — Lever's API, served by the
// loopback stand-in the app is pointed at (e2e/boards-stand-in.ts, JOB_BOARDS_STAND_IN_PORT) —
// sees its jobs ranked against their CV, saves one, hides one, saves a search and opens the
// generator from a job, in English at 1280 px and in Danish at 375 px.

const TEXT = {
  en: {
    heading: 'Job discovery',
    input: 'Careers page, job board or feed',
    follow: 'Follow',
    followed: 'Followed: 2 new jobs.',
    unknownPlatform: /^Name the board as platform:name/,
    count: (n: number) => `${n} job${n === 1 ? '' : 's'}, best match first.`,
    score: /^Match score \d+ of 100$/,
    save: (title: string) => `Save ${title}`,
    unsave: (title: string) => `Remove ${title} from saved`,
    hide: (title: string) => `Hide ${title}`,
    keywords: 'Keywords',
    searchName: 'Save these filters as',
    saveSearch: 'Save search',
    showSearch: (name: string) => `Show jobs for ${name}`,
    deleteSearch: (name: string) => `Delete ${name}`,
    confirmDelete: 'Delete',
    noSearches: /^No saved searches yet/,
    write: 'Write application',
    form: { title: 'Job Title', company: 'Company Name', ad: 'Job Description' },
  },
  da: {
    heading: 'Jobsøgning',
    input: 'Karriereside, jobside eller feed',
    follow: 'Følg',
    followed: 'Fulgt: 2 nye job.',
    unknownPlatform: /^Skriv jobsiden som platform:navn/,
    count: (n: number) => `${n} job, bedste match først.`,
    score: /^Match-score \d+ af 100$/,
    save: (title: string) => `Gem ${title}`,
    unsave: (title: string) => `Fjern ${title} fra gemte`,
    hide: (title: string) => `Skjul ${title}`,
    keywords: 'Søgeord',
    searchName: 'Gem filtrene som',
    saveSearch: 'Gem søgning',
    showSearch: (name: string) => `Vis job for ${name}`,
    deleteSearch: (name: string) => `Slet ${name}`,
    confirmDelete: 'Slet',
    noSearches: /^Ingen gemte søgninger endnu/,
    write: 'Skriv ansøgning',
    form: { title: 'Jobtitel', company: 'Virksomhed', ad: 'Jobbeskrivelse' },
  },
} as const;

async function expectFits(page: Page, width: number) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect.soft(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

const ENGINEER = 'Senior Software Engineer';
const SUPPORT = 'Support Specialist';

for (const [language, width] of [
  ['en', 1280],
  ['da', 375],
] as const) {
  test(`job discovery in ${language} at ${width} px: follow a board, ranked jobs, save, hide, a saved search, write an application`, async ({
    page,
  }) => {
    // Sign-up, a CV read and scored, two axe scans.
    test.slow();
    const text = TEXT[language];
    await page.setViewportSize({ width, height: 900 });
    await signUpViaUi(page);
    await uploadProcessedCv(page);
    await page.evaluate(`localStorage.setItem('applywise.language', '${language}')`);
    await page.goto('/job-discovery');
    await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();

    // A board on no platform we read: the server's reason, in the page's language.
    const input = page.getByLabel(text.input);
    await input.fill('monster:acme');
    await page.getByRole('button', { name: text.follow, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.unknownPlatform })).toBeVisible();

    await input.fill('lever:fjordpay');
    await page.getByRole('button', { name: text.follow, exact: true }).click();
    await expect(page.getByText(text.followed)).toBeVisible();
    await expect(input).toHaveValue('');

    // Ranked against the CV: each job shows its score, the best first.
    await expect(page.getByText(text.count(2))).toBeVisible();
    const scores = page.getByLabel(text.score);
    await expect(scores).toHaveCount(2);
    const values = (await scores.allTextContents()).map(Number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expectFits(page, width);
    await expectNoAxeViolations(page);

    const save = page.getByRole('button', { name: text.save(ENGINEER) });
    await save.click();
    await expect(page.getByRole('button', { name: text.unsave(ENGINEER) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: text.hide(SUPPORT) }).click();
    await expect(page.getByRole('heading', { name: SUPPORT })).toBeHidden();
    await expect(page.getByText(text.count(1))).toBeVisible();

    // A saved search: the keyword typed, saved under a name, listed, shown, deleted after asking.
    await page.getByLabel(text.keywords).fill('engineer');
    await page.getByLabel(text.searchName).fill('Engineering');
    await page.getByRole('button', { name: text.saveSearch }).click();
    const show = page.getByRole('button', { name: text.showSearch('Engineering') });
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: ENGINEER })).toBeVisible();
    await expect(page.getByText(text.count(1))).toBeVisible();
    await expectFits(page, width);
    await expectNoAxeViolations(page, '/job-discovery with a saved search');
    await page.getByRole('button', { name: text.deleteSearch('Engineering') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.getByText(text.noSearches)).toBeVisible();

    // "Write application": the generator's form starts from the job.
    await page.getByRole('link', { name: text.write }).first().click();
    await expect(page).toHaveURL(/\/new-job\?posting=/);
    await expect(page.getByLabel(text.form.title, { exact: true })).toHaveValue(ENGINEER);
    await expect(page.getByLabel(text.form.company, { exact: true })).toHaveValue('fjordpay');
    await expect(page.getByLabel(text.form.ad, { exact: true })).toHaveValue(/TypeScript/);
  });
}
