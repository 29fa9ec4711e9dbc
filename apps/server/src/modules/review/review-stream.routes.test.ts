import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createUpcomingCampaign, TEST_SHIPPING } from '../../../test/factories-invite-requests';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { openStream, type SseEvent } from '../../../test/sse';
import { owedPayout } from '../payouts/payouts.test-support';

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
type Told = { content_ids: number[]; invite_ids: number[]; payouts: boolean; anything: boolean };
const told = (event: SseEvent) => JSON.parse(event.data) as Told;

/** A creator's invite request (the creator's own route) to a fresh campaign of `brandId`. */
async function requested(brandId: number) {
  const up = await createUpcomingCampaign(t.app, { overrides: { brand_id: brandId } });
  const window = up.regular[0]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/creator/invite_requests',
    headers: creator.headers,
    payload: { campaign_id: up.campaign.id, flight_id: window.id, shipping_info: TEST_SHIPPING },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { inviteId: res.json().invite.id as number, flightId: window.id };
}
/** Reads `stream`'s events until what they told together satisfies `enough` (or times out). */
async function hear(stream: Awaited<ReturnType<typeof openStream>>, enough: (h: Told) => boolean) {
  const heard: Told = { content_ids: [], invite_ids: [], payouts: false, anything: false };
  while (!enough(heard)) {
    const event = told(await stream.next());
    heard.content_ids.push(...event.content_ids);
    heard.invite_ids.push(...event.invite_ids);
    heard.payouts ||= event.payouts;
  }
}
const decide = (user: TestUser, r: { inviteId: number; flightId: number }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/review/invite-requests/${r.inviteId}/decision`,
    headers: user.headers,
    payload: { decision: 'approve', flight_id: r.flightId },
  });

describe('GET /api/v1/review/stream', () => {
  it('opens only once this process listens, so a move made the moment it opens is told', async () => {
    // The first stream of a process starts the database LISTEN, which takes a while on a busy
    // server. Held here until released: the stream must not look open before it.
    const live = t.app.container.reviewLive;
    const subscribe = live.subscribe;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    live.subscribe = async (listener) => {
      await gate;
      return subscribe(listener);
    };
    try {
      let opened = false;
      const opening = openStream(url(), ops.headers).then((stream) => {
        opened = true;
        return stream;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(opened).toBe(false);
      release();
      const stream = await opening;
      try {
        const { content } = await inReview(brandA.id);
        const moved = await reviewAction(t.app, ops.headers, content.id, {
          action: 'approve_distribute',
        });
        expect(moved.statusCode, moved.body).toBe(200);
        await hear(stream, (h) => h.content_ids.includes(content.id));
      } finally {
        stream.close();
      }
      await expect.poll(() => live.connections()).toBe(0);
    } finally {
      release();
      live.subscribe = subscribe;
    }
  });

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

  it('tells of invite-request decisions (ops and that brand) and payout runs (ops only)', async () => {
    const streams = await Promise.all(
      [ops, brandA.user, brandB.user].map((u) => openStream(url(), u.headers)),
    );
    await expect.poll(() => t.app.container.reviewLive.connections()).toBe(3);
    const [forOps, forA, forB] = streams;
    // Approving owes a payout: ops hear the content move and the payouts page's change.
    const paid = await owedPayout(t.app, creator.id, ops.headers);
    await hear(forOps!, (h) => h.content_ids.includes(paid) && h.payouts);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/review/payouts/run',
      headers: ops.headers,
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().batch).not.toBeNull();
    await hear(forOps!, (h) => h.payouts);
    const a = await requested(brandA.id);
    const decided = await decide(brandA.user, a);
    expect(decided.statusCode, decided.body).toBe(200);
    await hear(forOps!, (h) => h.invite_ids.includes(a.inviteId));
    // Brand A's first event is its own request's decision: no payouts, no other brand's content.
    expect(told(await forA!.next())).toEqual({
      content_ids: [],
      invite_ids: [a.inviteId],
      payouts: false,
      anything: false,
    });
    // Brand B heard neither: its first event is its own request's decision.
    const b = await requested(brandB.id);
    expect((await decide(ops, b)).statusCode).toBe(200);
    expect(told(await forB!.next())).toMatchObject({ invite_ids: [b.inviteId], payouts: false });
    for (const stream of streams) stream.close();
    await expect.poll(() => t.app.container.reviewLive.connections()).toBe(0);
  });

  it("tells a reviewer's open console at once when ops deactivate them, then closes", async () => {
    const reviewer = await createUser(t.app, { type: 'brand', brandId: brandA.id });
    const stream = await openStream(url(), reviewer.headers);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/console/staff/${reviewer.id}/deactivate`,
      headers: ops.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    const last = await stream.next();
    expect(last).toMatchObject({ event: 'session-ended', data: '{"kind":"session_ended"}' });
    await expect(stream.next()).rejects.toThrow('the stream ended');
    expect((await fetch(url(), { headers: reviewer.headers })).status).toBe(401);
  });
});
