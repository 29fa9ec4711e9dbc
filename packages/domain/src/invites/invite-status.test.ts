import { describe, expect, it } from 'vitest';
import { canCreatorChangeInviteStatus, INVITE_STATUSES, isOptOutDisabled } from './invite-status';

describe('canCreatorChangeInviteStatus', () => {
  it.each([
    ['PENDING', 'ACCEPTED'],
    ['PENDING', 'DENIED'],
    ['ACCEPTED', 'DENIED'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(canCreatorChangeInviteStatus(from, to)).toBe(true);
  });

  it('allows opting out of an APPROVED paid invite', () => {
    expect(canCreatorChangeInviteStatus('APPROVED', 'DENIED', 'PAYMENT')).toBe(true);
  });

  it('refuses opting out of an APPROVED product-and-payment invite', () => {
    expect(canCreatorChangeInviteStatus('APPROVED', 'DENIED', 'PRODUCT_AND_PAYMENT')).toBe(false);
  });

  it('refuses opting out of an APPROVED invite when the compensation is unknown', () => {
    expect(canCreatorChangeInviteStatus('APPROVED', 'DENIED')).toBe(false);
  });

  it('never undoes a decline', () => {
    for (const to of INVITE_STATUSES) {
      expect(canCreatorChangeInviteStatus('DENIED', to, 'PAYMENT')).toBe(false);
    }
  });

  it('never lets the creator approve or reject', () => {
    for (const from of INVITE_STATUSES) {
      expect(canCreatorChangeInviteStatus(from, 'APPROVED', 'PAYMENT')).toBe(false);
      expect(canCreatorChangeInviteStatus(from, 'REJECTED', 'PAYMENT')).toBe(false);
    }
  });

  it.each(['ACCEPTED', 'APPROVED', 'REJECTED'] as const)(
    'never moves %s back to PENDING',
    (from) => {
      expect(canCreatorChangeInviteStatus(from, 'PENDING', 'PAYMENT')).toBe(false);
    },
  );
});

describe('isOptOutDisabled', () => {
  it('is disabled for product and payment when APPROVED', () => {
    expect(
      isOptOutDisabled({ influencer_compensation_type: 'PRODUCT_AND_PAYMENT', status: 'APPROVED' }),
    ).toBe(true);
  });

  it.each([
    ['PRODUCT_AND_PAYMENT', 'ACCEPTED'],
    ['PAYMENT', 'APPROVED'],
    ['PAYMENT_CREATOR_BUYS_PRODUCT', 'APPROVED'],
    ['PRODUCT', 'APPROVED'],
  ] as const)('is enabled for %s when %s', (type, status) => {
    expect(isOptOutDisabled({ influencer_compensation_type: type, status })).toBe(false);
  });
});
