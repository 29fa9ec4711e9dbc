import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PaypalTestServer, startPaypalTestServer } from '../support/paypal-test-server';
import { oweOnePayout, paypalServer } from './paypal-processes';

let paypal: PaypalTestServer;
let db: pg.Client;

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await paypal.close();
});

describe('payouts: kill -9 between PayPal creating the batch and us recording it', () => {
  it('the next process finishes the run under the same sender_batch_id: PayPal pays once', async () => {
    const owed = await oweOnePayout(db, 'mp-payout-crash');

    const victim = await paypalServer(paypal, 'victim');
    try {
      const held = paypal.holdNextCreateAnswer();
      void victim.pay().catch(() => undefined);
      await held; // PayPal has the batch; the server waits for the answer …
      victim.child.kill('SIGKILL'); // … and dies before recording it
      await new Promise((resolve) => victim.child.once('exit', resolve));
    } finally {
      if (victim.child.exitCode === null) victim.child.kill('SIGKILL');
    }
    expect(paypal.batches.size).toBe(1);
    // The run committed its batch (with this test's payout) before calling PayPal.
    const creating = await db.query(
      `select b.id, b.sender_batch_id, b.status from payout_batches b
       join payouts p on p.payout_batch_id = b.id where p.id = $1`,
      [owed],
    );
    expect(creating.rows).toEqual([expect.objectContaining({ status: 'creating' })]);

    const successor = await paypalServer(paypal, 'successor');
    try {
      const res = await successor.pay();
      expect(res.status).toBe(200);
      expect(paypal.batches.size).toBe(1); // the re-send was answered with PayPal's batch
      const [only] = [...paypal.batches.values()];
      expect(only!.senderBatchId).toBe(creating.rows[0].sender_batch_id);
      const batch = await db.query(
        `select status, provider_batch_id from payout_batches where id = $1`,
        [creating.rows[0].id],
      );
      expect(batch.rows[0]).toEqual({ status: 'PENDING', provider_batch_id: only!.id });
      const sent = await db.query(
        `select count(*)::int as n from payouts where payout_batch_id = $1 and status = 'sent'`,
        [creating.rows[0].id],
      );
      expect(sent.rows[0].n).toBe(only!.items.length);
      const mine = await db.query('select status, payout_batch_id from payouts where id = $1', [
        owed,
      ]);
      expect(mine.rows[0]).toEqual({ status: 'sent', payout_batch_id: creating.rows[0].id });
      console.log('faults injected: 1 (kill -9 between PayPal creating a batch and recording it)');
    } finally {
      successor.child.kill('SIGKILL');
    }
    // Two servers start inside this test: on a loaded machine that alone can take most of 30 s.
  }, 120_000);
});
