import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  type PaypalTestServer,
  startPaypalTestServer,
} from '../../../test/support/paypal-test-server';
import { payoutBatches } from '../../db/schema/content';
import { createPaypalPayouts } from '../../integrations/payouts/paypal-payouts';
import { historyOf, owedPayout, payoutOf, runPayoutJobsNow } from './payouts.test-support';

/**
 * Issue 26: PayPal as PayPal behaves, each behaviour against the fake PayPal that can say no in
 * every way its specification lists (decision 523, 524).
 */
let paypal: PaypalTestServer;
let t: TestApp;
/** Receivers whose batch PayPal takes but whose answer we then fail to record. */
const unrecordable = new Set<string>();
let ops: TestUser;

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  const client = createPaypalPayouts(paypal.settings);
  t = await buildTestApp(
    { payouts: { provider: 'paypal', env: 'sandbox', paypal: paypal.settings } },
    {
      payouts: {
        ...client,
        // PayPal took the batch, then our side failed before its answer was recorded.
        async send(batch) {
          const sent = await client.send(batch);
          if (batch.items.some((item) => unrecordable.has(item.receiver))) {
            throw new Error('Connection terminated unexpectedly');
          }
          return sent;
        },
      },
    },
  );
  ops = await createUser(t.app, { type: 'ops' });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const payAll = () =>
  t.app.inject({ method: 'POST', url: '/api/v1/review/payouts/run', headers: ops.headers });
