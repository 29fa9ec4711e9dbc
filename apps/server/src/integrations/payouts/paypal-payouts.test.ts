import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type PaypalTestServer,
  startPaypalTestServer,
} from '../../../test/support/paypal-test-server';
import { loadConfig } from '../../config';
import { type OutgoingBatch, type PayoutProvider, PayoutProviderError } from './payout-provider';
import { classifyPaypalAnswer, createPaypalPayouts, retryAfterMs } from './paypal-payouts';

let paypal: PaypalTestServer;
let provider: PayoutProvider;
let n = 0;

const batchOf = (key: string, ...items: [receiver: string, cents: number][]): OutgoingBatch => ({
  key,
  items: items.map(([receiver, amountCents], i) => ({
    ref: `${key}-item-${i}`,
    amountCents,
    receiver,
  })),
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PayoutProviderError);
  return error as PayoutProviderError;
};

beforeEach(async () => {
  await paypal?.close();
  paypal = await startPaypalTestServer();
  provider = createPaypalPayouts(paypal.settings);
  n++;
});
afterAll(() => paypal.close());

describe('PayPal client: our interface, PayPal underneath', () => {
  it('sends a batch with a stable sender_batch_id and PayPal-Request-Id, then reads each item as PayPal settles it', async () => {
    paypal.outcomeFor('gone@example.com', 'UNCLAIMED');
    const sent = await provider.send(
      batchOf(`run-${n}`, ['ana@example.com', 5000], ['gone@example.com', 1250]),
    );
    expect(sent.status).toBe('pending');
    expect(paypal.createRequestIds).toEqual([`run-${n}`]);
    const fake = paypal.batches.get(sent.providerBatchId)!;
    expect(fake.senderBatchId).toBe(`run-${n}`);
    expect(fake.items[0]!.payout_item.amount).toEqual({ value: '50.00', currency: 'USD' });
    paypal.startProcessing();
    expect((await provider.read(sent.providerBatchId)).status).toBe('processing');
    paypal.settle();
    const report = await provider.read(sent.providerBatchId);
    expect(report.status).toBe('success');
    expect(report.items).toEqual([
      expect.objectContaining({ ref: `run-${n}-item-0`, status: 'SUCCESS', reason: null }),
      expect.objectContaining({
        ref: `run-${n}-item-1`,
        status: 'UNCLAIMED',
        reason: 'RECEIVER_UNREGISTERED',
      }),
    ]);
    expect(paypal.calls.get('token')).toBe(1);
  });

  it('answers a reused key with the first batch, and pays nothing twice (also after a lost answer)', async () => {
    const batch = batchOf(`once-${n}`, ['ana@example.com', 5000]);
    paypal.dropNextCreateAnswer();
    expect((await refusal(provider.send(batch))).kind).toBe('transient');
    const again = await provider.send(batch);
    expect(again.providerBatchId).toBe([...paypal.batches.keys()][0]);
    expect(paypal.batches.size).toBe(1);
  });

  it.each([
    [400, 'VALIDATION_ERROR'],
    [403, 'NOT_AUTHORIZED'],
    [422, 'INSUFFICIENT_FUNDS'],
  ] as const)('classifies %i (%s) as refused, with PayPal’s reason', async (status, name) => {
    paypal.refuseNext('create', { status });
    const error = await refusal(provider.send(batchOf(`no-${n}`, ['ana@example.com', 100])));
    expect(error).toMatchObject({ kind: 'refused', code: name, status, retryAfterMs: null });
    expect(error.message).toMatch(/./);
    expect(paypal.batches.size).toBe(0);
  });

  it.each([
    [429, 'RATE_LIMIT_REACHED', 7],
    [503, 'SERVICE_UNAVAILABLE', 2],
    [500, 'INTERNAL_SERVER_ERROR', undefined],
  ] as const)('classifies %i (%s) as transient, with Retry-After', async (status, name, after) => {
    paypal.refuseNext('create', { status, retryAfter: after });
    const error = await refusal(provider.send(batchOf(`busy-${n}`, ['ana@example.com', 100])));
    expect(error).toMatchObject({ kind: 'transient', code: name, status });
    expect(error.retryAfterMs).toBe(after === undefined ? null : after * 1000);
  });

  it('refuses wrong credentials as refused (ops must fix the configuration)', async () => {
    const impostor = createPaypalPayouts({ ...paypal.settings, clientSecret: 'wrong' });
    const error = await refusal(impostor.send(batchOf(`bad-${n}`, ['ana@example.com', 100])));
    expect(error).toMatchObject({ kind: 'refused', code: 'AUTHENTICATION_FAILURE', status: 401 });
  });

  it('renews a revoked token once, shared by concurrent calls', async () => {
    const sent = await provider.send(batchOf(`con-${n}`, ['ana@example.com', 100]));
    paypal.revokeTokens();
    await Promise.all([1, 2, 3].map(() => provider.read(sent.providerBatchId)));
    expect(paypal.calls.get('token')).toBe(2);
  });

  it('reads DENIED and CANCELED batches as such', async () => {
    const a = await provider.send(batchOf(`d-${n}`, ['ana@example.com', 100]));
    paypal.denyBatch(a.providerBatchId);
    expect((await provider.read(a.providerBatchId)).status).toBe('denied');
    const b = await provider.send(batchOf(`c-${n}`, ['ana@example.com', 100]));
    paypal.cancelBatch(b.providerBatchId);
    expect((await provider.read(b.providerBatchId)).status).toBe('canceled');
  });

  it('cancels an unclaimed item (it comes back RETURNED) and refuses to cancel any other', async () => {
    paypal.outcomeFor('gone@example.com', 'UNCLAIMED');
    const sent = await provider.send(
      batchOf(`x-${n}`, ['gone@example.com', 100], ['ana@example.com', 100]),
    );
    paypal.settle();
    const [unclaimed, paid] = (await provider.read(sent.providerBatchId)).items;
    expect(await provider.cancelItem(unclaimed!.providerItemId!)).toMatchObject({
      status: 'RETURNED',
    });
    const error = await refusal(provider.cancelItem(paid!.providerItemId!));
    expect(error.kind).toBe('refused');
  });

  it('verifies a webhook on its raw body through PayPal’s call (a certificate signature)', async () => {
    const sent = await provider.send(batchOf(`w-${n}`, ['ana@example.com', 100]));
    paypal.settle();
    const delivery = paypal.sign(
      paypal.eventFor('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', { senderItemId: `w-${n}-item-0` }),
    );
    const event = await provider.verifyWebhook(delivery.rawBody, delivery.headers);
    expect(event).toMatchObject({
      type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
      providerBatchId: sent.providerBatchId,
      providerItemId: paypal.item(`w-${n}-item-0`).payout_item_id,
    });
    // The same event re-encoded is not what PayPal signed.
    expect(
      await provider.verifyWebhook(JSON.stringify(delivery.event), delivery.headers),
    ).toBeNull();
    const forged = {
      ...delivery.headers,
      'paypal-transmission-sig': Buffer.from('forged').toString('base64'),
    };
    expect(await provider.verifyWebhook(delivery.rawBody, forged)).toBeNull();
    expect(await provider.verifyWebhook(delivery.rawBody, {})).toBeNull();
    const otherHook = createPaypalPayouts({ ...paypal.settings, webhookId: 'WH-OTHER' });
    expect(await otherHook.verifyWebhook(delivery.rawBody, delivery.headers)).toBeNull();
  });
});

describe('classifyPaypalAnswer and retryAfterMs', () => {
  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(classifyPaypalAnswer(502, null, null, now)).toMatchObject({
      kind: 'transient',
      code: 'HTTP_502',
    });
    expect(classifyPaypalAnswer(404, null, null, now).kind).toBe('refused');
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
