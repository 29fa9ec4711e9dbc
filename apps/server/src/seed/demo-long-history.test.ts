import { CAMPAIGNS_LIST_PAGE_SIZES } from '@portal/domain/invites/campaigns-list-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import type { Db } from '../db/client';
import { campaignSampleMedia, campaigns } from '../db/schema/campaigns';
import { LONG_HISTORY, seedDemoLongHistory } from './demo-long-history';
import { seedDemoPeople } from './demo-people';

let t: TestApp;
let creatorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.container.db as Db;
  const demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
  creatorId = (
    await seedDemoLongHistory(
      db,
      t.app.container.config.demo,
      { brandId: demo.brand.id, opsId: demo.opsUser.id },
      { config: t.app.container.config, storage: t.app.container.storage },
    )
  ).id;
});
afterAll(() => t.close());

describe('seedDemoLongHistory', () => {
  it('gives veteran@demo.test more missed campaigns than one page of the list holds', async () => {
    const page = await t.app.container.campaigns.getCampaignsPage({
      userId: creatorId,
      type: 'influencer',
      brandId: null,
    });
    expect(page.list_totals).toEqual({ current: LONG_HISTORY.current, past: LONG_HISTORY.past });
    expect(page.invites.expired).toHaveLength(CAMPAIGNS_LIST_PAGE_SIZES.past);
    expect(page.invites.active).toHaveLength(LONG_HISTORY.current);
    // Newest first: the most recently ended campaign leads Past Campaigns.
    expect(page.invites.expired[0]!.campaign.name).toBe(`Glow Edition ${LONG_HISTORY.past}`);
  });

  it('counts the completed, paid campaigns on the Past Campaigns tile (issue 13)', async () => {
    const page = await t.app.container.campaigns.getCampaignsPage({
      userId: creatorId,
      type: 'influencer',
      brandId: null,
    });
    expect(page.summary.completed_campaigns).toBe(LONG_HISTORY.completed);
    // The tile's picture is the latest completed campaign's, as the studio stored it.
    const [latest] = await t.app.container.db
      .select({ url: campaignSampleMedia.url })
      .from(campaignSampleMedia)
      .innerJoin(campaigns, eq(campaigns.id, campaignSampleMedia.campaign_id))
      .where(eq(campaigns.name, `Glow Classic ${LONG_HISTORY.completed}`));
    expect(latest!.url).toMatch(/^\/campaign-images\/[0-9a-f]{32}\.webp$/);
    expect(page.summary.most_recent_campaign_image).toBe(latest!.url);
    // Completed work is on the tile, not among the missed cards.
    expect(page.list_totals.past).toBe(LONG_HISTORY.past);
  });

  it('signs in with the demo creator’s password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        email: LONG_HISTORY.email,
        password: t.app.container.config.demo.creator.password,
      },
    });
    expect(response.statusCode).toBe(200);
  });
});
