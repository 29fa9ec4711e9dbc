import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/support/s3-test-server';
import { loadConfig } from '../../config';
import { createS3Storage } from './s3-storage';
import type { StorageProvider } from './storage-provider';

let s3: S3TestServer;
let storage: StorageProvider;
const bytes = Buffer.from('0123456789abcdefghij');

beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = createS3Storage(s3.settings);
  await storage.write('previews/1.webp', bytes, 'image/webp');
});
afterAll(() => s3.close());

describe('createS3Storage', () => {
  it('writes, stats, reads whole or by range, and removes objects', async () => {
    expect(await storage.stat('previews/1.webp')).toEqual({ size: bytes.length });
    expect(await buffer(await storage.read('previews/1.webp'))).toEqual(bytes);
    const range = await buffer(await storage.read('previews/1.webp', { start: 3, end: 6 }));
    expect(range.toString()).toBe('3456');
    await storage.write('previews/2.webp', bytes, 'image/webp');
    await storage.remove('previews/2.webp');
    expect(await storage.stat('previews/2.webp')).toBeNull();
    await expect(storage.read('previews/2.webp')).rejects.toThrow();
  });

  it('is refused by the bucket with a wrong secret', async () => {
    const impostor = createS3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(impostor.write('previews/x.webp', bytes, 'image/webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(await storage.stat('previews/x.webp')).toBeNull();
  });

  it('links browsers to the object with the signed type, the same link all hour', async () => {
    const now = new Date();
    const link = (await storage.directLink('previews/1.webp', { contentType: 'image/webp', now }))!;
    expect(new URL(link).origin).toBe(s3.settings.endpoint);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    const later = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_599_000);
    const sameHour = await storage.directLink('previews/1.webp', {
      contentType: 'image/webp',
      now: later,
    });
    expect(sameHour).toBe(link);
    expect(await storage.directLinkOrigins()).toEqual([s3.settings.endpoint]);
  });

  it('refuses a link whose type was changed or that has expired', async () => {
    const link = (await storage.directLink('previews/1.webp', {
      contentType: 'image/webp',
      now: new Date(),
    }))!;
    const retyped = link.replace('image%2Fwebp', 'text%2Fhtml');
    expect(retyped).not.toBe(link);
    expect((await fetch(retyped)).status).toBe(403);
    const old = (await storage.directLink('previews/1.webp', {
      contentType: 'image/webp',
      now: new Date(Date.now() - 4 * 3_600_000),
    }))!;
    expect((await fetch(old)).status).toBe(403);
  });

  it('signs links for browsers with the public endpoint, if one is set', async () => {
    const publicStorage = createS3Storage({
      ...s3.settings,
      publicEndpoint: 'https://media.example.com',
    });
    const link = (await publicStorage.directLink('previews/1.webp', {
      contentType: 'image/webp',
      now: new Date(),
    }))!;
    expect(link.startsWith('https://media.example.com/portal-test/previews/1.webp?')).toBe(true);
    expect(await publicStorage.directLinkOrigins()).toEqual(['https://media.example.com']);
    // Server-side reads still go to the API endpoint.
    expect(await publicStorage.stat('previews/1.webp')).toEqual({ size: bytes.length });
    expect(new URL(await publicStorage.toolInput('previews/1.webp', new Date())).origin).toBe(
      s3.settings.endpoint,
    );
  });

  it('gives tools a short-lived link they can read with ranges', async () => {
    const input = await storage.toolInput('previews/1.webp', new Date());
    const res = await fetch(input, { headers: { range: 'bytes=10-' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('abcdefghij');
  });
});

describe('loadConfig with STORAGE_PROVIDER=s3', () => {
  it('treats empty values copied from .env.example as unset', () => {
    const config = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: '',
      S3_PUBLIC_ENDPOINT: '',
      S3_REGION: '',
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      FFMPEG_PATH: '',
    });
    expect(config.storage).toMatchObject({ s3: { endpoint: undefined, region: 'us-east-1' } });
    expect(config.ffmpegPath).toBeUndefined();
  });

  it('names every missing S3 setting', () => {
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b' })).toThrow(
      'STORAGE_PROVIDER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  });

  it('reads the bucket settings', () => {
    const config = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://media.example.com',
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      provider: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        publicEndpoint: 'https://media.example.com',
        region: 'us-east-1',
        bucket: 'portal',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });
});
