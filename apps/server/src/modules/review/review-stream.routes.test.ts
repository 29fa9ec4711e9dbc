import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { openStream } from '../../../test/sse';

/** Issue 26: two reviewers on one list see each other's decisions without reloading. */
let t: TestApp;
let base: string;
let creator: TestUser;
let ops: TestUser;
let brandA: { id: number; user: TestUser };
let brandB: { id: number; user: TestUser };

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  ops = await createUser(t.app, { type: 'ops' });
  for (const which of ['A', 'B'] as const) {
    const id = (await createBrand(t.app)).id;
    const user = await createUser(t.app, { type: 'brand', brandId: id });
    if (which === 'A') brandA = { id, user };
    else brandB = { id, user };
  }
});
afterAll(() => t.close());

const url = () => `${base}/api/v1/review/stream`;
const inReview = (brandId: number) =>
  createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
    campaign: { brand_id: brandId, campaign_content_workflow: 'CONTENT_PREAPPROVAL' },
  });
const ids = (data: string) => (JSON.parse(data) as { content_ids: number[] }).content_ids;

describe('GET /api/v1/review/stream', () => {
  it('is for reviewers: 401 without a session, 403 for a creator', async () => {
    expect((await fetch(url())).status).toBe(401);
    const res = await fetch(url(), { headers: creator.headers });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  it("tells ops and the content's brand when it moves, and no other brand", async () => {
    const streams = await Promise.all(
      [ops, brandA.user, brandB.user].map((u) => openStream(url(), u.headers)),
    );
    await expect.poll(() => t.app.container.reviewLive.connections()).toBe(3);
    const [forOps, forA, forB] = streams;
    const a = await inReview(brandA.id);
    const moved = await reviewAction(t.app, ops.headers, a.content.id, {
      action: 'approve_distribute',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const stream of [forOps!, forA!]) {
      const event = await stream.next();
      expect(event.event).toBe('review-changed');
      expect(ids(event.data)).toEqual([a.content.id]);
    }
    // Brand B's first event is about its own content: brand A's move never reached it.
    const b = await inReview(brandB.id);
    await reviewAction(t.app, ops.headers, b.content.id, { action: 'approve_distribute' });
    expect(ids((await forB!.next()).data)).toEqual([b.content.id]);
    for (const stream of streams) stream.close();
    await expect.poll(() => t.app.container.reviewLive.connections()).toBe(0);
  });
});
