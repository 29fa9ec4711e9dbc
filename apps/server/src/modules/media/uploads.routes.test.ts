import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  createUpload,
  mp4Bytes,
  patchUpload,
  pngBytes,
  uploadFile,
} from '../../../test/factories-content';
import { media } from '../../db/schema/content';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));

beforeAll(async () => {
  t = await buildTestApp({ storage: { provider: 'local', dir } });
  creator = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const mediaRow = async (id: number) =>
  (await t.app.container.db.select().from(media).where(eq(media.id, id)))[0];

describe('tus /api/v1/uploads', () => {
  it('stores an image, types it by its bytes and makes a preview served by a signed link', async () => {
    const bytes = await pngBytes(900);
    const { finished } = await uploadFile(t.app, creator.headers, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes,
    });
    expect(finished.statusCode).toBe(204);
    const mediaId = Number(finished.headers['upload-media-id']);
    let row = await mediaRow(mediaId);
    expect(row).toMatchObject({
      user_id: creator.id,
      content_type: 'image',
      mime_type: 'image/png',
      status: 'processing',
    });

    await t.app.worker.runUntilIdle();
    row = await mediaRow(mediaId);
    expect(row?.status).toBe('ready');
    const urls = t.app.container.media.urlsFor(row!);
    const preview = await t.app.inject({ method: 'GET', url: urls.thumbnail! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.rawPayload.length).toBeLessThan(bytes.length);

    const original = await t.app.inject({
      method: 'GET',
      url: urls.url!,
      headers: { range: 'bytes=0-7' },
    });
    expect(original.statusCode).toBe(206);
    expect(original.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(original.rawPayload).toEqual(bytes.subarray(0, 8));
  });

  it('refuses a file link with a wrong signature or a changed type', async () => {
    const { finished } = await uploadFile(t.app, creator.headers, {
      name: 'p.png',
      type: 'image/png',
      bytes: await pngBytes(),
    });
    const row = await mediaRow(Number(finished.headers['upload-media-id']));
    const url = t.app.container.media.urlsFor(row!).url!;
    const tampered = url.replace('type=image%2Fpng', 'type=image%2Fsvg%2Bxml');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=x') })).statusCode,
    ).toBe(404);
  });

  it('stores a video without a poster and marks it ready', async () => {
    const { finished } = await uploadFile(t.app, creator.headers, {
      name: 'clip.mp4',
      type: 'video/mp4',
      bytes: mp4Bytes(),
    });
    const mediaId = Number(finished.headers['upload-media-id']);
    await t.app.worker.runUntilIdle();
    expect(await mediaRow(mediaId)).toMatchObject({
      content_type: 'video',
      status: 'ready',
      thumbnail_key: null,
    });
  });

  it('resumes an interrupted upload from the offset the server holds', async () => {
    const bytes = await pngBytes(400);
    const created = await createUpload(t.app, creator.headers, {
      name: 'a.png',
      type: 'image/png',
      size: bytes.length,
    });
    const location = created.headers.location as string;
    const half = Math.floor(bytes.length / 2);
    expect(
      (await patchUpload(t.app, creator.headers, location, 0, bytes.subarray(0, half))).statusCode,
    ).toBe(204);
    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...creator.headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await patchUpload(t.app, creator.headers, location, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-media-id']).toBeDefined();
  });

  it('refuses a file whose bytes are not an image or a video, and deletes it', async () => {
    const { finished, handle } = await uploadFile(t.app, creator.headers, {
      name: 'fake.png',
      type: 'image/png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(finished.statusCode).toBe(415);
    expect(JSON.parse(finished.body).error).toEqual({
      code: 'unsupported_media_type',
      message: 'Please upload an image or a video.',
    });
    expect(existsSync(path.join(dir, 'uploads', handle))).toBe(false);
  });

  it('refuses a declared type that is not media before any byte is sent', async () => {
    const res = await createUpload(t.app, creator.headers, {
      name: 'a.pdf',
      type: 'application/pdf',
      size: 10,
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses an image over the size limit with a clear message', async () => {
    const res = await createUpload(t.app, creator.headers, {
      name: 'big.png',
      type: 'image/png',
      size: 26 * 1024 * 1024,
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body).error.message).toBe('Images can be at most 25 MB.');
  });

  it('refuses a video over the largest size', async () => {
    const res = await createUpload(t.app, creator.headers, {
      name: 'big.mp4',
      type: 'video/mp4',
      size: 1025 * 1024 * 1024,
    });
    expect(res.statusCode).toBe(413);
  });

  it("answers 404 to another creator's upload", async () => {
    const created = await createUpload(t.app, creator.headers, {
      name: 'a.png',
      type: 'image/png',
      size: 100,
    });
    const location = created.headers.location as string;
    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...other.headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(404);
    const patch = await patchUpload(t.app, other.headers, location, 0, Buffer.alloc(100));
    expect(patch.statusCode).toBe(404);
  });

  it('needs a bearer token', async () => {
    const res = await createUpload(
      t.app,
      { authorization: 'Bearer nope' },
      { name: 'a.png', type: 'image/png', size: 10 },
    );
    expect(res.statusCode).toBe(401);
  });

  it('refuses uploads from non-creators', async () => {
    const brand = await createUser(t.app, { type: 'brand' });
    const res = await createUpload(t.app, brand.headers, {
      name: 'a.png',
      type: 'image/png',
      size: 10,
    });
    expect(res.statusCode).toBe(403);
  });
});
