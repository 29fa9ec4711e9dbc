import { CONTENT_FUNNEL_STATES, type ContentFunnelState } from '../content/funnel';
import { CONTENT_TRANSITIONS } from '../content/transitions';
import { ACCEPTED_CONTENT } from '../invites/invite-state';
import type { PayoutState } from './payout-status';

/**
 * The states in which ops may mark content paid (the transition table's mark_paid rule): content
 * there whose invite pays more than 0 is what is owed (issue 16, decision 422).
 */
export const PAYABLE_STATES = CONTENT_FUNNEL_STATES.filter((s) =>
  CONTENT_TRANSITIONS.some((r) => r.action === 'mark_paid' && r.from.includes(s)),
);

export function isPayableContent(state: ContentFunnelState): boolean {
  return PAYABLE_STATES.includes(state);
}

/**
 * Whether a payout is still waiting for the creator's work (decision 680). Approving content to
 * post records its payout as owed (decision 522), but nothing can send it until the post is
 * verified: ops' payouts page and every payout run leave it out until then (the work is accepted:
 * `ACCEPTED_CONTENT`, paid content included). Until then the
 * creator is not told "Payment being prepared" nor counts it as owed: it is money in review,
 * paid once the post is verified.
 */
export function payoutAwaitsWork(state: PayoutState, contentState: ContentFunnelState): boolean {
  return state === 'owed' && !ACCEPTED_CONTENT.includes(contentState);
}
