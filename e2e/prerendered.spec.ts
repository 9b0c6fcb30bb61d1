import { expect, test } from '@playwright/test';
import { layoutShift, signUpViaUi } from './support.ts';

/**
 * Issue 14: the public pages arrive as HTML (pre-rendered at build in English and Danish), so a
 * reader sees the page before, and without, any JavaScript; then React takes the page over.
 */
const PAGES = [
  {
    path: '/',
    en: ['AI-powered job applications', 'Upload your CV, paste a job ad'],
    da: ['AI-drevne jobansøgninger', 'Upload dit CV, indsæt et jobopslag'],
  },
  {
    path: '/features',
    en: ['Every tool for your job search', 'Applywise turns your CV and a job ad'],
    da: ['Alle værktøjer til din jobsøgning', 'Applywise gør dit CV og et jobopslag'],
  },
  {
    path: '/pricing',
    en: ['Simple, Transparent Pricing', 'Start free and upgrade when you are ready.'],
    da: ['Enkle, gennemskuelige priser', 'Start gratis, og opgrader når du er klar.'],
  },
  {
    path: '/help',
    en: ['How can we help?', 'Get set up in minutes'],
    da: ['Hvordan kan vi hjælpe?', 'Kom i gang på få minutter'],
  },
  {
    path: '/contact',
    en: ['Get in touch', 'Questions about your account, billing or the product?'],
    da: ['Kontakt os', 'Spørgsmål om din konto, betaling eller produktet?'],
  },
  { path: '/privacy-policy', en: ['Privacy Policy', 'Who we are'], da: ['Privatlivspolitik', 'Hvem vi er'] },
  { path: '/terms-of-service', en: ['Terms of Service', 'The service'], da: ['Servicevilkår', 'Tjenesten'] },
  {
    path: '/cookie-policy',
    en: ['Cookie Policy', 'What cookies are'],
    da: ['Cookiepolitik', 'Hvad cookies er'],
  },
  {
    path: '/gdpr',
    en: ['GDPR and Your Data Rights', 'Right of access'],
    da: ['GDPR og dine rettigheder', 'Ret til indsigt'],
  },
  {
    path: '/auth',
    en: ['Sign in to your account', 'Welcome back! Sign in to continue to your workspace.'],
    da: ['Log ind på din konto', 'Velkommen tilbage! Log ind for at fortsætte til dit arbejdsområde.'],
  },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'da'] as const) {
    test(`every public page shows its heading and text in ${language === 'en' ? 'English' : 'Danish'}`, async ({
      page,
      baseURL,
    }) => {
      for (const entry of PAGES) {
        const [heading, text] = entry[language];
        const url = language === 'en' ? entry.path : `${entry.path}?lang=da`;
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }), url).toContainText(heading);
        await expect(page.getByRole('main').getByText(text, { exact: false }).first(), url).toBeVisible();
        expect(await page.locator('html').getAttribute('lang'), url).toBe(language);
        // The page's own metadata, with this server's address and the other language named.
        await expect(page, url).toHaveTitle(/ – Applywise$/);
        const canonical = page.locator('link[rel="canonical"]');
        // The sign-in page is not indexed: one address, no language alternates.
        const indexed = entry.path !== '/auth';
        await expect(canonical, url).toHaveAttribute('href', `${baseURL}${indexed ? url : entry.path}`);
        if (indexed) {
          await expect(page.locator('link[rel="alternate"][hreflang="da"]'), url).toHaveAttribute(
            'href',
            `${baseURL}${entry.path}?lang=da`,
          );
        }
      }
    });
  }

  test('a Danish browser gets the Danish page; a shared application shows its shell at once', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'da-DK' });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enkle, gennemskuelige priser');
    await page.goto('/shared-application/some-token');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page).toHaveTitle('Delt ansøgning – Applywise');
    await expect(page.getByRole('status')).toBeVisible();
    await context.close();
  });
});

test('React takes the pre-rendered page over without errors or layout shift, and it works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/gdpr');
  await expect(page.getByRole('heading', { name: 'Right of access' })).toBeVisible();
  // The cookie banner, which only the browser can know to show, asks once React has taken over.
  await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.05);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
  await page.getByLabel('Language').first().selectOption('da');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enkle, gennemskuelige priser');
  // The choice made here wins over the browser's language on the next page too.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hvordan kan vi hjælpe?');
  expect(errors).toEqual([]);
});

test('a signed-in user’s dashboard and new-job page arrive rendered, and React takes them over as they are', async ({
  page,
  browser,
}) => {
  const user = await signUpViaUi(page);
  const cookies = await page.context().cookies();

  // Without JavaScript: the greeting and the page's heading are in the HTML, in the browser's language.
  for (const [locale, greeting, heading] of [
    ['en-GB', `Welcome to Applywise, ${user.name}!`, 'Create New Application'],
    ['da-DK', `Velkommen til Applywise, ${user.name}!`, 'Opret ny ansøgning'],
  ] as const) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale });
    await noScript.addCookies(cookies);
    const reader = await noScript.newPage();
    await reader.goto('/dashboard');
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(greeting);
    // At desktop width the sidebar, not the phone's header: the server cannot know the width, CSS does.
    await expect(reader.getByRole('complementary')).toBeVisible();
    await expect(reader.getByRole('banner')).toBeHidden();
    await reader.goto('/new-job');
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(heading);
    await noScript.close();
  }

  // With it: React hydrates the heading the server wrote (the same element, not a new one), with
  // no error, and the page works.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  // (Inert until then, the page has no headings for getByRole.)
  const heading = page.locator('h1');
  await heading.evaluate((element) => ((element as unknown as Record<string, unknown>).fromServer = true));
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(heading).toHaveText(`Welcome to Applywise, ${user.name}!`);
  expect(
    await heading.evaluate((element) => (element as unknown as Record<string, unknown>).fromServer),
  ).toBe(true);
  await expect(page.getByRole('complementary')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.05);
  // The page's chunks were asked for by the HTML: Vite's loader added no link of its own for them.
  const pageChunk = page.locator('link[rel="modulepreload"][href*="/dashboard-page-"]');
  await expect(pageChunk).toHaveCount(1);
  await expect(pageChunk).toHaveAttribute('fetchpriority', 'low');
  await page.getByRole('link', { name: 'New Application' }).first().click();
  await expect(page).toHaveURL(/\/new-job$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Application');
  expect(errors).toEqual([]);
});
