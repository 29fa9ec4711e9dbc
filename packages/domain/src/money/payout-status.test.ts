import { describe, expect, it } from 'vitest';
import {
  PAYOUT_STATE_COPY,
  PAYOUT_STATE_FOR_OPS,
  PAYOUT_STATES,
  payoutReason,
  payoutStateOfPaypal,
  payoutStateOfStored,
  payoutTimeline,
} from './payout-status';

describe('payoutStateOfPaypal (PayPal Payouts item transaction_status)', () => {
  it.each([
    ['SUCCESS', 'paid'],
    ['PENDING', 'sent'],
    ['NEW', 'sent'],
    ['ONHOLD', 'on_hold'],
    ['UNCLAIMED', 'unclaimed'],
    ['RETURNED', 'returned'],
    ['REFUNDED', 'refunded'],
    ['REVERSED', 'reversed'],
    ['FAILED', 'failed'],
    ['BLOCKED', 'blocked'],
    ['SOMETHING_NEW', 'sent'],
  ])('reads %s as %s', (status, state) => expect(payoutStateOfPaypal(status)).toBe(state));
});

describe('payoutStateOfStored', () => {
  it('reads the ledger’s pending as owed and paid as paid', () => {
    expect(payoutStateOfStored('pending')).toBe('owed');
    expect(payoutStateOfStored('paid')).toBe('paid');
  });
});

describe('what the creator is told', () => {
  it('says what to do when the PayPal e-mail could not receive the payment', () => {
    expect(PAYOUT_STATE_COPY.failed.help).toBe(
      'Your PayPal e-mail could not receive the payment — update it in your profile.',
    );
    expect(PAYOUT_STATE_COPY.paid.help).toBeNull();
  });
});

describe('payoutTimeline', () => {
  it('lists approved → created → sent → paid, with the dates of the steps that happened', () => {
    expect(
      payoutTimeline('owed', { approvedAt: 10, createdAt: 10, sentAt: null, finalAt: null }),
    ).toEqual([
      { label: 'Approved', at: 10, done: true },
      { label: 'Payout created', at: 10, done: true },
      { label: 'Sent to PayPal', at: null, done: false },
      { label: 'Paid', at: null, done: false },
    ]);
  });

  it('counts a step passed over (never sent, approval date unknown) as behind the payout', () => {
    const steps = payoutTimeline('paid', {
      approvedAt: null,
      createdAt: 2,
      sentAt: null,
      finalAt: 4,
    });
    expect(steps.map((s) => s.done)).toEqual([true, true, true, true]);
    expect(steps[2]).toEqual({ label: 'Sent to PayPal', at: null, done: true });
  });

  it('ends in the state it ended in when that is not paid', () => {
    const steps = payoutTimeline('failed', { approvedAt: 1, createdAt: 2, sentAt: 3, finalAt: 4 });
    expect(steps.at(-1)).toEqual({ label: 'Payment failed', at: 4, done: true });
  });
});

describe('what each state means (decision 524)', () => {
  it('never tells the creator to fix the e-mail for a payment PayPal blocked, refunded or reversed', () => {
    for (const state of ['blocked', 'refunded', 'reversed'] as const) {
      expect(PAYOUT_STATE_COPY[state].help).not.toMatch(/update it in your profile/);
    }
    expect(PAYOUT_STATE_COPY.blocked.help).toMatch(/not a problem with your e-mail/);
    expect(PAYOUT_STATE_COPY.failed.help).toMatch(/update it in your profile/);
  });

  it('gives PayPal’s reasons in words and keeps an unknown one as it is', () => {
    expect(payoutReason('RECEIVER_UNREGISTERED')).toBe('No PayPal account uses this e-mail yet.');
    expect(payoutReason('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(payoutReason(null)).toBeNull();
  });

  it('has words for ops for every state', () => {
    for (const state of PAYOUT_STATES)
      expect(PAYOUT_STATE_FOR_OPS[state].length).toBeGreaterThan(3);
  });
});
