import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { mp4Bytes, uploadFile } from '../../../test/factories-content';
import { fetchFile } from '../../../test/support/files';
import {
  STORAGE_KINDS,
  type StorageUnderTest,
  startStorage,
} from '../../../test/support/storage-under-test';
import { makeVideo, requireFfmpeg } from '../../../test/support/videos';
import { media } from '../../db/schema/content';
import { shippedFfmpeg } from './find-ffmpeg';

/** Uploads a video, runs the preview job, answers its media row. */
async function uploadVideo(
  app: FastifyInstance,
  user: TestUser,
  bytes: Buffer,
  type = 'video/mp4',
) {
  const { finished } = await uploadFile(app, user.headers, { name: 'clip', type, bytes });
  expect(finished.statusCode).toBe(204);
  const id = Number(finished.headers['upload-media-id']);
  await app.worker.runUntilIdle();
  const [row] = await app.container.db.select().from(media).where(eq(media.id, id));
  return row!;
}

/** The poster's size and mean brightness (0 black to 255 white), read from its signed link. */
async function posterOf(app: FastifyInstance, row: typeof media.$inferSelect) {
  const poster = await fetchFile(app, app.container.media.urlsFor(row).thumbnail!);
  expect(poster.status).toBe(200);
  expect(poster.headers.get('content-type')).toBe('image/webp');
  const image = sharp(poster.body);
  const { width, height, format } = await image.metadata();
  const { channels } = await image.stats();
  const brightness = channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
  return { width, height, format, brightness, red: channels[0]!.mean };
}

describe.each(STORAGE_KINDS)('job media.preview for videos on %s storage', (kind) => {
  let t: TestApp;
  let storage: StorageUnderTest;
  let creator: TestUser;

  beforeAll(async () => {
    requireFfmpeg();
    storage = await startStorage(kind);
    t = await buildTestApp({ storage: storage.config });
    creator = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  it('makes a WebP poster of the frame at one second, fitted in 640 px', async () => {
    // Black for the first second, then white: a poster of the opening frame would be black.
    const video = makeVideo(
      [
        { color: 'black', seconds: 1 },
        { color: 'white', seconds: 1 },
      ],
      { width: 1280, height: 720 },
    );
    const row = await uploadVideo(t.app, creator, video);
    expect(row).toMatchObject({ content_type: 'video', mime_type: 'video/mp4', status: 'ready' });
    expect(row.thumbnail_key).toBe(`previews/${row.id}.webp`);
    const poster = await posterOf(t.app, row);
    expect(poster).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(poster.brightness).toBeGreaterThan(200);
  });

  it('uses the first frame of a video shorter than a second (WebM)', async () => {
    const video = makeVideo([{ color: 'red', seconds: 0.5 }], { format: 'webm' });
    const row = await uploadVideo(t.app, creator, video, 'video/webm');
    expect(row).toMatchObject({ mime_type: 'video/webm', status: 'ready' });
    const poster = await posterOf(t.app, row);
    expect(poster).toMatchObject({ width: 320, height: 240 });
    expect(poster.red).toBeGreaterThan(200);
    expect(poster.brightness).toBeLessThan(150);
  });

  it('keeps a video ffmpeg cannot decode ready, without a poster', async () => {
    const row = await uploadVideo(t.app, creator, mp4Bytes(64 * 1024));
    expect(row).toMatchObject({ content_type: 'video', status: 'ready', thumbnail_key: null });
    expect(t.app.container.media.urlsFor(row).thumbnail).toBeNull();
  });
});

describe('job media.preview for videos without ffmpeg', () => {
  let t: TestApp;
  let storage: StorageUnderTest;

  beforeAll(async () => {
    requireFfmpeg();
    storage = await startStorage('local');
    t = await buildTestApp({ storage: storage.config, ffmpegPath: '/nonexistent/ffmpeg' });
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  it('marks videos ready without a poster and warns once', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const creator = await createUser(t.app);
    const video = makeVideo([{ color: 'blue', seconds: 1.5 }]);
    const first = await uploadVideo(t.app, creator, video);
    const second = await uploadVideo(t.app, creator, video);
    for (const row of [first, second]) {
      expect(row).toMatchObject({ status: 'ready', thumbnail_key: null });
    }
    const ffmpegWarnings = warn.mock.calls.filter((call) => String(call[1]).includes('ffmpeg'));
    expect(ffmpegWarnings).toHaveLength(1);
    expect(ffmpegWarnings[0]![1]).toMatch(/ffmpeg is not available/);
  });
});

// A fresh machine has no system ffmpeg: the server then runs the one npm installed (decision
// 551). CI has a system ffmpeg, so this runs the shipped build on purpose.
describe('job media.preview with the ffmpeg shipped in node_modules', () => {
  let t: TestApp;
  let storage: StorageUnderTest;

  beforeAll(async () => {
    requireFfmpeg();
    const shipped = shippedFfmpeg();
    expect(shipped).toBeDefined();
    storage = await startStorage('local');
    t = await buildTestApp({ storage: storage.config, ffmpegPath: shipped });
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  it('makes the poster of the frame at one second, MP4 and WebM', async () => {
    const creator = await createUser(t.app);
    const mp4 = makeVideo([
      { color: 'black', seconds: 1 },
      { color: 'white', seconds: 1 },
    ]);
    const mp4Row = await uploadVideo(t.app, creator, mp4);
    expect((await posterOf(t.app, mp4Row)).brightness).toBeGreaterThan(200);
    const webm = makeVideo([{ color: 'red', seconds: 0.5 }], { format: 'webm' });
    const webmRow = await uploadVideo(t.app, creator, webm, 'video/webm');
    expect(await posterOf(t.app, webmRow)).toMatchObject({ format: 'webp', width: 320 });
  });
});
