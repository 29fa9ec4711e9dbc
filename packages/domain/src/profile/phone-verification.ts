import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Part 1 section 2 'Phone verification' / section 9: the code has 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** Part 1 section 7 / 9: sagaTransaction is polled every 1000 ms. */
export const SAGA_POLL_INTERVAL_MS = 1000;
/** Issue 6: a code expires after 10 minutes … */
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
/** … and within that time a number gets at most 5 wrong checks … */
export const MAX_CODE_CHECKS = 5;
/** … and at most 5 sends. */
export const MAX_CODE_SENDS = 5;

/** Part 1 section 7: the saga names of sagaStart. */
export const SAGA_NAMES = {
  createMobilePhoneVerification: 'CREATE_MOBILE_PHONE_TWILIO_VERIFICATION',
  confirmMobilePhoneVerification: 'CONFIRM_MOBILE_PHONE_TWILIO_VERIFICATION',
  creatorApproval: 'CREATOR_APPROVAL_AGGREGATOR',
} as const;
export type SagaName = (typeof SAGA_NAMES)[keyof typeof SAGA_NAMES];
/** Part 1 section 7: CREATOR_APPROVAL_AGGREGATOR is started as version 1. */
export const CREATOR_APPROVAL_SAGA_VERSION = 1;

/**
 * Part 1 section 4 'Phone verification' and section 7 sagaTransaction currentStatus.kind.
 * The spec names NOT_STARTED, IN_PROGRESS, COMPLETED and FAILED; polling stops at the last two.
 */
export const VERIFICATION_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const SAGA_STATUS_KINDS = VERIFICATION_STATUSES;

/** Part 1 section 7: polling sagaTransaction stops once the kind is COMPLETED or FAILED. */
export function isTerminalSagaStatus(kind: string | null | undefined): boolean {
  return kind === 'COMPLETED' || kind === 'FAILED';
}

/** Part 1 section 8: the two failure messages, whole and split at the dash into title and body. */
export const CODE_SEND_FAILED_MESSAGE =
  'Could not send code — There was an issue with the phone number you entered. Please update your number and try again.';
export const CODE_MISMATCH_MESSAGE =
  'Please try again — The code you entered does not match with the sent code';
const [sendTitle, sendBody] = CODE_SEND_FAILED_MESSAGE.split(' — ') as [string, string];
const [mismatchTitle, mismatchBody] = CODE_MISMATCH_MESSAGE.split(' — ') as [string, string];
export const CODE_SEND_FAILED = { title: sendTitle, body: sendBody } as const;
export const CODE_MISMATCH = { title: mismatchTitle, body: mismatchBody } as const;

