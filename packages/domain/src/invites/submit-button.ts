import {
  type CampaignPlatform,
  type ContentWorkflow,
  isGenericWorkflow,
  isPreapprovalWorkflow,
  isYoutubePlatform,
} from '../campaigns/workflows';
import type { CampaignFunnelState, InviteFunnelState } from './invite-status';

/** Notice shown with 'Get Paid' (part 1 section 2 'Submit button rules'). */
export const PAYMENT_INFORMATION_NOTICE = 'Please supply your payment information.';

/** Funnel states in which the submit button is hidden (part 1 section 2 'Submit button rules'). */
export const SUBMIT_BUTTON_HIDDEN_STATES: readonly InviteFunnelState[] = [
  'invite-pending',
  'denied',
  'accepted',
  'approved-may-not-post',
  'post-rejected-may-not-post',
  'post-pending-may-not-post',
];

const EARLIER_SUBMISSION_STATES: readonly InviteFunnelState[] = [
  'post-pending-may-post',
  'post-accepted-payout-pending',
  'post-accepted-no-payout',
];

export type SubmitButtonLabel =
  | 'Submit Post'
  | 'Submit Video'
  | 'Submit Another'
  | 'Submit Again'
  | 'Submissions'
  | 'Get Paid';

/** Where the button leads; the web maps each kind to its route. */
export type SubmitTarget =
  | { kind: 'generic-content'; inviteId: number }
  | { kind: 'submissions'; inviteId: number }
  | { kind: 'youtube-video'; inviteId: number }
  | { kind: 'submit-post'; inviteId: number }
  | { kind: 'profile' };

export type SubmitButton =
  | { visible: false }
  | { visible: true; label: SubmitButtonLabel; target: SubmitTarget; notice: string | null };

export type InviteForSubmitButton = {
  id: number;
  /** The invite's funnel state; null is read as "may submit, nothing submitted yet". */
  campaign_funnel_state: CampaignFunnelState | null;
  platform: CampaignPlatform;
  campaign_content_workflow: ContentWorkflow;
  /** Whether the creator's profile holds payment information (a PayPal account). */
  has_payment_information: boolean;
};

/**
 * Whether content was already submitted for the invite: the object form's hasSubmitted, or any
 * 'post-…' string state (a post exists in every one of them).
 */
export function hasSubmittedContent(state: CampaignFunnelState | null): boolean {
  if (state === null) return false;
  if (typeof state === 'string') return state.startsWith('post-');
  return state.hasSubmitted;
}

function isPayoutPending(state: CampaignFunnelState | null): boolean {
  if (state === null) return false;
  if (typeof state === 'string') return state === 'post-accepted-payout-pending';
  return state.paymentPending;
}

function isHidden(state: CampaignFunnelState | null): boolean {
  if (state === null) return false;
  if (typeof state === 'string') return SUBMIT_BUTTON_HIDDEN_STATES.includes(state);
  return !state.maySubmit && !state.hasSubmitted && !state.paymentPending;
}

/**
 * The submit button on an approved invite card (part 1 section 2 'Submit button rules'). Hidden in
 * the listed funnel states (object form: when it may not submit, has not submitted and no payout
 * is pending). Otherwise, first match wins: 'Get Paid' (payout pending and no payment information,
 * with PAYMENT_INFORMATION_NOTICE, to the profile); 'Submissions' once hasSubmitted is true;
 * 'Submit Again' after a rejected post; 'Submit Another' after earlier submissions; else 'Submit
 * Post' ('Submit Video' for YouTube). Target: generic workflows go to the generic-content upload,
 * or the submissions list when pre-approval and already submitted; YouTube to the video route;
 * otherwise submit_post.
 */
export function submitButton(invite: InviteForSubmitButton): SubmitButton {
  const state = invite.campaign_funnel_state;
  if (isHidden(state)) return { visible: false };
  if (isPayoutPending(state) && !invite.has_payment_information) {
    return {
      visible: true,
      label: 'Get Paid',
      target: { kind: 'profile' },
      notice: PAYMENT_INFORMATION_NOTICE,
    };
  }
  return { visible: true, label: submitLabel(invite), target: submitTarget(invite), notice: null };
}

function submitLabel(invite: InviteForSubmitButton): SubmitButtonLabel {
  const state = invite.campaign_funnel_state;
  if (state !== null && typeof state === 'object' && state.hasSubmitted) return 'Submissions';
  if (state === 'post-rejected-may-post') return 'Submit Again';
  if (typeof state === 'string' && EARLIER_SUBMISSION_STATES.includes(state)) {
    return 'Submit Another';
  }
  return isYoutubePlatform(invite.platform) ? 'Submit Video' : 'Submit Post';
}

/** The submit target of part 1 section 2 'Submit button rules' (see `submitButton`). */
export function submitTarget(
  invite: Omit<InviteForSubmitButton, 'has_payment_information'>,
): SubmitTarget {
  const inviteId = invite.id;
  const workflow = invite.campaign_content_workflow;
  if (isGenericWorkflow(workflow)) {
    return isPreapprovalWorkflow(workflow) && hasSubmittedContent(invite.campaign_funnel_state)
      ? { kind: 'submissions', inviteId }
      : { kind: 'generic-content', inviteId };
  }
  if (isYoutubePlatform(invite.platform)) return { kind: 'youtube-video', inviteId };
  return { kind: 'submit-post', inviteId };
}
