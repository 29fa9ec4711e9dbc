import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { content as contentTable } from '../../db/schema/content';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;
let brandUser: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, {
    profile: { first_name: 'Pay', last_name: 'Me', paypal_account: 'pay.me@example.com' },
  });
  ops = await createUser(t.app, { type: 'ops' });
  brandUser = await createUser(t.app, { type: 'brand', brandId: (await createBrand(t.app)).id });
});
afterAll(() => t.close());

const payoutsPage = (user: TestUser | null, query = '') =>
  t.app.inject({ url: `/api/v1/review/payouts${query}`, headers: user?.headers ?? {} });
const ids = (body: { items: { content_id: number }[] }) => body.items.map((i) => i.content_id);

describe('GET /api/v1/review/payouts', () => {
  it('lists what is owed with totals; mark paid moves it to the paid list', async () => {
    // Owed: a payout, here the deliverable made owed when ops verified the post (decision 522).
    const owed = await createContentInState(t.app, creator.id, 'DISTRIBUTION_VERIFYING');
    await reviewAction(t.app, ops.headers, owed.content.id, { action: 'verify_distribution' });
    // Approved content of an invite whose deliverable is owed already: no payout, not listed.
    const second = await createContentInState(t.app, creator.id, 'DISTRIBUTION_APPROVED');
    await t.app.container.db
      .update(contentTable)
      .set({ invite_id: owed.invite.id })
      .where(eq(contentTable.id, second.content.id));
    const unpaid = await createContentInState(
      t.app,
      creator.id,
      'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
      {
        invite: { payout_amount_cents: 0 },
      },
    );
    const inReview = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const before = (await payoutsPage(ops, '?page_size=100')).json();
    expect(ids(before)).toContain(owed.content.id);
    expect(ids(before)).not.toContain(unpaid.content.id);
    expect(ids(before)).not.toContain(inReview.content.id);
    expect(ids(before)).not.toContain(second.content.id);
    expect(
      before.items.find((i: { content_id: number }) => i.content_id === owed.content.id),
    ).toMatchObject({
      amount: 50,
      paypal_email: 'pay.me@example.com',
      payout_status: 'pending',
      kind: 'deliverable',
      creator: { name: 'Pay Me' },
      paid_at: null,
    });
    expect(before.owed.count).toBe(before.total);

    const paid = await reviewAction(t.app, ops.headers, owed.content.id, { action: 'mark_paid' });
    expect(paid.json().to_state).toBe('PAID');
    const after = (await payoutsPage(ops, '?page_size=100')).json();
    expect(ids(after)).not.toContain(owed.content.id);
    expect(after.owed).toMatchObject({
      count: before.owed.count - 1,
      amount: before.owed.amount - 50,
    });
    const paidList = (await payoutsPage(ops, '?status=paid')).json();
    expect(paidList.items[0]).toMatchObject({
      content_id: owed.content.id,
      payout_status: 'paid',
      paid_at: expect.any(String),
    });
  });

  it('puts a mark paid in the audit log once, with the payout before → after', async () => {
    const c = await createContentInState(t.app, creator.id, 'DISTRIBUTION_VERIFYING');
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'verify_distribution' });
    const payoutId = (await payoutsPage(ops, '?page_size=100'))
      .json()
      .items.find((i: { content_id: number }) => i.content_id === c.content.id).payout_id;
    const audit = () =>
      t.app.inject({
        url: `/api/v1/console/audit?action=payout.marked_paid&target_id=${payoutId}`,
        headers: ops.headers,
      });
    expect((await audit()).json().items).toEqual([]);

    const paid = await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    // A doubled click is answered as a replay: nothing is paid or recorded twice.
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    expect((await audit()).json().items).toEqual([
      expect.objectContaining({
        action: 'payout.marked_paid',
        actor: expect.objectContaining({ id: ops.id }),
        target: expect.objectContaining({ type: 'payout', id: String(payoutId) }),
        brand: null,
        before: { state: 'owed' },
        after: { state: 'paid' },
      }),
    ]);
  });

  it("leaves the owed list once 'pay everything owed' put it in a batch", async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    // Approval records the payout as owed (issue 14).
    await reviewAction(t.app, ops.headers, c.content.id, { action: 'approve_do_not_distribute' });
    const before = (await payoutsPage(ops, '?page_size=100')).json();
    expect(
      before.items.find((i: { content_id: number }) => i.content_id === c.content.id),
    ).toMatchObject({
      payout_status: 'pending',
    });
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/review/payouts/run',
      headers: ops.headers,
    });
    expect(run.statusCode).toBe(200);
    const after = (await payoutsPage(ops, '?page_size=100')).json();
    expect(ids(after)).not.toContain(c.content.id);
    expect(after.owed.count).toBeLessThan(before.owed.count);
    expect(after.owed.ready_count).toBe(0);
  });

  it('is for ops only: anonymous 401, creators and brand reviewers 403', async () => {
    expect((await payoutsPage(null)).statusCode).toBe(401);
    expect((await payoutsPage(creator)).statusCode).toBe(403);
    expect((await payoutsPage(brandUser)).statusCode).toBe(403);
  });

  it('uses the same number of queries for one payout as for many', async () => {
    const measure = async (query: string) => {
      const before = t.database.queryCount();
      await payoutsPage(ops, query);
      return t.database.queryCount() - before;
    };
    await createContentInState(t.app, creator.id, 'DISTRIBUTION_APPROVED');
    const owed = await measure('?page_size=100');
    const paid = await measure('?status=paid&page_size=100');
    for (let i = 0; i < 3; i++) {
      const c = await createContentInState(t.app, creator.id, 'DISTRIBUTION_APPROVED');
      if (i === 0) await reviewAction(t.app, ops.headers, c.content.id, { action: 'mark_paid' });
    }
    expect(await measure('?page_size=100')).toBe(owed);
    expect(await measure('?status=paid&page_size=100')).toBe(paid);
  });
});
