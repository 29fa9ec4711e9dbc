import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens the campaign card's submit button, as a creator does. */
async function openSubmit(page: Page, campaign: string) {
  await loginAs(page, 'creator');
  await card(page, campaign)
    .getByRole('link', { name: /^Submi/ })
    .click();
}

test.describe('submissions list', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`shows a card for every status (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSubmit(page, 'Glow Lab Diaries');
      await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns\/\d+\/submissions$/);
      await expect(page.getByRole('heading', { name: 'Your Content Submissions' })).toBeVisible();
      for (const text of [
        'Reviewing...',
        'Changes Requested',
        'Content Rejected',
        'Content Approved, Do Not Post',
        'Post Confirmed',
        'Post Changes Requested',
      ]) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(
        page.getByText(/^Content Approved, Post Approved Content on \d+\/\d+$/),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add Content' })).toHaveAttribute(
        'href',
        /submit_generic_content\?inviteId=\d+$/,
      );
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`submissions-${label}.png`),
        fullPage: true,
      });
      await page.getByRole('link', { name: /Content Rejected/ }).click();
      await expect(page).toHaveURL(/\/creator\/content\/\d+$/);
    });
  }

  test('says when there are no submissions, and goes back to campaigns', async ({ page }) => {
    await loginAs(page, 'creator');
    const href = await card(page, 'Glow Lab Golden Hour')
      .getByRole('link', { name: /^Submi/ })
      .getAttribute('href');
    const inviteId = /campaigns\/(\d+)/.exec(href!)![1];
    await page.goto(`/creator/dashboard/campaigns/${inviteId}/submissions`);
    await expect(page.getByText('You have no submissions')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Campaigns' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });
});

test.describe('Instagram post', () => {
  test('tells the creator when submitting fails', async ({ page }) => {
    await page.route('**/api/v1/creator/invites/*/posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: { error: { code: 'unexpected_error', message: 'x' } },
          })
        : route.fallback(),
    );
    await openSubmit(page, 'Glow Lab Golden Hour');
    await page.getByRole('radio', { name: /Golden hour and my favourite serum/ }).check();
    await page.getByRole('button', { name: 'SUBMIT POST FOR REVIEW' }).click();
    await expect(page.getByText('Sorry, there was a problem submitting your post')).toBeVisible();
  });

  test('lists posts with issues, submits a clean one, and shows the success page', async ({
    page,
  }) => {
    await openSubmit(page, 'Glow Lab Golden Hour');
    await expect(page.getByRole('heading', { name: 'Submit Your Instagram Post' })).toBeVisible();
    await expect(
      page.getByText('Please ensure your post is up for at least 14 days.'),
    ).toBeVisible();
    await expect(page.getByText('Missing: #glow').first()).toBeVisible();
    const blocked = page.locator('[data-blocked] input[type="radio"]').first();
    await expect(blocked).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('post-desktop.png'), fullPage: true });
    await page.getByRole('radio', { name: /Golden hour and my favourite serum/ }).check();
    await page.getByRole('button', { name: 'SUBMIT POST FOR REVIEW' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/submit_post_success\?inviteId=\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Your post has been submitted!' }),
    ).toBeVisible();
    await expect(page.getByText(/via PayPal within 7 business days/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'VIEW DASHBOARD' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });

  test('at phone width the posts stack in one column', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSubmit(page, 'Glow Lab Golden Hour');
    await expect(page.getByRole('button', { name: 'SUBMIT POST FOR REVIEW' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('post-phone.png'), fullPage: true });
  });
});

test.describe('YouTube video', () => {
  test('refuses a link that is not a YouTube video, then submits a valid one', async ({ page }) => {
    await openSubmit(page, 'Glow Lab Tutorials');
    await expect(page).toHaveURL(/\/campaigns\/\d+\/submit_youtube_video$/);
    const field = page.getByLabel(/YouTube video URL/);
    await field.fill('https://vimeo.com/12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Please paste the link of a YouTube video/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('youtube-error.png'), fullPage: true });
    await field.fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your video has been submitted!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/submit_youtube_video_success\?inviteId=\d+$/);
    await expect(page.getByText(/via PayPal within 7 business days/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('youtube-success.png'), fullPage: true });
  });

  test('shows no payment information when the submission is not the not-paid value', async ({
    page,
  }) => {
    await page.route('**/api/v1/creator/invites/*/youtube-videos', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, payment_status_id: 2 } });
    });
    await openSubmit(page, 'Glow Lab Tutorials');
    await page.getByLabel(/YouTube video URL/).fill('https://www.youtube.com/watch?v=9bZkp7q19f0');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your video has been submitted!' }),
    ).toBeVisible();
    await expect(page.getByText(/PayPal/)).toHaveCount(0);
  });
});

test('success pages redirect to the campaigns when nothing was submitted', async ({ page }) => {
  await loginAs(page, 'creator', '/creator/dashboard/submit_post_success?inviteId=1');
  await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  await page.goto('/creator/dashboard/submit_youtube_video_success?inviteId=1');
  await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
});
