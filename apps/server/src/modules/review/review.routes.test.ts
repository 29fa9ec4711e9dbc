import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  createContentInState,
  createReviewers,
  reviewAction,
} from '../../../test/factories-review';
import { content, contentComments, contentTransitions, payouts } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;
let brandUser: TestUser;
let otherBrandUser: TestUser;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  ({ ops, brandId, brandUser, otherBrandUser } = await createReviewers(t.app));
});
afterAll(() => t.close());

const db = () => t.app.container.db;
const stateOf = async (id: number) =>
  (await db().select().from(content).where(eq(content.id, id)))[0]!.funnel_state;
const trailOf = (id: number) =>
  db().select().from(contentTransitions).where(eq(contentTransitions.content_id, id));
const inState = (state: string, over: Parameters<typeof createContentInState>[3] = {}) =>
  createContentInState(t.app, creator.id, state, {
    ...over,
    campaign: { brand_id: brandId, ...over.campaign },
  });

describe('reviewer role checks', () => {
  it('refuses a creator, even on their own content, and changes nothing', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, creator.headers, c.content.id, {
      action: 'approve_distribute',
    });
    expect(res.statusCode).toBe(403);
    expect(await stateOf(c.content.id)).toBe('CONTENT_IN_REVIEW');
    const list = await t.app.inject({ url: '/api/v1/review/content', headers: creator.headers });
    expect(list.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, {}, c.content.id, { action: 'approve_distribute' });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 to another brand's user and lets the campaign's brand act", async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const other = await reviewAction(t.app, otherBrandUser.headers, c.content.id, {
      action: 'approve_distribute',
    });
    expect(other.statusCode).toBe(404);
    const own = await reviewAction(t.app, brandUser.headers, c.content.id, {
      action: 'approve_distribute',
    });
    expect(own.statusCode).toBe(200);
    expect(await stateOf(c.content.id)).toBe('CONTENT_APPROVED_DO_DISTRIBUTE');
  });

  it("finds content by the media id of the creator's URL, with the same brand scoping", async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const get = (user: TestUser, mediaId: number) =>
      t.app.inject({ url: `/api/v1/review/media/${mediaId}`, headers: user.headers });
    const found = await get(ops, c.content.media_id);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ content_id: c.content.id, media_id: c.content.media_id });
    expect((await get(brandUser, c.content.media_id)).statusCode).toBe(200);
    expect((await get(otherBrandUser, c.content.media_id)).statusCode).toBe(404);
    expect((await get(creator, c.content.media_id)).statusCode).toBe(403);
    expect((await get(ops, 999_999)).statusCode).toBe(404);
  });

  it('lists only the brand’s own content awaiting review; ops sees all', async () => {
    const mine = await inState('CONTENT_IN_REVIEW');
    const theirs = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const brandList = await t.app.inject({
      url: '/api/v1/review/content',
      headers: brandUser.headers,
    });
    const ids = brandList.json().items.map((i: { content_id: number }) => i.content_id);
    expect(ids).toContain(mine.content.id);
    expect(ids).not.toContain(theirs.content.id);
    const opsList = await t.app.inject({
      url: '/api/v1/review/content?state=CONTENT_IN_REVIEW',
      headers: ops.headers,
    });
    const opsIds = opsList.json().items.map((i: { content_id: number }) => i.content_id);
    expect(opsIds).toEqual(expect.arrayContaining([mine.content.id, theirs.content.id]));
    const item = opsList
      .json()
      .items.find((i: { content_id: number }) => i.content_id === mine.content.id);
    expect(item).toMatchObject({
      invite: { payout_amount: 50 },
      allowed_actions: expect.arrayContaining(['approve_distribute', 'request_changes']),
    });
  });
});

