import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { content, contentTransitions } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let ops: TestUser;
let brandUser: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  other = await createUser(t.app);
  ops = await createUser(t.app, { type: 'ops' });
  brandUser = await createUser(t.app, { type: 'brand', brandId: null });
});
afterAll(() => t.close());

const getStatus = (user: TestUser, mediaId: number) =>
  t.app.inject({
    url: `/api/v1/creator/content/status?media_id=${mediaId}`,
    headers: user.headers,
  });
const patch = (user: TestUser, mediaId: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/creator/content/${mediaId}`,
    headers: user.headers,
    payload,
  });
const trail = (id: number) =>
  t.app.container.db.select().from(contentTransitions).where(eq(contentTransitions.content_id, id));

describe('GET /api/v1/creator/content/status', () => {
  it('dates the post by a granted extension’s end, as the card does (decision 681)', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_APPROVED_DO_DISTRIBUTE');
    const extensionEnd = new Date(Date.now() + 4 * 86_400_000);
    await t.app.container.db
      .update(invites)
      .set({ has_extension: true, granted_extension_end: extensionEnd })
      .where(eq(invites.id, c.invite.id));
    const body = (await getStatus(creator, c.content.media_id)).json();
    const endSeconds = Math.floor(extensionEnd.getTime() / 1000);
    expect(body.campaign_post.invite.invite_flight.end_date_unix).toBe(endSeconds);
    const card = (
      await t.app.inject({
        url: `/api/v1/creator/invites/${c.invite.id}`,
        headers: creator.headers,
      })
    ).json();
    expect(card.invite.view.next.due).toEqual({ label: 'Post by', at: endSeconds });
  });

  it('answers the content status data with the comments the reviewers wrote', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Add the hashtag.'],
    });
    const res = await getStatus(creator, c.content.media_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      media_id: c.content.media_id,
      id: c.content.id,
      content_type: 'image',
      content_url: '/demo/x.svg',
      content_funnel_state: 'CONTENT_CHANGES_REQUESTED',
      content_reviewed_by: 'ops',
      creator_update_reviewed_by: null,
      campaign_distribution: null,
      user_comments: [{ messages: ['Add the hashtag.'], comment_source: 'OPS_REQUEST_FIX' }],
      campaign_post: {
        id: c.content.id,
        campaign: {
          id: c.campaign.id,
          name: c.campaign.name,
          campaign_content_workflow: 'CONTENT_PREAPPROVAL',
        },
        invite: {
          id: c.invite.id,
          payout_amount: 50,
          invite_flight: { end_date_unix: Math.floor(c.campaign.flight_end!.getTime() / 1000) },
        },
      },
    });
  });

  it('names the campaign and brand, and tells the review so far from the audit trail (issue 13)', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const asked = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Please add #glow to the caption.'],
    });
    expect(asked.statusCode).toBe(200);
    const caption = 'Updated #glow @glowbotanics';
    await patch(creator, c.content.media_id, {
      caption,
      post_state_change_reason: 'CREATOR_UPDATED_CONTENT',
    });
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_distribute' });

    const body = (await getStatus(creator, c.content.media_id)).json();
    expect(body.campaign_post.campaign).toMatchObject({
      name: c.campaign.name,
      brand: { name: c.brand.name },
    });
    expect(body.caption).toBe(caption);
    expect(body.history.map((e: { label: string }) => e.label)).toEqual([
      'Changes requested',
      'Resubmitted with a new caption',
      'Approved',
    ]);
    expect(body.history[0].comments).toEqual(['Please add #glow to the caption.']);
    expect(body.history.every((e: { at: number }) => Number.isInteger(e.at))).toBe(true);
  });

  it('lists the comments newest first, in the same number of queries for one round of review and for three', async () => {
    const reviewed = async (rounds: number) => {
      const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
      for (let i = 1; i <= rounds; i++) {
        const r = await reviewAction(t.app, ops.headers, c.content.id, {
          action: 'request_changes',
          comments: [`Round ${i}.`],
        });
        expect(r.statusCode).toBe(200);
        if (i < rounds) {
          const resubmitted = await patch(creator, c.content.media_id, {
            caption: `Updated ${i} #glow @glowbotanics`,
            post_state_change_reason: 'CREATOR_UPDATED_CONTENT',
          });
          expect(resubmitted.statusCode).toBe(200);
        }
      }
      const before = t.database.queryCount();
      const res = await getStatus(creator, c.content.media_id);
      return { body: res.json(), queries: t.database.queryCount() - before };
    };
    const one = await reviewed(1);
    const three = await reviewed(3);
    expect(three.body.user_comments.map((c: { messages: string[] }) => c.messages)).toEqual([
      ['Round 3.'],
      ['Round 2.'],
      ['Round 1.'],
    ]);
    expect(three.body.history.map((e: { label: string }) => e.label)).toEqual([
      'Changes requested',
      'Resubmitted with a new caption',
      'Changes requested',
      'Resubmitted with a new caption',
      'Changes requested',
    ]);
    expect(three.queries).toBe(one.queries);
  });

  it('shows the payout: owed once approved, then paid with its date and reference (issue 14)', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    expect((await getStatus(creator, c.content.media_id)).json().payout).toBeNull();

    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_do_not_distribute' });
    const owed = (await getStatus(creator, c.content.media_id)).json().payout;
    expect(owed).toMatchObject({
      amount_cents: 5000,
      state: 'owed',
      sent_at: null,
      final_at: null,
      // Ours, fixed from the moment the payout exists (issue 31).
      reference: expect.stringMatching(/^PO-\d{6,}$/),
    });
    expect(owed.approved_at).toBeTypeOf('number');

    const paid = await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    expect(paid.statusCode).toBe(200);
    const after = (await getStatus(creator, c.content.media_id)).json().payout;
    expect(after).toMatchObject({ amount_cents: 5000, state: 'paid', reference: owed.reference });
    expect(after.final_at).toBeGreaterThanOrEqual(owed.created_at);
  });

  it("answers 404 for another creator's content, 403 for a brand user, 400 for a bad id", async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    expect((await getStatus(other, c.content.media_id)).statusCode).toBe(404);
    expect((await getStatus(brandUser, c.content.media_id)).statusCode).toBe(403);
    expect((await getStatus(creator, 999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      url: '/api/v1/creator/content/status?media_id=abc',
      headers: creator.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/creator/content/:mediaId', () => {
  it('creator_will_post moves approved content to match selection, once', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_APPROVED_DO_DISTRIBUTE');
    const first = await patch(creator, c.content.media_id, { creator_will_post: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      content_funnel_state: 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
      creator_will_post: true,
    });
    const again = await patch(creator, c.content.media_id, { creator_will_post: true });
    expect(again.statusCode).toBe(200);
    expect(await trail(c.content.id)).toHaveLength(1);
  });

  it('refuses creator_will_post from a state that does not allow it', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const res = await patch(creator, c.content.media_id, { creator_will_post: true });
    expect(res.statusCode).toBe(409);
  });

  it('a new caption with CREATOR_UPDATED_CONTENT moves changes requested to changes in review', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_CHANGES_REQUESTED');
    const body = {
      caption: 'New caption #glow @glowbotanics',
      post_state_change_reason: 'CREATOR_UPDATED_CONTENT',
    };
    const res = await patch(creator, c.content.media_id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content_funnel_state: 'CONTENT_CHANGES_IN_REVIEW',
      caption: body.caption,
    });
    expect((await patch(creator, c.content.media_id, body)).statusCode).toBe(200);
    const rows = await trail(c.content.id);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'update_caption', reason: 'CREATOR_UPDATED_CONTENT' }),
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_CHANGES_REQUESTED');
    const missing = await patch(creator, c.content.media_id, {
      caption: 'no tags',
      post_state_change_reason: 'CREATOR_UPDATED_CONTENT',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.caption).toBe(
      'Please check that all required hashtags and mentions are included',
    );
    const wrongReason = await patch(creator, c.content.media_id, {
      caption: 'x #glow @glowbotanics',
      post_state_change_reason: 'OTHER',
    });
    expect(wrongReason.statusCode).toBe(400);
    expect(
      (await patch(creator, c.content.media_id, { creator_will_post: false })).statusCode,
    ).toBe(400);
    const [row] = await t.app.container.db
      .select()
      .from(content)
      .where(eq(content.id, c.content.id));
    expect(row!.funnel_state).toBe('CONTENT_CHANGES_REQUESTED');
  });

  it("answers 404 for another creator's content and 403 for ops", async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_APPROVED_DO_DISTRIBUTE');
    expect((await patch(other, c.content.media_id, { creator_will_post: true })).statusCode).toBe(
      404,
    );
    expect((await patch(ops, c.content.media_id, { creator_will_post: true })).statusCode).toBe(
      403,
    );
  });
});

