import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { openStream } from '../../../test/sse';

let t: TestApp;
let base: string;
let creator: TestUser;
let other: TestUser;
let ops: TestUser;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  other = await createUser(t.app);
  ops = await createUser(t.app, { type: 'ops' });
  brandId = (await createBrand(t.app)).id;
});
afterAll(() => t.close());

const inReview = (userId = creator.id) =>
  createContentInState(t.app, userId, 'CONTENT_IN_REVIEW', {
    campaign: { brand_id: brandId, name: 'Summer Glow' },
  });
const list = (user: TestUser, query = '') =>
  t.app.inject({ url: `/api/v1/notifications${query}`, headers: user.headers });
const markRead = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/read',
    headers: user.headers,
    payload,
  });

describe('the notification centre', () => {
  it("tells the creator of a reviewer's change request, unread, linking to the content", async () => {
    const c = await inReview();
    const res = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Please tag the brand'],
    });
    expect(res.statusCode).toBe(200);
    const body = (await list(creator)).json();
    expect(body.items[0]).toMatchObject({
      kind: 'changes_requested',
      title: 'Changes requested',
      body: 'The reviewer asked for changes to your content for Summer Glow.',
      link: `/creator/content/${c.content.media_id}`,
      read: false,
    });
    expect(body.unread_count).toBeGreaterThanOrEqual(1);
  });

  it('writes one notification when the same decision is sent twice', async () => {
    const c = await inReview();
    const before = (await list(creator)).json().unread_count;
    for (let i = 0; i < 2; i++) {
      await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_distribute' });
    }
    expect((await list(creator)).json().unread_count).toBe(before + 1);
  });

  it("shows nobody another creator's news, and marking their ids read changes nothing", async () => {
    const c = await inReview(other.id);
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_distribute' });
    const theirs = (await list(other)).json();
    expect(theirs.items).toHaveLength(1);
    const mine = (await list(creator)).json();
    expect(mine.items.map((n: { id: number }) => n.id)).not.toContain(theirs.items[0].id);
    expect((await markRead(creator, { ids: [theirs.items[0].id] })).statusCode).toBe(200);
    expect((await list(other)).json().unread_count).toBe(1);
  });

  it('marks one read, then all read', async () => {
    const [first] = (await list(creator)).json().items;
    const after = await markRead(creator, { ids: [first.id] });
    const unread = (await list(creator)).json();
    expect(unread.items[0].read).toBe(true);
    expect(after.json().unread_count).toBe(unread.unread_count);
    expect((await markRead(creator, { all: true })).json()).toEqual({ unread_count: 0 });
  });

  it('refuses a malformed mark-read body with a clear message', async () => {
    const res = await markRead(creator, { ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });
});

describe('the live stream', () => {
  it('requires a signed-in user', async () => {
    const res = await fetch(`${base}/api/v1/notifications/stream`);
    expect(res.status).toBe(401);
  });

  it("delivers a reviewer's decision while the creator's page is open, and nobody else's", async () => {
    const stream = await openStream(`${base}/api/v1/notifications/stream`, creator.headers);
    await expect.poll(() => t.app.container.liveNews.connections()).toBe(1);
    const theirs = await inReview(other.id);
    await reviewAction(t.app, ops.headers, theirs.content.id, { action: 'approve_distribute' });
    const c = await inReview();
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_distribute' });
    const event = await stream.next();
    expect(event.event).toBe('notification');
    expect(JSON.parse(event.data)).toMatchObject({
      kind: 'content_approved',
      link: `/creator/content/${c.content.media_id}`,
    });
    stream.close();
    await expect.poll(() => t.app.container.liveNews.connections()).toBe(0);
  });

  it('catches a reconnecting client up from its Last-Event-ID', async () => {
    const latest = (await list(creator)).json().items[0].id;
    const missed = await inReview();
    await reviewAction(t.app, ops.headers, missed.content.id, { action: 'approve_distribute' });
    const stream = await openStream(`${base}/api/v1/notifications/stream`, {
      ...creator.headers,
      'last-event-id': String(latest),
    });
    const event = await stream.next();
    expect(Number(event.id)).toBeGreaterThan(latest);
    expect(JSON.parse(event.data).link).toBe(`/creator/content/${missed.content.media_id}`);
    stream.close();
  });
});
