import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createApprovedInvite, insertSubmission } from '../../../test/factories-content';
import { connectThroughSandbox } from '../../../test/factories-social';
import { content, contentTransitions, distributions } from '../../db/schema/content';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'posts-test-'));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ storage: { provider: 'local', dir } });
  creator = await createUser(t.app);
  other = await createUser(t.app);
  const { callbackUrl } = await connectThroughSandbox(
    t.app,
    creator.headers,
    'instagram',
    'maya.makes',
  );
  await t.app.inject({ method: 'GET', url: callbackUrl });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A PRODUCT-workflow Instagram campaign wanting #glow, started 60 days ago. */
const postInvite = (userId = creator.id, campaign = {}) =>
  createApprovedInvite(t.app, userId, {
    campaign: {
      campaign_content_workflow: 'PRODUCT',
      hashtags: ['glow'],
      screen_names: [],
      flight_start: new Date(Date.now() - 60 * DAY),
      ...campaign,
    },
  });

const listPosts = (user: TestUser, inviteId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/creator/invites/${inviteId}/posts`,
    headers: user.headers,
  });

const submitPost = (user: TestUser, inviteId: number, postId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/creator/invites/${inviteId}/posts`,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { post_id: postId },
  });

describe('GET /api/v1/creator/invites/:inviteId/posts', () => {
  it('lists the connected account’s posts with their issues', async () => {
    const { invite } = await postInvite();
    const res = await listPosts(creator, invite.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ platform: 'instagram', connected: true });
    expect(body.posts[0]).toMatchObject({ caption: expect.stringContaining('#glow'), issues: [] });
    expect(body.posts[1].issues).toEqual(['Missing: #glow']);
    expect(body.posts[0].image_url).toMatch(/^\/demo\/social\//);
  });

  it('says when no account is connected', async () => {
    const { invite } = await postInvite(other.id);
    expect((await listPosts(other, invite.id)).json()).toEqual({
      platform: 'instagram',
      connected: false,
      posts: [],
    });
  });

  it("answers 404 for another creator's invite", async () => {
    const { invite } = await postInvite(other.id);
    expect((await listPosts(creator, invite.id)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/creator/invites/:inviteId/posts', () => {
  it('submits a post once, in verification, with its distribution; a retry answers the same', async () => {
    const { invite } = await postInvite();
    const post = (await listPosts(creator, invite.id)).json().posts[0];
    const [a, b] = await Promise.all([
      submitPost(creator, invite.id, post.id, 'post-key-0001'),
      submitPost(creator, invite.id, post.id, 'post-key-0001'),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.json(), b.body).toMatchObject({ id: a.json().id });
    expect(a.json()).toMatchObject({
      invite_id: invite.id,
      payment_status_id: 1,
      payout_turnaround_days: 7,
    });
    const rows = await t.app.container.db
      .select()
      .from(content)
      .where(eq(content.invite_id, invite.id));
    expect(rows).toMatchObject([{ funnel_state: 'DISTRIBUTION_VERIFYING' }]);
    const [dist] = await t.app.container.db
      .select()
      .from(distributions)
      .where(eq(distributions.content_id, rows[0]!.id));
    expect(dist).toMatchObject({ distribution_url: post.link, distribution_platform: 'instagram' });
    const listed = (await listPosts(creator, invite.id)).json().posts[0];
    expect(listed.issues).toContain('This post has already been submitted.');
  });

  it('refuses a post with issues and one not on the account, creating nothing', async () => {
    const { invite } = await postInvite();
    const posts = (await listPosts(creator, invite.id)).json().posts;
    const withIssue = await submitPost(creator, invite.id, posts[1].id);
    expect(withIssue.statusCode).toBe(400);
    expect(withIssue.json().error.details.fields.post_id).toBe('Missing: #glow');
    expect((await submitPost(creator, invite.id, 'nope')).statusCode).toBe(400);
    const rows = await t.app.container.db
      .select()
      .from(content)
      .where(eq(content.invite_id, invite.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a campaign that takes uploads, and another creator’s invite', async () => {
    const { invite } = await postInvite(creator.id, { campaign_content_workflow: 'CONTENT_ONLY' });
    const post = (await listPosts(creator, invite.id)).json().posts[0];
    expect((await submitPost(creator, invite.id, post.id)).statusCode).toBe(409);
    const theirs = await postInvite(other.id);
    expect((await submitPost(creator, theirs.invite.id, post.id)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/creator/invites/:inviteId/youtube-videos', () => {
  const youtubeInvite = (userId = creator.id) =>
    createApprovedInvite(t.app, userId, {
      campaign: { campaign_content_workflow: 'PRODUCT', platform: 'youtube_video' },
    });
  const submit = (user: TestUser, inviteId: number, video_url: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/creator/invites/${inviteId}/youtube-videos`,
      headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { video_url },
    });

  it('accepts a YouTube link and stores it in canonical form, once', async () => {
    const { invite } = await youtubeInvite();
    const first = await submit(creator, invite.id, 'https://youtu.be/dQw4w9WgXcQ?t=3');
    expect(first.statusCode).toBe(201);
    const again = await submit(creator, invite.id, 'youtube.com/watch?v=dQw4w9WgXcQ');
    expect(again.json().id).toBe(first.json().id);
    const [dist] = await t.app.container.db
      .select()
      .from(distributions)
      .where(eq(distributions.content_id, first.json().id));
    expect(dist?.distribution_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it.each(['https://vimeo.com/123', 'not a link', 'https://youtube.com/watch?v=short'])(
    'refuses %j with a field message and creates nothing',
    async (url) => {
      const { invite } = await youtubeInvite();
      const res = await submit(creator, invite.id, url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fields.video_url).toMatch(/YouTube video/);
      const rows = await t.app.container.db
        .select()
        .from(content)
        .where(eq(content.invite_id, invite.id));
      expect(rows).toHaveLength(0);
    },
  );

  it('refuses an Instagram campaign and another creator’s invite', async () => {
    const { invite } = await postInvite();
    expect((await submit(creator, invite.id, 'https://youtu.be/aaaaaaaaaaa')).statusCode).toBe(409);
    const theirs = await youtubeInvite(other.id);
    expect(
      (await submit(creator, theirs.invite.id, 'https://youtu.be/bbbbbbbbbbb')).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/creator/submissions/:id/potential-distributions', () => {
  it('makes the chosen post the distribution of approved content and moves it to verifying', async () => {
    const { invite } = await postInvite(creator.id, {
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      requires_caption: false,
    });
    const row = await insertSubmission(t.app, {
      user_id: creator.id,
      invite_id: invite.id,
      funnel_state: 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
    });
    const post = (await listPosts(creator, invite.id)).json().posts[3];
    const url = `/api/v1/creator/submissions/${row.id}/potential-distributions`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: creator.headers,
      payload: { post_id: post.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content_metadata_id: row.id, distribution_url: post.link });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: creator.headers,
      payload: { post_id: post.id },
    });
    expect(again.statusCode).toBe(200);
    const audit = await t.app.container.db
      .select()
      .from(contentTransitions)
      .where(eq(contentTransitions.content_id, row.id));
    expect(audit).toMatchObject([{ action: 'submit_match', to_state: 'DISTRIBUTION_VERIFYING' }]);
  });

  it('refuses content in review and another creator’s content', async () => {
    const { invite } = await postInvite();
    const row = await insertSubmission(t.app, { user_id: creator.id, invite_id: invite.id });
    const post = (await listPosts(creator, invite.id)).json().posts[0];
    const url = `/api/v1/creator/submissions/${row.id}/potential-distributions`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: creator.headers,
          payload: { post_id: post.id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: other.headers,
          payload: { post_id: post.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});
