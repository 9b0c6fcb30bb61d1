import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mailWithSubject } from '../server/test/outbox.ts';

export const outboxDir = () => join(process.env.E2E_DATA_DIR!, 'outbox');

export function newUser(name = 'Ada Lovelace') {
  return { name, email: `e2e-${randomUUID().slice(0, 8)}@example.com`, password: 'analytical engine 1843' };
}

/** The first link in the newest mail to `email` that starts with `prefix`. */
export async function linkFromMail(email: string, subject: string, prefix: string): Promise<string> {
  const mail = await mailWithSubject(outboxDir(), email, subject);
  const link = mail?.links.find((l) => l.includes(prefix));
  expect(link, `a "${subject}" mail to ${email} with a ${prefix} link`).toBeTruthy();
  return link!;
}

/**
 * Closes the onboarding modal the dashboard opens by itself for a new user (spec 001 §2); closing
 * it is remembered for the tab, so later visits to the dashboard in the test stay clear.
 */
export async function dismissOnboarding(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Signs up through the UI and waits for the dashboard; then closes the onboarding modal, unless
 * the test is about onboarding (`keepOnboarding`).
 */
export async function signUpViaUi(page: Page, user = newUser(), { keepOnboarding = false } = {}) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  // The strength estimate (dictionaries loaded on first use) and the password hash take seconds on a
  // busy machine; the sign-up itself is what every spec after this line is about.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  if (!keepOnboarding) await dismissOnboarding(page);
  return user;
}

/** The Web Animations call of a DOM element (the e2e project compiles without the DOM library). */
type Animatable = { getAnimations(options: { subtree: boolean }): { playState: string }[] };

/**
 * An element's box once it has stopped moving (a toast slides in): no animation or transition
 * running in it, and two reads 100 ms apart agree. The box alone is not enough: a busy machine can
 * hold one frame of the slide for longer than the interval. For a toast, match sonner's
 * `data-mounted="true"`: its slide starts then.
 */
export async function restingBox(locator: Locator) {
  let last: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(
      async () => {
        const moving = await locator.evaluate((element) =>
          (element as unknown as Animatable)
            .getAnimations({ subtree: true })
            .some((animation) => animation.playState === 'running'),
        );
        const now = await locator.boundingBox();
        const resting = !moving && now !== null && last !== null && now.x === last.x && now.y === last.y;
        last = now;
        return resting;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return last!;
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page as it is and fails with one line per offending
 * element — rule, selector and what is wrong — so a regression names what to fix.
 */
export async function expectNoAxeViolations(page: Page, label = new URL(page.url()).pathname) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
  // Soft: a test goes on to its other pages, so one run lists every offending element.
  expect.soft(found, `axe-core violations on ${label}`).toEqual([]);
}

/**
 * From now on, every page of this context records the Content-Security-Policy violations it causes:
 * the browser reports them to the page (and to DevTools' Issues, which Lighthouse counts), not to
 * its console, so they must be listened for from the page's first script on.
 */
export async function recordPolicyViolations(context: BrowserContext) {
  await context.addInitScript(`
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__policyViolations.push(event.violatedDirective + ' by ' + (event.sourceFile || event.blockedURI));
    });`);
}

/**
 * The page broke none of the app's security headers since it was loaded: no CSP violation (see
 * recordPolicyViolations, which must be on) and no console complaint about a header.
 */
export async function expectNoPolicyViolations(page: Page, label = new URL(page.url()).pathname) {
  const violations = await page.evaluate('window.__policyViolations');
  expect(Array.isArray(violations), 'recordPolicyViolations was not on for this page').toBe(true);
  const complaints = (await page.consoleMessages({ filter: 'since-navigation' }))
    .map((message) => message.text())
    .filter((text) => /Permissions-Policy|Content.Security.Policy/i.test(text));
  expect
    .soft([...(violations as string[]), ...complaints], `security header complaints on ${label}`)
    .toEqual([]);
}

/** Layout shifts without recent input, the sum Lighthouse calls CLS, since the page began. */
export async function layoutShift(page: Page): Promise<number> {
  // Runs in the page; written as a string because the e2e code is type-checked without the DOM.
  return page.evaluate(`new Promise((resolve) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(sum), 500);
  })`);
}

/** Pays for Pro through the local provider's checkout, as the subscription page would. */
export async function becomePro(page: Page) {
  const started = await page.request.post('/api/billing/checkout', {
    data: { plan: 'pro', interval: 'month' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const paid = await page.request.post(`/api/billing/local${url}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
