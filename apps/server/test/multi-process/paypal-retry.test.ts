import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PaypalTestServer, startPaypalTestServer } from '../support/paypal-test-server';
import { freePort, spawnServer, waitReady } from './spawn-servers';

let paypal: PaypalTestServer;
let db: pg.Client;
const children: { kill(signal?: NodeJS.Signals): boolean; exitCode: number | null }[] = [];

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // This test's payout and batch go with it: the fake PayPal that knows the batch is closing,
  // and no later suite should find a batch it can never read back.
  await db.query(`with mine as (delete from payouts where batch_id like 'mp-paypal-retry-%'
      returning payout_batch_id)
    delete from payout_batches where id in (select payout_batch_id from mine)`);
  await db.end();
  await paypal.close();
});

/** A server process (HTTP and worker) paying through the fake PayPal, on the suite's database. */
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
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, log);
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.15.0.${port % 250}` },
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

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out waiting');
}

describe('payouts: PayPal busy (429, then 5xx) with two processes', () => {
  it('one process retries each time, after Retry-After, and the batch is paid once', async () => {
    // Whatever the earlier suites left owed or paid, one payout is owed for this run: an extra
    // accepted on approved content without a payout (decision 522), with a PayPal e-mail.
    await db.query(`insert into payouts (content_id, invite_id, user_id, amount_cents, paypal_email, status, batch_id, kind)
      select c.id, c.invite_id, c.user_id, 1500, 'creator@demo.test', 'pending', 'mp-paypal-retry-' || c.id, 'extra'
      from content c
      where c.funnel_state in ('DISTRIBUTION_APPROVED', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE')
        and not exists (select 1 from payouts p where p.content_id = c.id)
      order by c.id limit 1`);
    paypal.refuseNext('create', { status: 429, retryAfter: 2 });
    paypal.refuseNext('create', { status: 503, retryAfter: 1 });
    const a = await paypalServer('a');
    await paypalServer('b'); // a second worker, free to claim the retry

    const res = await a.pay();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { outcome: string; message: string; batch: { id: number } };
    expect(body.outcome).toBe('retrying');
    expect(body.message).toMatch(/RATE_LIMIT_REACHED/);

    await until(async () => {
      const r = await db.query('select status from payout_batches where id = $1', [body.batch.id]);
      return r.rows[0]?.status !== 'creating';
    }, 60_000);
    const [batch] = (
      await db.query('select status, send_attempts from payout_batches where id = $1', [
        body.batch.id,
      ])
    ).rows;
    expect(batch.status).toBe('PENDING');
    // Three calls in all: the 429, the 503 and the one PayPal took — each retry made once,
    // by one of the two processes, never before PayPal's Retry-After.
    const times = paypal.callTimes.get('create')!;
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(2000);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1000);
    expect(paypal.batches.size).toBe(1);
    // The same key each time: PayPal-Request-Id and sender_batch_id never change for a batch.
    expect(new Set(paypal.createRequestIds).size).toBe(1);
  }, 150_000);
});
