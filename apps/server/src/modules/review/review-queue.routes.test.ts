import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createContentInState } from '../../../test/factories-review';
import { content } from '../../db/schema/content';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { first_name: 'Queue', last_name: 'Tester' } });
  ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const setWaitingSince = (id: number, at: Date) =>
  t.app.container.db.update(content).set({ updated_at: at }).where(eq(content.id, id));

/** A fresh brand with its reviewer and `n` campaigns' worth of content in the given states. */
async function brandWith(states: string[]) {
  const brand = await createBrand(t.app);
  const reviewer = await createUser(t.app, { type: 'brand', brandId: brand.id });
  const items = [];
  for (const [i, state] of states.entries()) {
    const c = await createContentInState(t.app, creator.id, state, {
      campaign: { brand_id: brand.id },
    });
    // Distinct waiting times, the first the oldest.
    await setWaitingSince(c.content.id, new Date(Date.now() - (states.length - i) * 60_000));
    items.push(c);
  }
  return { brand, reviewer, items };
}

const queue = (user: TestUser | null, query = '') =>
  t.app.inject({ url: `/api/v1/review/queue${query}`, headers: user?.headers ?? {} });

describe('GET /api/v1/review/queue', () => {
  it('refuses anonymous callers (401) and creators (403)', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(creator)).statusCode).toBe(403);
  });

  it("shows a brand user only their brand's content, even when asked for another brand", async () => {
    const a = await brandWith(['CONTENT_IN_REVIEW', 'CONTENT_CHANGES_IN_REVIEW']);
    const b = await brandWith(['CONTENT_IN_REVIEW']);
    const res = await queue(a.reviewer, `?brand_id=${b.brand.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { content_id: number }) => i.content_id)).toEqual(
      a.items.map((c) => c.content.id),
    );
    expect(body.total).toBe(2);
    expect(new Set(body.counts.map((c: { brand_id: number }) => c.brand_id))).toEqual(
      new Set([a.brand.id]),
    );
  });

  it('lists only states where the role has an action, oldest first, with the actions open', async () => {
    const a = await brandWith(['CONTENT_IN_REVIEW', 'DISTRIBUTION_VERIFYING', 'PAID']);
    const brandBody = (await queue(a.reviewer)).json();
    // A brand acts only on content in review; ops also verifies posts; nobody acts on PAID.
    expect(brandBody.items.map((i: { content_id: number }) => i.content_id)).toEqual([
      a.items[0]!.content.id,
    ]);
    expect(brandBody.items[0].allowed_actions).toEqual([
      'approve_distribute',
      'approve_do_not_distribute',
      'reject',
      'request_changes',
    ]);
    const opsBody = (await queue(ops, `?brand_id=${a.brand.id}`)).json();
    expect(opsBody.items.map((i: { content_id: number }) => i.content_id)).toEqual([
      a.items[0]!.content.id,
      a.items[1]!.content.id,
    ]);
    expect(opsBody.items[1].allowed_actions).toEqual(
      expect.arrayContaining(['verify_distribution', 'reject_post']),
    );
    // The creator's name as each sees it on every console screen (decision 598).
    expect(brandBody.items[0].creator).toMatchObject({ name: 'Queue T.', email: null });
    expect(opsBody.items[0].creator).toMatchObject({ name: 'Queue Tester', email: creator.email });
  });

  it('pages on the server and counts by state and campaign', async () => {
    const a = await brandWith([
      'CONTENT_IN_REVIEW',
      'CONTENT_IN_REVIEW',
      'CONTENT_CHANGES_IN_REVIEW',
    ]);
    const page2 = (await queue(a.reviewer, '?page=2&page_size=2')).json();
    expect(page2).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(page2.items.map((i: { content_id: number }) => i.content_id)).toEqual([
      a.items[2]!.content.id,
    ]);
    const inReview = (await queue(a.reviewer, '?state=CONTENT_IN_REVIEW')).json();
    expect(inReview.total).toBe(2);
    const states = inReview.counts.reduce(
      (acc: Record<string, number>, c: { state: string; count: number }) => {
        acc[c.state] = (acc[c.state] ?? 0) + c.count;
        return acc;
      },
      {},
    );
    expect(states).toEqual({ CONTENT_IN_REVIEW: 2, CONTENT_CHANGES_IN_REVIEW: 1 });
    const campaignId = a.items[1]!.campaign.id;
    const one = (await queue(a.reviewer, `?campaign_id=${campaignId}`)).json();
    expect(one.total).toBe(1);
    expect(one.items[0].campaign).toMatchObject({ id: campaignId, brand_id: a.brand.id });
  });

  it('searches creator name and e-mail, campaign and brand, case-insensitive, wildcards literal', async () => {
    const a = await brandWith(['CONTENT_IN_REVIEW']);
    const c = a.items[0]!;
    for (const q of [c.campaign.name.toUpperCase(), a.brand.name, 'queue tester']) {
      const body = (await queue(a.reviewer, `?q=${encodeURIComponent(q)}`)).json();
      expect(body.items.map((i: { content_id: number }) => i.content_id)).toEqual([c.content.id]);
    }
    // The creator's e-mail is for ops (decision 535): ops find by it, a brand does not.
    const byEmail = `?q=${encodeURIComponent(creator.email)}&brand_id=${a.brand.id}`;
    expect(
      (await queue(ops, byEmail)).json().items.map((i: { content_id: number }) => i.content_id),
    ).toEqual([c.content.id]);
    expect((await queue(a.reviewer, `?q=${encodeURIComponent(creator.email)}`)).json().total).toBe(
      0,
    );
    expect((await queue(a.reviewer, '?q=%25')).json().total).toBe(0);
    expect((await queue(a.reviewer, '?q=nobody-like-this')).json().items).toEqual([]);
  });

  it('gives each item its review-by date and marks the overdue ones', async () => {
    const brand = await createBrand(t.app);
    const reviewer = await createUser(t.app, { type: 'brand', brandId: brand.id });
    const asap = { brand_id: brand.id, campaign_content_workflow: 'CONTENT_PREAPPROVAL' };
    const old = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      campaign: asap,
    });
    const fresh = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      campaign: asap,
    });
    const arrived = new Date(Date.now() - 5 * DAY);
    await setWaitingSince(old.content.id, arrived);
    const body = (await queue(reviewer)).json();
    const [first, second] = body.items;
    expect(first).toMatchObject({ content_id: old.content.id, overdue: true });
    expect(first.review_by).toBe(Math.floor(arrived.getTime() / 1000) + 86_400);
    expect(second).toMatchObject({ content_id: fresh.content.id, overdue: false });
  });

  it('gives content waiting on the creator no review-by date, and never marks it overdue', async () => {
    const brand = await createBrand(t.app);
    const reviewer = await createUser(t.app, { type: 'brand', brandId: brand.id });
    const asap = { brand_id: brand.id, campaign_content_workflow: 'CONTENT_PREAPPROVAL' };
    const asked = await createContentInState(t.app, creator.id, 'CONTENT_CHANGES_REQUESTED', {
      campaign: asap,
    });
    await setWaitingSince(asked.content.id, new Date(Date.now() - 5 * DAY));
    const [item] = (await queue(reviewer)).json().items;
    // Still the brand's to reject, so listed; but the next move is the creator's caption.
    expect(item).toMatchObject({ content_id: asked.content.id, review_by: null, overdue: false });
    const detail = await t.app.inject({
      url: `/api/v1/review/content/${asked.content.id}/detail`,
      headers: reviewer.headers,
    });
    expect(detail.json()).toMatchObject({ review_by: null, overdue: false });
  });

  it('answers 400 to a bad page size and changes nothing', async () => {
    const res = await queue(ops, '?page_size=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('uses the same number of queries for one item as for many', async () => {
    const a = await brandWith(['CONTENT_IN_REVIEW']);
    const measure = async () => {
      const before = t.database.queryCount();
      await queue(a.reviewer, '?page_size=50');
      return t.database.queryCount() - before;
    };
    await measure(); // the reviewer's session is checked once, then kept (decision 510)
    const one = await measure();
    for (let i = 0; i < 4; i++)
      await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
        campaign: { brand_id: a.brand.id },
      });
    expect(await measure()).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });
});
