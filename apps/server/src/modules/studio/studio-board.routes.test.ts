import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createInvite, createSubmission } from '../../../test/factories-campaigns';
import { publishedStudioCampaign } from '../../../test/factories-studio';
import { payouts } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let campaignId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.app);
  admin = await createUser(t.app, { type: 'brand', brandId: brand.id, brandRole: 'admin' });
  otherAdmin = await createUser(t.app, {
    type: 'brand',
    brandId: (await createBrand(t.app)).id,
    brandRole: 'admin',
  });
  campaignId = (await publishedStudioCampaign(t.app, admin.headers, brand.id)).id;
  const people = await Promise.all(
    ['Ana', 'Bo', 'Cy', 'Di'].map((first_name) =>
      createUser(t.app, { profile: { first_name, last_name: 'Zed' } }),
    ),
  );
  await createInvite(t.app, { user_id: people[0]!.id, campaign_id: campaignId });
  await createInvite(t.app, { user_id: people[1]!.id, campaign_id: campaignId, status: 'DENIED' });
  const inReview = await createInvite(t.app, {
    user_id: people[2]!.id,
    campaign_id: campaignId,
    status: 'APPROVED',
  });
  await createSubmission(t.app, inReview, 'CONTENT_IN_REVIEW');
  const paid = await createInvite(t.app, {
    user_id: people[3]!.id,
    campaign_id: campaignId,
    status: 'APPROVED',
  });
  const content = await createSubmission(t.app, paid, 'PAID');
  await t.app.container.db.insert(payouts).values({
    content_id: content.id,
    invite_id: paid.id,
    user_id: paid.user_id,
    amount_cents: 15000,
    batch_id: `content-${content.id}`,
    status: 'paid',
  });
});
afterAll(() => t.close());

const board = (headers: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/studio/campaigns/${campaignId}/board${query}`,
    headers,
  });

describe('GET /api/v1/studio/campaigns/:id/board', () => {
  it('counts each step and lists every creator with step, amount and the content to open', async () => {
    const page = (await board(admin.headers, '?sort=name')).json();
    expect(page.counts).toMatchObject({
      invited: 1,
      declined: 1,
      submitted: 1,
      paid: 1,
      approved: 0,
    });
    expect(
      page.items.map((r: { creator: { name: string }; step: string }) => [r.creator.name, r.step]),
    ).toEqual([
      ['Ana Z.', 'invited'],
      ['Bo Z.', 'declined'],
      ['Cy Z.', 'submitted'],
      ['Di Z.', 'paid'],
    ]);
    expect(page.items[3]).toMatchObject({ paid_cents: 15000, owed_cents: 0 });
    expect(page.items[2].content_id).toEqual(expect.any(Number));
    expect(page.items[0].next_due).toMatchObject({ what: 'Accept the invite' });
  });

  it('filters by step and exports the same rows as CSV', async () => {
    const invited = (await board(admin.headers, '?step=invited')).json();
    expect(invited.total).toBe(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/studio/campaigns/${campaignId}/board.csv?step=paid`,
      headers: admin.headers,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Creator,Handle,Step,Next due,Due (UTC),Overdue,Owed,Paid',
      'Di Z.,,Paid,,,no,0.00,150.00',
    ]);
  });

  it('the campaigns list carries the same counts', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/studio/campaigns',
      headers: admin.headers,
    });
    const item = list.json().items.find((c: { id: number }) => c.id === campaignId);
    expect(item.counts).toMatchObject({ invited: 1, declined: 1, submitted: 1, paid: 1 });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/studio/campaigns',
      headers: otherAdmin.headers,
    });
    expect(other.json().items.map((c: { id: number }) => c.id)).not.toContain(campaignId);
  });

  it('another brand finds nothing', async () => {
    expect((await board(otherAdmin.headers)).statusCode).toBe(404);
  });
});
