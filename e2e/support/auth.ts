import { expect, type Page } from '@playwright/test';

export const DEMO = {
  creator: { email: 'creator@demo.test', password: 'creator-demo-pass' },
  new: { email: 'new@demo.test', password: 'new-demo-pass' },
  /** 42 missed campaigns: Past Campaigns comes a page at a time. */
  veteran: { email: 'veteran@demo.test', password: 'creator-demo-pass' },
  brand: { email: 'brand@demo.test', password: 'brand-demo-pass' },
  ops: { email: 'ops@demo.test', password: 'ops-demo-pass' },
} as const;

export type DemoUser = keyof typeof DEMO;

/**
 * Signs in through the API (the refresh cookie lands in the browser context), then opens
 * `path`; the app restores the session from the cookie as it does after a reload.
 */
export async function loginAs(page: Page, who: DemoUser, path = '/creator/dashboard/campaigns') {
  const response = await page.request.post('/api/v1/auth/login', { data: DEMO[who] });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

/** Signs in by filling the login form, as a person does. */
export async function loginWithForm(page: Page, who: DemoUser) {
  await page.getByLabel('Email').fill(DEMO[who].email);
  await page.getByLabel(/^Password/).fill(DEMO[who].password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
