import { payoutReference } from '@portal/domain/money/earnings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  type PaypalTestServer,
  startPaypalTestServer,
} from '../../../test/support/paypal-test-server';
import { payoutBatches } from '../../db/schema/content';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider';
import { createPaypalPayouts } from '../../integrations/payouts/paypal-payouts';
import {
  funnelStateOf,
  historyOf,
  owedPayout,
  payoutOf,
  runPayoutJobsNow,
} from './payouts.test-support';

let paypal: PaypalTestServer;
let t: TestApp;
let ops: TestUser;
let brandUser: TestUser;
/** Set to make the provider "die" after PayPal created a batch, before we record it. */
let crashAfterCreate = false;

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  const real = createPaypalPayouts(paypal.settings);
  const provider: PayoutProvider = {
    ...real,
    async send(request) {
      const result = await real.send(request);
      if (crashAfterCreate) {
        crashAfterCreate = false;
        throw new Error('killed after PayPal created the batch');
      }
      return result;
    },
  };
  t = await buildTestApp(
    { payouts: { provider: 'paypal', env: 'sandbox', paypal: paypal.settings } },
    { payouts: provider },
  );
  ops = await createUser(t.app, { type: 'ops' });
  brandUser = await createUser(t.app, { type: 'brand', brandId: null });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const payAll = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/v1/review/payouts/run', headers: user.headers });
const creatorWith = (email: string | null) =>
  createUser(t.app, { profile: { paypal_account: email } });
const newCreator = () => creatorWith(`c${Math.random().toString(36).slice(2, 8)}@pay.test`);

