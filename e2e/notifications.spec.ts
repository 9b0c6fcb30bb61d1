import { expect, test } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
import { expectNoAxeViolations, signUpViaUi } from './support.ts';

test.describe('Notifications', () => {
  // Sign-up and CV parsing each take seconds on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('each notification opens what it is about, and /notifications pages through them all', async ({
    page,
  }) => {
    await signUpViaUi(page);
    await uploadProcessedCv(page);

    // The CV's notification is a link to that CV; opening it marks it read.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const cvNotification = page.getByRole('menuitem', { name: /CV Processed Successfully/ });
    await expect(cvNotification).toHaveAttribute('href', /^\/cvs\/[0-9a-f-]{36}$/);
    await cvNotification.click();
    await expect(page).toHaveURL(/\/cvs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // 21 security alerts: with the CV's, more than one page of 20.
    const origin = new URL(page.url()).origin;
    for (let i = 0; i < 21; i++) {
      const response = await page.request.post('/api/auth/revoke-other-sessions', {
        data: {},
        headers: { origin },
      });
      expect(response.status()).toBe(200);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Notifications, 21 unread' }).click();
    await page.getByRole('menuitem', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '21 unread' })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(20);
    await page.getByRole('button', { name: 'Load older notifications' }).click();
    await expect(items).toHaveCount(22);
    await expect(page.getByText("That's all your notifications.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load older notifications' })).toBeHidden();
    await expectNoAxeViolations(page);

    // The oldest is the CV's (read), each alert leads to the security settings.
    await expect(items.last().getByRole('link')).toHaveAttribute('href', /^\/cvs\//);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('heading', { name: 'All read' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/settings\?tab=security$/);

    // Danish, on a phone: the page fits and speaks Danish.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(`localStorage.setItem('applywise.language', 'da')`);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifikationer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alle er læst' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Indlæs ældre notifikationer' })).toBeVisible();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a new user sees the empty state', async ({ page }) => {
    await signUpViaUi(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  });
});
