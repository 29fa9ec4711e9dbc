import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { connectThroughSandbox } from '../../../test/factories-social';
import { sandboxFollowers } from '../../integrations/social/sandbox-social';

// Audiences from connected accounts (decision 670) as the creator directory shows them: two
// creators connect their Instagram through the sandbox, whose audiences differ (ines.paints
// about 7k, omar.lifts about 41k).
let t: TestApp;
let admin: TestUser;
let ines: TestUser;
let omar: TestUser;

async function connect(creator: TestUser, handle: string) {
  const { callbackUrl } = await connectThroughSandbox(t.app, creator.headers, 'instagram', handle);
  const res = await t.app.inject({ method: 'GET', url: callbackUrl });
  expect(res.headers.location).toBe('/creator/setup/accounts?connected=instagram');
  // The sync the connection queued reads the audience.
  await t.app.worker.runUntilIdle();
}

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'http://portal.test' });
  const brand = await createBrand(t.app);
  admin = await createUser(t.app, { type: 'brand', brandId: brand.id, brandRole: 'admin' });
  ines = await createUser(t.app, { profile: { first_name: 'Ines', last_name: 'Vantage' } });
  omar = await createUser(t.app, { profile: { first_name: 'Omar', last_name: 'Vantage' } });
  // A creator with no connected account: no audience to show.
  await createUser(t.app, { profile: { first_name: 'Pia', last_name: 'Vantage' } });
  await connect(ines, 'ines.paints');
  await connect(omar, 'omar.lifts');
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  followers: number;
  engagement_rate: number | null;
  accounts: { platform: string; followers: number | null; engagement_rate: number | null }[];
}
const directory = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/studio/directory?q=Vantage${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};
const names = (page: { items: Item[] }) => page.items.map((i) => i.name);

describe('the creator directory after creators connect their accounts', () => {
  it("shows each connected creator's followers and engagement rate", async () => {
    const { items } = await directory();
    const inesItem = items.find((i) => i.id === ines.id)!;
    const omarItem = items.find((i) => i.id === omar.id)!;
    expect(inesItem.followers).toBe(sandboxFollowers('instagram', 'ines.paints'));
    expect(omarItem.followers).toBe(sandboxFollowers('instagram', 'omar.lifts'));
    for (const item of [inesItem, omarItem]) {
      expect(item.engagement_rate).toBeGreaterThan(0.5);
      expect(item.engagement_rate).toBeLessThan(10);
      expect(item.accounts).toEqual([
        {
          platform: 'instagram',
          handle: expect.any(String),
          followers: item.followers,
          engagement_rate: item.engagement_rate,
        },
      ]);
    }
    // Not connected: nothing is known of Pia's audience.
    expect(items.find((i) => i.name === 'Pia V.')).toMatchObject({ engagement_rate: null });
  });

  it('filters by followers at least / at most', async () => {
    expect(names(await directory('&followers_min=20000'))).toEqual(['Omar V.']);
    expect(names(await directory('&followers_min=5000&followers_max=20000'))).toEqual(['Ines V.']);
  });

  it('sorts by followers and by engagement', async () => {
    expect(names(await directory('&sort=followers'))).toEqual(['Omar V.', 'Ines V.', 'Pia V.']);
    expect(names(await directory('&sort=followers&direction=asc'))).toEqual([
      'Pia V.',
      'Ines V.',
      'Omar V.',
    ]);
    const { items } = await directory('&sort=engagement');
    const rates = items.map((i) => i.engagement_rate);
    expect(rates[2]).toBeNull();
    const known = rates.slice(0, 2) as number[];
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(new Set(items.slice(0, 2).map((i) => i.id))).toEqual(new Set([ines.id, omar.id]));
  });
});
