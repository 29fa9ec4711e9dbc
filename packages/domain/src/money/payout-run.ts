import { type PayoutState, payoutStateOfPaypal } from './payout-status';

/**
 * The rules of moving money (issues 14, 26): which PayPal report moves a payout where, when a
 * payout is done, which payouts go out again after the creator fixes their PayPal e-mail, and
 * how long to wait before trying PayPal again.
 */

/**
 * Who or what changed a payout's state, as its history records it: a reviewer (ops, or the
 * brand whose approval made it owed), the status job, a PayPal webhook, the creator (new e-mail).
 */
export const PAYOUT_ACTORS = ['ops', 'brand', 'job', 'webhook', 'creator'] as const;
export type PayoutActor = (typeof PAYOUT_ACTORS)[number];

/**
 * Final: nothing more will happen without someone acting. Unclaimed is not final (PayPal returns
 * the money after 30 days), nor on hold or sent, so the status job keeps reading those; blocked
 * is final for the job (PayPal rarely lifts it; the periodic read after completion still looks).
 */
export function isFinalPayoutState(state: PayoutState): boolean {
  return (
    state === 'paid' ||
    state === 'failed' ||
    state === 'returned' ||
    state === 'refunded' ||
    state === 'reversed' ||
    state === 'blocked'
  );
}

/** States in which the money is back with us or never left (not paid, not with PayPal). */
const ENDED_UNPAID: readonly PayoutState[] = ['failed', 'returned', 'refunded', 'reversed'];

/**
 * The state a payout moves to when PayPal reports `paypalStatus` for its item, or null when it
 * stays. PayPal's reports may arrive late or out of order (a webhook, a slow read), so:
 * - an owed payout is not PayPal's yet: only the payout run sends it;
 * - a failed, returned, refunded or reversed payout stays so (a retry is a new item with a new
 *   sender_item_id);
 * - a paid payout moves only when PayPal takes the money back (returned, refunded, reversed);
 *   a stale PENDING or UNCLAIMED never turns paid back;
 * - nothing moves back to plain "sent" from a state PayPal only reaches after processing.
 */
export function nextPayoutState(current: PayoutState, paypalStatus: string): PayoutState | null {
  const reported = payoutStateOfPaypal(paypalStatus);
  if (reported === current) return null;
  if (current === 'owed' || ENDED_UNPAID.includes(current)) return null;
  if (current === 'paid') {
    return reported === 'returned' || reported === 'refunded' || reported === 'reversed'
      ? reported
      : null;
  }
  return reported === 'sent' ? null : reported;
}

/**
 * Whether a payout goes out again, to the new address, when the creator changes their PayPal
 * e-mail: failed and returned payouts never reached them (the creator was told to check the
 * e-mail). An unclaimed payout is still PayPal's to return (ops may cancel it); refunded,
 * reversed and blocked ones are for ops to look into, not for an e-mail to fix.
 */
export function retriesAfterEmailChange(state: PayoutState): boolean {
  return state === 'failed' || state === 'returned';
}

/** Whether ops may cancel the payout at PayPal now (only an unclaimed item can be). */
export function canCancelPayout(state: PayoutState): boolean {
  return state === 'unclaimed';
}

/**
 * A whole batch PayPal ended without paying (DENIED, CANCELED): its items are ended and their
 * money is owed again, with PayPal's reason.
 */
export function batchEndedUnpaid(batchStatus: string): boolean {
  const s = batchStatus.toUpperCase();
  return s === 'DENIED' || s === 'CANCELED';
}

/** One PayPal item per payout attempt: a retry is a new item, so PayPal never merges the two. */
export function senderItemIdOf(payoutId: number, attempt: number): string {
  return `payout-${payoutId}-${attempt}`;
}

/**
 * When the status job reads a batch again: soon at first, then less often (every minute up to
 * ten minutes after sending, every 10 minutes up to a day, then hourly), so a batch PayPal is
 * slow with does not hammer the API.
 */
export function nextPollDelayMs(sinceSentMs: number): number {
  if (sinceSentMs < 10 * 60_000) return 60_000;
  if (sinceSentMs < 24 * 3_600_000) return 10 * 60_000;
  return 3_600_000;
}

/** How many times a batch PayPal did not take (429, 5xx, no answer) is tried before ops look. */
export const MAX_SEND_ATTEMPTS = 6;
/** The longest wait between two tries, whatever Retry-After asks. */
export const MAX_RETRY_DELAY_MS = 15 * 60_000;

/**
 * How long to wait before trying PayPal again after the `attempt`-th transient failure (1 for
 * the first): PayPal's Retry-After when it gave one, else 15 s doubling each time; never more
 * than MAX_RETRY_DELAY_MS. Null when the attempts are used up (ops are alerted instead).
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | null): number | null {
  if (attempt >= MAX_SEND_ATTEMPTS) return null;
  const backoff = 15_000 * 2 ** (attempt - 1);
  return Math.min(retryAfterMs ?? backoff, MAX_RETRY_DELAY_MS);
}

/**
 * How long after a batch completed its items are still read back (the periodic read): PayPal
 * returns unclaimed money after 30 days, and refunds and reversals come later still.
 */
export const RECONCILE_FOR_DAYS = 90;
