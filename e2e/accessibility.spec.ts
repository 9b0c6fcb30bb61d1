import { expect, test, type Page } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
import {
  dismissOnboarding,
  expectNoAxeViolations,
  expectNoPolicyViolations,
  newUser,
  recordPolicyViolations,
  signUpViaUi,
} from './support.ts';

// Every page of the app passes axe-core's WCAG 2.1 A/AA rules at desktop and phone width
// (issue 14 item 6), so a new shade or component that breaks contrast or a name fails here. On the
// way, each page is checked to break none of the app's own security headers (its CSP forbids
// eval, which a library's feature probe once did on every page with a form).

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

type InPageAnimation = {
  playState: string;
  effect: { getComputedTiming(): { iterations?: number } } | null;
};

/** Waits for the page's content (its heading) and for finite animations (toasts, fades) to end. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Endless animations (spinners) do not count. (The e2e project has no DOM types.)
  const motionless = () =>
    page.waitForFunction(() =>
      (globalThis as unknown as { document: { getAnimations(): InPageAnimation[] } }).document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
  await motionless();
  // A toast can start sliding in just after that (its code loads on the first toast): look again
  // a moment later, so axe never measures text half faded in.
  await page.waitForTimeout(300);
  await motionless();
}

/** Checks the page as it is now at each width (or the given ones). */
async function checkHere(
  page: Page,
  label = new URL(page.url()).pathname + new URL(page.url()).search,
  widths = WIDTHS,
) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await settled(page);
    await expectNoAxeViolations(page, `${label} at ${size.width} px`);
  }
  await expectNoPolicyViolations(page, label);
}

async function check(page: Page, path: string) {
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto(path);
  await checkHere(page, path);
}

const JOB_AD = `Frontend Developer at Nordlys Software, Copenhagen.
We are looking for a frontend developer to build our customer portal.
Requirements: 3+ years of experience with TypeScript and React. Experience with testing (Vitest, Playwright).
Nice to have: Node.js, PostgreSQL. You speak English; Danish is a plus.
We offer a hybrid workplace, a friendly team and a modern stack.`;

test.describe('axe-core finds no WCAG 2.1 AA violations', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeEach(({ context }) => recordPolicyViolations(context));

  test('on the marketing and legal pages, signed out', async ({ page }) => {
    for (const path of [
      '/',
      '/features',
      '/pricing',
      '/help',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/gdpr',
    ]) {
      await check(page, path);
    }
  });

  test('in the chat widget, at its start view and in a conversation', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('dialog', { name: /Ava from Applywise/ });
    await expect(chat.getByRole('button', { name: 'Start Chat' })).toBeVisible();
    await checkHere(page, 'chat start view', [WIDTHS[0]!]);
    await chat.getByRole('button', { name: 'Start Chat' }).click();
    await expect(chat.getByRole('log')).toBeVisible();
    await checkHere(page, 'chat conversation', [WIDTHS[0]!]);
  });

  test('on the auth and other public pages, signed out', async ({ page }) => {
    for (const path of [
      '/auth',
      '/auth?tab=signup',
      '/verify?token=not-a-real-token',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
      '/unsubscribe?token=not-a-real-token',
      '/no-such-page',
      '/shared-application/' + 'x'.repeat(43),
    ]) {
      await check(page, path);
    }
  });

  test('on the workspace of a new Free user', async ({ page }) => {
    await signUpViaUi(page, newUser(), { keepOnboarding: true });
    // The onboarding modal over the dashboard, then the dashboard itself.
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkHere(page, '/dashboard with onboarding');
    await dismissOnboarding(page);
    await checkHere(page, '/dashboard');
    for (const path of [
      '/new-job',
      '/applications',
      '/analytics',
      '/cvs',
      '/settings?tab=profile',
      '/settings?tab=notifications',
      '/settings?tab=onboarding',
      '/settings?tab=security',
      '/settings?tab=billing',
      '/subscription',
      '/billing',
      '/premium-templates',
      '/advanced-features',
    ]) {
      await check(page, path);
    }

    // The local provider's checkout page, then the workspace of the Pro user it makes.
    const started = await page.request.post('/api/billing/checkout', {
      data: { plan: 'pro', interval: 'month' },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { url } = (await started.json()) as { url: string };
    await check(page, url);
    const paid = await page.request.post(`/api/billing/local${url}/pay`, {
      data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    for (const path of [
      '/subscription?checkout=success',
      '/billing',
      '/billing/portal',
      '/advanced-features',
    ]) {
      await check(page, path);
    }
  });

  test('on the CV, application and shared pages of a user with a letter', async ({ page, browser }) => {
    await signUpViaUi(page);
    await uploadProcessedCv(page);
    await checkHere(page, '/cvs with a CV');
    const cvs = (await (await page.request.get('/api/cvs')).json()) as { cvs: { id: string }[] };
    await check(page, `/cvs/${cvs.cvs[0]!.id}`);

    const created = await page.request.post('/api/applications', {
      data: {
        jobTitle: 'Frontend Developer',
        companyName: 'Nordlys Software',
        jobDescription: JOB_AD,
        cvId: cvs.cvs[0]!.id,
        outputLanguage: 'english',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const application = (await created.json()) as { id: string };
    for (const path of ['/dashboard', '/applications', `/applications/${application.id}`, '/analytics']) {
      await check(page, path);
    }

    // The shared letter, as a visitor without an account: behind a password, then opened.
    const share = await page.request.post(`/api/applications/${application.id}/share`, {
      data: { password: 'hemmelig' },
    });
    expect(share.status(), await share.text()).toBeLessThan(300);
    const visitor = await browser.newContext();
    await recordPolicyViolations(visitor);
    const shared = await visitor.newPage();
    await check(shared, new URL(((await share.json()) as { url: string }).url).pathname);
    await shared.getByLabel('Adgangskode').fill('hemmelig');
    await shared.getByRole('button', { name: 'Vis ansøgning' }).click();
    await expect(shared.getByText('Ansøgning fra Ada Lovelace')).toBeVisible();
    await checkHere(shared, 'the unlocked shared application');
  });

  test('on menus, drawers and dialogs', async ({ page }) => {
    // The cookie banner and its detail view.
    await page.goto('/help');
    await checkHere(page, 'the cookie banner');
    await page.getByRole('button', { name: 'Customize' }).click();
    const cookies = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(cookies).toBeVisible();
    await checkHere(page, 'the cookie preferences');
    await cookies.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(cookies).toBeHidden();

    // The public header's menu on a phone.
    const phone = [WIDTHS[1]!];
    await page.setViewportSize(phone[0]!);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await checkHere(page, 'the public menu', phone);

    // Signed in: the sidebar drawer on a phone and the notifications menu.
    await signUpViaUi(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    await checkHere(page, 'the sidebar drawer', phone);
    await page.keyboard.press('Escape');
    await page.setViewportSize(WIDTHS[0]!);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText("You're all caught up")).toBeVisible();
    await checkHere(page, 'the notifications menu', [WIDTHS[0]!]);
  });
});
