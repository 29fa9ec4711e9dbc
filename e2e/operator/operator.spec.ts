import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import { createAdmin, linkIn, mailTo } from './support/operator';

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

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** Opens an e-mailed set-password link and sets a password; the console signs in. */
async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

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

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test destructures; this one uses none
test('the staff screens fit a phone and a desktop, with nothing serious for axe', async ({}, testInfo) => {
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await ops.setViewportSize({ width, height });
    for (const [section, heading] of [
      ['Brands', 'Brands'],
      ['Team', 'Team'],
      ['Creator invitations', 'Creator invitations'],
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
