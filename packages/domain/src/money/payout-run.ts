import { type PayoutState, payoutStateOfPaypal } from './payout-status';

/**
 * The rules of moving money (issue 14): which PayPal report moves a payout where, when a payout
 * is done, and which payouts go out again after the creator fixes their PayPal e-mail.
 */

/**
 * Who or what changed a payout's state, as its history records it: a reviewer (ops, or the
 * brand whose approval made it owed), the status job, a PayPal webhook, the creator (new e-mail).
 */
export const PAYOUT_ACTORS = ['ops', 'brand', 'job', 'webhook', 'creator'] as const;
export type PayoutActor = (typeof PAYOUT_ACTORS)[number];

/**
 * Final: nothing more will happen without someone acting. Unclaimed is not final (PayPal returns
 * the money after 30 days), nor on hold or sent, so the status job keeps reading those.
 */
export function isFinalPayoutState(state: PayoutState): boolean {
  return state === 'paid' || state === 'failed' || state === 'returned';
}

/**
 * The state a payout moves to when PayPal reports `paypalStatus` for its item, or null when it
 * stays. PayPal's reports may arrive late or out of order (a webhook, a slow read), so:
 * - an owed payout is not PayPal's yet: only the payout run sends it;
 * - a failed or returned payout stays so (a retry is a new item with a new sender_item_id);
 * - a paid payout moves only when PayPal takes the money back (returned, refunded, reversed);
 *   a stale PENDING never turns paid back into sent.
 */
export function nextPayoutState(current: PayoutState, paypalStatus: string): PayoutState | null {
  const reported = payoutStateOfPaypal(paypalStatus);
  if (reported === current) return null;
  switch (current) {
    case 'owed':
    case 'failed':
    case 'returned':
      return null;
    case 'paid':
      return reported === 'returned' ? 'returned' : null;
    default:
      // sent, on hold and unclaimed move anywhere PayPal says, except back to plain "sent"
      // from a state PayPal only reaches after processing.
      return reported === 'sent' && current !== 'sent' ? null : reported;
  }
}

/**
 * Whether a payout goes out again, to the new address, when the creator changes their PayPal
 * e-mail: failed and returned payouts never reached them (the creator was told to update the
 * e-mail). An unclaimed payout is still PayPal's to return, so it waits until it is returned.
 */
export function retriesAfterEmailChange(state: PayoutState): boolean {
  return state === 'failed' || state === 'returned';
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
