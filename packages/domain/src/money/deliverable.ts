import { formatDollars } from './format';
import type { PayoutState } from './payout-status';

/**
 * One payout per deliverable (issue 26, decision 522). The spec pays "a per-campaign content fee
 * only for compliant content" (P2 §1): the invite's fee is owed once, for its deliverable — the
 * first submission approved (or, for a post submitted live, verified). A further approved
 * submission on the same invite owes nothing unless the reviewer accepts it as an extra, with
 * its own amount (content beyond the guidelines' quantity is paid only when accepted as such).
 */

/**
 * A payout's part in its invite: the deliverable's fee, an extra accepted with its own amount,
 * or a duplicate (a second fee paid before this rule, kept as the record of money that left).
 */
export const PAYOUT_KINDS = ['deliverable', 'extra', 'duplicate'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** The reviewer actions after which approved content is owed its payout. */
export const OWING_ACTIONS = [
  'approve_distribute',
  'approve_do_not_distribute',
  'verify_distribution',
] as const;

export function isOwingAction(action: string): boolean {
  return (OWING_ACTIONS as readonly string[]).includes(action);
}

/** An invite's payouts as the rule reads them. */
export type InvitePayout = { contentId: number; kind: PayoutKind; state: PayoutState };

export type ApprovalPayout =
  | { owes: 'deliverable' | 'extra'; amountCents: number }
  | {
      owes: 'nothing';
      reason: 'no_fee' | 'this_content_has_one' | 'deliverable_owed' | 'deliverable_paid';
    }
  | { owes: 'refused'; reason: 'extra_before_deliverable' | 'extra_on_this_content' };

/**
 * What approving `contentId` owes, given the invite's fee (cents), its payouts so far, and the
 * extra amount the reviewer accepts it for (cents; none for a plain approval).
 */
export function payoutOnApproval(input: {
  contentId: number;
  inviteFeeCents: number;
  payouts: readonly InvitePayout[];
  extraCents?: number | null;
}): ApprovalPayout {
  const extra = input.extraCents ?? 0;
  if (input.payouts.some((p) => p.contentId === input.contentId)) {
    return extra > 0
      ? { owes: 'refused', reason: 'extra_on_this_content' }
      : { owes: 'nothing', reason: 'this_content_has_one' };
  }
  const deliverable = input.payouts.find((p) => p.kind === 'deliverable');
  if (!deliverable) {
    if (extra > 0) return { owes: 'refused', reason: 'extra_before_deliverable' };
    return input.inviteFeeCents > 0
      ? { owes: 'deliverable', amountCents: input.inviteFeeCents }
      : { owes: 'nothing', reason: 'no_fee' };
  }
  if (extra > 0) return { owes: 'extra', amountCents: extra };
  return {
    owes: 'nothing',
    reason: deliverable.state === 'paid' ? 'deliverable_paid' : 'deliverable_owed',
  };
}

/** Why an approval's extra is refused, in the reviewer's words. */
export const EXTRA_REFUSALS: Record<
  Extract<ApprovalPayout, { owes: 'refused' }>['reason'],
  string
> = {
  extra_before_deliverable:
    "The invite's deliverable is not approved yet: approving this submission pays the invite's fee. Extras come after it.",
  extra_on_this_content: 'This submission already has its payout.',
};

/**
 * What the console tells the reviewer at the moment of approving: what the approval owes, and
 * when it owes nothing, that an extra needs its own amount.
 */
export function approvalPayoutNotice(payout: ApprovalPayout): string {
  switch (payout.owes) {
    case 'deliverable':
      return `Approving owes the creator ${formatDollars(payout.amountCents / 100)}, the invite's fee.`;
    case 'extra':
      return `Accepted as an extra: owes ${formatDollars(payout.amountCents / 100)} on top of the deliverable.`;
    case 'refused':
      return EXTRA_REFUSALS[payout.reason];
    default:
      break;
  }
  switch (payout.reason) {
    case 'no_fee':
      return 'This invite pays no fee: approving owes nothing.';
    case 'this_content_has_one':
      return "This submission's payout is already recorded: approving owes nothing more.";
    case 'deliverable_paid':
      return "This invite's deliverable was already approved and paid. Approving this submission owes nothing more unless you accept it as an extra, with its own amount.";
    case 'deliverable_owed':
      return "This invite's deliverable is already approved and its fee owed. Approving this submission owes nothing more unless you accept it as an extra, with its own amount.";
  }
}

/** The detail's answer: what approving would owe now, and whether an extra may be accepted. */
export function approvalPreview(payout: ApprovalPayout) {
  const owes = payout.owes === 'deliverable' ? ('deliverable' as const) : ('nothing' as const);
  return {
    owes,
    amount: payout.owes === 'deliverable' ? payout.amountCents / 100 : 0,
    notice: approvalPayoutNotice(payout),
    extra_allowed:
      payout.owes === 'nothing' &&
      (payout.reason === 'deliverable_owed' || payout.reason === 'deliverable_paid'),
  };
}
