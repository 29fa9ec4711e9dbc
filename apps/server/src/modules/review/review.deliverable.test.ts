import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { insertSubmission } from '../../../test/factories-content';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { media, payouts } from '../../db/schema/content';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

const payoutsOfInvite = (inviteId: number) =>
  t.app.container.db.select().from(payouts).where(eq(payouts.invite_id, inviteId));
const detail = (contentId: number) =>
  t.app.inject({ url: `/api/v1/review/content/${contentId}/detail`, headers: ops.headers });

/** An invite paying $150 with one approved submission and a second one in review. */
async function secondSubmission() {
  const first = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
    invite: { payout_amount_cents: 15_000 },
  });
  const approved = await reviewAction(t.app, ops.headers, first.content.id, {
    action: 'approve_do_not_distribute',
  });
  expect(approved.json().payout).toMatchObject({ owes: 'deliverable', amount: 150 });
  const second = await insertSubmission(t.app, {
    user_id: creator.id,
    invite_id: first.invite.id,
  });
  return { ...first, second };
}

describe('one payout per deliverable (decision 522)', () => {
  it('a second approved submission on an approved invite owes nothing, and the console says so first', async () => {
    const s = await secondSubmission();
    const before = (await detail(s.second.id)).json();
    expect(before.payout_on_approval).toEqual({
      owes: 'nothing',
      amount: 0,
      notice:
        "This invite's deliverable is already approved and its fee owed. Approving this submission owes nothing more unless you accept it as an extra, with its own amount.",
      extra_allowed: true,
    });
    const res = await reviewAction(t.app, ops.headers, s.second.id, {
      action: 'approve_do_not_distribute',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout.owes).toBe('nothing');
    const rows = await payoutsOfInvite(s.invite.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ content_id: s.content.id, kind: 'deliverable' });
    // "Pay everything owed" finds one $150 for the invite, not two.
    const page = await t.app.inject({ url: '/api/v1/review/payouts', headers: ops.headers });
    const owed = page
      .json()
      .items.filter((i: { campaign: { id: number } }) => i.campaign.id === s.campaign.id);
    expect(owed).toEqual([expect.objectContaining({ amount: 150, kind: 'deliverable' })]);
  });

  it('the console says what approving owes as the approval owes it: the fee plus a reimbursed product (issue 31)', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      invite: { payout_amount_cents: 15_000 },
      campaign: {
        influencer_compensation_type: 'PAYMENT_CREATOR_BUYS_PRODUCT',
        creator_expense_amount_cents: 2_500,
      },
    });
    const before = (await detail(c.content.id)).json();
    expect(before.payout_on_approval).toMatchObject({ owes: 'deliverable', amount: 175 });
    const res = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'approve_do_not_distribute',
    });
    expect(res.json().payout).toMatchObject({ owes: 'deliverable', amount: 175 });
    const [row] = await payoutsOfInvite(c.invite.id);
    expect(row).toMatchObject({ amount_cents: 17_500, kind: 'deliverable' });
  });

  it('accepted as an extra with its own amount, it owes that amount on top', async () => {
    const s = await secondSubmission();
    const res = await reviewAction(t.app, ops.headers, s.second.id, {
      action: 'approve_do_not_distribute',
      extra_amount: 40,
    });
    expect(res.json().payout).toMatchObject({ owes: 'extra', amount: 40 });
    const rows = await payoutsOfInvite(s.invite.id);
    expect(rows.map((r) => [r.kind, r.amount_cents]).sort()).toEqual([
      ['deliverable', 15_000],
      ['extra', 4_000],
    ]);
  });

  it('refuses an extra for the first submission, and changes nothing', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      invite: { payout_amount_cents: 15_000 },
    });
    const res = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'approve_do_not_distribute',
      extra_amount: 40,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.extra_amount).toMatch(/deliverable is not approved yet/);
    expect(await payoutsOfInvite(c.invite.id)).toEqual([]);
    expect((await detail(c.content.id)).json().content_funnel_state).toBe('CONTENT_IN_REVIEW');
  });

  it('two approvals of one invite’s submissions at once make one deliverable', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      invite: { payout_amount_cents: 15_000 },
    });
    const other = await insertSubmission(t.app, { user_id: creator.id, invite_id: c.invite.id });
    const results = await Promise.all(
      [c.content.id, other.id].map((id) =>
        reviewAction(t.app, ops.headers, id, { action: 'approve_do_not_distribute' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().payout.owes).sort()).toEqual(['deliverable', 'nothing']);
    expect(await payoutsOfInvite(c.invite.id)).toHaveLength(1);
  });

  it('a live post verified without an approval makes its deliverable owed', async () => {
    const c = await createContentInState(t.app, creator.id, 'DISTRIBUTION_VERIFYING', {
      invite: { payout_amount_cents: 9_000 },
      campaign: { campaign_content_workflow: 'PRODUCT' },
    });
    const res = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'verify_distribution',
    });
    expect(res.json().payout).toMatchObject({ owes: 'deliverable', amount: 90 });
    expect(await payoutsOfInvite(c.invite.id)).toEqual([
      expect.objectContaining({ kind: 'deliverable', amount_cents: 9_000, status: 'pending' }),
    ]);
  });
});

describe('approving media that is not ready', () => {
  it('refuses to approve a video still processing, alone or in bulk, and says why', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    await t.app.container.db
      .update(media)
      .set({ status: 'processing', content_type: 'video' })
      .where(eq(media.id, c.content.media_id));
    const one = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'approve_distribute',
    });
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toBe(
      'The media is still processing: approve it once it can be seen.',
    );
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/review/content/bulk-actions',
      headers: ops.headers,
      payload: { action: 'approve_distribute', content_ids: [c.content.id] },
    });
    expect(bulk.json().results).toEqual([
      expect.objectContaining({ ok: false, error: expect.stringMatching(/still processing/) }),
    ]);
    expect((await detail(c.content.id)).json().content_funnel_state).toBe('CONTENT_IN_REVIEW');
  });
});
