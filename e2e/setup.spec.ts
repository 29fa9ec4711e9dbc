import { expect, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { allowOnSandboxConsent } from './support/creator';

test.describe('account setup', () => {
  test('replaces any other setup path with the Information route', async ({ page }) => {
    await loginAs(page, 'new', '/creator/setup/somewhere');
    await expect(page).toHaveURL(/\/creator\/setup\/information$/);
  });

  test('takes new@demo.test from blank to Registration complete!', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'new', '/creator/setup/information');
    await expect(
      page.getByRole('heading', {
        name: 'Start collaborating with the largest brands in 2 easy steps',
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('new@demo.test');
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

    const next = page.getByRole('button', { name: 'Next' });
    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Last Name').fill('');
    await expect(next).toBeDisabled();
    await page.getByLabel('First Name').fill('Noah');
    await page.getByLabel('Last Name').fill('Reed');
    await expect(next).toBeDisabled(); // no primary category yet

    await page.getByRole('button', { name: 'Choose categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your categories' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(320);
    await dialog.getByRole('checkbox', { name: 'Beauty' }).check();
    await dialog.getByRole('checkbox', { name: 'Makeup' }).check();
    await dialog.getByText('Secondary', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Beauty (primary)' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Travel' }).check();
    await dialog.getByText('Primary', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Travel (secondary)' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('category-summary')).toHaveText(
      'Primary: Beauty (Makeup)Secondary: Travel',
    );

    await next.click();
    await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
    await expect(page.getByTestId('notification-bubble')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Connect Instagram' }).click();
    await expect(page).toHaveURL(/\/creator\/connect-account\?platform=instagram$/);
    await page.getByRole('link', { name: 'Connect Instagram' }).click();
    await allowOnSandboxConsent(page, 'Instagram', 'noah.reed.e2e');
    await expect(page).toHaveURL(/\/creator\/setup\/accounts$/);
    await expect(page.getByRole('heading', { name: 'Registration complete!' })).toBeVisible();
    // Said on the page, where it covers nothing (a toast sat over Next on a phone).
    await expect(
      page.getByRole('status').filter({ hasText: 'Instagram connected.' }),
    ).toBeVisible();
    // The tile's Connected badge is legible too (axe colour contrast).
    await expect(
      page.getByTestId('tile-instagram').getByText('Connected', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);

    // The stored choice comes back on the Information tab.
    await page.goto('/creator/setup/information');
    await expect(page.getByTestId('category-summary')).toHaveText(
      'Primary: Beauty (Makeup)Secondary: Travel',
    );
  });

  test('has Log Out in the side menu', async ({ page }) => {
    await loginAs(page, 'new', '/creator/setup/information');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/app\/login/);
  });
});
