import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PaypalTestServer, startPaypalTestServer } from '../support/paypal-test-server';
import { oweOnePayout, paypalServer } from './paypal-processes';

let paypal: PaypalTestServer;
let db: pg.Client;
const children: ChildProcess[] = [];

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.end();
  await paypal.close();
});

/** A server process (HTTP and worker) paying through this test's fake PayPal. */
async function server(name: string) {
  const started = await paypalServer(paypal, name);
  children.push(started.child);
  return started;
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
    // Whatever the earlier suites left owed or paid, one payout is owed for this run.
    const owed = await oweOnePayout(db, 'mp-paypal-retry');
    paypal.refuseNext('create', { status: 429, retryAfter: 2 });
    paypal.refuseNext('create', { status: 503, retryAfter: 1 });
    const a = await server('a');
    await server('b'); // a second worker, free to claim the retry

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
    const paid = await db.query('select status, payout_batch_id from payouts where id = $1', [
      owed,
    ]);
    expect(paid.rows[0]).toEqual({ status: 'sent', payout_batch_id: body.batch.id });
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
