import { expect, type Page, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const PROFILE = '/creator/dashboard/profile';
const SAVED = 'Profile saved successfully!';
/** An access token for API set-up calls (the browser keeps its own session). */
/**
 * Signs up a creator of its own for a test that changes a creator's data, so the shared demo
 * accounts stay as the seed made them for every other spec.
 */
async function freshCreatorToken(page: Page) {
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: {
      email: `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'fresh-creator-pass',
      first_name: 'Fresh',
      last_name: 'Creator',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function openPanel(page: Page, name: string) {
  const control = page.getByRole('button', { name, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(SAVED).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
}

test.describe('profile editor', () => {
  test('edits and saves each panel, and the values survive a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await loginAs(page, 'creator', PROFILE);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    await openPanel(page, 'Social Accounts');
    await page.getByLabel('TikTok (optional)').fill('@maya@.makes');
    await expect(page.getByLabel('TikTok (optional)')).toHaveValue('maya.makes');
    await page.getByLabel('Pinterest (optional)').fill('@maya.pins');
    await save(page);

    await openPanel(page, 'About You');
    await page.getByLabel('First Name').fill('Maya Rose');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    await save(page);

    await openPanel(page, 'Content Capabilities');
    await page.getByRole('combobox', { name: 'Content Types' }).click();
    await page.getByRole('option', { name: 'Tutorials' }).click();
    await page.keyboard.press('Escape');
    await save(page);

    await openPanel(page, 'Contact Information');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Pasadena');
    await save(page);

    await openPanel(page, 'Family and Household');
    await page.getByRole('combobox', { name: 'Relationship Status (optional)' }).click();
    await page.getByRole('option', { name: 'Married' }).click();
    await save(page);

    await page.reload();
    await openPanel(page, 'Social Accounts');
    await openPanel(page, 'Contact Information');
    await openPanel(page, 'Family and Household');
    await expect(page.getByLabel('Pinterest (optional)')).toHaveValue('maya.pins');
    await expect(page.getByLabel('First Name')).toHaveValue('Maya Rose');
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Pasadena');
    await expect(
      page.getByRole('combobox', { name: 'Relationship Status (optional)' }),
    ).toHaveValue('Married');
    await expect(page.getByRole('banner')).toContainText('Your profile is 100% complete');
  });

  test('a new creator saves the PayPal e-mail alone: empty fields are not "invalid" (issue 31)', async ({
    page,
  }) => {
    // A creator who never consented is asked about texts first; here they say not now.
    await page.addLocatorHandler(
      page.getByRole('dialog', { name: 'Get campaign updates by text' }),
      (d) => d.getByRole('button', { name: 'Not now' }).click(),
    );
    await loginAs(page, 'new', PROFILE);
    await openPanel(page, 'Contact Information');
    await page.getByLabel(/PayPal Email/).fill('new.payouts@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();
    await expect(page.getByText(/field is invalid/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.reload();
    await openPanel(page, 'Contact Information');
    await expect(page.getByLabel(/PayPal Email/)).toHaveValue('new.payouts@example.com');
  });

  test('shows the validation messages and submits nothing invalid', async ({ page }) => {
    await loginAs(page, 'creator', PROFILE);
    await page.getByLabel('Last Name').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Emptying a filled required field says so in its own words.
    await expect(page.getByRole('alert')).toContainText('"Last Name" can\'t be left empty');
    await expect(page.getByRole('button', { name: 'Error! Try again.' })).toBeVisible();

    await openPanel(page, 'Contact Information');
    await page.getByLabel('Phone Number').fill('12');
    await page.getByRole('button', { name: 'Error! Try again.' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'One or more fields are invalid. Please try again.',
    );
    await expect(page.getByRole('alert')).toContainText('Please update your contact information.');
    await expect(
      page.getByText('Your phone number needs to be between 9 and 15 digits.'),
    ).toBeVisible();
  });

  test('asks before leaving with unsaved changes: dismiss, then confirm', async ({ page }) => {
    await loginAs(page, 'creator', PROFILE);
    await page.getByLabel('First Name').fill('Someone Else');
    await page
      .getByRole('link', { name: /^campaigns$/i })
      .first()
      .click();
    const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    // Dismissing cleared the dirty flag: the next navigation is immediate.
    await page
      .getByRole('link', { name: /^analytics$/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/analytics$/);

    await page.goto(PROFILE);
    await page.getByLabel('First Name').fill('Someone Else');
    await page
      .getByRole('link', { name: /^campaigns$/i })
      .first()
      .click();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
  });

  test('discards changes on request', async ({ page }) => {
    await loginAs(page, 'creator', PROFILE);
    const first = page.getByLabel('First Name');
    const before = await first.inputValue();
    await first.fill('Temporary');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(first).toHaveValue(before);
  });

  test("refuses another creator's Snapchat handle with the spec's message", async ({ page }) => {
    const token = await freshCreatorToken(page);
    const taken = await page.request.patch('/api/v1/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { data: { snapchat_handle: 'noah.snaps' } },
    });
    expect(taken.ok()).toBe(true);
    await loginAs(page, 'creator', `${PROFILE}?panel=social`);
    await page.getByLabel('Snapchat (optional)').fill('@Noah.Snaps');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'That Snapchat handle already exists. Please enter a different one.',
    );
  });

  test('works at phone width and passes axe', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'creator', PROFILE);
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('text-message consent prompt', () => {
  test('is shown to a creator who never consented and saves the consent', async ({ page }) => {
    await freshCreatorToken(page);
    await page.goto(PROFILE);
    const prompt = page.getByRole('dialog', { name: 'Get campaign updates by text' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Yes, text me' }).click();
    await expect(page.getByText(SAVED).last()).toBeVisible();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expect(prompt).toBeHidden();
  });

  test('is not shown to a creator who consented', async ({ page }) => {
    await loginAs(page, 'creator', PROFILE);
    await expect(page.getByLabel('First Name')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Get campaign updates by text' })).toHaveCount(0);
  });
});
