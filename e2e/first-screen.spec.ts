import { expect, test } from '@playwright/test';
import { loginAs, loginWithForm, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const LIST = '/creator/dashboard/campaigns';

// A returning creator's dashboard comes drawn by the server (decision 313): the page paints
// before its JavaScript has arrived, and the app takes over once it has drawn the same screen.
test.describe('the dashboard drawn by the server', () => {
  test.use({ viewport: PHONE });

  test('paints the creator’s screen without JavaScript, then the app takes it over', async ({
    page,
    browser,
  }) => {
    // The first visit writes the browser's time zone; from then on the server draws the page.
    await loginAs(page, 'creator', LIST);
    await expect(page.getByRole('region', { name: 'Up next' })).toBeVisible();

    const noScript = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const still = await noScript.newPage();
    await still.goto(LIST);
    const drawn = still.locator('#first-screen');
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(drawn.getByText('Maya Lopez')).toBeVisible();
    await expect(drawn.getByRole('heading', { name: 'Up next' })).toBeVisible();
    // The creator's most urgent step, whichever it is by now (other tests move the demo on).
    const drawnStep = drawn.locator('section[aria-labelledby="up-next"] li').first();
    await expect(drawnStep).toBeVisible();
    const step = (await drawnStep.innerText()).split('\n')[0]!;
    await expect(still.locator('#root')).toBeHidden();
    await noScript.close();

    const served = page.waitForResponse((r) => new URL(r.url()).pathname === LIST);
    await page.reload();
    expect(await (await served).text()).toContain('<div id="first-screen" inert>');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const upNext = page.getByRole('region', { name: 'Up next' });
    await expect(upNext.getByRole('listitem').first()).toContainText(step);
    await expectNoAxeViolations(page);
    // The app's own screen answers: the first step's link leads on.
    await upNext.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });

  test('a signed-out browser gets the plain page and the sign-in', async ({ page }) => {
    await loginAs(page, 'creator', LIST);
    await expect(page.getByRole('region', { name: 'Up next' })).toBeVisible();
    await page.request.post('/api/v1/auth/logout');

    const served = page.waitForResponse((r) => new URL(r.url()).pathname === LIST);
    await page.goto(LIST);
    const html = await (await served).text();
    expect(html).not.toContain('id="first-screen"');
    expect(html).not.toContain('Maya Lopez');
    await expect(page).toHaveURL(/\/app\/login/);
    await expect(page.getByLabel(/^Email/)).toBeVisible();
  });
});

// A new visitor's sign-in page comes drawn by the server too (decision 590).
test.describe('the sign-in page drawn by the server', () => {
  test.use({ viewport: PHONE });

  test('paints the form without JavaScript, then the app takes it over and signs in', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/app/login');
    const drawn = still.locator('#first-screen');
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(drawn.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(drawn.getByText('Welcome back! Sign in to see your campaigns.')).toBeVisible();
    await expect(still.locator('#root')).toBeHidden();
    await noScript.close();

    const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/login');
    await page.goto('/app/login');
    expect(await (await served).text()).toContain('<div id="first-screen" inert>');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
    await loginWithForm(page, 'creator');
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns/);
    await expect(page.getByRole('region', { name: 'Up next' })).toBeVisible();
  });
});