describe('pay everything owed (POST /api/v1/review/payouts/run)', () => {
  it('only ops can pay: creators and brands are refused and nothing is sent', async () => {
    const creator = await newCreator();
    await owedPayout(t.app, creator.id, ops.headers);
    const batchesBefore = paypal.batches.size;
    expect((await payAll(creator)).statusCode).toBe(403);
    expect((await payAll(brandUser)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/review/payouts/run' });
    expect(anonymous.statusCode).toBe(401);
    for (const user of [creator, brandUser]) {
      const list = await t.app.inject({
        url: '/api/v1/review/payouts/batches',
        headers: user.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    expect(paypal.batches.size).toBe(batchesBefore);
  });

  it('sends every owed payout in one batch, once; a repeat sends nothing', async () => {
    const a = await newCreator();
    const b = await newCreator();
    const noEmail = await creatorWith(null);
    const ca = await owedPayout(t.app, a.id, ops.headers);
    const cb = await owedPayout(t.app, b.id, ops.headers);
    await owedPayout(t.app, noEmail.id, ops.headers);

    const res = await payAll(ops);
    expect(res.statusCode).toBe(200);
    const { batch, owed_without_paypal_email, outcome } = res.json();
    expect(outcome).toBe('sent');
    expect(owed_without_paypal_email).toBeGreaterThanOrEqual(1);
    const mine = batch.items.filter((i: { content_id: number }) => [ca, cb].includes(i.content_id));
    expect(mine).toHaveLength(2);
    expect(mine.every((i: { state: string }) => i.state === 'sent')).toBe(true);
    expect(batch).toMatchObject({ provider: 'paypal', status: 'PENDING' });

    const sent = paypal.batches.get(batch.provider_batch_id)!;
    expect(sent.senderBatchId).toBe(batch.sender_batch_id);
    const payout = await payoutOf(t.app, ca);
    expect(sent.items.map((i) => i.payout_item.sender_item_id)).toContain(`payout-${payout.id}-0`);
    const item = sent.items.find((i) => i.payout_item.sender_item_id === `payout-${payout.id}-0`);
    expect(item!.payout_item).toMatchObject({
      receiver: payout.paypal_email,
      amount: { value: '50.00', currency: 'USD' },
    });
    expect(await historyOf(t.app, payout.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
    ]);

    const again = await payAll(ops);
    expect(again.json().batch).toBeNull();
    expect(paypal.batches.has(batch.provider_batch_id)).toBe(true);
    expect(
      [...paypal.batches.values()].filter((x) =>
        x.items.some((i) => i.payout_item.sender_item_id === `payout-${payout.id}-0`),
      ),
    ).toHaveLength(1);

    const listed = await t.app.inject({
      url: '/api/v1/review/payouts/batches',
      headers: ops.headers,
    });
    expect(listed.json().batches[0].id).toBe(batch.id);
  });
});

describe('the audit log of payout runs', () => {
  const runsAudited = async () =>
    (
      await t.app.inject({
        url: '/api/v1/console/audit?action=payout.run&page_size=100',
        headers: ops.headers,
      })
    ).json().items as {
      actor: { id: number } | null;
      target: { type: string; id: string; label: string };
      brand: unknown;
      after: Record<string, unknown>;
    }[];

  it('records who ran it, how many items, the total and the batch, once per batch made', async () => {
    await owedPayout(t.app, (await newCreator()).id, ops.headers);
    await owedPayout(t.app, (await newCreator()).id, ops.headers);
    const before = (await runsAudited()).length;
    const { batch } = (await payAll(ops)).json();
    const entries = await runsAudited();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actor: { id: ops.id },
      target: { type: 'payout_batch', id: String(batch.id), label: batch.sender_batch_id },
      brand: null,
      after: {
        batch_id: batch.id,
        sender_batch_id: batch.sender_batch_id,
        items: batch.items.length,
        total_cents: batch.total_cents,
        provider: 'paypal',
      },
    });
    expect(batch.items.length).toBeGreaterThanOrEqual(2);
    // A repeat with nothing new owed makes no batch and records nothing.
    expect((await payAll(ops)).json().batch).toBeNull();
    expect(await runsAudited()).toHaveLength(before + 1);
  });
});

describe('the status job reads PayPal back until final', () => {
  it('pays, marks the content PAID and tells the creator; unclaimed waits, then returns', async () => {
    const happy = await newCreator();
    const gone = await creatorWith('gone@pay.test');
    paypal.outcomeFor('gone@pay.test', 'UNCLAIMED');
    const ch = await owedPayout(t.app, happy.id, ops.headers);
    const cg = await owedPayout(t.app, gone.id, ops.headers);
    const { batch } = (await payAll(ops)).json();

    await runPayoutJobsNow(t.app); // PayPal still PENDING: nothing moves
    expect((await payoutOf(t.app, ch)).status).toBe('sent');

    paypal.settle();
    await runPayoutJobsNow(t.app);
    const paid = await payoutOf(t.app, ch);
    expect(paid.status).toBe('paid');
    expect(paid.paypal_item_id).toMatch(/^I/);
    expect(await funnelStateOf(t.app, ch)).toBe('PAID');
    expect(await historyOf(t.app, paid.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
      'sent→paid by job (SUCCESS)',
    ]);
    const unclaimed = await payoutOf(t.app, cg);
    expect(unclaimed.status).toBe('unclaimed');
    expect(await funnelStateOf(t.app, cg)).toBe('CONTENT_APPROVED_DO_NOT_DISTRIBUTE');

    // The creator sees their payout paid with PayPal's reference, and only theirs.
    const earnings = (
      await t.app.inject({ url: '/api/v1/creator/earnings', headers: happy.headers })
    ).json();
    expect(earnings.payouts).toEqual([
      expect.objectContaining({
        state: 'paid',
        reference: payoutReference(paid.id),
        amount_cents: 5000,
      }),
    ]);
    expect(earnings.totals.paid_cents).toBe(5000);

    paypal.setItemStatus(unclaimed.sender_item_id!, 'RETURNED');
    await runPayoutJobsNow(t.app);
    expect((await payoutOf(t.app, cg)).status).toBe('returned');
    const [row] = await t.app.container.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batch.id));
    expect(row!.completed_at).not.toBeNull();
  });

  it('two workers reading the same batch at once record each move once', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    const { batch } = (await payAll(ops)).json();
    paypal.settle();
    await Promise.all([
      t.app.container.payouts.poll(batch.id),
      t.app.container.payouts.poll(batch.id),
      t.app.container.payouts.refresh(batch.id, { type: 'job' }),
    ]);
    const payout = await payoutOf(t.app, c);
    expect((await historyOf(t.app, payout.id)).filter((h) => h.includes('→paid'))).toHaveLength(1);
    expect(await funnelStateOf(t.app, c)).toBe('PAID');
  });
});

