import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PaypalTestServer, startPaypalTestServer } from '../support/paypal-test-server';
import { freePort, spawnServer, waitReady } from './spawn-servers';

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

/** A server process paying through the fake PayPal, on the suite's database. */
async function paypalServer(name: string) {
  const port = await freePort();
  const log = path.join(inject('workDir'), `server-${port}-${name}.log`);
  const child = spawnServer(inject('databaseUrl'), inject('workDir'), port, log, {
    PAYOUT_PROVIDER: 'paypal',
    PAYPAL_API_URL: paypal.settings.baseUrl,
    PAYPAL_CLIENT_ID: paypal.settings.clientId,
    PAYPAL_CLIENT_SECRET: paypal.settings.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.settings.webhookId,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, log);
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.14.0.${port % 250}` },
    body: JSON.stringify({ email: 'ops@demo.test', password: 'ops-demo-pass' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const pay = () =>
    fetch(`${url}/api/v1/review/payouts/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, origin: url },
    });
  return { child, pay };
}

describe('payouts: kill -9 between PayPal creating the batch and us recording it', () => {
  it('the next process finishes the run under the same sender_batch_id: PayPal pays once', async () => {
    const owed = await db.query(
      `select count(*)::int as n from payouts where status = 'pending' and paypal_email is not null`,
    );
    expect(owed.rows[0].n).toBeGreaterThan(0); // the demo's owed payouts

    const victim = await paypalServer('victim');
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
    const creating = await db.query(
      `select id, sender_batch_id from payout_batches where status = 'creating'`,
    );
    expect(creating.rows).toHaveLength(1);

    const successor = await paypalServer('successor');
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
      console.log('faults injected: 1 (kill -9 between PayPal creating a batch and recording it)');
    } finally {
      successor.child.kill('SIGKILL');
    }
    // Two servers start inside this test: on a loaded machine that alone can take most of 30 s.
  }, 120_000);
});
