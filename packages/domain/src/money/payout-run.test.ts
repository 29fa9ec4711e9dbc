import { describe, expect, it } from 'vitest';
import {
  batchEndedUnpaid,
  canCancelPayout,
  isFinalPayoutState,
  MAX_RETRY_DELAY_MS,
  MAX_SEND_ATTEMPTS,
  nextPayoutState,
  nextPollDelayMs,
  retriesAfterEmailChange,
  retryDelayMs,
  senderItemIdOf,
} from './payout-run';
import { payoutStateOfStored, storedStatusOf } from './payout-status';

describe('nextPayoutState (a PayPal report about an item we sent)', () => {
  it.each([
    ['sent', 'SUCCESS', 'paid'],
    ['sent', 'UNCLAIMED', 'unclaimed'],
    ['sent', 'FAILED', 'failed'],
    ['sent', 'ONHOLD', 'on_hold'],
    ['on_hold', 'SUCCESS', 'paid'],
    ['unclaimed', 'SUCCESS', 'paid'],
    ['unclaimed', 'RETURNED', 'returned'],
    ['paid', 'REVERSED', 'reversed'],
    ['paid', 'REFUNDED', 'refunded'],
    ['paid', 'RETURNED', 'returned'],
    ['sent', 'BLOCKED', 'blocked'],
    ['blocked', 'SUCCESS', 'paid'],
  ] as const)('moves %s on %s to %s', (from, status, to) => {
    expect(nextPayoutState(from, status)).toBe(to);
  });

  it.each([
    ['sent', 'PENDING'],
    ['paid', 'SUCCESS'],
    ['paid', 'PENDING'],
    ['paid', 'UNCLAIMED'],
    ['unclaimed', 'PENDING'],
    ['on_hold', 'PENDING'],
    ['failed', 'SUCCESS'],
    ['returned', 'SUCCESS'],
    ['owed', 'SUCCESS'],
    ['refunded', 'SUCCESS'],
    ['reversed', 'SUCCESS'],
    ['paid', 'BLOCKED'],
  ] as const)('keeps %s on a late or stale %s', (from, status) => {
    expect(nextPayoutState(from, status)).toBeNull();
  });
});

describe('payout rules', () => {
  it('calls paid, failed and returned final; unclaimed still waits on PayPal', () => {
    expect(['paid', 'failed', 'returned'].every((s) => isFinalPayoutState(s as 'paid'))).toBe(true);
    expect(isFinalPayoutState('unclaimed')).toBe(false);
    expect(isFinalPayoutState('sent')).toBe(false);
  });

  it('sends again after an e-mail change only what never reached the creator', () => {
    expect(retriesAfterEmailChange('failed')).toBe(true);
    expect(retriesAfterEmailChange('returned')).toBe(true);
    expect(retriesAfterEmailChange('unclaimed')).toBe(false);
    expect(retriesAfterEmailChange('paid')).toBe(false);
  });

  it('names each attempt of a payout as its own PayPal item', () => {
    expect(senderItemIdOf(12, 0)).toBe('payout-12-0');
    expect(senderItemIdOf(12, 1)).not.toBe(senderItemIdOf(12, 0));
  });

  it('reads a slow batch less and less often', () => {
    expect(nextPollDelayMs(0)).toBe(60_000);
    expect(nextPollDelayMs(3_600_000)).toBe(600_000);
    expect(nextPollDelayMs(2 * 86_400_000)).toBe(3_600_000);
  });

  it('stores owed as pending and reads every stored status back', () => {
    expect(storedStatusOf('owed')).toBe('pending');
    for (const s of ['sent', 'paid', 'failed', 'returned', 'unclaimed', 'on_hold'] as const) {
      expect(payoutStateOfStored(storedStatusOf(s))).toBe(s);
    }
    expect(payoutStateOfStored('pending')).toBe('owed');
  });
});

describe('trying PayPal again (decision 523)', () => {
  it('waits PayPal’s Retry-After when it gave one, else 15 s doubling, never more than the cap', () => {
    expect(retryDelayMs(1, 7_000)).toBe(7_000);
    expect(retryDelayMs(1, null)).toBe(15_000);
    expect(retryDelayMs(3, null)).toBe(60_000);
    expect(retryDelayMs(2, 3_600_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('stops after MAX_SEND_ATTEMPTS: ops are alerted instead', () => {
    expect(retryDelayMs(MAX_SEND_ATTEMPTS - 1, null)).not.toBeNull();
    expect(retryDelayMs(MAX_SEND_ATTEMPTS, null)).toBeNull();
  });

  it('ends a DENIED or CANCELED batch unpaid, and lets only an unclaimed item be cancelled', () => {
    expect(batchEndedUnpaid('DENIED')).toBe(true);
    expect(batchEndedUnpaid('canceled')).toBe(true);
    expect(batchEndedUnpaid('SUCCESS')).toBe(false);
    expect(canCancelPayout('unclaimed')).toBe(true);
    expect(canCancelPayout('paid')).toBe(false);
  });

  it('sends again after an e-mail change neither blocked, refunded nor reversed payouts', () => {
    for (const s of ['blocked', 'refunded', 'reversed'] as const) {
      expect(retriesAfterEmailChange(s)).toBe(false);
    }
  });
});
