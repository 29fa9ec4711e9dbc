import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type PaypalTestServer,
  startPaypalTestServer,
} from '../../../test/support/paypal-test-server';
import { loadConfig } from '../../config';
import type { PayoutBatchRequest, PayoutProvider } from './payout-provider';
import { createPaypalPayouts, PaypalApiError } from './paypal-payouts';

let paypal: PaypalTestServer;
let provider: PayoutProvider;
let n = 0;

const batchOf = (
  id: string,
  ...items: [receiver: string, value: string][]
): PayoutBatchRequest => ({
  sender_batch_header: { sender_batch_id: id, email_subject: 'You have a payment' },
  items: items.map(([receiver, value], i) => ({
    recipient_type: 'EMAIL',
    amount: { value, currency: 'USD' },
    receiver,
    sender_item_id: `${id}-item-${i}`,
  })),
});

beforeEach(async () => {
  await paypal?.close();
  paypal = await startPaypalTestServer();
  provider = createPaypalPayouts(paypal.settings);
  n++;
});
afterAll(() => paypal.close());

describe('PayPal Payouts provider', () => {
  it('creates a batch, then reads every item back as PayPal settles it', async () => {
    paypal.outcomeFor('gone@example.com', 'UNCLAIMED');
    const created = await provider.createBatch(
      batchOf(`run-${n}`, ['ana@example.com', '50.00'], ['gone@example.com', '12.50']),
    );
    expect(created.batch_header).toMatchObject({
      sender_batch_id: `run-${n}`,
      batch_status: 'PENDING',
    });
    expect(created.duplicate).toBeUndefined();

    const before = await provider.getBatch(created.batch_header.payout_batch_id);
    expect(before.items.map((i) => i.transaction_status)).toEqual(['PENDING', 'PENDING']);
    expect(await provider.confirmPaid(created.batch_header.payout_batch_id)).toBe(false);

    paypal.settle();
    const after = await provider.getBatch(created.batch_header.payout_batch_id);
    expect(after.batch_status).toBe('SUCCESS');
    expect(after.items).toEqual([
      expect.objectContaining({
        sender_item_id: `run-${n}-item-0`,
        transaction_status: 'SUCCESS',
        error: null,
      }),
      expect.objectContaining({
        sender_item_id: `run-${n}-item-1`,
        transaction_status: 'UNCLAIMED',
        error: 'RECEIVER_UNREGISTERED',
      }),
    ]);
    expect(after.items[0]!.payout_item_id).toMatch(/^I/);
    // One token served every call.
    expect(paypal.calls.get('token')).toBe(1);
  });

  it('answers a reused sender_batch_id with the first batch, and pays nothing twice', async () => {
    const request = batchOf(`once-${n}`, ['ana@example.com', '50.00']);
    const first = await provider.createBatch(request);
    const again = await provider.createBatch(request);
    expect(again.duplicate).toBe(true);
    expect(again.batch_header.payout_batch_id).toBe(first.batch_header.payout_batch_id);
    expect(paypal.batches.size).toBe(1);
  });

  it('after a crash that lost PayPal’s answer, the re-run finds the batch PayPal kept', async () => {
    const request = batchOf(`crash-${n}`, ['ana@example.com', '50.00']);
    paypal.dropNextCreateAnswer();
    await expect(provider.createBatch(request)).rejects.toThrow();
    expect(paypal.batches.size).toBe(1);
    const rerun = await provider.createBatch(request);
    expect(rerun.duplicate).toBe(true);
    expect(rerun.batch_header.payout_batch_id).toBe([...paypal.batches.keys()][0]);
    expect(paypal.batches.size).toBe(1);
  });

  it('keeps the token until shortly before it expires, then asks for a new one', async () => {
    let now = Date.now();
    const timed = createPaypalPayouts(paypal.settings, { clock: () => new Date(now) });
    const created = await timed.createBatch(batchOf(`tok-${n}`, ['ana@example.com', '1.00']));
    await timed.getBatch(created.batch_header.payout_batch_id);
    expect(paypal.calls.get('token')).toBe(1);
    now += 32_400_000 - 30_000; // within the last minute of the token's nine hours
    await timed.getBatch(created.batch_header.payout_batch_id);
    expect(paypal.calls.get('token')).toBe(2);
  });

  it('shares one token request between concurrent calls, and renews a revoked token once', async () => {
    const created = await provider.createBatch(batchOf(`con-${n}`, ['ana@example.com', '1.00']));
    paypal.revokeTokens();
    const id = created.batch_header.payout_batch_id;
    await Promise.all([provider.getBatch(id), provider.getBatch(id), provider.getBatch(id)]);
    expect(paypal.calls.get('token')).toBe(2);
  });

  it('refuses wrong client credentials with PayPal’s own answer', async () => {
    const impostor = createPaypalPayouts({ ...paypal.settings, clientSecret: 'wrong' });
    await expect(
      impostor.createBatch(batchOf(`bad-${n}`, ['ana@example.com', '1.00'])),
    ).rejects.toMatchObject({ status: 401 });
    expect(paypal.batches.size).toBe(0);
  });

  it('surfaces PayPal’s validation error for a malformed item and creates nothing', async () => {
    const error = await provider
      .createBatch(batchOf(`shape-${n}`, ['not-an-email', '1.00']))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalApiError);
    expect((error as PaypalApiError).body).toMatchObject({
      name: 'VALIDATION_ERROR',
      details: [{ field: 'items[0].receiver' }],
    });
    expect(paypal.batches.size).toBe(0);
  });

  it('never sends an item without a receiver', async () => {
    const request = batchOf(`none-${n}`, ['ana@example.com', '1.00']);
    request.items[0]!.receiver = null;
    await expect(provider.createBatch(request)).rejects.toThrow(/no PayPal e-mail/);
    expect(paypal.calls.get('create')).toBeUndefined();
  });

  it('verifies webhooks with PayPal, and refuses forged or unsigned ones', async () => {
    const event = { id: 'WH-1', event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', resource: {} };
    const headers = paypal.signWebhook(event);
    expect(await provider.verifyWebhook(headers, event)).toBe(true);
    expect(await provider.verifyWebhook(headers, { ...event, id: 'WH-2' })).toBe(false);
    expect(
      await provider.verifyWebhook({ ...headers, 'paypal-transmission-sig': 'forged' }, event),
    ).toBe(false);
    expect(await provider.verifyWebhook({}, event)).toBe(false);
    const otherHook = createPaypalPayouts({ ...paypal.settings, webhookId: 'WH-OTHER' });
    expect(await otherHook.verifyWebhook(headers, event)).toBe(false);
  });
});

describe('payout configuration', () => {
  it('defaults to the ledger, so npm start needs no PayPal account', () => {
    expect(loadConfig({}).payouts).toEqual({ provider: 'ledger', paidAfterMs: 15_000 });
  });

  it('refuses PAYOUT_PROVIDER=paypal without credentials, and picks the sandbox first', () => {
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'paypal' })).toThrow(
      /PAYOUT_PROVIDER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID/,
    );
    const env = {
      PAYOUT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'WH',
    };
    expect(loadConfig(env).payouts).toMatchObject({
      provider: 'paypal',
      env: 'sandbox',
      paypal: { baseUrl: 'https://api-m.sandbox.paypal.com' },
    });
    expect(loadConfig({ ...env, PAYPAL_ENV: 'live' }).payouts).toMatchObject({
      paypal: { baseUrl: 'https://api-m.paypal.com' },
    });
  });
});
