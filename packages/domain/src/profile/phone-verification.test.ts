import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_MISMATCH,
  CODE_MISMATCH_MESSAGE,
  CODE_SEND_FAILED,
  CODE_SEND_FAILED_MESSAGE,
  canConfirmMobileNumber,
  codeFromPaste,
  findMobileContact,
  initialPhoneVerificationState as initial,
  isCodeExpired,
  isContactVerified,
  isTerminalSagaStatus,
  isValidVerificationCode,
  isWithinAttemptLimit,
  MAX_CODE_CHECKS,
  MAX_CODE_SENDS,
  type PhoneVerificationEvent,
  type PhoneVerificationState,
  phoneVerificationError,
  phoneVerificationView,
  phoneVerificationReducer as reduce,
  SAGA_NAMES,
  SAGA_POLL_INTERVAL_MS,
  toIsoPhone,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MS,
} from './phone-verification';

const run = (events: PhoneVerificationEvent[], from: PhoneVerificationState = initial) =>
  events.reduce(reduce, from);
const sent: PhoneVerificationEvent[] = [
  { type: 'SEND_CODE', contactId: 'c1' },
  { type: 'SEND_STARTED', transactionId: 't1' },
  { type: 'SEND_STATUS', kind: 'IN_PROGRESS' },
  { type: 'SEND_STATUS', kind: 'COMPLETED' },
];

describe('phoneVerificationReducer', () => {
  it('sends the code: phone NOT_STARTED → IN_PROGRESS → COMPLETED, then code entry', () => {
    expect(run(sent.slice(0, 1)).phoneStatus).toBe('IN_PROGRESS');
    expect(run(sent.slice(0, 3))).toEqual({
      phoneStatus: 'IN_PROGRESS',
      codeStatus: 'NOT_STARTED',
      transactionId: 't1',
    });
    const state = run(sent);
    expect(state).toEqual({
      phoneStatus: 'COMPLETED',
      codeStatus: 'NOT_STARTED',
      transactionId: null,
    });
    expect(phoneVerificationView(state)).toBe('enter-code');
  });

  it('fails the send without a contact or without a transaction id, or when the saga fails', () => {
    expect(run([{ type: 'SEND_CODE', contactId: null }]).phoneStatus).toBe('FAILED');
    const noTx = run([sent[0]!, { type: 'SEND_STARTED', transactionId: undefined }]);
    expect(noTx.phoneStatus).toBe('FAILED');
    const failed = run([sent[0]!, sent[1]!, { type: 'SEND_STATUS', kind: 'FAILED' }]);
    expect(phoneVerificationView(failed)).toBe('send-failed');
    expect(phoneVerificationError(failed)).toEqual(CODE_SEND_FAILED);
  });

  it('checks the code: code NOT_STARTED → IN_PROGRESS → COMPLETED', () => {
    const state = run([
      ...sent,
      { type: 'CONFIRM_CODE', contactId: 'c1', code: '123456' },
      { type: 'CONFIRM_STARTED', transactionId: 't2' },
      { type: 'CONFIRM_STATUS', kind: 'COMPLETED' },
    ]);
    expect(state.codeStatus).toBe('COMPLETED');
    expect(phoneVerificationView(state)).toBe('verified');
    expect(phoneVerificationError(state)).toBeNull();
  });

  it('returns to code entry on retry after a failed code', () => {
    const failed = run([
      ...sent,
      { type: 'CONFIRM_CODE', contactId: 'c1', code: '123456' },
      { type: 'CONFIRM_STARTED', transactionId: 't2' },
      { type: 'CONFIRM_STATUS', kind: 'FAILED' },
    ]);
    expect(phoneVerificationView(failed)).toBe('code-failed');
    expect(phoneVerificationError(failed)).toEqual(CODE_MISMATCH);
    const retried = reduce(failed, { type: 'RETRY_CODE' });
    expect(retried).toEqual({
      phoneStatus: 'COMPLETED',
      codeStatus: 'NOT_STARTED',
      transactionId: null,
    });
  });

  it('fails the code without a contact or without a transaction id', () => {
    const noContact = run([...sent, { type: 'CONFIRM_CODE', contactId: '', code: '123456' }]);
    expect(noContact.codeStatus).toBe('FAILED');
    const noTx = run([
      ...sent,
      { type: 'CONFIRM_CODE', contactId: 'c1', code: '123456' },
      { type: 'CONFIRM_STARTED', transactionId: null },
    ]);
    expect(noTx.codeStatus).toBe('FAILED');
  });

  it('ignores a code that is not 6 digits and a code before the send completed', () => {
    const state = run(sent);
    expect(reduce(state, { type: 'CONFIRM_CODE', contactId: 'c1', code: '12345' })).toBe(state);
    expect(reduce(initial, { type: 'CONFIRM_CODE', contactId: 'c1', code: '123456' })).toBe(
      initial,
    );
  });

  it('ignores retry when the code has not failed, and a new send while one is in progress', () => {
    expect(reduce(initial, { type: 'RETRY_CODE' })).toBe(initial);
    const sending = run(sent.slice(0, 2));
    expect(reduce(sending, { type: 'SEND_CODE', contactId: 'c1' })).toBe(sending);
  });

  it('keeps every reachable state coherent', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('SEND_CODE' as const),
        contactId: fc.option(fc.constant('c')),
      }),
      fc.record({
        type: fc.constant('SEND_STARTED' as const),
        transactionId: fc.option(fc.constant('t')),
      }),
      fc.record({
        type: fc.constant('SEND_STATUS' as const),
        kind: fc.constantFrom('IN_PROGRESS', 'COMPLETED', 'FAILED'),
      }),
      fc.record({
        type: fc.constant('CONFIRM_CODE' as const),
        contactId: fc.option(fc.constant('c')),
        code: fc.constantFrom('123456', '12', 'abcdef'),
      }),
      fc.record({
        type: fc.constant('CONFIRM_STARTED' as const),
        transactionId: fc.option(fc.constant('t')),
      }),
      fc.record({
        type: fc.constant('CONFIRM_STATUS' as const),
        kind: fc.constantFrom('IN_PROGRESS', 'COMPLETED', 'FAILED'),
      }),
      fc.constant({ type: 'RETRY_CODE' as const }),
      fc.constant({ type: 'RESET' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = run(events as PhoneVerificationEvent[]);
        if (state.codeStatus !== 'NOT_STARTED') expect(state.phoneStatus).toBe('COMPLETED');
        if (state.transactionId !== null) {
          expect([state.phoneStatus, state.codeStatus]).toContain('IN_PROGRESS');
        }
      }),
    );
  });
});

