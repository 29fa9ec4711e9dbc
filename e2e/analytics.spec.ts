import { expect, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const tile = (page: import('@playwright/test').Page, id: string) => page.getByTestId(`tile-${id}`);

test.describe('analytics', () => {
  test('shows the tiles with their abbreviations, the chart and the grid best first', async ({
    page,
  }) => {
    await loginAs(page, 'creator', '/creator/dashboard/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    // Posts and Earned stay below their 1,000,000 threshold; Likes pass it; Comments pass 1,000.
    await expect(tile(page, 'numPosts')).toHaveText('Posts9');
    await expect(tile(page, 'numBrands')).toHaveText('Partnerships5');
    await expect(tile(page, 'earned')).toHaveText('Earned$3,175.50');
    await expect(tile(page, 'likes')).toHaveText('Likes1M');
    await expect(tile(page, 'comments')).toHaveText(/^Comments\d+(\.\d)?K$/);
    await expect(tile(page, 'engRate')).toHaveText(/^Engagement Rate\d+\.\d%$/);
    await expect(tile(page, 'postedOn')).toHaveText(/^Posted On\d\d\/\d\d\/\d{4}$/);

    await expect(page.getByTestId('earnings-chart')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Earnings and engagement rate by month of posting' }),
    ).toBeAttached();

    const posts = page
      .getByRole('list')
      .filter({ has: page.getByRole('link') })
      .last()
      .getByRole('link');
    await expect(posts).toHaveCount(9);
    await expect(posts.first()).toHaveAccessibleName(
      /^Glow Serum Launch for Glow Botanics, .*featured/,
    );
    await expectNoAxeViolations(page);
  });

  test('opens a post with its brand and campaign stats and goes Back to Analytics', async ({
    page,
  }) => {
    await loginAs(page, 'creator', '/creator/dashboard/analytics');
    await page.getByRole('link', { name: /^Glow Serum Launch for Glow Botanics/ }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/analytics\/post\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Glow Serum Launch', level: 1 })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Post stats' });
    await expect(stats.getByText('Likes', { exact: true }).locator('..')).toHaveText('Likes1M');
    await expect(stats.getByText('Comments', { exact: true }).locator('..')).toHaveText(
      /^Comments18(\.\d)?K$/,
    );
    await expect(stats.getByText('Earned', { exact: true }).locator('..')).toHaveText(
      'Earned$1,200',
    );
    const brand = page.getByRole('region', { name: 'With Glow Botanics' });
    await expect(brand.getByText('Posts', { exact: true }).locator('..')).toHaveText('Posts2');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Analytics' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/analytics$/);
  });

  test('keeps three thumbnails a row on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'creator', '/creator/dashboard/analytics');
    const items = page.getByRole('link', { name: / for .*, posted / });
    await expect(items).toHaveCount(9);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => items.nth(i).boundingBox()));
    expect(boxes[0]!.y).toBeCloseTo(boxes[2]!.y, 0);
    expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height / 2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test('shows the locked state to a creator without accepted posts', async ({ page }) => {
    await loginAs(page, 'new', '/creator/dashboard/analytics');
    await expect(page.getByRole('heading', { name: 'Your analytics are locked' })).toBeVisible();
    await expect(page.getByTestId('tile-numPosts')).toHaveCount(0);
    await page.getByRole('link', { name: 'View Campaigns' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });
});