describe('audit trail and comments', () => {
  it('records who, when, what and why, and the comments under their source', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Add #glow at the end.', 'Tag the brand.'],
      reason: 'caption incomplete',
    });
    expect(res.json()).toEqual({
      content_id: c.content.id,
      from_state: 'CONTENT_IN_REVIEW',
      to_state: 'CONTENT_CHANGES_REQUESTED',
      replayed: false,
      payout: null,
    });
    const [trail] = await trailOf(c.content.id);
    expect(trail).toMatchObject({
      from_state: 'CONTENT_IN_REVIEW',
      to_state: 'CONTENT_CHANGES_REQUESTED',
      action: 'request_changes',
      actor_user_id: ops.id,
      actor_type: 'ops',
      reason: 'caption incomplete',
    });
    expect(trail!.created_at).toBeInstanceOf(Date);
    const comments = await db()
      .select()
      .from(contentComments)
      .where(eq(contentComments.content_id, c.content.id));
    expect(comments).toEqual([
      expect.objectContaining({
        comment_source: 'OPS_REQUEST_FIX',
        messages: ['Add #glow at the end.', 'Tag the brand.'],
        author_user_id: ops.id,
      }),
    ]);
    const detail = await t.app.inject({
      url: `/api/v1/review/content/${c.content.id}`,
      headers: ops.headers,
    });
    expect(detail.json().transitions).toHaveLength(1);
    // The decision is in the audit log once, with who, the brand and the move (issue 28).
    const audit = await t.app.inject({
      url: `/api/v1/console/audit?action=content.decided&target_id=${c.content.id}`,
      headers: ops.headers,
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: ops.id }),
        before: { state: 'CONTENT_IN_REVIEW' },
        after: {
          state: 'CONTENT_CHANGES_REQUESTED',
          action: 'request_changes',
          reason: 'caption incomplete',
        },
      }),
    ]);
  });

  it('stores a brand’s rejection under BRAND_CONTENT_APPROVAL', async () => {
    const c = await inState('CONTENT_CHANGES_IN_REVIEW');
    await reviewAction(t.app, brandUser.headers, c.content.id, {
      action: 'reject',
      comments: ['Not on brand.'],
    });
    const [comment] = await db()
      .select()
      .from(contentComments)
      .where(eq(contentComments.content_id, c.content.id));
    expect(comment!.comment_source).toBe('BRAND_CONTENT_APPROVAL');
    expect(await stateOf(c.content.id)).toBe('CONTENT_REJECTED');
  });

  it('lets a brand ask for changes: the creator reads "Update Caption" with the brand’s comment, not a rejection', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, brandUser.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Love it! Could you mention the SPF?'],
    });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(c.content.id)).toBe('CONTENT_CHANGES_REQUESTED');
    const [comment] = await db()
      .select()
      .from(contentComments)
      .where(eq(contentComments.content_id, c.content.id));
    // The change-request screen shows OPS_REQUEST_FIX comments (decision 521).
    expect(comment!.comment_source).toBe('OPS_REQUEST_FIX');
    expect(comment!.author_user_id).toBe(brandUser.id);
  });

  it('no longer accepts brand_approval_comments, the rejection that read as a comment', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, brandUser.headers, c.content.id, {
      action: 'brand_approval_comments',
      comments: ['Love it! Could you mention the SPF?'],
    });
    expect(res.statusCode).toBe(400);
    expect(await stateOf(c.content.id)).toBe('CONTENT_IN_REVIEW');
  });

  it('refuses a commenting action without a comment and changes nothing', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    for (const comments of [undefined, [], ['   ']]) {
      const res = await reviewAction(t.app, ops.headers, c.content.id, {
        action: 'reject',
        comments,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await stateOf(c.content.id)).toBe('CONTENT_IN_REVIEW');
    expect(await trailOf(c.content.id)).toHaveLength(0);
  });

  it('refuses an unknown action with a clear message', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, ops.headers, c.content.id, { action: 'update_caption' });
    expect(res.statusCode).toBe(400);
    expect(await stateOf(c.content.id)).toBe('CONTENT_IN_REVIEW');
  });

  it('does the work once when a request is doubled', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const body = { action: 'reject', comments: ['Blurry.'] };
    const [a, b] = await Promise.all([
      reviewAction(t.app, ops.headers, c.content.id, body),
      reviewAction(t.app, ops.headers, c.content.id, body),
    ]);
    const again = await reviewAction(t.app, ops.headers, c.content.id, body);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(again.statusCode).toBe(200);
    expect(again.json().replayed).toBe(true);
    expect(await trailOf(c.content.id)).toHaveLength(1);
    const comments = await db()
      .select()
      .from(contentComments)
      .where(eq(contentComments.content_id, c.content.id));
    expect(comments).toHaveLength(1);
  });
});

describe('payouts', () => {
  it('approval of paid content records a pending payout; mark_paid pays it and moves to PAID', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_do_not_distribute' });
    const [pending] = await db().select().from(payouts).where(eq(payouts.content_id, c.content.id));
    expect(pending).toMatchObject({
      amount_cents: 5000,
      paypal_email: 'me@pay.test',
      status: 'pending',
      batch_id: `content-${c.content.id}`,
    });
    const paid = await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    expect(paid.json().to_state).toBe('PAID');
    const [row] = await db().select().from(payouts).where(eq(payouts.content_id, c.content.id));
    expect(row!.status).toBe('paid');
    expect(row!.paid_at).toBeInstanceOf(Date);
    const [invite] = await db().select().from(invites).where(eq(invites.id, c.invite.id));
    expect(invite!.is_paid).toBe(true);
    const twice = await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    expect(twice.json().replayed).toBe(true);
  });

  it('records no payout for unpaid content and refuses to mark it paid', async () => {
    const c = await inState('CONTENT_IN_REVIEW', { invite: { payout_amount_cents: 0 } });
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_do_not_distribute' });
    expect(
      await db().select().from(payouts).where(eq(payouts.content_id, c.content.id)),
    ).toHaveLength(0);
    const res = await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    expect(res.statusCode).toBe(409);
    expect(await stateOf(c.content.id)).toBe('CONTENT_APPROVED_DO_NOT_DISTRIBUTE');
  });

  it('refuses mark_paid to a brand user', async () => {
    const c = await inState('DISTRIBUTION_APPROVED');
    const res = await reviewAction(t.app, brandUser.headers, c.content.id, { action: 'mark_paid' });
    expect(res.statusCode).toBe(403);
  });
});
