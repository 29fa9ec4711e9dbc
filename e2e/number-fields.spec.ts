import { expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP, loginAs, PHONE } from './support/auth';

/**
 * Every number field of the portal takes typing fast and slow, pasting and deleting (issue 31:
 * the decline dialog's amount and the profile's story views froze the tab when typed quickly).
 * The review console has no number field; the portal's are the decline amount and Snapchat
 * Average Story Views, both the portal's NumberField.
 */

/** The page still answers: a frozen renderer would not run this within the timeout. */
async function stillAnswers(page: Page) {
  expect(await page.evaluate(() => 1 + 1, undefined)).toBe(2);
}

async function exercise(page: Page, field: Locator, samples: string[]) {
  for (const sample of samples) {
    await field.fill('');
    // Fast: no delay between keys, as a fast typist or autofill.
    await field.pressSequentially(sample, { delay: 0 });
    await expect(field).toHaveValue(sample);
    await stillAnswers(page);
  }
  // Slow, like a phone.
  await field.fill('');
  await field.pressSequentially('150', { delay: 150 });
  await expect(field).toHaveValue('150');
  // Deleting, then pasting over it.
  await field.press('Backspace');
  await field.press('Backspace');
  await expect(field).toHaveValue('1');
  await field.fill('');
  await page.evaluate(() => navigator.clipboard?.writeText?.('2500').catch(() => undefined));
  await field.focus();
  await page.keyboard.insertText('2500');
  await expect(field).toHaveValue('2500');
  // Letters are not kept; the field answers at once.
  await field.pressSequentially('abc', { delay: 0 });
  await expect(field).toHaveValue('2500');
  await stillAnswers(page);
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the decline dialog's amount takes any typing and says its bound (${label})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await loginAs(page, 'creator', '/creator/dashboard/campaigns');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Sunset Sips', exact: true }) });
    await card.getByRole('button', { name: 'View Guidelines To Accept' }).click();
    await page.getByRole('button', { name: 'DECLINE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this campaign' });
    // 'Please choose a reason.' goes as soon as a reason is chosen (issue 31).
    await dialog.getByRole('button', { name: 'DECLINE' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: "I don't accept the payment" }).check();
    await expect(dialog.getByText('Please choose a reason.')).toHaveCount(0);

    const amount = dialog.getByRole('textbox', { name: /Preferred payment amount/ });
    await exercise(page, amount, ['40', '4000', '150', '49.50']);
    // Past the domain's bound: said in words, the amount left as typed (never rewritten).
    await amount.fill('');
    await amount.pressSequentially('999999999999999999999999999999', { delay: 0 });
    await dialog.getByRole('button', { name: 'DECLINE' }).click();
    await expect(dialog.getByText('Please enter an amount of at most $1,000,000.')).toBeVisible();
    await expect(amount).toHaveValue('999999999999999999999999999999');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
}

test("the profile's Snapchat Average Story Views takes any typing and keeps other edits", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, 'creator', '/creator/dashboard/profile?panel=social');
  const views = page.getByRole('textbox', { name: /Snapchat Average Story Views/ });
  await expect(views).toBeVisible();
  const twitter = page.getByRole('textbox', { name: /Twitter/ });
  await twitter.fill('maya_tweets');
  await exercise(page, views, ['40', '4000', '150', '123456']);
  // The unsaved edit elsewhere is still there: nothing froze or reloaded.
  await expect(twitter).toHaveValue('maya_tweets');
});
