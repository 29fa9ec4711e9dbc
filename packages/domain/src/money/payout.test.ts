import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_TYPES,
  compensationTypeOf,
  type PayoutLinesInput,
  payoutLines,
  payoutTier,
  payoutTierLabel,
} from './payout';

describe('payoutTier', () => {
  it.each([
    [0.01, 1],
    [39.99, 1],
  ])('gives 1 under 40 (%s)', (amount, tier) => expect(payoutTier(amount)).toBe(tier));

  it.each([40, 55, 79.99])('gives 2 from 40 to 79.99 (%s)', (amount) =>
    expect(payoutTier(amount)).toBe(2),
  );

  it.each([80, 100, 149.99])('gives 3 from 80 to 149.99 (%s)', (amount) =>
    expect(payoutTier(amount)).toBe(3),
  );

  it.each([150, 150.01, 10_000])('gives 4 from 150 (%s)', (amount) =>
    expect(payoutTier(amount)).toBe(4),
  );

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined])(
    'gives 0 otherwise (%s)',
    (amount) => expect(payoutTier(amount)).toBe(0),
  );

  it('never decreases as the amount grows', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        if (!Number.isFinite(hi) || lo <= 0) return;
        expect(payoutTier(lo)).toBeLessThanOrEqual(payoutTier(hi));
      }),
    );
  });
});

describe('payoutTierLabel', () => {
  it.each([
    [10, '$'],
    [40, '$$'],
    [80, '$$$'],
    [150, '$$$$'],
    [0, ''],
  ])('shows %s as %s', (amount, label) => expect(payoutTierLabel(amount)).toBe(label));
});

const base: PayoutLinesInput = {
  influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
  product_name: 'Glow Serum',
};

describe('payoutLines', () => {
  it('shows the content payment as the spec does in whole dollars, and its cents when it has some (decision 597)', () => {
    expect(payoutLines({ ...base, payout_amount: 79 })[0]).toBe('Content Payment: $79');
    expect(payoutLines({ ...base, payout_amount: 79.99 })[0]).toBe('Content Payment: $79.99');
    // One amount for one payment: never '$125' above 'Total payout: $125.50'.
    expect(
      payoutLines({
        influencer_compensation_type: 'PAYMENT',
        payout_amount: 125.5,
        total_payout_amount: 125.5,
      }),
    ).toEqual(['Content Payment: $125.50', 'Total payout: $125.50']);
  });

  it('shows no content payment when nothing is paid', () => {
    expect(payoutLines({ ...base, payout_amount: 0 })).toEqual(['Free Product: Glow Serum']);
  });

  it('shows the reimbursement when creator_expense_amount is above 0', () => {
    const lines = payoutLines({
      ...base,
      influencer_compensation_type: 'PAYMENT_CREATOR_BUYS_PRODUCT',
      creator_expense_amount: 12.5,
    });
    expect(lines).toEqual(['Product Reimbursement: $12.50']);
  });

  it.each([
    ['PRODUCT_AND_PAYMENT', 'Glow Serum', 'Free Product: Glow Serum'],
    ['PAYMENT_CREATOR_BUYS_PRODUCT', 'Glow Serum', 'Product: Glow Serum'],
    ['PRODUCT', 'Glow Serum', 'Free Product: Glow Serum'],
    ['PRODUCT', null, 'Free Product'],
    ['PRODUCT_AND_PAYMENT', null, 'Free Product'],
  ] as const)('without reimbursement, %s with product %s reads %s', (type, name, line) => {
    const input = {
      influencer_compensation_type: type,
      product_name: name,
      creator_expense_amount: 0,
    };
    expect(payoutLines(input)).toEqual([line]);
  });

  it('lists no product for a payment-only campaign, nor an unnamed product the creator buys (issue 31)', () => {
    for (const name of ['Glow Serum', null]) {
      const input = { influencer_compensation_type: 'PAYMENT' as const, product_name: name };
      expect(payoutLines({ ...input, payout_amount: 60 })).toEqual(['Content Payment: $60']);
    }
    expect(
      payoutLines({
        influencer_compensation_type: 'PAYMENT_CREATOR_BUYS_PRODUCT',
        payout_amount: 35,
      }),
    ).toEqual(['Content Payment: $35']);
  });

  it('shows the total payout when it is above 0, after the product line', () => {
    const lines = payoutLines({ ...base, payout_amount: 50, total_payout_amount: 62 });
    expect(lines).toEqual([
      'Content Payment: $50',
      'Free Product: Glow Serum',
      'Total payout: $62',
    ]);
  });

  it('hides the total payout at 0', () => {
    expect(payoutLines({ ...base, total_payout_amount: 0 })).toEqual(['Free Product: Glow Serum']);
  });
});

describe('compensationTypeOf', () => {
  it('reads each stored compensation type as itself, anything else as payment only', () => {
    for (const type of COMPENSATION_TYPES) expect(compensationTypeOf(type)).toBe(type);
    expect(compensationTypeOf('BARTER')).toBe('PAYMENT');
    expect(compensationTypeOf('')).toBe('PAYMENT');
  });
});