const resolve = (batchId: number, action: 'retry' | 'release') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/review/payouts/batches/${batchId}/resolve`,
    headers: ops.headers,
    payload: { action },
  });
const creatorWith = (email: string) => createUser(t.app, { profile: { paypal_account: email } });
let seq = 0;
const newCreator = () => creatorWith(`c${++seq}-${Date.now().toString(36)}@pay.test`);
const batchRow = async (id: number) =>
  (await t.app.container.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0]!;
/** Time passes: every retry waiting on Retry-After is due now. */
const retriesDue = () =>
  t.app.container.db
    .update(payoutBatches)
    .set({ next_attempt_at: sql`now() - interval '1 second'` })
    .where(eq(payoutBatches.status, 'creating'));
const creates = () => paypal.calls.get('create') ?? 0;
/** The audit log's entries for `action` on one target, as ops read them (newest first). */
const audited = async (action: string, targetId: number) =>
  (
    await t.app.inject({
      url: `/api/v1/console/audit?action=${action}&target_id=${targetId}`,
      headers: ops.headers,
    })
  ).json().items as { actor: { id: number }; before: unknown; after: unknown }[];

describe('PayPal says no (400, 403, 422): the batch stops with PayPal’s reason', () => {
  it('422 INSUFFICIENT_FUNDS reaches ops as the reason (not a 500), and nothing is sent again until ops act', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    paypal.refuseNext('create', { status: 422 });
    const res = await payAll();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.outcome).toBe('refused');
    expect(body.message).toContain('INSUFFICIENT_FUNDS: Sender does not have sufficient funds');
    expect(body.batch).toMatchObject({ status: 'refused', waiting_for_ops: true });
    const before = creates();
    await runPayoutJobsNow(t.app);
    expect((await payAll()).json().outcome).toBe('nothing_ready');
    await runPayoutJobsNow(t.app);
    expect(creates()).toBe(before); // nothing re-sent, by a run or by the status job
    expect((await payoutOf(t.app, c)).status).toBe('pending');
    // Ops topped up the balance and retry: the same batch, the same key, sent now.
    const retried = await resolve(body.batch.id, 'retry');
    expect(retried.json()).toMatchObject({ outcome: 'sent' });
    expect((await payoutOf(t.app, c)).status).toBe('sent');
    expect(paypal.createRequestIds.at(-1)).toBe(body.batch.sender_batch_id);
    // The run and ops' retry are each in the audit log once.
    expect(await audited('payout.run', body.batch.id)).toHaveLength(1);
    expect(await audited('payout.batch_retried', body.batch.id)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: ops.id }),
        before: { status: 'refused', reason: expect.stringContaining('INSUFFICIENT_FUNDS') },
        after: { status: 'creating' },
      }),
    ]);
  });

  it.each([400, 403] as const)(
    '%i stops the batch too; released, its payouts go in the next run',
    async (status) => {
      const creator = await newCreator();
      const c = await owedPayout(t.app, creator.id, ops.headers);
      paypal.refuseNext('create', { status });
      const body = (await payAll()).json();
      expect(body.outcome).toBe('refused');
      expect(body.message).toMatch(status === 403 ? /NOT_AUTHORIZED/ : /VALIDATION_ERROR/);
      const released = await resolve(body.batch.id, 'release');
      expect(released.json().outcome).toBe('released');
      expect((await batchRow(body.batch.id)).status).toBe('released');
      const next = (await payAll()).json();
      expect(next.outcome).toBe('sent');
      expect((await payoutOf(t.app, c)).payout_batch_id).toBe(next.batch.id);
      // Only a stopped batch is ops' to resolve: a refused retry records nothing.
      expect((await resolve(next.batch.id, 'retry')).statusCode).toBe(409);
      expect(await audited('payout.batch_retried', next.batch.id)).toEqual([]);
      expect(await audited('payout.batch_released', body.batch.id)).toEqual([
        expect.objectContaining({
          before: { status: 'refused', reason: expect.stringMatching(/VALIDATION|NOT_AUTH/) },
          after: { status: 'released' },
        }),
      ]);
    },
  );
});

describe('PayPal busy (429, 5xx): retried later, honouring Retry-After, then ops are alerted', () => {
  it('429 with Retry-After: saved, told when; not sent again before it is due, then sent once', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    paypal.refuseNext('create', { status: 429, retryAfter: 120 });
    const started = Date.now();
    const body = (await payAll()).json();
    expect(body.outcome).toBe('retrying');
    expect(body.message).toMatch(/RATE_LIMIT_REACHED.*sent again automatically/);
    const row = await batchRow(body.batch.id);
    expect(row.next_attempt_at!.getTime() - started).toBeGreaterThanOrEqual(119_000);
    const before = creates();
    await runPayoutJobsNow(t.app); // the job runs early (a webhook, a forced run): it waits
    expect((await payAll()).json().outcome).toBe('nothing_ready');
    expect(creates()).toBe(before);
    await retriesDue();
    await runPayoutJobsNow(t.app);
    expect(creates()).toBe(before + 1);
    expect((await payoutOf(t.app, c)).status).toBe('sent');
  });

  it('5xx every time: tried MAX_SEND_ATTEMPTS times, then stuck, and the metrics say so', async () => {
    const creator = await newCreator();
    await owedPayout(t.app, creator.id, ops.headers);
    paypal.refuseNext('create', { status: 503 }, 6);
    const body = (await payAll()).json();
    expect(body.outcome).toBe('retrying');
    for (let i = 0; i < 6; i++) {
      await retriesDue();
      await runPayoutJobsNow(t.app);
    }
    const row = await batchRow(body.batch.id);
    expect(row).toMatchObject({ status: 'stuck', send_attempts: 6 });
    expect(row.last_error).toMatch(/SERVICE_UNAVAILABLE/);
    const listed = (
      await t.app.inject({ url: '/api/v1/review/payouts/batches', headers: ops.headers })
    ).json().batches;
    expect(listed.find((b: { id: number }) => b.id === body.batch.id)).toMatchObject({
      status: 'stuck',
      waiting_for_ops: true,
    });
  });
});

describe('PayPal took a batch but we failed to record its answer', () => {
  it('the batch is asked again under its key (never left in creating), later runs are not held up, and nothing is paid twice', async () => {
    const email = `unrecorded-${Date.now().toString(36)}@pay.test`;
    const first = await owedPayout(t.app, (await creatorWith(email)).id, ops.headers);
    unrecordable.add(email);
    const before = paypal.batches.size;
    const failed = await payAll();
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.message).toMatch(/sent again automatically under the same batch id/);
    expect(paypal.batches.size).toBe(before + 1); // PayPal has it
    const [left] = await t.app.container.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.status, 'creating'));

    // A later run tries it first and fails again: it goes on and pays what is owed now.
    const second = await owedPayout(t.app, (await newCreator()).id, ops.headers);
    const later = (await payAll()).json();
    expect(later.outcome).toBe('sent');
    expect((await payoutOf(t.app, second)).status).toBe('sent');
    expect(await batchRow(left!.id)).toMatchObject({ status: 'creating', send_attempts: 1 });
    expect((await batchRow(left!.id)).last_error).toMatch(/NOT_RECORDED: We could not record/);

    // Its status job, due and failing again, keeps it waiting with its next try scheduled.
    await retriesDue();
    await runPayoutJobsNow(t.app);
    const waiting = await batchRow(left!.id);
    expect(waiting).toMatchObject({ status: 'creating', send_attempts: 2 });
    expect(waiting.next_attempt_at!.getTime()).toBeGreaterThan(Date.now());

    // Recording works again: the next try records PayPal's batch, once.
    unrecordable.delete(email);
    await retriesDue();
    await runPayoutJobsNow(t.app);
    expect((await batchRow(left!.id)).status).toBe('PENDING');
    expect((await payoutOf(t.app, first)).status).toBe('sent');
    expect(paypal.batches.size).toBe(before + 2); // its batch and the later run's, once each
    expect(
      [...paypal.batches.values()].filter((b) => b.senderBatchId === left!.sender_batch_id),
    ).toHaveLength(1);
  });
});

describe('batches PayPal ends unpaid, and items after completion', () => {
  it('DENIED: its items end and the money is owed again, with the reason; the next run sends them', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    const { batch } = (await payAll()).json();
    paypal.denyBatch(batch.provider_batch_id);
    await runPayoutJobsNow(t.app);
    const payout = await payoutOf(t.app, c);
    expect(payout).toMatchObject({
      status: 'pending',
      attempt: 1,
      payout_batch_id: null,
      reason: 'BATCH_DENIED',
    });
    expect(await historyOf(t.app, payout.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
      'sent→owed by job (DENIED)',
    ]);
    expect((await batchRow(batch.id)).status).toBe('DENIED');
    const next = (await payAll()).json();
    expect(next.outcome).toBe('sent');
    expect((await payoutOf(t.app, c)).sender_item_id).toBe(`payout-${payout.id}-1`);
  });

  it('CANCELED: the same', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    const { batch } = (await payAll()).json();
    paypal.cancelBatch(batch.provider_batch_id);
    await runPayoutJobsNow(t.app);
    expect(await payoutOf(t.app, c)).toMatchObject({ status: 'pending', reason: 'BATCH_CANCELED' });
  });

  it('each item status means what it says, for the creator and for ops', async () => {
    const outcomes = ['ONHOLD', 'UNCLAIMED', 'BLOCKED', 'SUCCESS', 'SUCCESS'] as const;
    const people = await Promise.all(outcomes.map(() => newCreator()));
    const ids: number[] = [];
    for (const person of people) {
      ids.push(await owedPayout(t.app, person.id, ops.headers));
    }
    for (const [i, outcome] of outcomes.entries()) {
      const email = (await payoutOf(t.app, ids[i]!)).paypal_email!;
      paypal.outcomeFor(email, outcome);
    }
    (await payAll()).json();
    paypal.settle();
    await runPayoutJobsNow(t.app);
    // After completion: one paid payout is refunded by the creator, one reversed by PayPal;
    // the periodic read finds both, with no webhook.
    paypal.setItemStatus((await payoutOf(t.app, ids[3]!)).sender_item_id!, 'REFUNDED');
    paypal.setItemStatus((await payoutOf(t.app, ids[4]!)).sender_item_id!, 'REVERSED');
    await t.app.container.payouts.reconcile();
    const states = await Promise.all(ids.map(async (id) => (await payoutOf(t.app, id)).status));
    expect(states).toEqual(['on_hold', 'unclaimed', 'blocked', 'refunded', 'reversed']);
    const earnings = await Promise.all(
      people.map(
        async (p) =>
          (await t.app.inject({ url: '/api/v1/creator/earnings', headers: p.headers })).json()
            .payouts[0],
      ),
    );
    expect(earnings[1]).toMatchObject({
      state: 'unclaimed',
      reason: 'No PayPal account uses this e-mail yet.',
    });
    expect(earnings[2]).toMatchObject({
      state: 'blocked',
      reason: 'PayPal restricts payments to this account.',
    });
    // BLOCKED never tells the creator to fix their e-mail.
    const news = (
      await t.app.inject({ url: '/api/v1/notifications', headers: people[2]!.headers })
    ).json();
    const blocked = news.items.find((n: { kind: string }) => n.kind === 'payout_problem');
    expect(blocked.title).toBe('Blocked by PayPal');
    expect(blocked.body).toContain('It is not a problem with your e-mail');
    expect(news.items.some((n: { kind: string }) => n.kind === 'payout_failed')).toBe(false);
    const reversed = (
      await t.app.inject({ url: '/api/v1/notifications', headers: people[4]!.headers })
    ).json();
    expect(reversed.items.map((n: { title: string }) => n.title)).toContain('Reversed by PayPal');
  });
});

describe('ops cancel an unclaimed payout (POST /api/v1/review/payouts/:id/cancel)', () => {
  it('cancels it at PayPal: the money comes back, the payout is returned; anything else is refused', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    paypal.outcomeFor((await payoutOf(t.app, c)).paypal_email!, 'UNCLAIMED');
    await payAll();
    paypal.settle();
    await runPayoutJobsNow(t.app);
    const payout = await payoutOf(t.app, c);
    expect(payout.status).toBe('unclaimed');
    const url = `/api/v1/review/payouts/${payout.id}/cancel`;
    expect((await t.app.inject({ method: 'POST', url, headers: creator.headers })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'POST', url, headers: ops.headers });
    expect(res.json()).toEqual({ payout_id: payout.id, state: 'returned' });
    expect(paypal.item(payout.sender_item_id!).transaction_status).toBe('RETURNED');
    expect((await historyOf(t.app, payout.id)).at(-1)).toBe('unclaimed→returned by ops (RETURNED)');
    const again = await t.app.inject({ method: 'POST', url, headers: ops.headers });
    expect(again.statusCode).toBe(409);
    // Once in the audit log, with the move: the refused repeat records nothing.
    expect(await audited('payout.cancelled', payout.id)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: ops.id }),
        before: { state: 'unclaimed' },
        after: { state: 'returned' },
      }),
    ]);
  });
});

describe('PayPal webhooks: payout types only, verified on the raw body, each event once', () => {
  const deliver = (rawBody: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/paypal/webhook',
      headers,
      payload: rawBody,
    });

  it('verifies the bytes PayPal sent, reads the batch once per event id, whatever the order', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    await payAll();
    paypal.settle();
    const payout = await payoutOf(t.app, c);
    const succeeded = paypal.sign(
      paypal.eventFor('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', { senderItemId: payout.sender_item_id! }),
    );
    const reads = () => paypal.calls.get('get') ?? 0;
    const before = reads();
    expect((await deliver(succeeded.rawBody, succeeded.headers)).statusCode).toBe(200);
    expect((await payoutOf(t.app, c)).status).toBe('paid');
    expect(reads()).toBe(before + 1);
    // PayPal delivers it again: answered, not handled again.
    const repeat = await deliver(succeeded.rawBody, succeeded.headers);
    expect(repeat.json()).toMatchObject({ ok: true, handled: false });
    expect(reads()).toBe(before + 1);
    // A late "processing" event about the batch: read, and nothing moves back.
    const late = paypal.sign(
      paypal.eventFor('PAYMENT.PAYOUTSBATCH.PROCESSING', { batchId: payout.batch_id }),
    );
    expect((await deliver(late.rawBody, late.headers)).statusCode).toBe(200);
    expect(await historyOf(t.app, payout.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
      'sent→paid by webhook (SUCCESS)',
    ]);
  });

  it('refuses a forged or re-encoded delivery (400), and changes nothing', async () => {
    const creator = await newCreator();
    const c = await owedPayout(t.app, creator.id, ops.headers);
    await payAll();
    paypal.settle();
    const payout = await payoutOf(t.app, c);
    const d = paypal.sign(
      paypal.eventFor('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', { senderItemId: payout.sender_item_id! }),
    );
    const forged = { ...d.headers, 'paypal-transmission-sig': Buffer.from('x').toString('base64') };
    expect((await deliver(d.rawBody, forged)).statusCode).toBe(400);
    expect((await deliver(JSON.stringify(d.event), d.headers)).statusCode).toBe(400);
    expect((await deliver(d.rawBody, { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await payoutOf(t.app, c)).status).toBe('sent');
  });

  it('answers other event types without asking PayPal anything', async () => {
    const verifies = paypal.calls.get('verify') ?? 0;
    const other = paypal.sign(paypal.eventFor('PAYMENT.SALE.COMPLETED', {}));
    const res = await deliver(other.rawBody, other.headers);
    expect(res.json()).toEqual({ ok: true, handled: false });
    expect(paypal.calls.get('verify') ?? 0).toBe(verifies);
  });
});
