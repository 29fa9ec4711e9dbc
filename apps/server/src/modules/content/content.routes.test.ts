import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  createApprovedInvite,
  insertSubmission,
  pngBytes,
  uploadFile,
} from '../../../test/factories-content';
import { content, contentSnTypes, contentTransitions } from '../../db/schema/content';
import { featureFlags } from '../../db/schema/platform';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'content-test-'));

beforeAll(async () => {
  t = await buildTestApp({ storage: { provider: 'local', dir } });
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  other = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(user = creator) {
  const { handle } = await uploadFile(t.app, user.headers, {
    name: 'photo.png',
    type: 'image/png',
    bytes: await pngBytes(),
  });
  return handle;
}

const payload = (inviteId: number, handle: string, over: Record<string, unknown> = {}) => ({
  platform_type: 'instagram_image',
  invite_id: inviteId,
  filestack_transfer_details: { filename: 'photo.png', handle, content_type: 'image/png' },
  caption: 'So good #glow @glowbotanics',
  ...over,
});

const create = (user: TestUser, body: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/creator/submissions',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

const countFor = async (inviteId: number) =>
  (await t.app.container.db.select().from(content).where(eq(content.invite_id, inviteId))).length;

describe('GET /api/v1/creator/submissions/new', () => {
  it('answers the new content data of the creator’s invite', async () => {
    const { invite, campaign } = await createApprovedInvite(t.app, creator.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creator/submissions/new?invite_id=${invite.id}`,
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invite_id: invite.id,
      platform_type: 'instagram_image',
      required_hashtags: ['glow'],
      required_screen_names: ['glowbotanics'],
      requires_caption: true,
      campaign: { id: campaign.id },
      submission_refusal: null,
    });
  });

  it("answers 404 for another creator's invite and 403 for a brand user", async () => {
    const { invite } = await createApprovedInvite(t.app, other.id);
    const url = `/api/v1/creator/submissions/new?invite_id=${invite.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: creator.headers })).statusCode).toBe(
      404,
    );
    const brand = await createUser(t.app, { type: 'brand' });
    expect((await t.app.inject({ method: 'GET', url, headers: brand.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v1/creator/submissions', () => {
  it('creates the content in review with an audit row and answers its media id', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const res = await create(creator, payload(invite.id, await upload()), 'key-create-0001');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      invite_id: invite.id,
      content_type: 'image',
      caption: 'So good #glow @glowbotanics',
      content_funnel_state: 'CONTENT_IN_REVIEW',
      campaign_content_workflow: 'CONTENT_ONLY',
    });
    expect(body.media_id).toBeGreaterThan(0);
    const audit = await t.app.container.db
      .select()
      .from(contentTransitions)
      .where(eq(contentTransitions.content_id, body.id));
    expect(audit).toMatchObject([
      { from_state: null, to_state: 'CONTENT_IN_REVIEW', actor_user_id: creator.id },
    ]);
  });

  it('creates one submission for a doubled request with the same idempotency key', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const body = payload(invite.id, await upload());
    const [a, b] = await Promise.all([
      create(creator, body, 'key-double-01'),
      create(creator, body, 'key-double-01'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await create(creator, body, 'key-double-01');
    expect(again.json().id).toBe(a.json().id);
    expect(await countFor(invite.id)).toBe(1);
  });

  it('creates one submission when the same upload is sent twice without a key', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const body = payload(invite.id, await upload());
    const a = await create(creator, body);
    const b = await create(creator, body);
    expect(b.json().id).toBe(a.json().id);
    expect(await countFor(invite.id)).toBe(1);
  });

  it('refuses a caption missing a required hashtag and creates nothing', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const res = await create(
      creator,
      payload(invite.id, await upload(), { caption: 'Nice @glowbotanics' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.caption).toBe(
      'Please check that all required hashtags and mentions are included',
    );
    expect(await countFor(invite.id)).toBe(0);
  });

  it('stores an empty caption as null when the campaign requires none', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id, {
      campaign: { requires_caption: false },
    });
    const res = await create(creator, payload(invite.id, await upload(), { caption: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().caption).toBeNull();
  });

  it('needs a content type while the selector flag is on, and a listed one', async () => {
    const { db } = t.app.container;
    await db.insert(featureFlags).values({ key: 'uploading-content-type-selector', enabled: true });
    try {
      const [type] = await db
        .insert(contentSnTypes)
        .values({ content_sn_type: 'Reel' })
        .returning();
      const { invite } = await createApprovedInvite(t.app, creator.id);
      const handle = await upload();
      const missing = await create(creator, payload(invite.id, handle));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe(
        "Please select the type of content you're uploading",
      );
      const unknown = await create(
        creator,
        payload(invite.id, handle, { content_sn_type_id: 99999 }),
      );
      expect(unknown.statusCode).toBe(400);
      const ok = await create(
        creator,
        payload(invite.id, handle, { content_sn_type_id: type!.id }),
      );
      expect(ok.statusCode).toBe(201);
    } finally {
      await db.delete(featureFlags).where(eq(featureFlags.key, 'uploading-content-type-selector'));
    }
  });

  it('refuses an invite that is not approved, or whose window closed', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id, {
      invite: { status: 'ACCEPTED' },
    });
    const res = await create(creator, payload(invite.id, await upload()));
    expect(res.statusCode).toBe(409);
    const ended = await createApprovedInvite(t.app, creator.id, {
      campaign: { flight_end: new Date(Date.now() - 86_400_000) },
    });
    const closed = await create(creator, payload(ended.invite.id, await upload()));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('The submission window for this campaign has closed.');
  });

  it('refuses uploads to a campaign that takes posts', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id, {
      campaign: { campaign_content_workflow: 'PRODUCT' },
    });
    const res = await create(creator, payload(invite.id, await upload()));
    expect(res.statusCode).toBe(409);
  });

  it("answers 404 for another creator's invite and 400 for another creator's upload", async () => {
    const { invite } = await createApprovedInvite(t.app, other.id);
    expect((await create(creator, payload(invite.id, await upload()))).statusCode).toBe(404);
    const mine = await createApprovedInvite(t.app, creator.id);
    const theirs = await upload(other);
    const res = await create(creator, payload(mine.invite.id, theirs));
    expect(res.statusCode).toBe(400);
    expect(await countFor(mine.invite.id)).toBe(0);
  });

  it('refuses a malformed body with field details', async () => {
    const res = await create(creator, { invite_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/v1/creator/invites/:inviteId/submissions', () => {
  it('lists the invite’s cards newest first with their flags', async () => {
    const { invite, campaign, brand } = await createApprovedInvite(t.app, creator.id);
    await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: invite.id,
      funnel_state: 'CONTENT_REJECTED',
    });
    await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: invite.id,
      funnel_state: 'CONTENT_CHANGES_REQUESTED',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creator/invites/${invite.id}/submissions`,
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.invite).toMatchObject({
      id: invite.id,
      campaign: { id: campaign.id, name: campaign.name },
      brand: { name: brand.name },
      submission_kind: 'generic',
      can_submit: true,
      payment_status: 1,
    });
    expect(
      body.submissions.map((s: { needsFix: boolean; rejected: boolean }) => [
        s.needsFix,
        s.rejected,
      ]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(body.submissions[0].flightEndDate).toBe(
      Math.floor(campaign.flight_end!.getTime() / 1000),
    );
  });

  it('uses a constant number of queries whatever the number of submissions', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const url = `/api/v1/creator/invites/${invite.id}/submissions`;
    const measure = async () => {
      const before = t.database.queryCount();
      await t.app.inject({ method: 'GET', url, headers: creator.headers });
      return t.database.queryCount() - before;
    };
    await insertSubmission(t.app, { user_id: creator.id, invite_id: invite.id });
    const one = await measure();
    for (let i = 0; i < 5; i++)
      await insertSubmission(t.app, { user_id: creator.id, invite_id: invite.id });
    expect(await measure()).toBe(one);
  });

  it("answers 404 for another creator's invite", async () => {
    const { invite } = await createApprovedInvite(t.app, other.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creator/invites/${invite.id}/submissions`,
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/v1/creator/invites/:inviteId/submissions/:id/approval-review', () => {
  const review = (user: TestUser, inviteId: number, id: number, caption: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/creator/invites/${inviteId}/submissions/${id}/approval-review`,
      headers: user.headers,
      payload: { caption },
    });

  it('moves changes-requested content to changes-in-review once, with the reason', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const row = await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: invite.id,
      funnel_state: 'CONTENT_CHANGES_REQUESTED',
    });
    const caption = 'Fixed #glow @glowbotanics';
    const first = await review(creator, invite.id, row.id, caption);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      caption,
      content_funnel_state: 'CONTENT_CHANGES_IN_REVIEW',
    });
    const again = await review(creator, invite.id, row.id, caption);
    expect(again.statusCode).toBe(200);
    const audit = await t.app.container.db
      .select()
      .from(contentTransitions)
      .where(eq(contentTransitions.content_id, row.id));
    expect(audit).toMatchObject([
      {
        from_state: 'CONTENT_CHANGES_REQUESTED',
        to_state: 'CONTENT_CHANGES_IN_REVIEW',
        reason: 'CREATOR_UPDATED_CONTENT',
      },
    ]);
  });

  it('replaces the caption of content still in its first review', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const row = await insertSubmission(t.app, { user_id: creator.id, invite_id: invite.id });
    const res = await review(creator, invite.id, row.id, 'New #glow @glowbotanics');
    expect(res.json()).toMatchObject({
      caption: 'New #glow @glowbotanics',
      content_funnel_state: 'CONTENT_IN_REVIEW',
    });
  });

  it('requires a caption and the campaign’s tags, changing nothing otherwise', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const row = await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: invite.id,
      funnel_state: 'CONTENT_CHANGES_REQUESTED',
      caption: 'old',
    });
    const empty = await review(creator, invite.id, row.id, '  ');
    expect(empty.json().error.message).toBe('A caption is required for this campaign');
    const missing = await review(creator, invite.id, row.id, 'no tags');
    expect(missing.statusCode).toBe(400);
    const [stored] = await t.app.container.db.select().from(content).where(eq(content.id, row.id));
    expect(stored).toMatchObject({ caption: 'old', funnel_state: 'CONTENT_CHANGES_REQUESTED' });
  });

  it('refuses content in a state that takes no caption', async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const row = await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: invite.id,
      funnel_state: 'PAID',
    });
    expect((await review(creator, invite.id, row.id, 'x #glow @glowbotanics')).statusCode).toBe(
      409,
    );
  });

  it("answers 404 for another creator's content or a wrong invite", async () => {
    const { invite } = await createApprovedInvite(t.app, other.id);
    const row = await insertSubmission(t.app, { user_id: other.id, invite_id: invite.id });
    expect((await review(creator, invite.id, row.id, 'x #glow @glowbotanics')).statusCode).toBe(
      404,
    );
    const mine = await createApprovedInvite(t.app, creator.id);
    const mineRow = await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: mine.invite.id,
    });
    expect((await review(creator, invite.id, mineRow.id, 'x #glow @glowbotanics')).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/v1/creator/submissions/:id', () => {
  it("answers the creator's submission and 404 for another's", async () => {
    const { invite } = await createApprovedInvite(t.app, creator.id);
    const row = await insertSubmission(t.app, { user_id: creator.id, invite_id: invite.id });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creator/submissions/${row.id}`,
      headers: creator.headers,
    });
    expect(mine.json()).toMatchObject({
      id: row.id,
      hashtags: ['glow'],
      screenNames: ['glowbotanics'],
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/creator/submissions/${row.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('GraphQL contentSnTypes', () => {
  it('lists the content types for a creator and answers 401 without a token', async () => {
    const query = { query: '{ contentSnTypes { id content_sn_type } }' };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: creator.headers,
      payload: query,
    });
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray(ok.json().data.contentSnTypes)).toBe(true);
    const anon = await t.app.inject({ method: 'POST', url: '/graphql', payload: query });
    expect(anon.statusCode).toBe(401);
  });
});
