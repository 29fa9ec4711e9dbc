import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { createCampaign, createInvite } from '../../test/factories-campaigns';

let t: TestApp;
let creator: TestUser;
const url = '/api/v1/creator/campaigns';

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { user: { profile_progress: 1 } });
  for (let i = 0; i < 3; i++) {
    const campaign = await createCampaign(t.app, { name: `A campaign with a long name ${i}` });
    await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
  }
});
afterAll(() => t.close());

describe('API answers', () => {
  it('come compressed with gzip or brotli when the client accepts it, same JSON as plain', async () => {
    const plain = await t.app.inject({ url, headers: creator.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      url,
      headers: { ...creator.headers, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      url,
      headers: { ...creator.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compress an answer of any route in one piece: a content length, gzip first, no q=0', async () => {
    // Not the cached dashboard: a list page goes through Fastify's serializer.
    const page = '/api/v1/creator/campaigns/parts/current';
    const plain = await t.app.inject({ url: page, headers: creator.headers });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await t.app.inject({
      url: page,
      headers: { ...creator.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await t.app.inject({
      url: page,
      headers: { ...creator.headers, 'accept-encoding': 'gzip;q=0, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave answers under 1 kB plain', async () => {
    const me = await t.app.inject({
      url: '/api/v1/me',
      headers: { ...creator.headers, 'accept-encoding': 'gzip' },
    });
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ id: creator.id });
  });

  it('carry an ETag; an unchanged answer is a 304 with no body, a changed one a 200', async () => {
    const first = await t.app.inject({ url, headers: creator.headers });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    const again = await t.app.inject({
      url,
      headers: { ...creator.headers, 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const campaign = await createCampaign(t.app, { name: 'A new one' });
    await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
    const changed = await t.app.inject({
      url,
      headers: { ...creator.headers, 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });
});
