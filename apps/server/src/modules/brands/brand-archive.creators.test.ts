import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createCampaign, createInvite } from '../../../test/factories-campaigns';
import { createUpcomingCampaign } from '../../../test/factories-invite-requests';

let t: TestApp;
let ops: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await createUser(t.app, { type: 'ops' });
  creator = await createUser(t.app);
});
afterAll(() => t.close());

const ids = (page: { invites: Record<string, { id: number }[]> }) =>
  Object.values(page.invites)
    .flat()
    .map((i) => i.id);

describe('archiving a brand, as creators see it (decision 531)', () => {
  it('hides its upcoming campaigns and unanswered invites, keeps accepted work, and refuses requests', async () => {
    const brand = await createBrand(t.app);
    const upcoming = await createUpcomingCampaign(t.app, { overrides: { brand_id: brand.id } });
    const running = await createCampaign(t.app, { brand_id: brand.id });
    const other = await createCampaign(t.app, { brand_id: brand.id });
    const pending = await createInvite(t.app, { user_id: creator.id, campaign_id: running.id });
    const accepted = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: other.id,
      status: 'APPROVED',
    });
    const page = async () =>
      (await t.app.inject({ url: '/api/v1/creator/campaigns', headers: creator.headers })).json();

    const before = await page();
    expect(ids(before)).toEqual(expect.arrayContaining([pending.id, accepted.id]));
    expect(before.upcoming_campaigns.map((c: { id: number }) => c.id)).toContain(
      upcoming.campaign.id,
    );

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/console/brands/${brand.id}/archive`,
          headers: ops.headers,
        })
      ).statusCode,
    ).toBe(200);

    const after = await page();
    expect(ids(after)).toContain(accepted.id);
    expect(ids(after)).not.toContain(pending.id);
    expect(after.upcoming_campaigns.map((c: { id: number }) => c.id)).not.toContain(
      upcoming.campaign.id,
    );
    const invitePage = await t.app.inject({
      url: `/api/v1/creator/invites/${pending.id}`,
      headers: creator.headers,
    });
    expect(invitePage.statusCode).toBe(404);
    const acceptedPage = await t.app.inject({
      url: `/api/v1/creator/invites/${accepted.id}`,
      headers: creator.headers,
    });
    expect(acceptedPage.statusCode).toBe(200);
    const campaignPage = await t.app.inject({
      url: `/api/v1/creator/campaigns/${upcoming.campaign.id}`,
      headers: creator.headers,
    });
    expect(campaignPage.statusCode).toBe(404);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/v1/creator/invite_requests',
      headers: creator.headers,
      payload: { campaign_id: upcoming.campaign.id, flight_id: upcoming.regular[0]!.id },
    });
    expect(request.statusCode).toBe(404);

    // Restored, all of it is back.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/console/brands/${brand.id}/restore`,
      headers: ops.headers,
    });
    const restored = await page();
    expect(ids(restored)).toEqual(expect.arrayContaining([pending.id, accepted.id]));
  });
});
