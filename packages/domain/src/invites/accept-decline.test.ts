import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_LARGE_MESSAGE, MAX_AMOUNT_DOLLARS } from '../money/amount';
import {
  ACCEPT_TERMS_DEFAULTS,
  type AcceptTermsState,
  acceptBlockedMessage,
  canAccept,
  DECLINE_PAYMENT_MESSAGES,
  DeclineInputSchema,
} from './accept-decline';
import { DECLINE_REASONS } from './invite-status';

const ok: AcceptTermsState = {
  generalTermsTicked: true,
  customTermsExist: true,
  customTermsTicked: true,
  termsLoadError: false,
};

describe('canAccept', () => {
  it('is enabled with general and custom terms ticked and no load error', () => {
    expect(canAccept(ok)).toBe(true);
  });

  it('is enabled without custom terms when only the general terms are ticked', () => {
    expect(canAccept({ ...ok, customTermsExist: false, customTermsTicked: false })).toBe(true);
  });

  it.each([
    ['general terms unticked', { generalTermsTicked: false }],
    ['custom terms exist and are unticked', { customTermsTicked: false }],
    ['the terms failed to load', { termsLoadError: true }],
    [
      'the terms failed to load even without custom terms',
      { termsLoadError: true, customTermsExist: false },
    ],
  ])('is disabled when %s', (_name, change) => {
    expect(canAccept({ ...ok, ...change })).toBe(false);
  });

  it('starts with general terms ticked and custom terms unticked', () => {
    expect(ACCEPT_TERMS_DEFAULTS).toEqual({ generalTermsTicked: true, customTermsTicked: false });
    expect(
      canAccept({ ...ACCEPT_TERMS_DEFAULTS, customTermsExist: false, termsLoadError: false }),
    ).toBe(true);
    expect(
      canAccept({ ...ACCEPT_TERMS_DEFAULTS, customTermsExist: true, termsLoadError: false }),
    ).toBe(false);
  });

  it('is enabled exactly when the message is null', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (g, e, c, err) => {
        const state = {
          generalTermsTicked: g,
          customTermsExist: e,
          customTermsTicked: c,
          termsLoadError: err,
        };
        expect(canAccept(state)).toBe(acceptBlockedMessage(state) === null);
      }),
    );
  });
});

describe('acceptBlockedMessage', () => {
  it('asks to agree when a checkbox is unticked', () => {
    expect(acceptBlockedMessage({ ...ok, generalTermsTicked: false })).toBe(
      'You must agree to the terms and conditions in order to participate.',
    );
  });

  it('reports the terms-load error first', () => {
    expect(acceptBlockedMessage({ ...ok, generalTermsTicked: false, termsLoadError: true })).toBe(
      'There was an error loading terms for this campaign. Please refresh the page to try again',
    );
  });
});

describe('DeclineInputSchema', () => {
  it('needs a reason', () => {
    expect(DeclineInputSchema.safeParse({}).success).toBe(false);
    expect(DeclineInputSchema.safeParse({ reason: 'CREATOR_IS_BUSY' }).success).toBe(false);
  });

  it.each(DECLINE_REASONS.filter((r) => r !== 'CREATOR_DONT_ACCEPT_PAYMENT'))(
    'accepts %s without a payment amount',
    (reason) => expect(DeclineInputSchema.safeParse({ reason }).success).toBe(true),
  );

  it.each([undefined, null, Number.NaN, -1, -0.01, Number.POSITIVE_INFINITY, '50'])(
    "refuses 'I don't accept the payment' with payment %s",
    (payment) => {
      const result = DeclineInputSchema.safeParse({
        reason: 'CREATOR_DONT_ACCEPT_PAYMENT',
        payment,
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['payment']);
    },
  );

  it.each<[unknown, string]>([
    [undefined, DECLINE_PAYMENT_MESSAGES.missing],
    [Number.NaN, DECLINE_PAYMENT_MESSAGES.missing],
    [-1, DECLINE_PAYMENT_MESSAGES.negative],
    [-0.01, DECLINE_PAYMENT_MESSAGES.negative],
    ['abc', DECLINE_PAYMENT_MESSAGES.notANumber],
    ['50', DECLINE_PAYMENT_MESSAGES.notANumber],
    [Number.POSITIVE_INFINITY, DECLINE_PAYMENT_MESSAGES.notANumber],
    [1_000_000.01, AMOUNT_TOO_LARGE_MESSAGE],
    [Number('9'.repeat(30)), AMOUNT_TOO_LARGE_MESSAGE],
  ])('says what is wrong with payment %s', (payment, message) => {
    const result = DeclineInputSchema.safeParse({ reason: 'CREATOR_DONT_ACCEPT_PAYMENT', payment });
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it.each([0, 50, 149.99, MAX_AMOUNT_DOLLARS])(
    "accepts 'I don't accept the payment' with payment %s",
    (payment) => {
      const result = DeclineInputSchema.safeParse({
        reason: 'CREATOR_DONT_ACCEPT_PAYMENT',
        payment,
      });
      expect(result.success).toBe(true);
    },
  );
});

describe('the preferred payment has a bound (issue 31)', () => {
  it('refuses an amount past $1,000,000 in words, and takes one at the bound', () => {
    const past = DeclineInputSchema.safeParse({
      reason: 'CREATOR_DONT_ACCEPT_PAYMENT',
      payment: 1e30,
    });
    expect(past.success).toBe(false);
    expect(past.error!.issues[0]!.message).toBe('Please enter an amount of at most $1,000,000.');
    expect(
      DeclineInputSchema.safeParse({ reason: 'CREATOR_DONT_ACCEPT_PAYMENT', payment: 1_000_000 })
        .success,
    ).toBe(true);
  });
});