describe('isValidVerificationCode and codeFromPaste', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['', false],
  ])('%j → %s', (code, expected) => {
    expect(isValidVerificationCode(code)).toBe(expected);
  });

  it('accepts exactly 6 digits', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => isValidVerificationCode(code)));
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,5}$|^\d{7,10}$/),
        (code) => !isValidVerificationCode(code),
      ),
    );
  });

  it('takes the digits of a pasted code', () => {
    expect(codeFromPaste('Your code: 123-456')).toBe('123456');
    expect(codeFromPaste('12345678')).toBe('123456');
  });
});

describe('canConfirmMobileNumber', () => {
  it.each([
    [{ loading: false, smsConsent: true, phone: '555-123-4567' }, true],
    [{ loading: true, smsConsent: true, phone: '555-123-4567' }, false],
    [{ loading: false, smsConsent: false, phone: '555-123-4567' }, false],
    [{ loading: false, smsConsent: 0, phone: '555-123-4567' }, false],
    [{ loading: false, smsConsent: 1, phone: '555-123-4567' }, true],
    [{ loading: false, smsConsent: true, phone: '  ' }, false],
    [{ loading: false, smsConsent: true, phone: null }, false],
  ])('%j → %s', (input, expected) => {
    expect(canConfirmMobileNumber(input)).toBe(expected);
  });
});

describe('contacts', () => {
  it('finds the MOBILE_PHONE contact and reads whether it is verified', () => {
    const mobile = { id: 'm', type: 'MOBILE_PHONE', verification: { isVerified: true } };
    expect(findMobileContact([{ id: 'e', type: 'EMAIL' }, mobile])).toBe(mobile);
    expect(findMobileContact([])).toBeNull();
    expect(isContactVerified(mobile)).toBe(true);
    expect(isContactVerified({ id: 'x', type: 'MOBILE_PHONE' })).toBe(false);
  });

  it('writes isoPhone in E.164', () => {
    expect(toIsoPhone('(213) 373-4253', 'US')).toBe('+12133734253');
    expect(toIsoPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(toIsoPhone('123', 'US')).toBeNull();
  });
});

describe('limits', () => {
  const now = new Date('2024-01-01T12:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('expires a code after 10 minutes', () => {
    expect(VERIFICATION_CODE_TTL_MS).toBe(600_000);
    expect(isCodeExpired(minutesAgo(9.9), now)).toBe(false);
    expect(isCodeExpired(minutesAgo(10), now)).toBe(true);
  });

  it('allows 5 sends and 5 wrong checks within 10 minutes, counting only recent ones', () => {
    expect([MAX_CODE_SENDS, MAX_CODE_CHECKS]).toEqual([5, 5]);
    const four = [1, 2, 3, 4].map(minutesAgo);
    expect(isWithinAttemptLimit(four, now, MAX_CODE_SENDS)).toBe(true);
    expect(isWithinAttemptLimit([...four, minutesAgo(5)], now, MAX_CODE_SENDS)).toBe(false);
    expect(isWithinAttemptLimit([...four, minutesAgo(11)], now, MAX_CODE_CHECKS)).toBe(true);
  });
});

describe('constants and messages', () => {
  it('quotes the spec', () => {
    expect(CODE_SEND_FAILED_MESSAGE).toBe(
      'Could not send code — There was an issue with the phone number you entered. Please update your number and try again.',
    );
    expect(CODE_MISMATCH_MESSAGE).toBe(
      'Please try again — The code you entered does not match with the sent code',
    );
    expect(CODE_SEND_FAILED.title).toBe('Could not send code');
    expect(CODE_MISMATCH.body).toBe('The code you entered does not match with the sent code');
    expect(SAGA_NAMES).toEqual({
      createMobilePhoneVerification: 'CREATE_MOBILE_PHONE_TWILIO_VERIFICATION',
      confirmMobilePhoneVerification: 'CONFIRM_MOBILE_PHONE_TWILIO_VERIFICATION',
      creatorApproval: 'CREATOR_APPROVAL_AGGREGATOR',
    });
    expect(SAGA_POLL_INTERVAL_MS).toBe(1000);
  });

  it('stops polling at COMPLETED or FAILED only', () => {
    expect(isTerminalSagaStatus('COMPLETED')).toBe(true);
    expect(isTerminalSagaStatus('FAILED')).toBe(true);
    expect(isTerminalSagaStatus('IN_PROGRESS')).toBe(false);
    expect(isTerminalSagaStatus(undefined)).toBe(false);
  });
});
