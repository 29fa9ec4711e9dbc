import { expect, test } from '@playwright/test';
import { signUpFreshCreator } from './support/creator';

/**
 * Issue 27: a session that is ended elsewhere (signed out from another app or device, a password
 * reset, a deactivation) ends in an open tab at once: the live stream's last event tells it, and
 * it shows the sign-in page without waiting for the creator's next click.
 */
test('a tab whose session is ended elsewhere goes to the sign-in page by itself', async ({
  page,
}) => {
  const streaming = page.waitForResponse((r) => r.url().includes('/notifications/stream'));
  await signUpFreshCreator(page, '/creator/dashboard/campaigns');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await streaming;

  // Not the tab's own sign-out (that tells its other tabs directly): the server ends the session
  // (here: the refresh cookie's family revoked by a request the page itself did not make).
  const ended = await page.request.post('/api/v1/auth/logout');
  expect(ended.status()).toBe(204);

  await expect(page).toHaveURL(/\/app\/login/, { timeout: 5_000 });
});
