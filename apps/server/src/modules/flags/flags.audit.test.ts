import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let ops: TestUser;
let brandAdmin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await createUser(t.app, { type: 'ops' });
  const brand = await createBrand(t.app);
  brandAdmin = await createUser(t.app, { type: 'brand', brandId: brand.id, brandRole: 'admin' });
});
afterAll(() => t.close());

const flagEntries = async (headers: Record<string, string>, key: string) => {
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/v1/console/audit?action=flag.changed&target_type=flag&target_id=${key}`,
    headers,
  });
  expect(page.statusCode).toBe(200);
  return page.json().items as {
    actor: { id: number } | null;
    brand: unknown;
    target: { type: string; id: string };
    before: unknown;
    after: unknown;
  }[];
};

describe('flag changes are in the audit log (issue 28, decision 572)', () => {
  it('records each change once, before → after, with who; setting the value it has records nothing', async () => {
    const key = 'uploading-content-type-selector';
    const { flags } = t.app.container;
    expect(await flags.isEnabled(key)).toBe(false);
    await flags.set(key, true, ops.id);
    await flags.set(key, true, ops.id);
    await flags.set(key, false);
    expect(await flags.isEnabled(key)).toBe(false);
    const entries = await flagEntries(ops.headers, key);
    expect(entries).toHaveLength(2);
    // Newest first.
    expect(entries[0]).toMatchObject({
      actor: null,
      brand: null,
      target: { type: 'flag', id: key },
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(entries[1]).toMatchObject({
      actor: { id: ops.id },
      before: { enabled: false },
      after: { enabled: true },
    });
    // A flag is ops-wide: a brand admin reads none of it.
    expect(await flagEntries(brandAdmin.headers, key)).toEqual([]);
  });
});
