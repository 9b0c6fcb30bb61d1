import { test } from '@playwright/test';
test.setTimeout(180_000);
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('http://localhost:3900/cv-builder?template=sidebar');
  await page.getByText('Template: Sidebar').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Tilpas' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'tmp-shots/customize-375.png' });
  await page.getByRole('dialog').evaluate((d) => d.scrollTo(0, 700));
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'tmp-shots/customize-375-b.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: "Gemte CV'er" }).click().catch(() => {});
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'tmp-shots/saved-375.png' });
});
