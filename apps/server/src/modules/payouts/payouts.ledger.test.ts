import { payoutReference } from '@portal/domain/money/earnings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  funnelStateOf,
  historyOf,
  owedPayout,
  payoutOf,
  runPayoutJobsNow,
} from './payouts.test-support';

let t: TestApp;
let ops: TestUser;
let now = Date.now();

beforeAll(async () => {
  // The default provider: the ledger, demo payouts paid 15 s after they are sent.
  t = await buildTestApp({}, { clock: () => new Date(now) });
  ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

describe('the ledger provider (default: no PayPal account)', () => {
  it('moves a demo payout through the same states: sent, then paid after a short delay', async () => {
    const creator = await createUser(t.app, { profile: { paypal_account: 'demo@example.com' } });
    const c = await owedPayout(t.app, creator.id, ops.headers);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/review/payouts/run',
      headers: ops.headers,
    });
    expect(run.json().batch).toMatchObject({ provider: 'ledger' });
    expect((await payoutOf(t.app, c)).status).toBe('sent');

    await runPayoutJobsNow(t.app);
    expect((await payoutOf(t.app, c)).status).toBe('sent');

    now += 16_000;
    await runPayoutJobsNow(t.app);
    const paid = await payoutOf(t.app, c);
    expect(paid.status).toBe('paid');
    expect(paid.paypal_item_id).toBe(`LEDGER-payout-${paid.id}-0`);
    expect(await funnelStateOf(t.app, c)).toBe('PAID');
    expect(await historyOf(t.app, paid.id)).toEqual([
      '-→owed by ops',
      'owed→sent by ops (PENDING)',
      'sent→paid by job (SUCCESS)',
    ]);

    // The creator's content screen shows the timeline with amount, dates and reference.
    const earnings = await t.app.inject({
      url: '/api/v1/creator/earnings',
      headers: creator.headers,
    });
    const mediaId = earnings.json().payouts[0].media_id;
    const screen = await t.app.inject({
      url: `/api/v1/creator/content/status?media_id=${mediaId}`,
      headers: creator.headers,
    });
    expect(screen.statusCode).toBe(200);
    expect(screen.json().payout).toMatchObject({
      state: 'paid',
      amount_cents: 5000,
      reference: payoutReference(paid.id),
    });
    expect(screen.json().payout.sent_at).not.toBeNull();
  });

  it('ledger webhooks are refused: nothing but PayPal may knock there', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/paypal/webhook',
      payload: { event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', resource: {} },
    });
    expect(res.statusCode).toBe(400);
  });
});
