import { describe, expect, it } from 'vitest';
import { isPayableContent, PAYABLE_STATES, payoutAwaitsWork } from './payable';

describe('when approved content can be paid', () => {
  it('is paid once the post is verified, or when approved not to post (the mark_paid rule)', () => {
    expect([...PAYABLE_STATES].sort()).toEqual([
      'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
      'DISTRIBUTION_APPROVED',
    ]);
    expect(isPayableContent('CONTENT_APPROVED_DO_DISTRIBUTE')).toBe(false);
  });

  it('an owed payout of content still to be posted or verified waits for the work', () => {
    expect(payoutAwaitsWork('owed', 'CONTENT_APPROVED_DO_DISTRIBUTE')).toBe(true);
    expect(payoutAwaitsWork('owed', 'DISTRIBUTION_VERIFYING')).toBe(true);
    expect(payoutAwaitsWork('owed', 'DISTRIBUTION_APPROVED')).toBe(false);
    expect(payoutAwaitsWork('owed', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE')).toBe(false);
  });

  it('a payout that left for PayPal is the creator’s money whatever the content says', () => {
    expect(payoutAwaitsWork('sent', 'CONTENT_APPROVED_DO_DISTRIBUTE')).toBe(false);
    expect(payoutAwaitsWork('paid', 'DISTRIBUTION_VERIFYING')).toBe(false);
  });
});
