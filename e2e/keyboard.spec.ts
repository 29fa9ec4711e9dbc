import { expect, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';

/**
 * Found walking the portal by keyboard on a phone: the bell's list, opened with Enter, closes
 * with Escape and leaves the focus on the bell (not on the page's body).
 */
test('the bell opens by keyboard and Escape brings the focus back to it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, 'creator');
  await page.getByRole('button', { name: /^Notifications/ }).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog').filter({ hasText: 'Mark all as read' });
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();
});