/** Part 1 section 2: 'Confirm Code' needs exactly 6 digits. */
export function isValidVerificationCode(code: unknown): code is string {
  return typeof code === 'string' && new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/** Part 1 section 2: a pasted whole code fills the inputs; non-digits dropped, at most 6 kept. */
export function codeFromPaste(text: string): string {
  return text.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/**
 * Part 1 section 2: 'Confirm Mobile Number' is disabled while loading, without SMS consent, or
 * without a phone (blank counts as none).
 */
export function canConfirmMobileNumber(input: {
  loading: boolean;
  smsConsent: boolean | number | null | undefined;
  phone: string | null | undefined;
}): boolean {
  return !input.loading && Boolean(input.smsConsent) && (input.phone ?? '').trim() !== '';
}

/** Part 1 section 3 'Mobile contact'. */
export interface MobileContact {
  id: string;
  type: string;
  rawPhoneNumber?: string | null;
  verification?: { isVerified?: boolean | null; isoPhone?: string | null } | null;
}

/** Part 1 section 3: the user's MOBILE_PHONE contact, or null (a missing contact is a failure). */
export function findMobileContact(contacts: readonly MobileContact[] | null | undefined) {
  return contacts?.find((contact) => contact.type === 'MOBILE_PHONE') ?? null;
}

/** Part 1 section 2: an already verified number shows the 'already confirmed' view. */
export function isContactVerified(contact: MobileContact | null | undefined): boolean {
  return contact?.verification?.isVerified === true;
}

/**
 * Issue 6: isoPhone in E.164 through libphonenumber-js. Null when the number is not a valid
 * phone number; a number without '+' is read in `defaultCountry` (the profile's country).
 */
export function toIsoPhone(raw: string, defaultCountry?: string | null): string | null {
  const country = defaultCountry ? (defaultCountry.toUpperCase() as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(raw, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** Issue 6: whether a code sent at `sentAt` has expired at `now` (after 10 minutes). */
export function isCodeExpired(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() >= VERIFICATION_CODE_TTL_MS;
}

/**
 * Issue 6: whether one more send (limit MAX_CODE_SENDS) or wrong check (MAX_CODE_CHECKS) is
 * allowed, given the times of the earlier ones: only those within the last 10 minutes count.
 */
export function isWithinAttemptLimit(attempts: readonly Date[], now: Date, limit: number): boolean {
  const recent = attempts.filter((at) => now.getTime() - at.getTime() < VERIFICATION_CODE_TTL_MS);
  return recent.length < limit;
}

/**
 * Part 1 section 4 'Phone verification': first the phone status (sending the code), then the
 * code status (checking it). `transactionId` is the saga being polled, if any.
 */
export interface PhoneVerificationState {
  phoneStatus: VerificationStatus;
  codeStatus: VerificationStatus;
  transactionId: string | null;
}

export const initialPhoneVerificationState: PhoneVerificationState = {
  phoneStatus: 'NOT_STARTED',
  codeStatus: 'NOT_STARTED',
  transactionId: null,
};

/**
 * What happens in the modal. SEND_CODE is 'Confirm Mobile Number' (with the MOBILE_PHONE
 * contact's id), *_STARTED is the answer of sagaStart, *_STATUS a polled currentStatus.kind,
 * CONFIRM_CODE is 'Confirm Code', RETRY_CODE is 'Re-enter code', RESET closes the modal.
 */
export type PhoneVerificationEvent =
  | { type: 'SEND_CODE'; contactId: string | null | undefined }
  | { type: 'SEND_STARTED'; transactionId: string | null | undefined }
  | { type: 'SEND_STATUS'; kind: string }
  | { type: 'CONFIRM_CODE'; contactId: string | null | undefined; code: string }
  | { type: 'CONFIRM_STARTED'; transactionId: string | null | undefined }
  | { type: 'CONFIRM_STATUS'; kind: string }
  | { type: 'RETRY_CODE' }
  | { type: 'RESET' };

type Step = 'phoneStatus' | 'codeStatus';

function started(state: PhoneVerificationState, step: Step, id: string | null | undefined) {
  if (state[step] !== 'IN_PROGRESS' || state.transactionId !== null) return state;
  return id ? { ...state, transactionId: id } : { ...state, [step]: 'FAILED' as const };
}

function polled(state: PhoneVerificationState, step: Step, kind: string) {
  if (state[step] !== 'IN_PROGRESS' || state.transactionId === null) return state;
  if (kind !== 'COMPLETED' && kind !== 'FAILED') return state;
  return { ...state, [step]: kind, transactionId: null };
}

/**
 * Part 1 section 4 'Phone verification' as a pure reducer: phone NOT_STARTED → IN_PROGRESS →
 * COMPLETED | FAILED, then code likewise; 'Re-enter code' after a failed code returns to code
 * entry; a missing contact or transaction id is a failure. Events that do not fit the current
 * state are ignored (same state returned). Ours: the code can be sent again (a new SEND_CODE)
 * from any state that is not in progress, which starts the code step over.
 */
export function phoneVerificationReducer(
  state: PhoneVerificationState,
  event: PhoneVerificationEvent,
): PhoneVerificationState {
  const busy = state.phoneStatus === 'IN_PROGRESS' || state.codeStatus === 'IN_PROGRESS';
  switch (event.type) {
    case 'SEND_CODE':
      if (busy) return state;
      return {
        phoneStatus: event.contactId ? 'IN_PROGRESS' : 'FAILED',
        codeStatus: 'NOT_STARTED',
        transactionId: null,
      };
    case 'SEND_STARTED':
      return started(state, 'phoneStatus', event.transactionId);
    case 'SEND_STATUS':
      return polled(state, 'phoneStatus', event.kind);
    case 'CONFIRM_CODE':
      if (state.phoneStatus !== 'COMPLETED' || state.codeStatus !== 'NOT_STARTED') return state;
      if (!isValidVerificationCode(event.code)) return state;
      return { ...state, codeStatus: event.contactId ? 'IN_PROGRESS' : 'FAILED' };
    case 'CONFIRM_STARTED':
      return started(state, 'codeStatus', event.transactionId);
    case 'CONFIRM_STATUS':
      return polled(state, 'codeStatus', event.kind);
    case 'RETRY_CODE':
      return state.codeStatus === 'FAILED' ? { ...state, codeStatus: 'NOT_STARTED' } : state;
    case 'RESET':
      return initialPhoneVerificationState;
  }
}

/** What the modal shows for a state (part 1 section 2 'Phone verification'). */
export type PhoneVerificationView =
  | 'enter-phone'
  | 'sending'
  | 'send-failed'
  | 'enter-code'
  | 'checking'
  | 'code-failed'
  | 'verified';

/** Part 1 section 2: the modal view; 'code-failed' offers 'Re-enter code' and support. */
export function phoneVerificationView(state: PhoneVerificationState): PhoneVerificationView {
  if (state.phoneStatus === 'NOT_STARTED') return 'enter-phone';
  if (state.phoneStatus === 'IN_PROGRESS') return 'sending';
  if (state.phoneStatus === 'FAILED') return 'send-failed';
  const byCode = {
    NOT_STARTED: 'enter-code',
    IN_PROGRESS: 'checking',
    FAILED: 'code-failed',
    COMPLETED: 'verified',
  } as const;
  return byCode[state.codeStatus];
}

/** Part 1 section 8: the failure message for a state, or null when nothing failed. */
export function phoneVerificationError(state: PhoneVerificationState) {
  if (state.phoneStatus === 'FAILED') return CODE_SEND_FAILED;
  if (state.codeStatus === 'FAILED') return CODE_MISMATCH;
  return null;
}
