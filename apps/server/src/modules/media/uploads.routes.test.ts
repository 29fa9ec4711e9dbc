import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  createUpload,
  patchUpload,
  pngBytes,
  startPngUpload,
  uploadFile,
} from '../../../test/factories-content';
import { fetchFile } from '../../../test/support/files';
import {
  STORAGE_KINDS,
  type StorageUnderTest,
  startStorage,
} from '../../../test/support/storage-under-test';
import { media } from '../../db/schema/content';

describe.each(STORAGE_KINDS)('tus /api/v1/uploads on %s storage', (kind) => {
  let t: TestApp;
  let storage: StorageUnderTest;
  let creator: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    storage = await startStorage(kind);
    t = await buildTestApp({ storage: storage.config });
    creator = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const mediaRow = async (id: number) =>
    (await t.app.container.db.select().from(media).where(eq(media.id, id)))[0];
  const tusHeaders = (user: TestUser) => ({ ...user.headers, 'tus-resumable': '1.0.0' });

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
    const preview = await fetchFile(t.app, urls.thumbnail!);
    expect(preview.status).toBe(200);
    expect(preview.servedBy).toBe(kind === 's3' ? 'redirect' : 'app');
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(preview.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(preview.body.length).toBeLessThan(bytes.length);

    const original = await fetchFile(t.app, urls.url!, { range: 'bytes=0-7' });
    expect(original.status).toBe(206);
    expect(original.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.body).toEqual(bytes.subarray(0, 8));
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

  it('resumes an interrupted upload from the offset the server holds', async () => {
    const { bytes, location } = await startPngUpload(t.app, creator.headers, 'a.png', 400);
    expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}$/);
    const half = Math.floor(bytes.length / 2);
    expect(
      (await patchUpload(t.app, creator.headers, location, 0, bytes.subarray(0, half))).statusCode,
    ).toBe(204);
    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: tusHeaders(creator),
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    // A client that lost track sends from the wrong offset: refused, nothing changes.
    const wrong = await patchUpload(t.app, creator.headers, location, 0, bytes.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    const rest = await patchUpload(t.app, creator.headers, location, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(204);
    const row = await mediaRow(Number(rest.headers['upload-media-id']));
    const whole = await fetchFile(t.app, t.app.container.media.urlsFor(row!).url!);
    expect(whole.body.equals(bytes)).toBe(true);
  });

  it('finishes once: a retried last request answers the same media', async () => {
    const bytes = await pngBytes(64);
    const { finished, location } = await uploadFile(t.app, creator.headers, {
      name: 'twice.png',
      type: 'image/png',
      bytes,
    });
    const retried = await patchUpload(
      t.app,
      creator.headers,
      location,
      bytes.length,
      Buffer.alloc(0),
    );
    expect(retried.statusCode).toBe(204);
    expect(retried.headers['upload-media-id']).toBe(finished.headers['upload-media-id']);
    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: tusHeaders(creator),
    });
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
    const rows = await t.app.container.db
      .select()
      .from(media)
      .where(eq(media.storage_key, `uploads/${location.split('/').pop()}`));
    expect(rows).toHaveLength(1);
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
    expect(await storage.leftovers(handle)).toEqual([]);
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

  it("answers 404 to another creator's upload and leaves it alone", async () => {
    const bytes = await pngBytes(100);
    const created = await createUpload(t.app, creator.headers, {
      name: 'a.png',
      type: 'image/png',
      size: bytes.length,
    });
    const location = created.headers.location as string;
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(other) });
    expect(head.statusCode).toBe(404);
    const patch = await patchUpload(t.app, other.headers, location, 0, bytes);
    expect(patch.statusCode).toBe(404);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: tusHeaders(other),
    });
    expect(removal.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: tusHeaders(creator),
    });
    expect(mine.headers['upload-offset']).toBe('0');
  });

  it('lets a creator cancel an unfinished upload, but never delete a finished one', async () => {
    const { bytes, location, handle } = await startPngUpload(
      t.app,
      creator.headers,
      'cancel.png',
      200,
    );
    await patchUpload(t.app, creator.headers, location, 0, bytes.subarray(0, 100));
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: tusHeaders(creator),
    });
    expect(cancel.statusCode).toBe(204);
    expect(await storage.leftovers(handle)).toEqual([]);

    const done = await uploadFile(t.app, creator.headers, {
      name: 'keep.png',
      type: 'image/png',
      bytes,
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: done.location,
      headers: tusHeaders(creator),
    });
    expect(refused.statusCode).toBe(409);
    expect(await t.app.container.storage.stat(`uploads/${done.handle}`)).toEqual({
      size: bytes.length,
    });
  });

  it('answers 404 to a handle that is not an upload', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/uploads/..%2F..%2Fetc',
      headers: tusHeaders(creator),
    });
    expect(head.statusCode).toBe(404);
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
