import { expect, test } from '@playwright/test';
import { DEMO, loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations, textContrast } from './support/axe';

interface QueueItem {
  media_id: number;
  content_id: number;
  caption: string | null;
  campaign: { name: string };
}

test('the bell counts news, lists it, opens its screen and marks it read, at phone width', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const login = await request.post('/api/v1/auth/login', { data: DEMO.ops });
  const token = (await login.json()).accessToken as string;
  const queue = await request.get('/api/v1/review/content?state=DISTRIBUTION_VERIFYING', {
    headers: { authorization: `Bearer ${token}` },
  });
  const item = ((await queue.json()) as { items: QueueItem[] }).items.find((i) =>
    i.caption?.startsWith('Tour verifying'),
  )!;

  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/notifications');
  const streaming = page.waitForResponse((r) => r.url().includes('/notifications/stream'));
  await loginAs(page, 'creator');
  const unreadBefore = ((await (await listed).json()) as { unread_count: number }).unread_count;
  await streaming;

  const acted = await request.post(`/api/v1/review/content/${item.content_id}/actions`, {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'verify_distribution' },
  });
  expect(acted.ok()).toBe(true);

  const bell = page.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` });
  await expect(bell).toBeVisible({ timeout: 2_000 });
  // The news shows as a toast, and on a phone the toast must not stand over the bell that opens
  // it: the bell takes the click at once while the toast is still up.
  const toast = page.getByRole('alert').filter({ hasText: 'Post verified' });
  await expect(toast).toBeVisible();
  // Its message reads at AA contrast (Mantine's gray-6 under a title gave 3.3:1); axe cannot
  // tell, the toast overlapping the page.
  expect(await textContrast(toast.locator('.mantine-Notification-description'))).toBeGreaterThan(
    4.5,
  );
  await page.screenshot({ path: test.info().outputPath('news-toast-375.png') });
  await bell.click({ timeout: 3_000 }); // well before the toast closes (6 s)
  await expect(toast).toBeVisible();
  const news = page.getByRole('button', { name: /^Post verified \(unread\)/ });
  await expect(news).toBeVisible();
  // When it came, written as every creator screen writes a moment: its day and time.
  await expect(news).toContainText(/\d\d\/\d\d, \d{1,2}:\d\d [AP]M/);
  await page.screenshot({ path: test.info().outputPath('notifications-375.png') });
  await expectNoAxeViolations(page);

  await news.click();
  await expect(page).toHaveURL(new RegExp(`/creator/content/${item.media_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Post Approved' })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: unreadBefore > 0 ? `Notifications, ${unreadBefore} unread` : 'Notifications',
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  // The demo's other news (reminders) depends on the hour of the run: with none left unread,
  // there is nothing to mark and the button says so by being disabled.
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  if (unreadBefore > 0) await markAll.click();
  else await expect(markAll).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
