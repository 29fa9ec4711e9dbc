import { toTileProps } from '@portal/domain/analytics/numbers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { sessionTokenFor } from '../../test/factories';
import type { Db } from '../db/client';
import { sandboxFollowers } from '../integrations/social/sandbox-social';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoCategories } from './demo-categories';
import { seedDemoPeople } from './demo-people';

let t: TestApp;
let headers: { authorization: string };
let creatorId: number;
let brandHeaders: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.container.db as Db;
  const demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
  await seedDemoCategories(db, { creatorId: demo.creator.id });
  await seedDemoAnalytics(
    db,
    { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
    t.app.container.config,
    { config: t.app.container.config, storage: t.app.container.storage },
  );
  creatorId = demo.creator.id;
  const token = await sessionTokenFor(t.app, demo.creator.id);
  headers = { authorization: `Bearer ${token}` };
  brandHeaders = { authorization: `Bearer ${await sessionTokenFor(t.app, demo.brandUser.id)}` };
});
afterAll(() => t.close());

describe('demo analytics seed', () => {
  it('gives the demo creator nine paid posts whose tiles show each abbreviation', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/analytics', headers })).json();
    expect(body.num_posts).toBe(9);
    expect(body.num_brands).toBe(5);
    expect(body.earned).toBe(3175.5);
    expect(body.posts[0].is_featured).toBe(true);
    expect(body.posts[0].campaign_name).toBe('Glow Serum Launch');
    expect(body.timeline.length).toBeGreaterThanOrEqual(7);
    const tiles = toTileProps(body, 'UTC');
    expect(tiles.numPosts).toBe('9');
    expect(tiles.numBrands).toBe('5');
    expect(tiles.earned).toBe('$3,175.50');
    expect(tiles.likes).toMatch(/^1(\.\d)?M$/);
    expect(tiles.comments).toMatch(/^\d+(\.\d)?K$/);
  });

  it("shows the demo creator's followers and engagement in the creator directory, read through the adapter", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/studio/directory?q=maya&sort=followers',
      headers: brandHeaders,
    });
    const [maya] = res.json().items;
    expect(maya).toMatchObject({
      id: creatorId,
      followers: sandboxFollowers('instagram', 'maya.makes'),
    });
    expect(maya.engagement_rate).toBeGreaterThan(0.5);
    expect(maya.engagement_rate).toBeLessThan(10);
  });

  it("connects the demo creator's Instagram with a sandbox token the adapter can read", async () => {
    const account = await t.app.container.social.findAccount(creatorId, 'instagram');
    const posts = await t.app.container.social.listRecentPosts(account!);
    expect(posts.length).toBeGreaterThan(3);
    expect(posts[0]!.imageUrl).toMatch(/^\/demo\/social\/post-\d\.svg$/);
  });
});
