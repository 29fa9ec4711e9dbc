import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, loginAs, PHONE } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const UPLOADS = 'Glow Lab Reels';
const CONTENT_ONLY = 'Glow Lab Unboxing';

/** The invite id behind a campaign card's submit button on the campaigns list. */
async function inviteIdOf(page: Page, campaign: string) {
  await loginAs(page, 'creator');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: campaign, exact: true }) });
  const href = await card.getByRole('link', { name: /^Submi/ }).getAttribute('href');
  return Number(
    /inviteId=(\d+)|campaigns\/(\d+)/
      .exec(href ?? '')!
      .slice(1)
      .find(Boolean),
  );
}

/** A real PNG (the server reads the bytes), padded to about `kb` kilobytes with noise. */
const png = async (kb: number) => {
  const side = Math.max(16, Math.ceil(Math.sqrt((kb * 1024) / 3)));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const buffer = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name: 'photo.png', mimeType: 'image/png', buffer };
};
const mp4 = (mb: number) => {
  const bytes = Buffer.alloc(mb * 1024 * 1024);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isomiso2', 16, 'latin1');
  return { name: 'clip.mp4', mimeType: 'video/mp4', buffer: bytes };
};

const fileInput = (page: Page) => page.locator('input[type="file"]');

test.describe('generic upload', () => {
  test('uploads an image with progress, prefills the caption and creates the content', async ({
    page,
  }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await expect(page.getByRole('heading', { name: 'Upload your photo or video' })).toBeVisible();
    await fileInput(page).setInputFiles(await png(64));
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText('Upload complete')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const caption = page.getByLabel(/Caption/);
    await expect(caption).toHaveValue('#glowlab @glowbotanics');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/creator/submissions') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = await (await created).json();
    await expect(page).toHaveURL(new RegExp(`/creator/content/${body.media_id}$`));
  });

  test('uploads a video, showing the progress as it goes', async ({ page }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024 * 1024,
    });
    await fileInput(page).setInputFiles(mp4(6));
    await expect(page.getByText(/Uploading… [1-9]\d?%/)).toBeVisible();
    await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/creator\/content\/\d+$/);
  });

  test('resumes an interrupted upload from where it stopped', async ({ page }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    const offsets: string[] = [];
    let cut = false;
    await page.route('**/api/v1/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.fallback();
      offsets.push((await request.headerValue('upload-offset')) ?? '');
      if (cut) return route.fallback();
      cut = true;
      // The connection drops after the first megabyte reached the server.
      const body = request.postDataBuffer()!;
      await route.fetch({ postData: body.subarray(0, 1024 * 1024) });
      return route.abort('connectionreset');
    });
    await fileInput(page).setInputFiles(mp4(3));
    await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
    expect(offsets[0]).toBe('0');
    expect(offsets.at(-1)).toBe(String(1024 * 1024));
  });

  test('continues an upload after a reload when the same file is chosen again', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const inviteId = await inviteIdOf(page, UPLOADS);
    const url = `/creator/dashboard/submit_generic_content?inviteId=${inviteId}`;
    await page.goto(url);
    // A file on disk, so choosing it again gives the browser the same name, size and date.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'resume-')), 'clip.mp4');
    writeFileSync(file, mp4(3).buffer);
    let sent = false;
    await page.route('**/api/v1/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      // Half a megabyte arrives, then the network is gone until the page is reloaded.
      if (!sent) {
        sent = true;
        const body = route.request().postDataBuffer()!;
        await route.fetch({ postData: body.subarray(0, 512 * 1024) });
      }
      return route.abort('connectionreset');
    });
    await fileInput(page).setInputFiles(file);
    await expect(page.getByText('Error uploading content. Please try again.')).toBeVisible({
      timeout: 30_000,
    });
    await page.unroute('**/api/v1/uploads/*');
    await page.reload();
    const patches: string[] = [];
    page.on('request', async (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/v1/uploads/')) {
        patches.push((await request.headerValue('upload-offset')) ?? '');
      }
    });
    await fileInput(page).setInputFiles(file);
    await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
    expect(Number(patches[0])).toBeGreaterThan(0);
  });

  test('refuses a file that is not an image or a video, by its name and by its bytes', async ({
    page,
  }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await fileInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Please upload an image or a video.')).toBeVisible();
    await fileInput(page).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    await expect(page.getByText('Error uploading content. Please try again.')).toBeVisible();
    await expect(page.getByText('Please upload an image or a video.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('refuses a file over the size limit with a clear message', async ({ page }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await fileInput(page).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(26 * 1024 * 1024),
    });
    await expect(page.getByText('Images can be at most 25 MB.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  });

  test('names the missing hashtag and refuses the caption on submit', async ({ page }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await fileInput(page).setInputFiles(await png(8));
    await expect(page.getByText('Upload complete')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const caption = page.getByLabel(/Caption/);
    await caption.fill('Loving it @glowbotanics');
    await expect(page.getByText('Missing: #glowlab')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Please check that all required hashtags and mentions are included'),
    ).toBeVisible();
    await expect(page).toHaveURL(/submit_generic_content/);
  });

  test('with the content-type flag, the uploader waits for a type', async ({ page }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.route('**/api/v1/flags', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.flags['uploading-content-type-selector'] = true;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await expect(
      page.getByText("Please select the type of content you're uploading"),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a photo or video' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Type of content' }).click();
    await page.getByRole('option', { name: 'Reel' }).click();
    await expect(page.getByRole('button', { name: 'Choose a photo or video' })).toBeEnabled();
    await fileInput(page).setInputFiles(await png(8));
    await expect(page.getByText('Upload complete')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/creator/submissions'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(
      JSON.parse((await created).request().postData() ?? '{}').content_sn_type_id,
    ).toBeGreaterThan(0);
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the upload page passes axe (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const inviteId = await inviteIdOf(page, CONTENT_ONLY);
      await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
      await fileInput(page).setInputFiles(await png(8));
      await expect(page.getByText('Upload complete')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`upload-${label}.png`),
        fullPage: true,
      });
    });
  }
});

test.describe('caption edit and generic success', () => {
  test('pre-approval: Content submitted! then Great! with the do-not-post warning', async ({
    page,
  }) => {
    const inviteId = await inviteIdOf(page, UPLOADS);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await fileInput(page).setInputFiles(await png(8));
    await expect(page.getByText('Upload complete')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/creator/submissions'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const { id } = await (await created).json();
    await page.goto(`/creator/dashboard/submit_generic_content/${id}/edit?inviteId=${inviteId}`);
    await expect(page.getByRole('heading', { name: 'Content submitted!' })).toBeVisible();
    const box = page.getByLabel(/Caption/);
    expect((await box.boundingBox())?.height).toBe(147);
    await box.fill('Final cut #glowlab @glowbotanics');
    await page.screenshot({ path: test.info().outputPath('caption-edit.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Great!' })).toBeVisible();
    await expect(
      page.getByText('Please do not post this content until it has been approved.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });

  test('content-only: an empty caption is fine, then Great Job! with PayPal in 14 business days', async ({
    page,
  }) => {
    const inviteId = await inviteIdOf(page, CONTENT_ONLY);
    await page.goto(`/creator/dashboard/submit_generic_content?inviteId=${inviteId}`);
    await fileInput(page).setInputFiles(await png(8));
    await expect(page.getByText('Upload complete')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel(/Caption/)).toHaveValue('');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/creator/submissions'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const { id } = await (await created).json();
    await page.goto(`/creator/dashboard/submit_generic_content/${id}/success?inviteId=${inviteId}`);
    await expect(page.getByRole('heading', { name: 'Great Job!' })).toBeVisible();
    await expect(page.getByText(/via PayPal within 14 business days/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('generic-success.png'), fullPage: true });
  });

  test('the caption edit page redirects when a param or the submission is missing', async ({
    page,
  }) => {
    await loginAs(
      page,
      'creator',
      '/creator/dashboard/submit_generic_content/999999/edit?inviteId=1',
    );
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
    await page.goto('/creator/dashboard/submit_generic_content/1/edit');
    await expect(page).toHaveURL(/\/creator\/dashboard\/campaigns$/);
  });
});