describe('nothing lost, nothing doubled when the server dies mid-run', () => {
  it('a run killed after PayPal created the batch is finished by the re-run with the same sender_batch_id', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    const before = paypal.batches.size;
    crashAfterCreate = true;
    const crashed = await payAll(ops);
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json().error.message).toMatch(/sent again automatically/);
    expect(paypal.batches.size).toBe(before + 1);
    const [creating] = await t.app.container.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.status, 'creating'));
    expect(creating).toBeDefined();
    expect((await payoutOf(t.app, c)).status).toBe('pending');

    const rerun = await payAll(ops);
    expect(rerun.statusCode).toBe(200);
    expect(paypal.batches.size).toBe(before + 1); // PayPal answered the duplicate with its batch
    const payout = await payoutOf(t.app, c);
    expect(payout.status).toBe('sent');
    expect(payout.payout_batch_id).toBe(creating!.id);
    expect(await historyOf(t.app, payout.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
    ]);
  });

  it('the status job finishes a killed run on its own, without ops running it again', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    crashAfterCreate = true;
    await payAll(ops);
    const before = paypal.batches.size;
    await runPayoutJobsNow(t.app);
    expect(paypal.batches.size).toBe(before);
    expect((await payoutOf(t.app, c)).status).toBe('sent');
  });

  it('PayPal’s lost answer (connection dropped) is retried later under the same key', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    paypal.dropNextCreateAnswer();
    const dropped = (await payAll(ops)).json();
    expect(dropped.outcome).toBe('retrying');
    const before = paypal.batches.size;
    await t.app.container.db
      .update(payoutBatches)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(payoutBatches.id, dropped.batch.id));
    await runPayoutJobsNow(t.app);
    expect(paypal.batches.size).toBe(before);
    expect((await payoutOf(t.app, c)).status).toBe('sent');
  });
});

describe('a payout that failed on the PayPal e-mail', () => {
  it('goes out again to the new e-mail once the creator fixes it, with nobody doing it by hand', async () => {
    const creator = await creatorWith('typo@pay.test');
    paypal.outcomeFor('typo@pay.test', 'FAILED');
    const c = await owedPayout(t.app, creator.id, ops.headers);
    await payAll(ops);
    paypal.settle();
    await runPayoutJobsNow(t.app);
    const failed = await payoutOf(t.app, c);
    expect(failed.status).toBe('failed');
    const status = await t.app.inject({
      url: `/api/v1/creator/earnings`,
      headers: creator.headers,
    });
    expect(status.json().payouts[0].state).toBe('failed');

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users',
      headers: creator.headers,
      payload: { data: { paypal_account: 'fixed@example.com' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await runPayoutJobsNow(t.app); // the retry job sends it
    const retried = await payoutOf(t.app, c);
    expect(retried).toMatchObject({
      status: 'sent',
      attempt: 1,
      paypal_email: 'fixed@example.com',
    });
    expect(retried.sender_item_id).toBe(`payout-${retried.id}-1`);
    paypal.settle();
    await runPayoutJobsNow(t.app);
    expect((await payoutOf(t.app, c)).status).toBe('paid');
    expect(await historyOf(t.app, failed.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
      'sent→failed by job (FAILED)',
      'failed→owed by creator',
      'owed→sent by job (PENDING)',
      'sent→paid by job (SUCCESS)',
    ]);
    const history = await t.app.inject({
      url: `/api/v1/review/payouts/${failed.id}/history`,
      headers: ops.headers,
    });
    expect(history.json().changes).toHaveLength(6);
    // The creator was told at each step (one "sent" per payout, then failed, then paid).
    const news = await t.app.inject({ url: '/api/v1/notifications', headers: creator.headers });
    const titles = JSON.stringify(news.json());
    for (const title of ['Payout sent', 'Payout failed', 'Paid']) expect(titles).toContain(title);
    // Saving the same e-mail again sends nothing more.
    const batchesBefore = paypal.batches.size;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users',
      headers: creator.headers,
      payload: { data: { paypal_account: 'fixed@example.com' } },
    });
    await runPayoutJobsNow(t.app);
    expect(paypal.batches.size).toBe(batchesBefore);
    expect((await payoutOf(t.app, c)).attempt).toBe(1);
  });
});
