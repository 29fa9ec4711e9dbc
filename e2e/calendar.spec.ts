import { expect, test } from '@playwright/test';
import { loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test('the creator subscribes to their deadlines, replaces the link and turns e-mail reminders off, at phone width', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, 'creator', '/creator/dashboard/profile');
  const section = page.getByRole('region', { name: 'Calendar and reminders' });
  await section.getByRole('button', { name: 'Create my calendar link' }).click();
  await expect(section.getByRole('link', { name: 'Add to Google Calendar' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  const link = section.getByLabel('Your private calendar link');
  const feedUrl = await link.inputValue();
  const feed = await request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VEVENT');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('calendar-375.png') });
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Get a new link' }).click();
  await expect(link).not.toHaveValue(feedUrl);
  expect((await request.get(new URL(feedUrl).pathname)).status()).toBe(404);

  const email = section.getByRole('switch', { name: 'E-mail reminders' });
  await expect(email).toBeChecked();
  await email.click({ force: true });
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Calendar and reminders' })
      .getByRole('switch', { name: 'E-mail reminders' }),
  ).not.toBeChecked();
});

test('a deadline in Up next downloads as a calendar event', async ({ page }) => {
  await loginAs(page, 'creator');
  const upNext = page.getByRole('region', { name: 'Up next' });
  const downloading = page.waitForEvent('download');
  await upNext
    .getByRole('button', { name: /^Add to calendar/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('deadline.ics');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const ics = readFileSync(path, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  // A deadline is a moment: the event ends at it (issue 31), it is not an all-day date.
  expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);
});
