import { describe, expect, it } from 'vitest';
import {
  genericSuccessCopy,
  PAYMENT_STATUS_IDS,
  paymentNotice,
  paymentStatusId,
  showsPaymentInformation,
} from './success-copy';

describe('paymentStatusId', () => {
  it.each([
    [{ payout_amount: 50, is_paid: false }, PAYMENT_STATUS_IDS.NOT_PAID],
    [{ payout_amount: 50, is_paid: true }, PAYMENT_STATUS_IDS.PAID],
    [{ payout_amount: 0, is_paid: false }, PAYMENT_STATUS_IDS.NO_PAYOUT],
    [{ payout_amount: 0.01, is_paid: false }, PAYMENT_STATUS_IDS.NOT_PAID],
  ])('%o → %d', (input, id) => {
    expect(paymentStatusId(input)).toBe(id);
  });
});

describe('showsPaymentInformation', () => {
  it('shows only for the not-paid value', () => {
    expect(showsPaymentInformation(PAYMENT_STATUS_IDS.NOT_PAID)).toBe(true);
    expect(showsPaymentInformation(PAYMENT_STATUS_IDS.PAID)).toBe(false);
    expect(showsPaymentInformation(PAYMENT_STATUS_IDS.NO_PAYOUT)).toBe(false);
    expect(showsPaymentInformation(null)).toBe(false);
    expect(showsPaymentInformation(undefined)).toBe(false);
  });
});

describe('paymentNotice', () => {
  it('names PayPal and the turnaround days, then the e-mail about fixes', () => {
    const [payment, fixes] = paymentNotice(7);
    expect(payment).toContain('via PayPal within 7 business days');
    expect(fixes).toContain('email');
  });

  it('says "business day" for one day', () => {
    expect(paymentNotice(1)[0]).toContain('within 1 business day.');
  });
});

describe('genericSuccessCopy', () => {
  it.each([
    'CONTENT_PREAPPROVAL',
    'CONTENT_INTERNAL_PREAPPROVAL',
    'OPS_AND_BRAND_PREAPPROVAL',
  ] as const)('%s says Great! and warns not to post', (workflow) => {
    const copy = genericSuccessCopy(workflow);
    expect(copy.title).toBe('Great!');
    expect(copy.warning).toMatch(/do not post/i);
  });

  it('CONTENT_ONLY says Great Job! with PayPal within 14 business days and no warning', () => {
    const copy = genericSuccessCopy('CONTENT_ONLY');
    expect(copy.title).toBe('Great Job!');
    expect(copy.warning).toBeNull();
    expect(copy.lines.join(' ')).toContain('via PayPal within 14 business days');
  });
});
