import { expect, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('support and privacy (issue 31)', () => {
  test('the footer’s Support is a form that reaches the ops inbox, with the creator to reply to', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'creator', '/creator/dashboard/campaigns');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/creator\/support$/);
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.getByText(/VITE_SUPPORT_URL/)).toHaveCount(0);

    const subject = `Where is my payout ${Date.now()}`;
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please choose what it is about.')).toBeVisible();
    await page.getByLabel(/What is it about/).selectOption({ label: 'A payment' });
    await page.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await page
      .getByRole('textbox', { name: /Message/ })
      .fill('My payout for Pure Pet Treat Time still says it is being prepared.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('support-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/your message is on its way/)).toBeVisible();

    // The e-mail job delivers it to the ops users (no SUPPORT_EMAIL in the demo).
    await expect
      .poll(async () => (await request.get('/dev/outbox')).text(), { timeout: 15_000 })
      .toContain(`[Support] ${subject}`);
    const outbox = await (await request.get('/dev/outbox')).text();
    expect(outbox).toContain('ops@demo.test');
  });

  test('the footer’s Privacy is a real page the server serves', async ({ page }) => {
    await loginAs(page, 'creator', '/creator/dashboard/campaigns');
    const href = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy' })
      .getAttribute('href');
    expect(href).toBe('/privacy');
    await page.goto(href!);
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
