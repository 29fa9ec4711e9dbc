import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, type DemoUser, loginAs } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/**
 * The review console (issue 16) end to end: a creator and reviewers in separate browser
 * contexts, no terminal — submit, changes requested, caption updated, approved, paid.
 */

const CAMPAIGN = 'Glow Lab Reels';

/** A fresh browser context signed in to the console through its own sign-in page. */
async function consoleAs(browser: Browser, who: DemoUser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/review/login');
  await page.getByLabel('Email').fill(DEMO[who].email);
  await page.getByLabel(/^Password/).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  return page;
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#e0a040' } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name: 'reel.png', mimeType: 'image/png', buffer }));

/** The creator uploads an image to the campaign and lands on its status screen. */
async function submitAsCreator(page: Page) {
  await loginAs(page, 'creator');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: CAMPAIGN, exact: true }) });
  const href = await card.getByRole('link', { name: /^Submi/ }).getAttribute('href');
  const inviteId = /inviteId=(\d+)|campaigns\/(\d+)/
    .exec(href ?? '')!
    .slice(1)
    .find(Boolean);
  await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
  await page.locator('input[type="file"]').setInputFiles(await png());
  await expect(page.getByText('Upload complete')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Caption/).fill('Console tour reel #glowlab @glowbotanics');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/creator/submissions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = await (await created).json();
  await expect(page).toHaveURL(new RegExp(`/creator/content/${body.media_id}$`));
  return body.media_id as number;
}

