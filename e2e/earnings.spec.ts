import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DESKTOP, loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

test.describe('earnings (issue 14)', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`totals add up to the payouts listed, and export as CSV (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'creator', '/creator/dashboard/campaigns');
      // Earnings is a tab of its own at every width (issue 31), as well as in the side menu.
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'EARNINGS' })
        .click();
      await expect(page).toHaveURL(/\/creator\/dashboard\/earnings$/);
      await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();

      const total = async (name: string) =>
        dollars(
          (await page
            .getByRole('term')
            .filter({ hasText: new RegExp(`^${name}$`) })
            .locator('xpath=following-sibling::dd[1]')
            .locator('[data-amount]')
            .textContent()) ?? '',
        );
      const rows = page.getByRole('region', { name: 'Payouts' }).getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      const amounts = await rows.locator('p', { hasText: /^\$[\d,.]+$/ }).allTextContents();
      const sum = amounts.reduce((n, a) => n + dollars(a), 0);
      expect(sum).toBeGreaterThan(0);
      expect(await total('Earned to date')).toBe(sum);
      expect((await total('Owed')) + (await total('On its way')) + (await total('Paid'))).toBe(sum);
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await (await download).path();
      const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Created,Campaign,Brand,Amount (USD),State,Paid on,Reference');
      expect(lines).toHaveLength(amounts.length + 1);
    });
  }

  test('filters by year', async ({ page }) => {
    await loginAs(page, 'creator', '/creator/dashboard/earnings');
    const year = page.getByLabel('Year');
    await expect(year).toHaveValue('all');
    const thisYear = String(new Date().getUTCFullYear());
    await year.selectOption(thisYear);
    await expect(year).toHaveValue(thisYear);
    await expect(
      page.getByRole('region', { name: 'Payouts' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('the dashboard shows what is owed, in review and paid, as Earnings does, with the way there (issue 31)', async ({
    page,
  }) => {
    await loginAs(page, 'creator', '/creator/dashboard/campaigns');
    const money = page.getByRole('region', { name: 'Your money' });
    const figure = async (name: string) =>
      dollars(
        (await money
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${name}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()) ?? '',
      );
    const owed = await figure('Owed to you');
    const inReview = await figure('In review');
    const paid = await figure('Paid');
    expect(owed + paid).toBeGreaterThan(0);
    await money.getByRole('link', { name: 'See Earnings' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/earnings$/);
    const total = async (name: string) =>
      dollars(
        (await page
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${name}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .locator('[data-amount]')
          .textContent()) ?? '',
      );
    expect(await total('Owed')).toBe(owed - (await total('On its way')));
    expect(await total('In review')).toBe(inReview);
    expect(await total('Paid')).toBe(paid);
  });

  test('a payout’s reference stays the same, and the CSV says states in the page’s words (issue 31)', async ({
    page,
  }) => {
    await loginAs(page, 'creator', '/creator/dashboard/earnings');
    const first = page.getByRole('region', { name: 'Payouts' }).getByRole('listitem').first();
    const reference = await first.getByText(/^Reference: PO-\d{6,}$/).textContent();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Payouts' }).getByRole('listitem').first(),
    ).toContainText(reference!);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).not.toMatch(/,owed,/);
    expect(csv).toMatch(/,(Payment being prepared|Paid),/);
  });
});
