import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { insertSubmission } from '../../../test/factories-content';
import {
  createContentInState,
  createReviewers,
  reviewAction,
} from '../../../test/factories-review';
import { content, contentTransitions, media } from '../../db/schema/content';
import { socialAccounts } from '../../db/schema/users';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;
let brandUser: TestUser;
let otherBrandUser: TestUser;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, {
    profile: { first_name: 'Dee', last_name: 'Tail', tiktok_handle: 'dee.tail' },
  });
  await t.app.container.db.insert(socialAccounts).values({
    user_id: creator.id,
    platform: 'instagram',
    social_id: 'ig-1',
    handle: 'dee.on.ig',
    expires_at: new Date(Date.now() - 86_400_000),
  });
  ({ ops, brandId, brandUser, otherBrandUser } = await createReviewers(t.app));
});
afterAll(() => t.close());

const inState = (state: string) =>
  createContentInState(t.app, creator.id, state, { campaign: { brand_id: brandId } });
const detail = (user: TestUser | null, id: number) =>
  t.app.inject({ url: `/api/v1/review/content/${id}/detail`, headers: user?.headers ?? {} });
const bulk = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/review/content/bulk-actions',
    headers: user?.headers ?? {},
    payload,
  });

describe('GET /api/v1/review/content/:id/detail', () => {
  it('gives the reviewer the media, caption rules, creator, versions, comments and trail', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const earlier = await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: c.invite.id,
      funnel_state: 'CONTENT_REJECTED',
      caption: 'first try',
    });
    await t.app.container.db
      .update(content)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(content.id, earlier.id));
    await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Add the brand mention.'],
    });
    const res = await detail(brandUser, c.content.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      content_id: c.content.id,
      content_funnel_state: 'CONTENT_CHANGES_REQUESTED',
      caption: 'So good #glow @glowbotanics',
      media: { content_type: 'image', status: 'ready', url: '/demo/x.svg' },
      campaign: {
        id: c.campaign.id,
        brand_id: brandId,
        requires_caption: true,
        hashtags: ['glow'],
        screen_names: ['glowbotanics'],
      },
      payout_amount: 50,
      creator: {
        id: creator.id,
        // A brand sees the short name, as in the directory and on the board (decision 598).
        name: 'Dee T.',
        handles: [{ platform: 'tiktok', handle: 'dee.tail' }],
        accounts: [{ platform: 'instagram', handle: 'dee.on.ig', connection_expired: true }],
      },
      comments: [{ comment_source: 'OPS_REQUEST_FIX', messages: ['Add the brand mention.'] }],
      other_versions: [{ content_id: earlier.id, content_funnel_state: 'CONTENT_REJECTED' }],
      // While the creator fixes it, the brand may still end it (a final rejection).
      allowed_actions: ['reject'],
    });
    expect(body.transitions.at(-1)).toMatchObject({
      action: 'request_changes',
      actor_type: 'ops',
      actor_email: ops.email,
    });
    const opsView = (await detail(ops, c.content.id)).json();
    expect(opsView.allowed_actions).toEqual(['reject']);
    expect(opsView.creator.name).toBe('Dee Tail');
  });

  it('shows a video with its poster and a processing one without links to play', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    await t.app.container.db
      .update(media)
      .set({
        content_type: 'video',
        status: 'processing',
        source_url: null,
        storage_key: 'k/v.mp4',
        mime_type: 'video/mp4',
      })
      .where(eq(media.id, c.content.media_id));
    const body = (await detail(ops, c.content.id)).json();
    expect(body.media).toMatchObject({
      content_type: 'video',
      status: 'processing',
      thumbnail: null,
    });
    expect(body.media.url).toContain('/files/');
  });

  it("refuses anonymous (401) and creators (403), hides another brand's content (404)", async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    expect((await detail(null, c.content.id)).statusCode).toBe(401);
    expect((await detail(creator, c.content.id)).statusCode).toBe(403);
    expect((await detail(otherBrandUser, c.content.id)).statusCode).toBe(404);
    expect((await detail(ops, 999_999)).statusCode).toBe(404);
  });

  it('reads the same number of queries however long the history', async () => {
    const c = await inState('CONTENT_IN_REVIEW');
    const measure = async () => {
      const before = t.database.queryCount();
      await detail(ops, c.content.id);
      return t.database.queryCount() - before;
    };
    const first = await measure();
    for (let i = 0; i < 3; i++)
      await insertSubmission(t.app, { user_id: creator.id, invite_id: c.invite.id });
    await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'request_changes',
      comments: ['x'],
    });
    expect(await measure()).toBe(first);
  });
});

describe('POST /api/v1/review/content/bulk-actions', () => {
  it('approves each item on its own: audited one by one, refusals reported, others done', async () => {
    const a = await inState('CONTENT_IN_REVIEW');
    const b = await inState('CONTENT_CHANGES_IN_REVIEW');
    const paid = await inState('PAID');
    const foreign = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const res = await bulk(brandUser, {
      action: 'approve_distribute',
      content_ids: [a.content.id, b.content.id, paid.content.id, foreign.content.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        content_id: a.content.id,
        ok: true,
        to_state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
        error: null,
        payout_notice: "Approving owes the creator $50, the invite's fee.",
      },
      {
        content_id: b.content.id,
        ok: true,
        to_state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
        error: null,
        payout_notice: "Approving owes the creator $50, the invite's fee.",
      },
      {
        content_id: paid.content.id,
        ok: false,
        to_state: null,
        error: expect.any(String),
        payout_notice: null,
      },
      {
        content_id: foreign.content.id,
        ok: false,
        to_state: null,
        error: 'The content was not found.',
        payout_notice: null,
      },
    ]);
    for (const id of [a.content.id, b.content.id]) {
      const trail = await t.app.container.db
        .select()
        .from(contentTransitions)
        .where(eq(contentTransitions.content_id, id));
      expect(trail).toEqual([
        expect.objectContaining({ action: 'approve_distribute', actor_user_id: brandUser.id }),
      ]);
    }
    const [untouched] = await t.app.container.db
      .select()
      .from(content)
      .where(eq(content.id, foreign.content.id));
    expect(untouched!.funnel_state).toBe('CONTENT_IN_REVIEW');
    // Sent again (a retried request): replays, nothing written twice.
    const again = await bulk(brandUser, {
      action: 'approve_distribute',
      content_ids: [a.content.id],
    });
    expect(again.json().results[0]).toMatchObject({
      ok: true,
      to_state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
    });
  });

  it('refuses creators and anonymous callers, and any action but an approval', async () => {
    const a = await inState('CONTENT_IN_REVIEW');
    expect(
      (await bulk(null, { action: 'approve_distribute', content_ids: [a.content.id] })).statusCode,
    ).toBe(401);
    expect(
      (await bulk(creator, { action: 'approve_distribute', content_ids: [a.content.id] }))
        .statusCode,
    ).toBe(403);
    expect((await bulk(ops, { action: 'mark_paid', content_ids: [a.content.id] })).statusCode).toBe(
      400,
    );
    const [row] = await t.app.container.db
      .select()
      .from(content)
      .where(eq(content.id, a.content.id));
    expect(row!.funnel_state).toBe('CONTENT_IN_REVIEW');
  });
});