/** The content id behind a media id, as a reviewer (the console's media route). */
async function contentIdOf(page: Page, mediaId: number) {
  const login = await page.request.post('/api/v1/auth/login', { data: DEMO.ops });
  const token = (await login.json()).accessToken as string;
  const res = await page.request.get(`/api/v1/review/media/${mediaId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).content_id as number;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('creator submits, ops requests changes, creator fixes the caption, brand approves, ops pays', async ({
  page: creator,
  browser,
}) => {
  test.setTimeout(90_000);
  const mediaId = await submitAsCreator(creator);
  await expect(h1(creator, 'Your Content is Being Reviewed.')).toBeVisible();

  // Ops, in another browser: the queue, then the item; 'c' opens the change request.
  const ops = await consoleAs(browser, 'ops');
  await expectNoAxeViolations(ops);
  await ops.getByLabel('Search creator, campaign or brand').fill(CAMPAIGN);
  await ops.getByRole('button', { name: 'Search' }).click();
  await expect(ops.getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();
  const contentId = await contentIdOf(ops, mediaId);
  await ops.goto(`/review/content/${contentId}`);
  await expect(ops.getByText('Every required hashtag and mention is there.')).toBeVisible();
  await expect(ops.locator('mark', { hasText: '#glowlab' })).toBeVisible();
  await expectNoAxeViolations(ops);
  await ops.keyboard.press('c');
  const comment = ops.getByLabel(/Comment for the creator/);
  await expect(comment).toBeFocused();
  await expect(
    ops.getByText('Each comment: at most 2,000 characters.', { exact: false }),
  ).toBeVisible();
  await comment.fill('Please name the serum in your caption.');
  await expect(ops.getByTestId('comment-counter')).toHaveText('38 / 2,000 characters');
  // The session ends while the comment is typed: signing in again brings it back.
  await ops.context().clearCookies();
  await ops.reload();
  await ops.getByLabel('Email').fill(DEMO.ops.email);
  await ops.getByLabel(/^Password/).fill(DEMO.ops.password);
  await ops.getByRole('button', { name: 'Sign In' }).click();
  await expect(ops).toHaveURL(new RegExp(`/review/content/${contentId}$`));
  await ops.getByRole('button', { name: 'Request changes' }).click();
  await expect(comment).toHaveValue('Please name the serum in your caption.');
  await ops
    .getByRole('form', { name: 'Request changes' })
    .getByRole('button', { name: 'Request changes' })
    .click();
  await expect(ops.getByText('Request changes: now Changes requested.')).toBeVisible();
  await expect(ops.getByRole('cell', { name: 'ops@demo.test' })).toBeVisible();

  // The creator's open status screen shows it; they update the caption.
  await expect(h1(creator, 'Update Caption')).toBeVisible({ timeout: 35_000 });
  await expect(
    creator.getByText('Please name the serum in your caption.', { exact: true }),
  ).toBeVisible();
  await creator
    .getByLabel('Caption')
    .fill('Console tour reel with the night serum #glowlab @glowbotanics');
  await creator.getByRole('button', { name: 'Submit' }).click();
  await expect(h1(creator, 'Your Changes are Being Reviewed.')).toBeVisible();

  // The brand, in a third browser, finds it in its queue and approves it (not to post).
  const brand = await consoleAs(browser, 'brand');
  await brand.getByRole('button', { name: /^Changes in review \(\d+\)$/ }).click();
  // The demo creator's name changes in other specs (profile): find the row by its campaign.
  await brand.getByRole('row').filter({ hasText: CAMPAIGN }).last().getByRole('link').click();
  await expect(brand).toHaveURL(new RegExp(`/review/content/${contentId}$`));
  await expect(brand.getByText(/with the night serum/)).toBeVisible();
  // A brand asks for changes or rejects, and the rejection says it is final (decision 521).
  await expect(brand.getByRole('button', { name: 'Request changes' })).toBeVisible();
  await expect(brand.getByRole('button', { name: 'Reject (final)' })).toBeVisible();
  await brand.getByRole('button', { name: 'Approve, do not post' }).click();
  await expect(brand.getByText('Approve, do not post: now Approved, not to post.')).toBeVisible();

  // Ops pays it from the payouts page.
  await ops.getByRole('link', { name: 'Payouts' }).click();
  const row = ops
    .getByRole('row')
    .filter({ has: ops.locator(`a[href="/review/content/${contentId}"]`) });
  await expectNoAxeViolations(ops);
  await row.getByRole('button', { name: /^Mark paid/ }).click();
  await expect(ops.getByText('Marked paid.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The creator sees the paid state.
  await expect(h1(creator, 'Your payment has been processed')).toBeVisible({ timeout: 35_000 });
});

test('a creator is refused by the console, with the reason', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/review');
  await expect(page).toHaveURL(/\/review\/login/);
  await page.getByLabel('Email').fill(DEMO.creator.email);
  await page.getByLabel(/^Password/).fill(DEMO.creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The review console is for ops and brand reviewers. Creators sign in to the Creator Portal.',
  );
  await expect(page.getByRole('heading', { name: 'Review queue' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('someone else acting first: a live page shows it at once; a stale one gets a conflict message, not a silent overwrite', async ({
  browser,
}) => {
  const ops = await consoleAs(browser, 'ops');
  await ops.getByRole('button', { name: /^In review \(\d+\)$/ }).click();
  await ops.getByRole('link', { name: /Maya/ }).first().click();
  await expect(ops.getByRole('button', { name: 'Approve to post' })).toBeVisible();
  const contentId = Number(/content\/(\d+)/.exec(ops.url())![1]);
  // The same item on a second reviewer's page whose live stream is down (or whose event has not
  // arrived yet): it stays as it was read (decision 527).
  const stale = await consoleAs(browser, 'ops');
  await stale.context().route('**/api/v1/review/stream', (route) => route.abort());
  await stale.goto(`/review/content/${contentId}`);
  await expect(stale.getByRole('button', { name: 'Approve to post' })).toBeVisible();
  // Another reviewer approves it through the API while both pages are open.
  const login = await ops.request.post('/api/v1/auth/login', { data: DEMO.ops });
  const token = (await login.json()).accessToken as string;
  const res = await ops.request.post(`/api/v1/review/content/${contentId}/actions`, {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'approve_distribute' },
  });
  expect(res.ok()).toBe(true);
  // The live page follows without a reload: the new state, and no stale actions to click.
  await expect(ops.locator('strong', { hasText: 'Approved to post' })).toBeVisible();
  await expect(ops.getByRole('button', { name: 'Approve to post' })).toHaveCount(0);
  // The stale page's action is refused and says why.
  await stale.getByRole('button', { name: 'Request changes' }).click();
  await stale.getByLabel(/Comment for the creator/).fill('Too late.');
  await stale
    .getByRole('form', { name: 'Request changes' })
    .getByRole('button', { name: 'Request changes' })
    .click();
  await expect(stale.getByRole('alert')).toContainText('Someone else acted on this content first');
  await expect(stale.locator('strong', { hasText: 'Approved to post' })).toBeVisible();
});

test('usable at 768 px and by keyboard: the queue, j/k through items', async ({ browser }) => {
  const ops = await consoleAs(browser, 'ops', { width: 768, height: 1000 });
  await ops.screenshot({ path: test.info().outputPath('console-queue-768.png'), fullPage: true });
  await expectNoAxeViolations(ops);
  const first = ops.getByRole('link', { name: /Maya/ }).first();
  await first.focus();
  await ops.keyboard.press('Enter');
  await expect(ops).toHaveURL(/\/review\/content\/\d+$/);
  await expect(ops.getByRole('heading', { name: 'Your decision' })).toBeVisible();
  const firstUrl = ops.url();
  await ops.keyboard.press('j');
  await expect(ops).not.toHaveURL(firstUrl);
  // The next item has rendered once it offers a way back.
  await expect(ops.getByRole('button', { name: 'Previous (k)' })).toBeEnabled();
  await ops.keyboard.press('k');
  await expect(ops).toHaveURL(firstUrl);
  // 'a' asks before approving, its Approve button focused (Enter approves); Escape leaves the
  // content as it was.
  const state = await ops.getByText(/^State: /).textContent();
  await ops.keyboard.press('a');
  const ask = ops.getByRole('dialog', { name: /^Approve/ });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: /^Approve/ })).toBeFocused();
  await ops.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(ops.getByText(/^State: /)).toHaveText(state!);
  await ops.screenshot({ path: test.info().outputPath('console-detail-768.png'), fullPage: true });
});

test('bulk approve: two items selected, each approved and reported; another reviewer sees it live', async ({
  browser,
}) => {
  const brand = await consoleAs(browser, 'brand');
  // A second reviewer of the brand on the same queue, left alone (no reload, no focus).
  const watcher = await consoleAs(browser, 'brand');
  await brand.getByRole('button', { name: /^In review \(\d+\)$/ }).click();
  const before = Number(
    /\((\d+)\)/.exec((await brand.getByRole('button', { name: /^In review/ }).textContent())!)![1],
  );
  await expect(
    watcher.getByRole('button', { name: `In review (${before})`, exact: true }),
  ).toBeVisible();
  const boxes = brand.getByRole('checkbox', { name: /^Select .+, / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(brand.getByText('2 selected')).toBeVisible();
  await brand.getByRole('button', { name: 'Approve selected to post' }).click();
  // Nothing is approved before the brand confirms.
  const dialog = brand.getByRole('dialog', { name: 'Approve to post: 2 items?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(brand);
  await dialog.getByRole('button', { name: 'Approve 2 items' }).click();
  await expect(brand.getByRole('status').filter({ hasText: '2 approved' })).toBeVisible();
  await expect(
    brand.getByRole('button', { name: `In review (${before - 2})`, exact: true }),
  ).toBeVisible();
  // The reviewer's stream told the other page, which read its queue again.
  await expect(
    watcher.getByRole('button', { name: `In review (${before - 2})`, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(brand);
});

test('invite requests: the brand approves one into a window and waitlists another', async ({
  browser,
}) => {
  const brand = await consoleAs(browser, 'brand');
  await brand.getByRole('link', { name: 'Invite requests' }).click();
  // A brand knows a creator by first name and initial, as everywhere in the console (decision 598).
  const card = (name: string) => brand.getByRole('article').filter({ hasText: name });
  await expect(card('Ava C.')).toBeVisible();
  // What the creator chose, in the words they chose it by (not stored codes).
  await expect(card('Ava C.')).toContainText('Interests: Food & Drink, Health & Wellness.');
  await expect(card('Ava C.')).toContainText('TikTok @ava.eats');
  await expectNoAxeViolations(brand);
  const ava = card('Ava C.');
  const window = ava.getByLabel('Posting window');
  await window.selectOption({ index: 1 });
  await ava.getByRole('button', { name: 'Approve' }).click();
  await expect(brand.getByRole('status').filter({ hasText: 'Ava C.' })).toContainText(
    'Approved: the creator can now submit content for this window.',
  );
  await expect(card('Ava C.')).toHaveCount(0);
  await card('Leo O.').getByRole('button', { name: 'Waitlist' }).click();
  await expect(brand.getByRole('status').filter({ hasText: 'Leo O.' })).toContainText(
    'Moved to the waitlist.',
  );
  await brand.getByRole('button', { name: 'Waitlisted' }).click();
  await expect(card('Leo O.')).toBeVisible();
  await expect(card('Sam R.')).toBeVisible();
  await expect(card('Ava C.')).toHaveCount(0);

  // A second reviewer on a stale page: their decision is refused, and the page says why.
  const other = await consoleAs(browser, 'brand');
  await other.getByRole('link', { name: 'Invite requests' }).click();
  await other.getByRole('button', { name: 'Waitlisted' }).click();
  const sam = other.getByRole('article').filter({ hasText: 'Sam R.' });
  await expect(sam).toBeVisible();
  await card('Sam R.').getByRole('button', { name: 'Decline' }).click();
  await expect(card('Sam R.')).toHaveCount(0);
  await sam.getByRole('button', { name: 'Approve' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Sam R.' })).toContainText(
    'Someone else decided on this request first, so your decision was not applied.',
  );
});

test('pay everything owed: ops confirm, one run goes out and its progress shows, live on a colleague’s page', async ({
  browser,
}) => {
  const ops = await consoleAs(browser, 'ops');
  // A colleague on the payouts page, left alone (no reload, no focus): the run reaches it live
  // (decision 528).
  const colleague = await consoleAs(browser, 'ops');
  await colleague.getByRole('link', { name: 'Payouts' }).click();
  await expect(colleague.getByRole('button', { name: 'Pay everything owed' })).toBeVisible();
  await ops.getByRole('link', { name: 'Payouts' }).click();
  await ops.getByRole('button', { name: 'Pay everything owed' }).click();
  await expect(ops.getByText(/ready to send/).first()).toBeVisible();
  // A double click sends once, and the page tells the truth about it: the batch that went, not
  // "Nothing was ready to send" (issue 26).
  await ops.getByRole('button', { name: 'Send the payouts' }).dblclick();
  await expect(
    ops.getByRole('status').filter({
      hasText:
        /^(Batch #\d+ \(\d+ payouts?, .+\) was sent to PayPal\.|Nothing new to send: batch #\d+, made at .+, already holds what was owed)/,
    }),
  ).toBeVisible();
  await expect(ops.getByText('Nothing was ready to send')).toHaveCount(0);
  const run = ops.locator('details').first();
  await run.locator('summary').click();
  await expect(run.getByRole('cell', { name: /Sent to PayPal|Paid/ }).first()).toBeVisible();
  await expect(ops.getByRole('button', { name: 'Pay everything owed' })).toHaveCount(0);
  await expectNoAxeViolations(ops);
  await expect(colleague.getByRole('button', { name: 'Pay everything owed' })).toHaveCount(0);
});

test('signing out of the console in one tab signs out its other tabs', async ({ browser }) => {
  const ops = await consoleAs(browser, 'ops');
  const other = await ops.context().newPage();
  await other.goto('/review/payouts');
  await expect(other.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  await ops.getByRole('button', { name: 'Sign out' }).click();
  await expect(ops.getByRole('heading', { name: 'Review Console' })).toBeVisible();
  await expect(other).toHaveURL(/\/review\/login/);
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a section not open to the role says so once, with the way back', async ({ browser }) => {
  const brand = await consoleAs(browser, 'brand');
  await brand.goto('/review/payouts');
  await expect(brand.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
  await expect(brand.getByText('Payouts is for ops.', { exact: false })).toBeVisible();
  await expect(brand.getByRole('columnheader', { name: 'PayPal' })).toHaveCount(0);
  await expectNoAxeViolations(brand);
  await brand.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(brand.getByRole('heading', { name: 'Review queue' })).toBeVisible();
});
