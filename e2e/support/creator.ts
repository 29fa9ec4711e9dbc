import { expect, type Page } from '@playwright/test';

/**
 * Signs up a fresh creator through the API and opens `path` signed in as them, so a test that
 * connects accounts never changes the demo users other specs read.
 */
export async function signUpFreshCreator(page: Page, path: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: {
      email: `e2e-${suffix}@example.com`,
      password: 'fresh-creator-pass',
      first_name: 'Fresh',
      last_name: 'Creator',
    },
  });
  expect(response.ok()).toBe(true);
  await page.goto(path);
  return { suffix };
}

/** Goes through the sandbox consent page: types the handle and allows. */
export async function allowOnSandboxConsent(page: Page, platformName: string, handle: string) {
  await expect(
    page.getByRole('heading', { name: `Connect your ${platformName} account` }),
  ).toBeVisible();
  await page.getByLabel(`${platformName} handle`).fill(handle);
  await page.getByRole('button', { name: 'Allow' }).click();
}
