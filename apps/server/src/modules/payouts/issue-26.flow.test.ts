import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { insertSubmission } from '../../../test/factories-content';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import {
  type PaypalTestServer,
  startPaypalTestServer,
} from '../../../test/support/paypal-test-server';
import { createPaypalPayouts } from '../../integrations/payouts/paypal-payouts';
import { payoutOf, runPayoutJobsNow } from './payouts.test-support';

let paypal: PaypalTestServer;
let t: TestApp;
let ops: TestUser;
let brandUser: TestUser;
let brandId: number;
let creator: TestUser;

beforeAll(async () => {
  paypal = await startPaypalTestServer();
  t = await buildTestApp(
    { payouts: { provider: 'paypal', env: 'sandbox', paypal: paypal.settings } },
    { payouts: createPaypalPayouts(paypal.settings) },
  );
  ops = await createUser(t.app, { type: 'ops' });
  brandId = (await createBrand(t.app)).id;
  brandUser = await createUser(t.app, { type: 'brand', brandId });
  creator = await createUser(t.app, { profile: { paypal_account: 'maya@pay.test' } });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

describe('issue 26, end to end: a brand asks for changes … PayPal returns the payment', () => {
  it('the creator fixes the caption, the brand approves, a second submission owes nothing, ops pay, PayPal returns it, and both sides read why', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      campaign: { brand_id: brandId, campaign_content_workflow: 'CONTENT_PREAPPROVAL' },
      invite: { payout_amount_cents: 15_000 },
    });
    // The brand asks for a change: the creator reads "Update Caption", not a rejection.
    const asked = await reviewAction(t.app, brandUser.headers, c.content.id, {
      action: 'request_changes',
      comments: ['Love it! Could you mention the SPF?'],
    });
    expect(asked.json().to_state).toBe('CONTENT_CHANGES_REQUESTED');
    const status = await t.app.inject({
      url: `/api/v1/creator/content/status?media_id=${c.content.media_id}`,
      headers: creator.headers,
    });
    expect(status.json()).toMatchObject({
      content_funnel_state: 'CONTENT_CHANGES_REQUESTED',
      user_comments: [
        { comment_source: 'OPS_REQUEST_FIX', messages: ['Love it! Could you mention the SPF?'] },
      ],
    });
    // The creator fixes the caption; the brand approves.
    const fixed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/creator/content/${c.content.media_id}`,
      headers: creator.headers,
      payload: {
        caption: 'Now with SPF 30 #glow @glowbotanics',
        post_state_change_reason: 'CREATOR_UPDATED_CONTENT',
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const approved = await reviewAction(t.app, brandUser.headers, c.content.id, {
      action: 'approve_do_not_distribute',
    });
    expect(approved.json().payout).toMatchObject({ owes: 'deliverable', amount: 150 });
    // A second submission on the same invite, approved: owes nothing.
    const second = await insertSubmission(t.app, { user_id: creator.id, invite_id: c.invite.id });
    const again = await reviewAction(t.app, brandUser.headers, second.id, {
      action: 'approve_do_not_distribute',
    });
    expect(again.json().payout.owes).toBe('nothing');
    // Ops pay: one $150 item for the invite.
    paypal.outcomeFor('maya@pay.test', 'UNCLAIMED');
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/review/payouts/run',
      headers: ops.headers,
    });
    expect(run.json()).toMatchObject({ outcome: 'sent' });
    const mine = run
      .json()
      .batch.items.filter((i: { paypal_email: string }) => i.paypal_email === 'maya@pay.test');
    expect(mine).toEqual([
      expect.objectContaining({ amount_cents: 15_000, content_id: c.content.id }),
    ]);
    // PayPal holds it unclaimed, then returns it.
    paypal.settle();
    await runPayoutJobsNow(t.app);
    const payout = await payoutOf(t.app, c.content.id);
    expect(payout.status).toBe('unclaimed');
    paypal.setItemStatus(payout.sender_item_id!, 'RETURNED');
    await runPayoutJobsNow(t.app);
    await t.app.container.payouts.reconcile();
    expect((await payoutOf(t.app, c.content.id)).status).toBe('returned');
    // The creator's earnings say returned, and why.
    const earnings = (
      await t.app.inject({ url: '/api/v1/creator/earnings', headers: creator.headers })
    ).json();
    expect(earnings.payouts).toEqual([
      expect.objectContaining({
        state: 'returned',
        reason: 'The payment was not claimed in time, or it was cancelled.',
      }),
    ]);
    // The console's payouts page says the same, with what ops can do.
    const batches = (
      await t.app.inject({ url: '/api/v1/review/payouts/batches', headers: ops.headers })
    ).json();
    const item = batches.batches[0].items.find(
      (i: { payout_id: number }) => i.payout_id === payout.id,
    );
    expect(item).toMatchObject({
      state: 'returned',
      state_label: 'Returned by PayPal',
      reason: 'RECEIVER_UNCONFIRMED',
      reason_text: 'The payment was not claimed in time, or it was cancelled.',
    });
    expect(item.ops_meaning).toMatch(
      /goes again automatically when the creator saves a new PayPal e-mail/,
    );
  });
});
