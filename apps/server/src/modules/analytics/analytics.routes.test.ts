import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createPostedContent } from '../../../test/factories-social';
import { jobs } from '../../db/schema/platform';

let t: TestApp;
let creator: TestUser;
let posts: Awaited<ReturnType<typeof createPostedContent>>[];
const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
  const shared = await createPostedContent(t.app, creator.id, {
    brandName: 'Glow',
    campaignName: 'Spring glow',
    postedAt: new Date('2024-03-10T12:00:00Z'),
    snapshots: [
      { likes: 100, replies: 5, impressions: 5_000, taken_at: hoursAgo(48) },
      { likes: 400, replies: 20, impressions: 10_000, taken_at: hoursAgo(2) },
    ],
    payoutCents: 25_000,
  });
  const second = await createPostedContent(t.app, creator.id, {
    brandId: shared.brandId,
    campaignName: 'Summer glow',
    postedAt: new Date('2024-04-02T12:00:00Z'),
    snapshots: [{ likes: 1_500, replies: 100, impressions: 16_000, taken_at: hoursAgo(1) }],
    payoutCents: 12_550,
    state: 'DISTRIBUTION_APPROVED',
  });
  const third = await createPostedContent(t.app, creator.id, {
    brandName: 'Trail Co',
    campaignName: 'Hike week',
    postedAt: new Date('2024-04-20T12:00:00Z'),
    snapshots: [{ likes: 90, replies: 10, impressions: 10_000, taken_at: hoursAgo(1) }],
    payoutCents: 9_900,
    payoutStatus: 'pending',
  });
  // Approved to post, the post being verified: not an accepted post, and its payout not earned
  // yet — money in review until the post is verified (decision 680).
  await createPostedContent(t.app, creator.id, {
    state: 'DISTRIBUTION_VERIFYING',
    snapshots: [{ likes: 9_999, replies: 999, impressions: 20_000 }],
    payoutCents: 50_000,
    payoutStatus: 'pending',
  });
  posts = [shared, second, third];
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user.headers });

describe('GET /api/v1/analytics', () => {
  it('computes totals from accepted posts and their latest snapshot; "Earned" is Earnings’ figure', async () => {
    const res = await get(creator, '/api/v1/analytics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Issue 31: one number for the money earned, the Earnings page's (paid, on its way and owed).
    const earnings = (await get(creator, '/api/v1/creator/earnings')).json();
    expect(body.earned * 100).toBe(earnings.totals.earned_cents);
    expect(earnings.totals.in_review_cents).toBe(50_000);
    expect(body).toMatchObject({
      num_posts: 3,
      num_brands: 2,
      earned: 250 + 125.5 + 99,
      likes: 400 + 1_500 + 90,
      comments: 20 + 100 + 10,
    });
    // (1990 + 130) engagements / 36,000 impressions
    expect(body.eng_rate).toBeCloseTo(5.89, 2);
  });

  it('answers the posts best first with quality, marks, stats and snapshot engagements', async () => {
    const body = (await get(creator, '/api/v1/analytics')).json();
    expect(body.posts.map((p: { id: number }) => p.id)).toEqual([
      posts[1]!.content.id,
      posts[0]!.content.id,
      posts[2]!.content.id,
    ]);
    const [best, middle, last] = body.posts;
    expect(best).toMatchObject({
      post_quality: 100,
      is_featured: true,
      is_top_performer: true,
      brand_name: 'Glow',
      campaign_name: 'Summer glow',
      post_creation_date: '2024-04-02T12:00:00.000Z',
      metadata_engagement_rate: 10,
      metadata_earned: 125.5,
      metadata_likes: 1_500,
      metadata_comments: 100,
      distribution_metadata: { snapshots: { social_engagements: { likes: 1_500, replies: 100 } } },
    });
    expect(middle).toMatchObject({ post_quality: 42, is_featured: false, is_top_performer: false });
    expect(last).toMatchObject({ post_quality: 10, metadata_earned: 0 });
    expect(best.thumbnail_url).toBe('/demo/a.svg');
  });

  it('answers the months for the chart', async () => {
    const body = (await get(creator, '/api/v1/analytics')).json();
    expect(body.timeline).toEqual([
      { month: '2024-03', posts: 1, earned: 250, eng_rate: 4.2 },
      { month: '2024-04', posts: 2, earned: 125.5, eng_rate: 6.54 },
    ]);
  });

  it('answers zeros and no posts for a creator without accepted content, queuing nothing', async () => {
    const fresh = await createUser(t.app);
    const body = (await get(fresh, '/api/v1/analytics')).json();
    expect(body).toEqual({
      num_posts: 0,
      num_brands: 0,
      earned: 0,
      eng_rate: 0,
      likes: 0,
      comments: 0,
      posts: [],
      timeline: [],
    });
    expect(await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, fresh.id))).toEqual(
      [],
    );
  });

  it('queues one metrics sync when the counters are over a day old', async () => {
    const stale = await createUser(t.app);
    await createPostedContent(t.app, stale.id, {
      snapshots: [{ likes: 1, replies: 1, impressions: 100, taken_at: hoursAgo(30) }],
    });
    await get(stale, '/api/v1/analytics');
    await get(stale, '/api/v1/analytics');
    const queued = await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, stale.id));
    expect(queued.map((j) => j.kind)).toEqual(['social.sync_metrics']);
    expect(
      await t.app.container.db.select().from(jobs).where(eq(jobs.user_id, creator.id)),
    ).toEqual([]);
  });

  it('is for creators only', async () => {
    const brand = await createUser(t.app, { type: 'brand' });
    expect((await get(brand, '/api/v1/analytics')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/analytics' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/analytics/posts/:postId', () => {
  it('answers the post with its brand and campaign stats and its snapshots', async () => {
    const res = await get(creator, `/api/v1/analytics/posts/${posts[0]!.content.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.post).toMatchObject({ id: posts[0]!.content.id, metadata_likes: 400 });
    expect(body.brand).toEqual({ name: 'Glow', logo_url: null, posts: 2, earned: 375.5 });
    expect(body.campaign).toEqual({ id: posts[0]!.campaign.id, name: 'Spring glow' });
    expect(body.history.map((h: { likes: number }) => h.likes)).toEqual([100, 400]);
  });

  it("answers not_found for another creator's post and for a post not accepted", async () => {
    const other = await createUser(t.app);
    const res = await get(other, `/api/v1/analytics/posts/${posts[0]!.content.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await get(creator, '/api/v1/analytics/posts/999999')).statusCode).toBe(404);
  });

  it('refuses a malformed id with a clear message', async () => {
    const res = await get(creator, '/api/v1/analytics/posts/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
