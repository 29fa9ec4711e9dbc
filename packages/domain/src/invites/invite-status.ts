import type { CompensationType } from '../money/payout';

/** Invite status values (part 1 section 3 'Invite status values'). */
export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'APPROVED', 'DENIED', 'REJECTED'] as const;

export type InviteStatus = (typeof INVITE_STATUSES)[number];

/**
 * The invite's campaign funnel states (part 1 section 3 'Funnel states') as kebab-case wire values
 * of the spec's names ('invite pending' → 'invite-pending'). These are the invite-level states the
 * campaigns list uses; the content funnel of part 2 section 4 is a different set.
 */
export const INVITE_FUNNEL_STATES = [
  'invite-pending',
  'denied',
  'accepted',
  'approved-may-not-post',
  'post-rejected-may-not-post',
  'post-pending-may-not-post',
  'post-pending-may-post',
  'post-rejected-may-post',
  'post-accepted-payout-pending',
  'post-accepted-no-payout',
] as const;

export type InviteFunnelState = (typeof INVITE_FUNNEL_STATES)[number];

/**
 * The object form of `campaign_funnel_state` (part 1 section 3 'Invite': "a string state or an
 * object with hasSubmitted, maySubmit, paymentPending").
 */
export type InviteFunnelFlags = {
  hasSubmitted: boolean;
  maySubmit: boolean;
  paymentPending: boolean;
};

export type CampaignFunnelState = InviteFunnelState | InviteFunnelFlags;

/** Decline reasons (part 1 section 3), sent as `rejectReason.reason`. */
export const DECLINE_REASONS = [
  'CREATOR_NOT_AVAILABLE',
  'CREATOR_DONT_LIKE_BRAND',
  'CREATOR_DONT_ACCEPT_PAYMENT',
  'CREATOR_DONT_ACCEPT_TERMS_AND_CONDITIONS',
  'CREATOR_DONT_FIT_STYLE',
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Labels of the decline modal's reasons (part 1 section 5). Only "I don't accept the payment" is
 * quoted by the spec; the other four are ours, written in the same first-person voice.
 */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  CREATOR_NOT_AVAILABLE: "I'm not available",
  CREATOR_DONT_LIKE_BRAND: "I don't like the brand",
  CREATOR_DONT_ACCEPT_PAYMENT: "I don't accept the payment",
  CREATOR_DONT_ACCEPT_TERMS_AND_CONDITIONS: "I don't accept the terms and conditions",
  CREATOR_DONT_FIT_STYLE: "I don't fit the campaign's style",
};

/**
 * The opt-out ("I CAN'T POST FOR THIS CAMPAIGN") is disabled when compensation is product and
 * payment and the invite is APPROVED (part 1 section 4) — the product may already be shipped.
 */
export function isOptOutDisabled(input: {
  influencer_compensation_type: CompensationType;
  status: InviteStatus;
}): boolean {
  return (
    input.influencer_compensation_type === 'PRODUCT_AND_PAYMENT' && input.status === 'APPROVED'
  );
}

/**
 * Whether a creator may move their invite from one status to another (part 1 section 4 'Accept',
 * 'decline', 'Invite call to action'). Allowed: PENDING → ACCEPTED (accept), PENDING → DENIED
 * (decline). Decision: the "I CAN'T POST FOR THIS CAMPAIGN" opt-out is a decline too, so
 * ACCEPTED → DENIED and APPROVED → DENIED are allowed, except APPROVED with product-and-payment
 * compensation where the opt-out is disabled (pass the campaign's compensation type to check it;
 * without it that transition is refused). DENIED is final: decline cannot be undone. APPROVED and
 * REJECTED are set by ops/brand, never by the creator.
 */
export function canCreatorChangeInviteStatus(
  from: InviteStatus,
  to: InviteStatus,
  influencer_compensation_type?: CompensationType,
): boolean {
  if (from === 'PENDING') return to === 'ACCEPTED' || to === 'DENIED';
  if (to !== 'DENIED') return false;
  if (from === 'ACCEPTED') return true;
  if (from === 'APPROVED') {
    return (
      influencer_compensation_type !== undefined &&
      !isOptOutDisabled({ influencer_compensation_type, status: from })
    );
  }
  return false;
}
