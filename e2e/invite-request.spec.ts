import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/** A fresh creator per test, so each request-an-invite run starts from untouched campaigns. */
async function freshCreator(page: Page) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: {
      email: `ir-${suffix}@example.com`,
      password: 'fresh-creator-pass',
      first_name: 'Fresh',
      last_name: 'Creator',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function campaignId(page: Page, token: string, name: string): Promise<number> {
  const response = await page.request.get('/api/v1/creator/upcoming_campaigns', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { upcoming_campaigns: { id: number; name: string }[] };
  const found = body.upcoming_campaigns.find((c) => c.name === name);
  if (!found) throw new Error(`no upcoming campaign ${name}`);
  return found.id;
}

async function openFlow(page: Page, name: string) {
  const token = await freshCreator(page);
  const id = await campaignId(page, token, name);
  await page.goto(`/creator/campaigns/opt-in/${id}/guidelines`);
  await expect(page.getByText('Campaign Guidelines', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} Campaign` })).toBeVisible();
  return id;
}

async function acceptAndWait(page: Page) {
  await page.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }).click();
  await expect(page.getByText('Evaluating campaign match…')).toBeVisible();
}

/** The shipping entry, in the one form of the guidelines step (no separate save: issue 31). */
async function fillShipping(page: Page) {
  await page.getByLabel('Full name').fill('Fresh Creator');
  await page.getByLabel('Mailing Address').fill('1 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('Postal Code').fill('78701');
  await page.getByLabel('Country').fill('US');
}

test.describe('request an invite', () => {
  test('regular campaign: questions and shipping in one step, windows, what is next — and the dashboard says the same', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const id = await openFlow(page, 'Urban Brew Tea Discovery');
    await expect(page.getByText('What do I have to do?')).toBeVisible();
    await expect(page.getByText('View the Guidelines and Request Invite')).toBeVisible();
    await expect(page.getByText('Content Guidelines')).toBeVisible();
    await expect(page.getByLabel('Sample content')).toBeVisible();
    await expect(page.getByText('Almost there')).toBeVisible();
    // One button for the step (issue 31: two saves left the creator unsure which to press).
    await expect(page.getByRole('button', { name: 'SUBMIT ANSWERS' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SAVE SHIPPING INFO' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await fillShipping(page);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('ir-guidelines-375.png'),
      fullPage: true,
    });
    await acceptAndWait(page);

    await expect(page.getByText('Which dates would work best for you to post?')).toBeVisible({
      timeout: 10_000,
    });
    const windows = page.getByRole('radiogroup').first().getByRole('radio');
    await expect(windows).toHaveCount(3);
    const continueButton = page.getByRole('button', { name: 'CONTINUE' });
    await expect(continueButton).toBeDisabled();
    await windows.first().click();
    await expect(continueButton).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('ir-windows-375.png'), fullPage: true });
    await continueButton.click();

    await expect(page.getByText('Awaiting approval')).toBeVisible();
    await expect(
      page.getByText(
        'We are reviewing your invite request and will reach out via email if you are approved to participate.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Your profile is \d+% complete/ })).toHaveAttribute(
      'href',
      '/creator/dashboard/profile',
    );
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/creator/terms',
    );
    await page.screenshot({ path: test.info().outputPath('ir-received-375.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'BACK TO DASHBOARD' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);

    // The dashboard tells the same truth (issue 31: it said "Invited · Accept by tomorrow").
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Urban Brew Tea Discovery' }) });
    await expect(card).toContainText('Request sent');
    await expect(card).not.toContainText('Accept by');
    await expect(card.getByRole('button', { name: 'View Guidelines To Accept' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Up next' }).getByText('Urban Brew Tea Discovery'),
    ).toHaveCount(0);

    // Asking again says so (issue 31: it landed silently on the dashboard).
    await page.goto(`/creator/campaigns/opt-in/${id}/guidelines`);
    await expect(
      page.getByRole('heading', { name: 'You already asked for an invite to this campaign.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'BACK TO DASHBOARD' })).toBeVisible();
  });

  test('a disqualifying answer says "Not a campaign match" at once, before any dates (issue 31)', async ({
    page,
  }) => {
    await openFlow(page, 'Urban Brew Tea Discovery');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }).click();

    await expect(page.getByRole('heading', { name: 'Not a campaign match' })).toBeVisible();
    await expect(page.getByText('Evaluating campaign match…')).toHaveCount(0);
    await expect(page.getByText('Invite request received')).toHaveCount(0);
    await expect(page.getByText(/Which dates would work best/)).toHaveCount(0);
    await expect(page.getByText('Awaiting approval')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'BACK TO DASHBOARD' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });

  test('required means required: the address of a product that ships, next to each field (issue 31)', async ({
    page,
  }) => {
    await openFlow(page, 'Urban Brew Tea Discovery');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Full name').fill('Fresh Creator');
    await page.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }).click();
    await expect(page.getByText('Mailing Address is required.')).toBeVisible();
    await expect(page.getByText('City is required.')).toBeVisible();
    await expect(page.getByText('Evaluating campaign match…')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('CONTENT_ONLY campaign asks about submitting content', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openFlow(page, 'Pure Pet Content Kit');
    await page.screenshot({
      path: test.info().outputPath('ir-guidelines-1280.png'),
      fullPage: true,
    });
    await acceptAndWait(page);
    await expect(
      page.getByText('Which dates would work best for you to submit content?'),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.getByText('Awaiting approval')).toBeVisible();
  });

  test('auto-assign campaign says the creator is in and goes straight to accepting (issue 31)', async ({
    page,
  }) => {
    await openFlow(page, 'Nova Sound Launch');
    await page.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }).click();
    await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();
    await expect(page.getByText('Awaiting approval')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'CONTINUE' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('ir-assigned-375.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'ACCEPT THE INVITE' }).click();
    await expect(page).toHaveURL(/\/creator\/onboarding\/invite\/\d+\/guidelines$/);
    await expect(page.getByRole('button', { name: 'ACCEPT', exact: true })).toBeVisible();
    await expect(page.getByText(/^Accept the Invite by \d\d\/\d\d/)).toBeVisible();
  });

  test('single-window campaign reads "Your posting window is"; the waitlist row leads to the waitlist', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openFlow(page, 'Sol Swim Autumn Preview');
    await fillShipping(page);
    await acceptAndWait(page);
    await expect(page.getByText('Your posting window is')).toBeVisible({ timeout: 10_000 });

    await openFlow(page, 'Peak Trail Weekend');
    await acceptAndWait(page);
    await expect(page.getByText('Which dates would work best for you to post?')).toBeVisible({
      timeout: 10_000,
    });
    await page.getByRole('radiogroup', { name: 'Other dates' }).getByRole('radio').click();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.getByRole('heading', { name: "You're on the waitlist!" })).toBeVisible();
    await expect(
      page.getByText('We are reviewing your request. We will let you know your status ASAP!'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ir-waitlist-375.png'), fullPage: true });
    await expect(page.getByRole('link', { name: 'Back to campaigns' }).last()).toHaveAttribute(
      'href',
      '/creator/dashboard/campaigns',
    );
  });

  test('a failed request shows the error and stays on the windows', async ({ page }) => {
    await openFlow(page, 'Loop Run Club');
    await page.route('**/api/v1/creator/invite_requests', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
      }),
    );
    await acceptAndWait(page);
    await expect(page.getByText('Your posting window is')).toBeVisible({ timeout: 10_000 });
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.getByText('Sorry, something went wrong. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'CONTINUE' })).toBeEnabled();
  });

  test('an unknown id goes back to the campaigns list', async ({ page }) => {
    await freshCreator(page);
    await page.goto('/creator/campaigns/opt-in/999999/guidelines');
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });
});
