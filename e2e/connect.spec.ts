import { expect, test } from '@playwright/test';
import { PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { allowOnSandboxConsent, signUpFreshCreator } from './support/creator';

test.describe('connect-account', () => {
  for (const [platform, name] of [
    ['instagram', 'Instagram'],
    ['tiktok', 'TikTok'],
  ] as const) {
    test(`connects ${name} through the sandbox consent page`, async ({ page }) => {
      const { suffix } = await signUpFreshCreator(
        page,
        `/creator/connect-account?platform=${platform}`,
      );
      await expect(page.getByRole('heading', { name: `Connect ${name}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: `Connect ${name}` }).click();
      const handle = `e2e.${platform}.${suffix}`.slice(0, 30);
      await allowOnSandboxConsent(page, name, handle);
      await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
      await expect(page.getByText(`${name} connected.`)).toBeVisible();
      const tile = page.getByTestId(`tile-${platform}`);
      await expect(tile).toContainText(`@${handle}`);
      await expect(tile).toContainText('Connected');
    });
  }

  test('comes back with a notice when the creator cancels on the consent page', async ({
    page,
  }) => {
    await signUpFreshCreator(page, '/creator/connect-account?platform=tiktok');
    await page.getByRole('link', { name: 'Connect TikTok' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
    await expect(page.getByText('The connection was cancelled.')).toBeVisible();
    await expect(page.getByTestId('tile-tiktok')).toContainText('Not connected');
  });

  test('saves a handle for each coming-soon platform', async ({ page }) => {
    const { suffix } = await signUpFreshCreator(page, '/creator/setup/accounts');
    for (const [platform, name] of [
      ['youtube', 'YouTube'],
      ['twitter', 'X (Twitter)'],
      ['snapchat', 'Snapchat'],
      ['pinterest', 'Pinterest'],
    ] as const) {
      await page.getByRole('link', { name: `Connect ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`platform=${platform}$`));
      // The accounts page (a badge per tile) may still be on screen as the URL changes.
      await expect(page.getByLabel(`${name} handle`)).toBeVisible();
      await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      const handle = `${platform}_${suffix}`;
      await page.getByLabel(`${name} handle`).fill(`  @${handle} `);
      await expect(page.getByText(`Brands will see @${handle}`)).toBeVisible();
      await save.click();
      await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
      await expect(page.getByTestId(`tile-${platform}`)).toContainText(`@${handle}`);
    }
  });

  test('sends an invalid or missing platform to the Accounts route', async ({ page }) => {
    await signUpFreshCreator(page, '/creator/connect-account?platform=myspace');
    await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
    await page.goto('/creator/connect-account');
    await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpFreshCreator(page, '/creator/connect-account?platform=snapchat');
    await expect(page.getByRole('heading', { name: 'Connect Snapchat' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("the profile's Social Accounts panel (issue 13)", () => {
  test('connects Instagram, shows the handle and expiry, and disconnects it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const { suffix } = await signUpFreshCreator(
      page,
      '/creator/dashboard/profile?panel=social-accounts',
    );
    // A new creator is asked once about text messages first.
    await page
      .getByRole('dialog', { name: 'Get campaign updates by text' })
      .getByRole('button', { name: 'Close' })
      .click();
    const panel = page.getByRole('region', { name: 'Connected accounts' });
    await expect(panel.getByText('Instagram · not connected')).toBeVisible();
    // The connections and the typed handles are headed apart: a handle is no connection.
    await expect(page.getByRole('region', { name: 'Handles' })).toContainText(
      'Typing a handle does not connect the account.',
    );
    await expectNoAxeViolations(page);
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
    await shot('social-accounts-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
    await shot('social-accounts-1280');
    await page.setViewportSize(PHONE);
    await panel.getByRole('link', { name: 'Connect Instagram' }).click();
    const handle = `e2e.panel.${suffix}`.slice(0, 30);
    await allowOnSandboxConsent(page, 'Instagram', handle);

    await expect(page).toHaveURL(/\/creator\/dashboard\/profile\?/);
    const back = page.getByRole('region', { name: 'Connected accounts' });
    await expect(back.getByText(new RegExp(`^Instagram · @${handle} · connected`))).toBeVisible();
    await expect(back.getByRole('link', { name: 'Reconnect Instagram' })).toBeVisible();
    // Disconnect is legible too (axe colour contrast).
    await expectNoAxeViolations(page);

    await back.getByRole('button', { name: 'Disconnect Instagram' }).click();
    await back.getByRole('button', { name: 'Yes, disconnect Instagram' }).click();
    await expect(back.getByText('Instagram · not connected')).toBeVisible();
    await expect(back.getByRole('link', { name: 'Connect Instagram' })).toBeVisible();
  });
});
