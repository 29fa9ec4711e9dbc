import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { content, payouts } from '../../db/schema/content';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let ops: TestUser;
let brandUser: TestUser;
let owedContentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  other = await createUser(t.app, { profile: { paypal_account: 'other@pay.test' } });
  ops = await createUser(t.app, { type: 'ops' });
  brandUser = await createUser(t.app, { type: 'brand', brandId: null });

  // Creator: one paid, one owed (approved), one in review. Other creator: one paid.
  const paid = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
  await reviewAction(t.app, ops.headers, paid.content.id, { action: 'approve_do_not_distribute' });
  await reviewAction(t.app, ops.headers, paid.content.id, { action: 'mark_paid' });
  const owed = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
  await reviewAction(t.app, ops.headers, owed.content.id, { action: 'approve_do_not_distribute' });
  owedContentId = owed.content.id;
  await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
  const theirs = await createContentInState(t.app, other.id, 'CONTENT_IN_REVIEW');
  await reviewAction(t.app, ops.headers, theirs.content.id, {
    action: 'approve_do_not_distribute',
  });
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });

describe('GET /api/v1/creator/earnings (issue 14)', () => {
  it('answers the creator’s own payouts with totals that add up to them', async () => {
    const response = await get(creator, '/api/v1/creator/earnings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.payouts).toHaveLength(2);
    expect(body.payouts.map((p: { state: string }) => p.state).sort()).toEqual(['owed', 'paid']);
    expect(body.totals).toEqual({
      earned_cents: 10_000,
      in_review_cents: 5_000,
      owed_cents: 5_000,
      on_its_way_cents: 0,
      paid_cents: 5_000,
    });
    const sum = body.payouts.reduce(
      (n: number, p: { amount_cents: number }) => n + p.amount_cents,
      0,
    );
    expect(sum).toBe(body.totals.earned_cents);
    const thisYear = new Date().getUTCFullYear();
    expect(body.years).toEqual([thisYear]);
  });

  it('filters by year, and refuses a bad year with a clear message', async () => {
    const thisYear = new Date().getUTCFullYear();
    const none = (await get(creator, `/api/v1/creator/earnings?year=${thisYear - 1}`)).json();
    expect(none.payouts).toEqual([]);
    expect(none.totals.earned_cents).toBe(0);
    const bad = await get(creator, '/api/v1/creator/earnings?year=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.year).toBe('The year must be a number, e.g. 2026.');
  });

  it('exports the same payouts as CSV a spreadsheet opens', async () => {
    const response = await get(creator, '/api/v1/creator/earnings.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="earnings.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Created,Campaign,Brand,Amount (USD),State,Paid on,Reference');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => l.includes(',50.00,'))).toBe(true);
  });

  it('never shows another creator’s money; brands and ops get none; anonymous is refused', async () => {
    const theirs = (await get(other, '/api/v1/creator/earnings')).json();
    expect(theirs.payouts).toHaveLength(1);
    expect(theirs.totals.earned_cents).toBe(5_000);
    expect((await get(brandUser, '/api/v1/creator/earnings')).statusCode).toBe(403);
    expect((await get(ops, '/api/v1/creator/earnings.csv')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/v1/creator/earnings' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('one truth about the money (issue 31)', () => {
  it('keeps a payout’s reference from the moment it exists, whatever happens to the payout', async () => {
    const before = (await get(creator, '/api/v1/creator/earnings')).json();
    const owed = before.payouts.find((p: { state: string }) => p.state === 'owed');
    expect(owed.reference).toMatch(/^PO-\d{6,}$/);
    const csvBefore = (await get(creator, '/api/v1/creator/earnings.csv')).body;
    expect(csvBefore).toContain(owed.reference);
    // Ops pays it: batch ids and PayPal's item ids come and go, the creator's reference stays.
    await t.app.container.db
      .update(payouts)
      .set({ batch_id: 'batch-77', paypal_item_id: 'PAYPAL-ITEM-9' })
      .where(eq(payouts.id, owed.id));
    const after = (await get(creator, '/api/v1/creator/earnings')).json();
    expect(after.payouts.find((p: { id: number }) => p.id === owed.id).reference).toBe(
      owed.reference,
    );
  });

  it('counts money in the year it was paid, not the year the payout was made', async () => {
    const thisYear = new Date().getUTCFullYear();
    const body = (await get(creator, '/api/v1/creator/earnings')).json();
    const paid = body.payouts.find((p: { state: string }) => p.state === 'paid');
    // Made last December, paid in January of this year.
    await t.app.container.db
      .update(payouts)
      .set({
        created_at: new Date(`${thisYear - 1}-12-28T12:00:00Z`),
        paid_at: new Date(`${thisYear}-01-04T12:00:00Z`),
      })
      .where(eq(payouts.id, paid.id));
    const lastYear = (await get(creator, `/api/v1/creator/earnings?year=${thisYear - 1}`)).json();
    expect(lastYear.payouts).toEqual([]);
    expect(lastYear.totals.paid_cents).toBe(0);
    const current = (await get(creator, `/api/v1/creator/earnings?year=${thisYear}`)).json();
    expect(current.payouts.map((p: { id: number }) => p.id)).toContain(paid.id);
    expect(current.totals.paid_cents).toBe(5_000);
    expect(current.years).toEqual([thisYear]);
  });

  it('Analytics’ "Earned" is Earnings’ earned total, with or without a post', async () => {
    const earnings = (await get(creator, '/api/v1/creator/earnings')).json();
    const analytics = await get(creator, '/api/v1/analytics');
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().earned * 100).toBe(earnings.totals.earned_cents);
    expect(earnings.totals.earned_cents).toBe(10_000);
  });

  it('approved to post, the fee is in review until the post is verified, then owed (decision 680)', async () => {
    const fresh = await createUser(t.app, { profile: { paypal_account: 'fresh@pay.test' } });
    const made = await createContentInState(t.app, fresh.id, 'CONTENT_IN_REVIEW', {
      campaign: { campaign_content_workflow: 'PRODUCT' },
    });
    const approve = await reviewAction(t.app, ops.headers, made.content.id, {
      action: 'approve_distribute',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const [payout] = await t.app.container.db
      .select()
      .from(payouts)
      .where(eq(payouts.content_id, made.content.id));
    expect(payout?.status).toBe('pending');
    const cents = payout!.amount_cents;

    // Recorded, but nothing can send it before the post: not owed, not "being prepared".
    const before = (await get(fresh, '/api/v1/creator/earnings')).json();
    expect(before.totals).toMatchObject({ owed_cents: 0, earned_cents: 0, in_review_cents: cents });
    expect(before.payouts).toEqual([]);
    const dashboard = (await get(fresh, '/api/v1/creator/campaigns')).json();
    expect(dashboard.money).toEqual(before.totals);
    const status = (
      await get(fresh, `/api/v1/creator/content/status?media_id=${made.content.media_id}`)
    ).json();
    expect(status.payout).toBeNull();

    // The post went up and ops verified it: now it is owed, and ops' payouts page lists it.
    await t.app.container.db
      .update(content)
      .set({ funnel_state: 'DISTRIBUTION_VERIFYING' })
      .where(eq(content.id, made.content.id));
    const verify = await reviewAction(t.app, ops.headers, made.content.id, {
      action: 'verify_distribution',
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const after = (await get(fresh, '/api/v1/creator/earnings')).json();
    expect(after.totals).toMatchObject({
      owed_cents: cents,
      earned_cents: cents,
      in_review_cents: 0,
    });
    expect(after.payouts).toMatchObject([{ amount_cents: cents, state: 'owed' }]);
    const owedList = (await get(ops, '/api/v1/review/payouts?page_size=100')).json();
    expect(owedList.items.map((i: { content_id: number }) => i.content_id)).toContain(
      made.content.id,
    );
  });

  it('counts content in review once per invite, as the dashboard does', async () => {
    const earnings = (await get(creator, '/api/v1/creator/earnings')).json();
    const page = (await get(creator, '/api/v1/creator/campaigns')).json();
    expect(page.money).toEqual(earnings.totals);
    expect(owedContentId).toBeGreaterThan(0);
  });
});
