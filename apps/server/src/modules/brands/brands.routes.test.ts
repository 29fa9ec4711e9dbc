import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let ops: TestUser;
let adminA: TestUser;
let reviewerA: TestUser;
let creator: TestUser;
let brandA: { id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  brandA = await createBrand(t.app);
  ops = await createUser(t.app, { type: 'ops' });
  adminA = await createUser(t.app, { type: 'brand', brandId: brandA.id, brandRole: 'admin' });
  reviewerA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
  creator = await createUser(t.app);
});
afterAll(() => t.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user?.headers ?? {},
    payload: payload as never,
  });

const auditOf = async (brandId: number) =>
  (await call(ops, 'GET', `/console/audit?target_type=brand&target_id=${brandId}`)).json()
    .items as {
    action: string;
    before: unknown;
    after: unknown;
    actor: { id: number } | null;
  }[];

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe('POST /api/v1/console/brands', () => {
  it('makes a brand for ops and records it once', async () => {
    const res = await call(ops, 'POST', '/console/brands', {
      name: '  Acme Oats ',
      website: 'https://acme-oats.example.com',
      contact_email: 'Hello@Acme-Oats.example.com',
    });
    expect(res.statusCode).toBe(201);
    const brand = res.json();
    expect(brand).toMatchObject({
      name: 'Acme Oats',
      website: 'https://acme-oats.example.com',
      contact_email: 'hello@acme-oats.example.com',
      logo_url: null,
      archived_at: null,
      staff_count: 0,
      campaign_count: 0,
    });
    const entries = await auditOf(brand.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'brand.created',
        actor: expect.objectContaining({ id: ops.id }),
        before: null,
        after: {
          name: 'Acme Oats',
          website: 'https://acme-oats.example.com',
          contact_email: 'hello@acme-oats.example.com',
          logo_url: null,
          archived: false,
        },
      }),
    ]);
  });

  it('answers the same brand for the same create sent twice, and records one entry', async () => {
    const body = { name: 'Twice Co' };
    const first = await call(ops, 'POST', '/console/brands', body);
    const second = await call(ops, 'POST', '/console/brands', body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(await auditOf(first.json().id)).toHaveLength(1);
  });

  it('refuses a second brand by the same name (any case) with another website', async () => {
    await call(ops, 'POST', '/console/brands', { name: 'Same Name' });
    const res = await call(ops, 'POST', '/console/brands', {
      name: 'same name',
      website: 'https://other.example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details.fields.name).toBe('A brand with this name already exists.');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Ok', website: 'javascript:alert(1)' }, 'website'],
    [{ name: 'Ok', website: 'acme.com' }, 'website'],
    [{ name: 'Ok', contact_email: 'not-an-email' }, 'contact_email'],
  ])('refuses %j naming the field', async (body, field) => {
    const res = await call(ops, 'POST', '/console/brands', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields)).toContain(field);
  });

  it('is for ops only', async () => {
    for (const [user, status] of [
      [adminA, 403],
      [reviewerA, 403],
      [creator, 403],
      [null, 401],
    ] as const) {
      expect((await call(user, 'POST', '/console/brands', { name: 'Nope' })).statusCode).toBe(
        status,
      );
    }
    const list = (await call(ops, 'GET', '/console/brands?show=all')).json().items;
    expect(list.map((b: { name: string }) => b.name)).not.toContain('Nope');
  });
});

describe('GET /api/v1/console/brands', () => {
  it('lists every brand for ops and only their own for a brand user', async () => {
    const all = (await call(ops, 'GET', '/console/brands')).json().items;
    expect(all.length).toBeGreaterThan(2);
    const own = (await call(reviewerA, 'GET', '/console/brands')).json().items;
    expect(own).toEqual([expect.objectContaining({ id: brandA.id, staff_count: 2 })]);
    expect((await call(creator, 'GET', '/console/brands')).statusCode).toBe(403);
  });

  it('reads another brand as missing for a brand user', async () => {
    const other = await createBrand(t.app);
    expect((await call(adminA, 'GET', `/console/brands/${other.id}`)).statusCode).toBe(404);
    expect((await call(adminA, 'GET', `/console/brands/${brandA.id}`)).statusCode).toBe(200);
  });
});

