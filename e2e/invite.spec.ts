import { expect, type Page, test } from '@playwright/test';
import { DEMO, DESKTOP, loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

type Invite = { id: number; status: string; campaign: { id: number; name: string } };

/** The demo creator's invite to the campaign with this name (read through the API). */
async function inviteId(page: Page, campaignName: string): Promise<number> {
  const login = await page.request.post('/api/v1/auth/login', { data: DEMO.creator });
  const { accessToken } = await login.json();
  const response = await page.request.get('/api/v1/creator/campaigns', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = await response.json();
  const all = Object.values(body.invites as Record<string, Invite[]>).flat();
  const invite = all.find((i) => i.campaign.name === campaignName);
  if (!invite) throw new Error(`no invite to ${campaignName}`);
  return invite.id;
}

const guidelines = (id: number) => `/creator/onboarding/invite/${id}/guidelines`;
const accept = (page: Page) => page.getByRole('button', { name: 'ACCEPT', exact: true });
const MUST_AGREE = 'You must agree to the terms and conditions in order to participate.';

test.describe('invite intro', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`greets the creator and leads to the guidelines (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const id = await inviteId(page, 'Summer Glow Serum');
      await loginAs(page, 'creator', `/creator/onboarding/invite/${id}`);
      await expect(page.getByRole('heading', { name: 'Hi, maya.makes' })).toBeVisible();
      await expect(
        page.getByText(
          'Glow Botanics has identified you as a creator they want to collaborate with.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'Glow Botanics' })).toBeVisible();
      await expect(page.getByText(/Share your real routine, your favou…$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How do I get started?' })).toBeVisible();
      for (const step of ['Create Account', 'Create a Post', 'Receive Rewards']) {
        await expect(page.getByRole('listitem').filter({ hasText: step })).toBeVisible();
      }
      for (const heading of [
        'More about us',
        'Work with brands like',
        'Awesome content from recent campaigns',
      ]) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(new RegExp(`${guidelines(id)}$`));
    });
  }
});

test.describe('invite guidelines', () => {
  test("shows details, dos and don'ts with platform links, and compensation", async ({ page }) => {
    const id = await inviteId(page, 'Summer Glow Serum');
    await loginAs(page, 'creator', guidelines(id));
    await expect(
      page.getByRole('heading', { name: 'What is appropriate to submit?' }),
    ).toBeVisible();
    await expect(
      page.getByText('Create an original Instagram photo featuring the product'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '#GlowBotanics' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/explore/tags/GlowBotanics/',
    );
    await expect(page.getByRole('link', { name: '@glowbotanics' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/glowbotanics/',
    );
    await expect(page.getByText('Content Payment: $85')).toBeVisible();
    await expect(page.getByText('Free Product: Summer Glow Serum')).toBeVisible();
    // The total is the card's amount (issue 31: the card said $85 where this said $110).
    await expect(page.getByText('Total payout: $85')).toBeVisible();
    // An invited creator is asked to accept, not to request (issue 31).
    const steps = page.getByRole('region', { name: 'What do I have to do?' });
    await expect(steps.getByText(/^Accept the Invite by \d\d\/\d\d/)).toBeVisible();
    await expect(steps.getByText('View the Guidelines and Request Invite')).toHaveCount(0);
    await page.getByRole('button', { name: 'Read More' }).click();
    await expect(page.getByText(/Links: https:\/\/example.com\/glow/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("accept with custom terms: agreement first, then the invite, then approval and what's next", async ({
    page,
  }) => {
    const id = await inviteId(page, 'Summer Glow Serum');
    await loginAs(page, 'creator', guidelines(id));
    const general = page.getByRole('checkbox', { name: /terms and conditions/ });
    const custom = page.getByRole('checkbox', { name: /Glow Botanics campaign agreement/ });
    await expect(general).toBeChecked();
    await expect(custom).not.toBeChecked();
    await expect(
      page.getByRole('link', { name: 'Glow Botanics campaign agreement' }),
    ).toHaveAttribute('href', /^\/campaign-terms\/\d+\/v1$/);
    await expect(
      page.getByText('By clicking ACCEPT I am signing this agreement electronically.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(accept(page)).toBeDisabled();
    await expect(page.getByText(MUST_AGREE)).toBeVisible();
    await custom.check();
    await expect(page.getByText(MUST_AGREE)).toHaveCount(0);

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('campaign_terms_agreement')) calls.push('agreement');
      if (r.method() === 'PATCH' && r.url().includes('/creator/invites/')) calls.push('update');
      if (
        r.url().endsWith('/graphql') &&
        (r.postData() ?? '').includes('CREATOR_APPROVAL_AGGREGATOR')
      ) {
        calls.push('approval');
      }
    });
    await accept(page).click();
    await expect(page).toHaveURL(/\/whats_next$/);
    await expect(page.getByRole('heading', { name: "What's next?" })).toBeVisible();
    await expect(page.getByText('We Are Finding You A Spot')).toBeVisible();
    // The campaign started two days ago: no promise to write "before the campaign starts on"
    // a past date (decision 012).
    await expect(
      page.getByText(
        "The campaign has started. We'll reach out via email with your approval to participate in this campaign.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'GO TO DASHBOARD' })).toBeVisible();
    await expect(page.getByText("Skip this, I'm not interested in future campaigns")).toHaveCount(
      0,
    );
    expect(calls).toEqual(['agreement', 'update', 'approval']);

    await page.goto(guidelines(id));
    await expect(page.getByRole('link', { name: 'VIEW ALL CAMPAIGNS' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: "I CAN'T POST FOR THIS CAMPAIGN" }),
    ).toBeVisible();
  });

  test('accept without custom terms needs only the general terms', async ({ page }) => {
    const id = await inviteId(page, 'Trail Ready');
    await loginAs(page, 'creator', guidelines(id));
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expect(page.getByText('Please shoot this video vertically.')).toBeVisible();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).uncheck();
    await expect(accept(page)).toBeDisabled();
    await expect(page.getByText(MUST_AGREE)).toBeVisible();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await accept(page).click();
    await expect(page.getByRole('heading', { name: "What's next?" })).toBeVisible();
  });

  test('terms that fail to load keep ACCEPT disabled with the spec message', async ({ page }) => {
    const id = await inviteId(page, 'Sunset Sips');
    await page.route('**/creator/onboarding/campaignTerms/*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'unexpected_error', message: 'x' } } }),
    );
    await loginAs(page, 'creator', guidelines(id));
    await expect(
      page.getByText(
        'There was an error loading terms for this campaign. Please refresh the page to try again',
      ),
    ).toBeVisible();
    await expect(accept(page)).toBeDisabled();
  });

  test('accepting a TikTok campaign without TikTok connected goes to connect it first', async ({
    page,
  }) => {
    const id = await inviteId(page, 'Morning Brew Stories');
    await loginAs(page, 'creator', guidelines(id));
    await expect(page.getByText('Product Reimbursement: $15')).toBeVisible();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await accept(page).click();
    // The connect page hands over to the provider's consent page at once.
    await expect
      .poll(() => visited.find((u) => u.includes('/app/connect_social_accounts')))
      .toBeTruthy();
    const url = new URL(visited.find((u) => u.includes('/app/connect_social_accounts'))!);
    expect(url.searchParams.get('socialPlatform')).toBe('tiktok');
    expect(url.searchParams.get('returnTo')).toBe(guidelines(id));
    // Let the hand-over to the consent page finish before navigating back.
    await page.waitForURL((u) => !u.pathname.startsWith('/app/connect_social_accounts'));
    await page.waitForLoadState();
    await page.goto(guidelines(id));
    await expect(accept(page)).toBeVisible();
  });

  test('decline needs a reason, and a payment amount for "I don\'t accept the payment"', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const id = await inviteId(page, 'Nova Sound Check');
    await loginAs(page, 'creator', guidelines(id));
    await page.getByRole('button', { name: 'DECLINE' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        "Are you sure you want to reject this campaign? It will be removed from your list and you won't be able to cancel this action in the future",
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'DECLINE' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    const payment = dialog.getByLabel(/Preferred payment amount/);
    for (const reason of [
      "I'm not available",
      "I don't like the brand",
      "I don't accept the terms and conditions",
      "I don't fit the campaign's style",
    ]) {
      await dialog.getByRole('radio', { name: reason }).check();
      await expect(payment).toHaveCount(0);
    }
    await dialog.getByRole('radio', { name: "I don't accept the payment" }).check();
    await expect(payment).toBeVisible();
    await dialog.getByRole('button', { name: 'DECLINE' }).click();
    await expect(dialog.getByText('Please enter your preferred payment amount.')).toBeVisible();
    await expectNoAxeViolations(page);
    await payment.fill('120');
    const update = page.waitForRequest((r) => r.method() === 'PATCH');
    await dialog.getByRole('button', { name: 'DECLINE' }).click();
    expect((await update).postDataJSON()).toMatchObject({
      status: 'DENIED',
      prevStatus: 'PENDING',
      rejectReason: { reason: 'CREATOR_DONT_ACCEPT_PAYMENT', payment: 120 },
    });
    await expect(page.getByRole('heading', { name: 'Campaign not a fit?' })).toBeVisible();
    await expect(page.getByText('No Problem!')).toBeVisible();
    await page.goto(guidelines(id));
    await expect(page.getByRole('link', { name: 'BACK TO CAMPAIGNS', exact: true })).toBeVisible();
    await expect(accept(page)).toHaveCount(0);
  });

  test('the survey panel shows when the posting window has passed', async ({ page }) => {
    const id = await inviteId(page, 'Spring Refresh Mist');
    await loginAs(page, 'creator', guidelines(id));
    await expect(
      page.getByRole('heading', { name: 'You may be eligible for an extension' }),
    ).toBeVisible();
    const survey = page.getByRole('link', { name: 'TAKE THE SURVEY' });
    const href = new URL((await survey.getAttribute('href'))!);
    expect(href.searchParams.get('invite')).toBe(String(id));
    expect(href.searchParams.get('email')).toBe(DEMO.creator.email);
    expect(href.searchParams.get('brand')).toBe('Glow Botanics');
  });

  test('a full campaign shows CAMPAIGN FULL with the way back', async ({ page }) => {
    const rejected = await inviteId(page, 'Tree Planting Weekend');
    await loginAs(page, 'creator', guidelines(rejected));
    await expect(page.getByRole('heading', { name: 'CAMPAIGN FULL' })).toBeVisible();
    await expect(
      page.getByText('Sorry, there are no more open spots in this campaign'),
    ).toBeVisible();
    await page.goto('/creator/dashboard/campaigns');
    await page
      .getByRole('article')
      .filter({ hasText: 'Sol Swim Pool Party' })
      .getByRole('link', { name: 'View Guidelines' })
      .click();
    await expect(page).toHaveURL(/\/creator\/campaigns\/full\/\d+\/guidelines$/);
    await expect(page.getByRole('heading', { name: 'CAMPAIGN FULL' })).toBeVisible();
    await page.getByRole('link', { name: 'BACK TO CAMPAIGNS', exact: true }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });
});

test.describe('an invite link that names no invite', () => {
  for (const path of [
    '/creator/onboarding/invite/abc/guidelines',
    '/creator/onboarding/invite/0',
    '/creator/onboarding/invite/99999999/whats_next',
  ]) {
    test(`is the 404 page, not an error to retry (${path})`, async ({ page }) => {
      await loginAs(page, 'creator', path);
      await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
      await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    });
  }
});

test.describe("what's next", () => {
  test('tells an approved creator they have the spot, with no promise about a past date', async ({
    page,
  }) => {
    // Approved; the flight ended 3 days ago but the creator's extension runs 4 more days.
    const id = await inviteId(page, 'Yoga Flow Week');
    await loginAs(page, 'creator', `/creator/onboarding/invite/${id}/whats_next`);
    await expect(page.getByRole('heading', { name: "What's next?" })).toBeVisible();
    await expect(page.getByText('You Have A Spot')).toBeVisible();
    await expect(page.getByText('We Are Finding You A Spot')).toHaveCount(0);
    await expect(page.getByText(/before the campaign starts/)).toHaveCount(0);
  });

  test("reads 'Campaign full?' for a rejected invite", async ({ page }) => {
    const id = await inviteId(page, 'Tree Planting Weekend');
    await loginAs(page, 'creator', `/creator/onboarding/invite/${id}/whats_next`);
    await expect(page.getByRole('heading', { name: 'Campaign full?' })).toBeVisible();
    await expect(page.getByText('No Problem!')).toBeVisible();
  });

  test('offers the skip button to an accepted creator with an incomplete profile', async ({
    page,
  }) => {
    const id = await inviteId(page, 'Beach Cleanup Day');
    await page.route('**/api/v1/me', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), profile_progress: 0.5 },
      });
    });
    await loginAs(page, 'creator', `/creator/onboarding/invite/${id}/whats_next`);
    await expect(page.getByText('Your profile is 50% complete')).toBeVisible();
    const skip = page.getByRole('link', {
      name: "Skip this, I'm not interested in future campaigns",
    });
    await expect(skip).toBeVisible();
    await expect(page.getByRole('link', { name: 'GO TO DASHBOARD' })).toHaveCount(0);
    // On a phone the long label wraps inside the window instead of being cut off.
    await page.setViewportSize(PHONE);
    const fits = await skip.evaluate((link) => {
      const label = link.querySelector('.mantine-Button-label') ?? link;
      return {
        clipped: label.scrollWidth > label.clientWidth + 1,
        right: link.getBoundingClientRect().right,
      };
    });
    expect(fits.clipped).toBe(false);
    expect(fits.right).toBeLessThanOrEqual(PHONE.width);
  });

  test('asks a creator who declined with an incomplete profile to fill it out', async ({
    page,
  }) => {
    const id = await inviteId(page, 'Coffee Club Launch');
    await page.route('**/api/v1/me', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), profile_progress: 0.5 },
      });
    });
    await loginAs(page, 'creator', `/creator/onboarding/invite/${id}/whats_next`);
    await expect(page.getByRole('heading', { name: 'Campaign not a fit?' })).toBeVisible();
    await expect(
      page.getByText(
        'Fill out the information below and we will match you with more relevant campaigns in the future.',
      ),
    ).toBeVisible();
    await expect(page.getByText("Skip this, I'm not interested in future campaigns")).toHaveCount(
      0,
    );
  });
});
