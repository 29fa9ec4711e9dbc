import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, loginAs, loginWithForm, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('sign in and out', () => {
  test('a creator signs in with the form and lands on the campaigns dashboard', async ({
    page,
  }) => {
    await page.goto('/app/login');
    await loginWithForm(page, 'creator');
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
    await expect(page.getByRole('banner')).toContainText('Maya');
  });

  test('a wrong password gets a clear message', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByLabel('Email').fill(DEMO.creator.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test('Sign Out in the side menu signs out and closes the menu', async ({ page }) => {
    await loginAs(page, 'creator');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/app\/login/);
    await page.goto('/creator/dashboard/campaigns');
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test('the side menu opens and closes by keyboard, and the focus comes back to its button', async ({
    page,
  }) => {
    await loginAs(page, 'creator');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Campaigns' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // Following one of its links closes it too, and the keyboard is back on the button.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Profile' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/creator\/dashboard\/profile/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test("signing out in one tab signs out the portal's other tabs", async ({ page, context }) => {
    await loginAs(page, 'creator');
    await expect(page.getByRole('banner')).toContainText('Maya');
    const other = await context.newPage();
    await other.goto('/creator/dashboard/profile');
    await expect(other.getByRole('banner')).toContainText('Maya');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    // The other tab hears it from the sign-out's broadcast or, first under load, from the live
    // stream's session-ended (then it keeps the page it was on as returnTo): signed out either way.
    await expect(other).toHaveURL(/\/app\/login(\?returnTo=%2Fcreator%2Fdashboard%2Fprofile)?$/);
    await expect(other.getByRole('button', { name: /sign in/i })).toBeVisible();
  });

  for (const who of ['brand', 'ops'] as const) {
    test(`a ${who} user is signed out with a message that the portal is for creators`, async ({
      page,
    }) => {
      await page.goto('/app/login');
      await loginWithForm(page, who);
      await expect(
        page.getByText('This portal is for creators. Please sign in with a creator account.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/app\/login/);
      await page.goto('/creator/dashboard/campaigns');
      await expect(page).toHaveURL(/\/app\/login/);
    });
  }

  test('sign-up makes a creator account; a used e-mail is refused with the spec message', async ({
    page,
  }) => {
    await page.goto('/app/sign-up');
    await page.getByLabel('First Name').fill('Ivy');
    await page.getByLabel('Last Name').fill('Chen');
    await page.getByLabel('Email').fill(`ivy-${Date.now()}@example.com`);
    await page.getByLabel(/^Password/).fill('ivy-secret-pass');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(page).toHaveURL(/\/creator\//);

    await page.context().clearCookies();
    await page.goto('/app/sign-up');
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Email').fill(DEMO.creator.email);
    await page.getByLabel(/^Password/).fill('another-pass-123');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(page.getByText('That email is already in use.').first()).toBeVisible();
  });
});

test.describe('sessions', () => {
  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    let refreshes = 0;
    let dashboardRefreshes = 0;
    page.on('request', (r) => {
      if (!r.url().endsWith('/api/v1/auth/refresh')) return;
      refreshes++;
      if (r.frame().url().includes('/creator/dashboard')) dashboardRefreshes++;
    });
    await loginAs(page, 'creator', '/app/login');
    // The dashboard's start-up access token is answered as expired by /me, however often it is
    // used (index.html's early /me and the app's own ask both carry it; decision 309), until the
    // page has refreshed once more. Only the dashboard's document: the login page may still be
    // asking for its own /me.
    await page.route('**/api/v1/me', async (route) => {
      const dashboard = route.request().frame().url().includes('/creator/dashboard');
      if (dashboard && dashboardRefreshes < 2) {
        await route.fulfill({
          status: 401,
          json: { error: { code: 'unauthenticated', message: 'expired' } },
        });
      } else {
        await route.continue();
      }
    });
    const before = refreshes;
    await page.goto('/creator/dashboard/campaigns');
    await expect(page.getByRole('banner')).toContainText('Maya');
    await expect.poll(() => refreshes - before).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });

  test('when the session cannot be refreshed the user signs in and returns to the page they were on', async ({
    page,
  }) => {
    await page.goto('/creator/dashboard/campaigns?tab=past');
    await expect(page).toHaveURL(/\/app\/login\?returnTo=/);
    await loginWithForm(page, 'creator');
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns\?tab=past$/);
  });
});

test.describe('landing pages (decision 307)', () => {
  for (const path of ['/app/login', '/creator/dashboard/campaigns']) {
    test(`${path} names its route chunks in the HTML, and each one is served`, async ({
      request,
    }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const chunks = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      // The entry's own three, plus at least the route module itself.
      expect(chunks.length).toBeGreaterThan(3);
      for (const chunk of chunks) expect((await request.get(chunk)).status()).toBe(200);
    });
  }
});

test.describe('routes', () => {
  for (const path of ['/creator', '/creator/dashboard']) {
    test(`${path} redirects to the campaigns tab`, async ({ page }) => {
      await loginAs(page, 'creator', path);
      await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await loginAs(page, 'creator', '/creator/no/such/page');
    await expect(page.getByText('Page not Found')).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  });

  test('an invite id that names no invite shows the 404 page, not a retry', async ({ page }) => {
    await loginAs(page, 'creator', '/creator/onboarding/invite/987654');
    await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Campaigns' })).toBeVisible();
  });

  test("the footer's Privacy and Support open real pages (no placeholder)", async ({ page }) => {
    await loginAs(page, 'creator', '/creator/dashboard/campaigns');
    const footer = page.getByRole('contentinfo');
    // Privacy is the server's page (the operator can replace it); Support the portal's form.
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/creator/support',
    );
  });

  test('unknown API paths answer JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/v1/nothing-here');
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

test.describe('the dashboard shell', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`works and passes axe at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'creator');
      await expect(page.getByRole('banner')).toContainText('Maya');
      for (const link of ['Privacy', 'Terms & Conditions', 'Support']) {
        await expect(page.getByRole('contentinfo').getByRole('link', { name: link })).toBeVisible();
      }
      // Earnings is a tab at every width (issue 31: only the side menu had it).
      const tabs = page.getByRole('navigation', { name: 'Dashboard' });
      for (const tab of ['CAMPAIGNS', 'PROFILE', 'ANALYTICS', 'EARNINGS']) {
        await expect(tabs.getByRole('link', { name: tab })).toBeInViewport();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Side menu' });
      for (const link of ['Campaigns', 'Profile', 'Analytics']) {
        await expect(menu.getByRole('link', { name: link })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }

  test('the login page passes axe on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
