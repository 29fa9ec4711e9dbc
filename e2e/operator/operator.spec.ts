import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import {
  createAdmin,
  linkIn,
  localDay,
  mailTo,
  nav,
  newPage,
  setPasswordFromLink,
} from './support/operator';

/**
 * Running it for real (issue 28), from an empty database with demo mode off: the first-admin
 * command → ops signs in at the console → creates a brand → invites a brand admin → the brand
 * admin sets a password from the e-mail and invites a reviewer → the reviewer signs in → ops
 * deactivates the reviewer, and the reviewer's open console goes to the sign-in page on its next
 * request. No SQL, no seed.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = 'owner@operator.example.com';
const ADMIN = 'admin@acme-oats.example.com';
const REVIEWER = 'reviewer@acme-oats.example.com';
const BRAND = 'Acme Oats';
const CAMPAIGN = 'Oats for breakfast';
const CREATOR = 'olive@breakfast.example.com';

let ops: Page;
let admin: Page;
let reviewer: Page;

test('the first-admin command prints a one-time link; run again it changes nothing', async ({
  browser,
}) => {
  const first = await createAdmin(OWNER);
  expect(first.code, first.output).toBe(0);
  const link = linkIn(first.output, '/review/set-password?token=');
  const again = await createAdmin(OWNER);
  expect(again.code).toBe(1);
  expect(again.output).toContain('is still waiting');

  ops = await newPage(browser);
  await setPasswordFromLink(ops, link, 'owner-long-password');
  await expect(nav(ops).getByRole('link', { name: 'Brands' })).toBeVisible();

  // The link worked once.
  const other = await newPage(browser);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByRole('alert')).toContainText('This invitation link was already used.');
  await other.context().close();
});

test('ops creates a brand with its logo and invites its admin', async () => {
  await nav(ops).getByRole('link', { name: 'Brands' }).click();
  await ops.getByRole('button', { name: 'New brand' }).click();
  await ops.getByLabel('Name').fill(BRAND);
  await ops.getByLabel('Website').fill('https://acme-oats.example.com');
  await ops.getByLabel('Contact e-mail').fill('hello@acme-oats.example.com');
  await ops.getByRole('button', { name: 'Create brand' }).click();
  await expect(ops.getByRole('status')).toContainText(`${BRAND} created.`);
  const card = ops.getByRole('article', { name: BRAND });
  const chooser = ops.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Upload logo' }).click();
  const logo = await sharp({
    create: { width: 300, height: 120, channels: 3, background: '#c58b2c' },
  })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: 'acme.png', mimeType: 'image/png', buffer: logo });
  await expect(card.getByRole('img', { name: `${BRAND} logo` })).toBeVisible();
  await expectNoAxeViolations(ops);

  await nav(ops).getByRole('link', { name: 'Team' }).click();
  await ops.getByLabel('E-mail').fill(ADMIN);
  await ops.getByRole('combobox', { name: 'Role' }).click();
  await ops.getByRole('option', { name: 'Brand admin' }).click();
  await ops.getByRole('combobox', { name: 'Brand' }).click();
  await ops.getByRole('option', { name: BRAND }).click();
  await ops.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ops.getByRole('status')).toContainText(`Invitation e-mailed to ${ADMIN}`);
  await expect(ops.getByRole('cell', { name: ADMIN, exact: true })).toBeVisible();
  await expectNoAxeViolations(ops);
});

test('the brand admin sets a password from the e-mail and invites a reviewer of their brand', async ({
  browser,
}) => {
  const mail = await mailTo(ADMIN, /Join Acme Oats/);
  admin = await newPage(browser);
  await setPasswordFromLink(
    admin,
    linkIn(mail.text, '/review/set-password?token='),
    'admin-long-password',
  );
  await expect(nav(admin).getByRole('link', { name: 'Brands' })).toHaveCount(0);
  await nav(admin).getByRole('link', { name: 'Team' }).click();
  await admin.getByLabel('E-mail').fill(REVIEWER);
  await admin.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'Brand reviewer' }).click();
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation e-mailed to ${REVIEWER}`);
});

test('the reviewer signs in from their e-mail and sees the reviewer sections only', async ({
  browser,
}) => {
  const mail = await mailTo(REVIEWER, /Join Acme Oats/);
  reviewer = await newPage(browser);
  await setPasswordFromLink(
    reviewer,
    linkIn(mail.text, '/review/set-password?token='),
    'reviewer-long-password',
  );
  await expect(nav(reviewer).getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(nav(reviewer).getByRole('link', { name: 'Invite requests' })).toBeVisible();
  // Reviewers read campaigns; starting one is not offered (the server would refuse it).
  await nav(reviewer).getByRole('link', { name: 'Campaigns' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Start a draft' })).toHaveCount(0);
});

test('the brand admin writes a campaign in the studio and invites a person by e-mail, who signs up and finds it', async ({
  browser,
}) => {
  await nav(admin).getByRole('link', { name: 'Campaigns' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await admin.getByLabel('Campaign name').fill(CAMPAIGN);
  await admin.getByRole('button', { name: 'Start a draft' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();
  await admin.getByLabel('Short description').fill('Show your oat breakfast, in daylight.');
  await admin.getByLabel('Platform').selectOption({ label: 'Instagram (image)' });
  await admin
    .getByLabel('Content workflow')
    .selectOption({ label: 'Content pre-approval by the brand' });
  await admin.getByLabel('Compensation type').selectOption({ label: 'Payment only' });
  await admin.getByLabel('Payout per creator').fill('120');
  await admin.getByLabel('Campaign starts').fill(localDay(1));
  await admin.getByLabel('Campaign ends').fill(localDay(30));
  await admin.getByRole('button', { name: 'Add a posting window' }).click();
  await admin.getByLabel('Content: do', { exact: true }).fill('Show the bowl in daylight');
  await admin.getByLabel('Content: don’t').fill('Show other brands');
  await admin.getByLabel('Hashtags').fill('#acmeoats #ad');
  await admin.getByLabel('Handles to tag').fill('@acmeoats');
  const oats = await sharp({
    create: { width: 640, height: 640, channels: 3, background: '#d9b36c' },
  })
    .jpeg()
    .toBuffer();
  await admin
    .getByLabel('Add images (sample post images)')
    .setInputFiles({ name: 'oats.jpg', mimeType: 'image/jpeg', buffer: oats });
  await expect(admin.getByRole('img', { name: 'oats.jpg' })).toBeVisible();
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    admin.getByText('Draft saved. Creators see nothing until you publish.'),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(
    admin.getByText('Published. Creators you invite now see this campaign.'),
  ).toBeVisible();

  await admin.getByRole('link', { name: 'Invite creators' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  await admin.getByRole('button', { name: 'By e-mail' }).click();
  await admin.getByLabel('E-mail addresses').fill(CREATOR);
  await admin.getByRole('button', { name: 'Send e-mail invites' }).click();
  await expect(admin.getByRole('status').getByText('1 e-mailed to sign up.')).toBeVisible();

  const mail = await mailTo(CREATOR);
  const creator = await newPage(browser);
  await creator.goto(linkIn(mail.text, '/app/sign-up').replace(/^https?:\/\/[^/]+/, ''));
  await expect(creator.getByLabel('Email')).toHaveValue(CREATOR);
  await creator.getByLabel('First Name').fill('Olive');
  await creator.getByLabel('Last Name').fill('Baker');
  await creator.getByLabel(/^Password/).fill('olive-long-password');
  await creator.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(creator.getByRole('heading', { name: CAMPAIGN })).toBeVisible({ timeout: 15_000 });
  await creator.context().close();
});

test('ops reads every step in the audit log', async () => {
  await nav(ops).getByRole('link', { name: 'Audit log' }).click();
  const rows = ops.getByRole('row');
  for (const action of ['Brand created', 'Brand edited', 'Staff invited', 'Staff joined']) {
    await expect(rows.filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(rows.filter({ hasText: 'Staff joined' })).toHaveCount(3);
  await expectNoAxeViolations(ops);
});

test("ops deactivates the reviewer: the reviewer's open console goes to sign-in at once", async () => {
  await nav(ops).getByRole('link', { name: 'Team' }).click();
  await ops.getByRole('button', { name: `Deactivate ${REVIEWER}` }).click();
  const dialog = ops.getByRole('dialog', { name: `Deactivate ${REVIEWER}?` });
  await expect(dialog).toContainText('signed out everywhere at once');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(ops.getByRole('status')).toContainText(`${REVIEWER} is deactivated`);
  await expect(ops.getByRole('button', { name: `Reactivate ${REVIEWER}` })).toBeVisible();

  // The reviewer's console is still open, untouched: its live stream's last event says the
  // session ended, the silent refresh fails, and the console shows its sign-in page by itself.
  await expect(reviewer.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(reviewer.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  // And the password no longer signs them in.
  await reviewer.getByLabel('Email').fill(REVIEWER);
  await reviewer.getByLabel(/^Password/).fill('reviewer-long-password');
  await reviewer.getByRole('button', { name: 'Sign In' }).click();
  await expect(reviewer.getByRole('alert')).toContainText('deactivated');

  await nav(ops).getByRole('link', { name: 'Audit log' }).click();
  await expect(ops.getByRole('row').filter({ hasText: 'Staff deactivated' })).toHaveCount(1);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test destructures; this one uses none
test('the staff screens fit a phone and a desktop, with nothing serious for axe', async ({}, testInfo) => {
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await ops.setViewportSize({ width, height });
    for (const [section, heading] of [
      // Empty on a new marketplace: their empty tables still scroll by keyboard (axe).
      ['Queue', 'Review queue'],
      ['Payouts', 'Payouts'],
      ['Brands', 'Brands'],
      ['Team', 'Team'],
      ['Sign-up invitations', 'Sign-up invitations'],
      ['Audit log', 'Audit log'],
      ['Account', 'Account'],
    ] as const) {
      await nav(ops).getByRole('link', { name: section }).click();
      await expect(ops.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The page itself never scrolls sideways; wide tables scroll in their own box.
      // Named when it fails: the elements reaching past the window's right edge.
      const past = await ops.evaluate((w) => {
        const out: string[] = [];
        for (const el of document.querySelectorAll('body *')) {
          const right = el.getBoundingClientRect().right;
          // What a scrolling box holds may reach past, as long as the page does not scroll.
          if (right > w + 0.5 && !el.parentElement?.closest('[tabindex="0"]')) {
            out.push(`${el.tagName.toLowerCase()}.${el.className} → ${Math.round(right)}px`);
          }
        }
        return out.slice(0, 8);
      }, width);
      expect(past, `${section} at ${width} px`).toEqual([]);
      expect(await ops.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectNoAxeViolations(ops);
      await ops.screenshot({
        path: testInfo.outputPath(`${section.toLowerCase().replaceAll(' ', '-')}-${width}.png`),
        fullPage: true,
      });
    }
  }
});

test('the brand admin changes their password from a second browser, which signs the first out, then signs out everywhere', async ({
  browser,
}) => {
  // A second browser of the brand admin's.
  const second = await newPage(browser);
  await second.goto('/review/login');
  await second.getByLabel('Email').fill(ADMIN);
  await second.getByLabel(/^Password/).fill('admin-long-password');
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await nav(second).getByRole('link', { name: 'Account' }).click();
  const where = second.getByRole('region', { name: 'Where you are signed in' });
  await expect(where.getByRole('article')).toHaveCount(2);
  await expect(where.getByText('This browser')).toHaveCount(1);

  const form = second.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('admin-newer-password');
  await form.getByRole('textbox', { name: 'Repeat the new password' }).fill('admin-newer-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('That is not your current password.')).toBeVisible();
  await form.getByLabel('Current password').fill('admin-long-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(second.getByRole('status')).toContainText(
    'Your password is changed. Every other session was signed out.',
  );
  await expect(where.getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(second);

  // The first browser's console goes to sign-in by itself: its live stream says the session ended.
  await expect(admin.getByRole('form', { name: 'Sign in' })).toBeVisible();

  await second.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = second.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(second.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await second.getByLabel('Email').fill(ADMIN);
  await second.getByLabel(/^Password/).fill('admin-newer-password');
  await second.getByRole('button', { name: 'Sign In' }).click();
  // Back where they were, with the new password.
  await expect(second.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await second.context().close();
});