describe('campaign type and tiktokCampaign', () => {
  it('answers the campaign type for an invited creator only', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      campaign: { platform: 'tiktok' },
    });
    const res = await t.app.inject({
      url: `/api/v1/creator/campaigns/${c.campaign.id}/type`,
      headers: creator.headers,
    });
    expect(res.json()).toEqual({ id: c.campaign.id, campaign_type: 'tiktok' });
    const theirs = await t.app.inject({
      url: `/api/v1/creator/campaigns/${c.campaign.id}/type`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers the TikTok campaign, or null when there is none', async () => {
    const tiktok = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      campaign: { platform: 'tiktok' },
    });
    const insta = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const query = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: creator.headers,
        payload: {
          query: `query($id: ID!) { tiktokCampaign(campaignId: $id) { brandId brandName campaignId campaignCode inviteLink } }`,
          variables: { id: String(id) },
        },
      });
    const found = (await query(tiktok.campaign.id)).json();
    expect(found.data.tiktokCampaign).toMatchObject({
      campaignId: String(tiktok.campaign.id),
      brandName: tiktok.brand.name,
      campaignCode: `TT-${tiktok.campaign.id}`,
    });
    expect((await query(insta.campaign.id)).json().data.tiktokCampaign).toBeNull();
  });
});
