import { expect, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('creator terms of use', () => {
  test('shows the terms with navigable headings and goes Back to the previous page', async ({
    page,
  }) => {
    await loginAs(page, 'creator', '/creator/dashboard/analytics');
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/creator\/terms$/);
    await expect(
      page.getByRole('heading', { name: 'Creator Terms of Use', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Effective May 2018')).toBeVisible();
    for (const fact of [
      'at least 13 years old',
      'within 5 days of our request',
      'more than 2 takedown notices',
      '10 to 14 business days',
      'limited to $100',
      'at least $15,000',
    ]) {
      await expect(page.getByText(fact, { exact: false })).toBeVisible();
    }
    await page.getByRole('link', { name: '10. Disputes and arbitration' }).click();
    await expect(page).toHaveURL(/#arbitration$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/analytics$/);
  });

  test('reads well on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'creator', '/creator/terms');
    await expect(page.getByRole('heading', { name: 'Creator Terms of Use' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
