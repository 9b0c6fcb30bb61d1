import { expect, test } from '@playwright/test';

// Runs only inside `scripts/self-test.mjs`, which asserts that this failure fails the run.
test('self-test: fails on purpose', async ({ page }) => {
  test.skip(process.env.APPLYWISE_SELF_TEST !== 'fail', 'only in the runner self-test');
  await page.goto('/');
  await expect(page.locator('body')).toHaveText('a page that does not say this');
});