describe('PATCH /api/v1/console/brands/:id', () => {
  it('edits and records only what changed; an edit that changes nothing records nothing', async () => {
    const brand = (await call(ops, 'POST', '/console/brands', { name: 'Edit Me' })).json();
    const res = await call(ops, 'PATCH', `/console/brands/${brand.id}`, {
      name: 'Edited',
      website: 'https://edited.example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Edited', website: 'https://edited.example.com' });
    await call(ops, 'PATCH', `/console/brands/${brand.id}`, { name: 'Edited' });
    const entries = await auditOf(brand.id);
    expect(entries.map((e) => e.action)).toEqual(['brand.updated', 'brand.created']);
    expect(entries[0]).toMatchObject({
      before: { name: 'Edit Me', website: null },
      after: { name: 'Edited', website: 'https://edited.example.com' },
    });
  });

  it('clears an optional field with an empty string', async () => {
    const brand = (
      await call(ops, 'POST', '/console/brands', {
        name: 'Clear Me',
        website: 'https://c.example.com',
      })
    ).json();
    const res = await call(ops, 'PATCH', `/console/brands/${brand.id}`, { website: '' });
    expect(res.json().website).toBeNull();
  });

  it('refuses brand users, even for their own brand, and changes nothing', async () => {
    const res = await call(adminA, 'PATCH', `/console/brands/${brandA.id}`, { name: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect((await call(ops, 'GET', `/console/brands/${brandA.id}`)).json().name).toBe(brandA.name);
  });

  it('answers 404 for a brand that does not exist', async () => {
    expect((await call(ops, 'PATCH', '/console/brands/999999', { name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('archive and restore', () => {
  it('archives once (a second archive records nothing) and restores', async () => {
    const brand = (await call(ops, 'POST', '/console/brands', { name: 'Fading' })).json();
    const archived = await call(ops, 'POST', `/console/brands/${brand.id}/archive`);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    await call(ops, 'POST', `/console/brands/${brand.id}/archive`);
    const active = (await call(ops, 'GET', '/console/brands')).json().items;
    expect(active.map((b: { id: number }) => b.id)).not.toContain(brand.id);
    const archivedList = (await call(ops, 'GET', '/console/brands?show=archived')).json().items;
    expect(archivedList.map((b: { id: number }) => b.id)).toContain(brand.id);
    const restored = await call(ops, 'POST', `/console/brands/${brand.id}/restore`);
    expect(restored.json().archived_at).toBeNull();
    expect((await auditOf(brand.id)).map((e) => e.action)).toEqual([
      'brand.restored',
      'brand.archived',
      'brand.created',
    ]);
  });

  it('is for ops only', async () => {
    expect((await call(adminA, 'POST', `/console/brands/${brandA.id}/archive`)).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/v1/console/brands/:id/logo', () => {
  const put = (user: TestUser | null, brandId: number, body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/console/brands/${brandId}/logo`,
      headers: { ...(user?.headers ?? {}), 'content-type': type },
      payload: body,
    });

  it('stores the logo resized to WebP and serves it to anyone, cached', async () => {
    const brand = (await call(ops, 'POST', '/console/brands', { name: 'Logo Co' })).json();
    const res = await put(ops, brand.id, await png(1200, 600));
    expect(res.statusCode).toBe(200);
    const url = res.json().logo_url as string;
    expect(url).toMatch(new RegExp(`^/brand-logos/${brand.id}-[0-9a-f]{16}\\.webp$`));
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256]);
    const entries = await auditOf(brand.id);
    expect(entries[0]).toMatchObject({ action: 'brand.updated', after: { logo_url: url } });
  });

  it('reads the type from the bytes: a PNG sent as image/jpeg is fine, a script as PNG is not', async () => {
    expect((await put(ops, brandA.id, await png(10, 10), 'image/jpeg')).statusCode).toBe(200);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const refused = await put(ops, brandA.id, svg, 'image/png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('A logo must be a PNG, JPEG, WebP or GIF image.');
    expect((await put(ops, brandA.id, svg, 'image/svg+xml')).statusCode).toBe(415);
    expect((await put(ops, brandA.id, Buffer.alloc(0))).statusCode).toBe(415);
  });

  it('refuses a logo over 5 MB with the envelope', async () => {
    const res = await put(ops, brandA.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('refuses a truncated image as unreadable and keeps the old logo', async () => {
    const before = (await call(ops, 'GET', `/console/brands/${brandA.id}`)).json().logo_url;
    const broken = (await png(300, 300)).subarray(0, 120);
    const res = await put(ops, brandA.id, broken);
    expect(res.statusCode).toBe(400);
    expect((await call(ops, 'GET', `/console/brands/${brandA.id}`)).json().logo_url).toBe(before);
  });

  it('is for ops only', async () => {
    expect((await put(adminA, brandA.id, await png(10, 10))).statusCode).toBe(403);
    expect((await put(null, brandA.id, await png(10, 10))).statusCode).toBe(401);
  });

  it('answers 404 for an unknown logo name', async () => {
    expect((await t.app.inject({ url: '/brand-logos/1-0000000000000000.webp' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/brand-logos/..%2Fsecret' })).statusCode).toBe(404);
  });
});
