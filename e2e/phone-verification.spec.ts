import { expect, type Page, test } from '@playwright/test';
import { DEMO, type DemoUser, loginAs } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const PROFILE = '/creator/dashboard/profile?panel=contact';

/** Gives the creator a fresh, unverified mobile number through PATCH /api/v1/users. */
async function setPhone(page: Page, who: DemoUser, phone: string) {
  const login = await page.request.post('/api/v1/auth/login', { data: DEMO[who] });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await page.request.patch('/api/v1/users', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { data: { phone_number: phone, consents_to_sms_messaging: true } },
  });
  expect(response.ok()).toBe(true);
}

/** The newest code the console provider sent to `iso`, read from the dev-only inbox page. */
async function codeFromInbox(page: Page, iso: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/dev/sms-inbox')).text();
    const row = html.split('<tr').find((r) => r.includes(`data-phone="${iso}"`));
    code = row ? /code is (\d{6})/.exec(row)?.[1] : undefined;
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Verify mobile number' }).click();
  return page.getByRole('dialog', { name: 'Verify your mobile number' });
}

async function sendCode(page: Page) {
  const modal = await openModal(page);
  await modal.getByRole('button', { name: 'Confirm Mobile Number' }).click();
  await expect(modal.getByText(/Enter the 6-digit code/)).toBeVisible({ timeout: 10_000 });
  return modal;
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Verification code digit' }).first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm Code' }).click();
}

test.describe('phone verification by SMS code', () => {
  test('verifies a number with the code from the dev inbox', async ({ page }) => {
    await setPhone(page, 'creator', '+1 323 555 0142');
    await loginAs(page, 'creator', PROFILE);
    const modal = await sendCode(page);
    await expect(modal.getByRole('button', { name: 'Confirm Code' })).toBeDisabled();
    await enterCode(page, await codeFromInbox(page, '+13235550142'));
    await expect(modal.getByText('Mobile number confirmed')).toBeVisible({ timeout: 10_000 });
    // The first time it is confirmed, not "already" confirmed (issue 31).
    await expect(modal.getByText(/is confirmed/)).toBeVisible();
    await expect(modal.getByText(/already confirmed/)).toHaveCount(0);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Mobile number verified')).toBeVisible();
    // A readable badge (axe's contrast), and no Verify button beside it (issue 31).
    await expectNoAxeViolations(page);
    await expect(page.getByRole('button', { name: 'Verify mobile number' })).toHaveCount(0);
  });

  test('the reminders card promises texts to a verified phone only when there is one (issue 31)', async ({
    page,
  }) => {
    await setPhone(page, 'creator', '+1 323 555 0177');
    await loginAs(page, 'creator', PROFILE);
    await expect(page.getByText('Mobile number not verified')).toBeVisible();
    await expect(page.getByText('The same reminders, by text to your verified phone.')).toHaveCount(
      0,
    );
    await expect(
      page.getByText(/Verify your mobile number in Contact Information first/),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Text message reminders' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('a wrong code fails with the spec message; Re-enter code then succeeds', async ({
    page,
  }) => {
    await setPhone(page, 'creator', '+1 323 555 0143');
    await loginAs(page, 'creator', PROFILE);
    const modal = await sendCode(page);
    const code = await codeFromInbox(page, '+13235550143');
    await enterCode(page, code === '000000' ? '111111' : '000000');
    await expect(modal.getByText('Please try again')).toBeVisible({ timeout: 10_000 });
    await expect(
      modal.getByText('The code you entered does not match with the sent code'),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await modal.getByRole('button', { name: 'Re-enter code' }).click();
    await enterCode(page, code);
    await expect(modal.getByText('Mobile number confirmed')).toBeVisible({ timeout: 10_000 });
  });

  test('refuses a sixth check after five wrong codes', async ({ page }) => {
    await setPhone(page, 'creator', '+1 323 555 0144');
    await loginAs(page, 'creator', PROFILE);
    const modal = await sendCode(page);
    const code = await codeFromInbox(page, '+13235550144');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await enterCode(page, wrong);
      await expect(modal.getByRole('button', { name: 'Re-enter code' })).toBeVisible({
        timeout: 10_000,
      });
      await modal.getByRole('button', { name: 'Re-enter code' }).click();
    }
    await enterCode(page, code);
    await expect(modal.getByText(/Too many wrong codes were entered/)).toBeVisible({
      timeout: 10_000,
    });
  });

  test('Confirm Mobile Number is disabled without text-message consent', async ({ page }) => {
    await loginAs(page, 'new', '/creator/dashboard/profile');
    await page
      .getByRole('dialog', { name: 'Get campaign updates by text' })
      .getByRole('button', { name: 'Not now' })
      .click()
      .catch(() => {});
    await page.getByRole('button', { name: 'Contact Information' }).click();
    const modal = await openModal(page);
    await expect(modal.getByRole('button', { name: 'Confirm Mobile Number' })).toBeDisabled();
  });
});
