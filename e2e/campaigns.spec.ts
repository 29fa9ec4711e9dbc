import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const LIST = '/creator/dashboard/campaigns';

/** The card (article) of a campaign by its name. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Answers the campaigns call with the real answer changed by `change`. */
async function alterCampaigns(page: Page, change: (body: Record<string, unknown>) => void) {
  await page.route('**/api/v1/creator/campaigns', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    change(body);
    await route.fulfill({ response, json: body });
  });
}

const emptyInvites = {
  active: [],
  extended: [],
  full: [],
  expired: [],
  rejected: [],
  failed_smart_questions: [],
};

test.describe('campaigns list', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`shows every section and card status (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'creator', LIST);
      await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();

      const pending = card(page, 'Summer Glow Serum');
      await expect(pending).toContainText('by Glow Botanics');
      await expect(pending.getByLabel('Payout tier 3 of 4')).toHaveText('$$$');
      await expect(
        pending.getByRole('button', { name: 'View Guidelines To Accept' }),
      ).toBeVisible();

      const accepted = card(page, 'Beach Cleanup Day');
      await expect(accepted.getByRole('link', { name: 'Campaign Details' })).toBeVisible();
      await expect(accepted.getByRole('link', { name: "What's Next?" })).toHaveAttribute(
        'href',
        /\/creator\/onboarding\/invite\/\d+\/whats_next$/,
      );
      // Unpaid (product only): no dollar signs.
      await expect(accepted.getByLabel(/Payout tier/)).toHaveCount(0);

      const submit = (name: string) => card(page, name).getByRole('link', { name: /^Submi/ });
      await expect(submit('Loop 30-Day Challenge')).toHaveText('Submit Video');
      await expect(submit('Loop 30-Day Challenge')).toHaveAttribute(
        'href',
        /\/creator\/dashboard\/campaigns\/\d+\/submit_youtube_video$/,
      );
      await expect(submit('Winter Glow Balm')).toHaveText('Submit Another');
      await expect(submit('Winter Glow Balm')).toHaveAttribute('href', /\/submit_post$/);
      await expect(submit('Sol Swim Summer Drop')).toHaveText('Submit Again');
      await expect(submit('Summit Stories')).toHaveText('Submissions');
      await expect(submit('Summit Stories')).toHaveAttribute('href', /\/submissions$/);
      await expect(submit('Yoga Flow Week')).toHaveText('Submit Post');
      // Approved but the flight has not started: details only, no submit button.
      await expect(
        card(page, 'Nova Studio Sessions').getByRole('link', { name: /^Submi/ }),
      ).toHaveCount(0);

      await expect(card(page, 'Coffee Club Launch')).toContainText('You Denied this Campaign');
      const full = card(page, 'Sol Swim Pool Party');
      await expect(full).toContainText('This campaign is full');
      await expect(full.getByRole('link', { name: 'View Guidelines' })).toHaveAttribute(
        'href',
        /\/creator\/campaigns\/full\/\d+\/guidelines$/,
      );
      await expect(card(page, 'Tree Planting Weekend').getByRole('link')).toHaveCount(0);
      await expect(card(page, 'Pure Pet Adventure Pack')).toContainText('Not a campaign match');

      await expect(page.getByRole('heading', { name: 'Upcoming Campaigns' })).toBeVisible();
      await expect(
        card(page, 'Loop Run Club').getByRole('link', {
          name: 'REVIEW GUIDELINES TO REQUEST INVITE',
        }),
      ).toHaveAttribute('href', /\/creator\/campaigns\/opt-in\/\d+\/guidelines$/);

      await expect(page.getByRole('heading', { name: 'Past Campaigns' })).toBeVisible();
      await expect(page.getByText(/^\d+ COMPLETED CAMPAIGNS?$/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'VIEW ANALYTICS' })).toHaveAttribute(
        'href',
        '/creator/dashboard/analytics',
      );
      const expired = card(page, 'Spring Refresh Mist');
      await expect(expired).toContainText('You Missed The Submission Window');
      await expect(expired).toContainText('You may be eligible for an extension');
      await expect(expired.getByRole('link', { name: 'WHAT NOW?' })).toBeVisible();

      // Instagram connected and profile complete: neither prompt.
      await expect(page.getByText('Want more campaigns?')).toHaveCount(0);
      await expect(page.getByText('To see more campaigns please update your profile')).toHaveCount(
        0,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('a pre-approval upload: the card and the guidelines name one date (decision 650)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'creator', LIST);
    // Approved, nothing uploaded, the window's start passed two days ago: the server still takes
    // the upload until the end, and both screens say so.
    const reels = card(page, 'Glow Lab Reels');
    const due = reels.getByText(/^Upload by \d\d\/\d\d, /);
    await expect(due).toBeVisible();
    const date = /\d\d\/\d\d/.exec((await due.textContent())!)![0];
    await reels.scrollIntoViewIfNeeded();
    await reels.screenshot({ path: test.info().outputPath('preapproval-card-375.png') });

    await reels.getByRole('link', { name: 'Campaign Details' }).click();
    const steps = page.getByRole('region', { name: 'What do I have to do?' });
    const upload = steps.getByRole('listitem').filter({ hasText: 'Upload Content by' });
    await expect(upload).toHaveCount(1);
    await expect(upload).toHaveText(
      new RegExp(`^Upload Content by ${date}( \\(you are here\\))?$`),
    );
    await steps.scrollIntoViewIfNeeded();
    await steps.screenshot({ path: test.info().outputPath('preapproval-steps-375.png') });
    await expectNoAxeViolations(page);
  });

  test('a pending card records the guidelines view, then opens the guidelines', async ({
    page,
  }) => {
    await loginAs(page, 'creator', LIST);
    const recorded = page.waitForRequest(
      (r) =>
        r.url().endsWith('/graphql') && (r.postData() ?? '').includes('campaignGuidelinesView'),
    );
    await card(page, 'Nova Sound Check')
      .getByRole('button', { name: 'View Guidelines To Accept' })
      .click();
    await recorded;
    await expect(page).toHaveURL(/\/creator\/onboarding\/invite\/\d+\/guidelines$/);
    await expect(page.getByRole('heading', { name: 'Nova Sound Check Campaign' })).toBeVisible();
  });

  test('a failed guidelines view is only logged: the guidelines still open', async ({ page }) => {
    await loginAs(page, 'creator', LIST);
    await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: '{}' }));
    await card(page, 'Nova Sound Check')
      .getByRole('button', { name: 'View Guidelines To Accept' })
      .click();
    await expect(page).toHaveURL(/\/guidelines$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(
      0,
    );
  });

  test('a new creator sees the want-more and end-of-list prompts', async ({ page }) => {
    await loginAs(page, 'new', LIST);
    await expect(page.getByRole('heading', { name: 'Want more campaigns?' })).toBeVisible();
    await expect(
      page.getByText('Connect your social accounts to increase eligibility for future campaigns.'),
    ).toBeVisible();
    await expect(page.getByText('To see more campaigns please update your profile')).toBeVisible();
    await page.getByRole('link', { name: 'CONNECT ACCOUNTS' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/profile\?panel=social-accounts$/);
  });

  test('empty state with an incomplete profile: unlock invites by completing it', async ({
    page,
  }) => {
    await alterCampaigns(page, (body) => {
      body.invites = emptyInvites;
      body.upcoming_campaigns = [];
    });
    await loginAs(page, 'new', LIST);
    await expect(
      page.getByRole('heading', { name: 'Tell us about yourself to unlock campaign invites' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'COMPLETE MY PROFILE' })).toHaveAttribute(
      'href',
      '/creator/dashboard/profile',
    );
    await expectNoAxeViolations(page);
  });

  test('empty state with a complete profile: no active campaigns', async ({ page }) => {
    await alterCampaigns(page, (body) => {
      body.invites = emptyInvites;
      body.upcoming_campaigns = [];
    });
    await page.setViewportSize(PHONE);
    await loginAs(page, 'creator', LIST);
    await expect(page.getByRole('heading', { name: 'No active campaigns!' })).toBeVisible();
    await expect(page.getByText('Check back later and keep an eye on your inbox.')).toBeVisible();
    // Past Campaigns stay listed below the empty state.
    await expect(page.getByRole('heading', { name: 'Past Campaigns' })).toBeVisible();
  });

  test('the tile reads singular for one completed campaign', async ({ page }) => {
    await alterCampaigns(page, (body) => {
      (body.summary as { completed_campaigns: number }).completed_campaigns = 1;
    });
    await loginAs(page, 'creator', LIST);
    await expect(page.getByText('1 COMPLETED CAMPAIGN', { exact: true })).toBeVisible();
  });
});

test.describe('"Up next" (issue 13)', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`says what to do next and by when, most urgent first (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'creator', LIST);
      const upNext = page.getByRole('region', { name: 'Up next' });
      await expect(upNext).toBeVisible();
      const rows = upNext.getByRole('listitem');
      await expect(rows).toHaveCount(5);
      // The demo's approved TikTok content was to be posted 3 days ago: it leads, marked late.
      await expect(rows.first()).toContainText('Post your approved content');
      await expect(rows.first()).toContainText('Status Tour: TikTok');
      // A deadline carries its time, in the creator's zone (issue 31).
      await expect(rows.first()).toContainText(
        /Due \d\d\/\d\d, \d{1,2}:\d\d [AP]M · \d+ days? late/,
      );
      await expect(upNext.getByText(/^and \d+ more on the cards below$/)).toBeVisible();
      await expectNoAxeViolations(page);

      // Its card carries the same news (issue 31): a chip, the same moment, the money and the
      // same Post button as Up next.
      const tiktok = card(page, 'Status Tour: TikTok');
      await expect(tiktok.getByText('Content approved', { exact: true })).toBeVisible();
      const due = (await rows.first().getByText(/^Due /).textContent())!.replace(/^Due /, '');
      await expect(tiktok.getByText(`Post by ${due}`)).toBeVisible();
      // Its fee is paid once the post is verified (decision 680): in review, not being prepared.
      await expect(tiktok.getByText(/^\$[\d,.]+ payout$/)).toBeVisible();
      await expect(tiktok.getByText(/Payment being prepared/)).toHaveCount(0);
      await expect(tiktok.getByRole('link', { name: /^Post/ })).toHaveAttribute(
        'href',
        (await rows.first().getByRole('link', { name: /^Post/ }).getAttribute('href'))!,
      );

      await rows.first().getByRole('link', { name: /^Post/ }).click();
      await expect(page).toHaveURL(/\/creator\/content\/\d+$/);
    });
  }

  test('guides a creator who just signed up to the profile', async ({ page }) => {
    await loginAs(page, 'new', LIST);
    // Above the upcoming campaigns the demo always has (decision 013).
    await expect(
      page.getByRole('heading', { name: 'Tell us about yourself to unlock campaign invites' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Campaigns' })).toBeVisible();
    const upNext = page.getByRole('region', { name: 'Up next' });
    await expect(upNext.getByText('Finish your profile for more invites')).toBeVisible();
    await upNext.getByRole('link', { name: 'Finish profile' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/profile/);
  });
});

test.describe('a long campaigns list (decision 106)', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`brings Past Campaigns a page at a time (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'veteran', LIST);
      const past = page.getByRole('region', { name: 'Past Campaigns' });
      const missed = past
        .getByRole('article')
        .filter({ hasText: 'You Missed The Submission Window' });
      await expect(missed).toHaveCount(10);
      // 24 completed and paid campaigns before the missed ones (issue 13: the tile said 0).
      await expect(page.getByText('24 COMPLETED CAMPAIGNS', { exact: true })).toBeVisible();
      await expect(card(page, 'Glow Edition 42')).toBeVisible();
      await expect(card(page, 'Glow Season 1')).toBeVisible();

      // Ten at a time, by keyboard: 10 → 20 → 30 → 40 → 42.
      for (const [name, after] of [
        ['Show 10 more', 20],
        ['Show 10 more', 30],
        ['Show 10 more', 40],
        ['Show 2 more', 42],
      ] as const) {
        const more = past.getByRole('button', { name });
        await more.focus();
        await page.keyboard.press('Enter');
        await expect(missed).toHaveCount(after);
      }
      await expect(card(page, 'Glow Edition 1')).toBeVisible();
      await expect(past.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
      // Only a window missed lately offers an extension (issue 31: all 42 said so).
      const offered = missed.filter({ hasText: 'You may be eligible for an extension' });
      expect(await offered.count()).toBeLessThanOrEqual(2);
      await expect(card(page, 'Glow Edition 1')).not.toContainText('eligible for an extension');
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`long-list-${label}.png`),
        fullPage: true,
      });
    });
  }
});
