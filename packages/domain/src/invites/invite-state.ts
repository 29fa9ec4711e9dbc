import {
  type ContentWorkflow,
  isGenericWorkflow,
  isPreapprovalWorkflow,
} from '../campaigns/workflows';
import type { ContentFunnelState } from '../content/funnel';
import type { InviteGroup } from './invite-groups';
import type { CampaignFunnelState, InviteStatus } from './invite-status';

/** Content states in which the submission is finished and accepted (work done). */
export const ACCEPTED_CONTENT: readonly ContentFunnelState[] = [
  'DISTRIBUTION_APPROVED',
  'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
  'PAID',
];

const REJECTED_CONTENT: readonly ContentFunnelState[] = ['CONTENT_REJECTED', 'POST_REJECTED'];

/** Times in epoch seconds; null when unknown. */
export type InviteWindow = {
  flight_start: number | null;
  flight_end: number | null;
  has_extension: boolean;
  granted_extension_end_ts: number | null;
};

/** Where an invite's window dates come from, in epoch seconds; null when unset. */
export type InviteWindowDates = {
  /** The invite's flight (posting window), when it has one. */
  flight: { start: number; end: number } | null;
  /** The end date stored on the invite itself. */
  inviteFlightEnd: number | null;
  campaignFlightStart: number | null;
  campaignFlightEnd: number | null;
  has_extension: boolean;
  granted_extension_end_ts: number | null;
};

/**
 * The invite's submission window (decision: the spec gives invite_flight.end_date_unix,
 * flight_end on the invite and the campaign's flight dates without saying which wins): the
 * flight's dates first, then the invite's own end date, then the campaign's flight.
 */
export function inviteWindowOf(dates: InviteWindowDates): InviteWindow {
  return {
    flight_start: dates.flight?.start ?? dates.campaignFlightStart,
    flight_end: dates.flight?.end ?? dates.inviteFlightEnd ?? dates.campaignFlightEnd,
    has_extension: dates.has_extension,
    granted_extension_end_ts: dates.granted_extension_end_ts,
  };
}

/**
 * The end of the invite's submission window: the granted extension end when it has one, else the
 * flight end (part 1 section 3 'extension_metadata'). Null when neither is known.
 */
export function submissionWindowEnd(window: InviteWindow): number | null {
  return window.has_extension ? window.granted_extension_end_ts : window.flight_end;
}

/**
 * Whether an APPROVED creator may submit now. Decision (the spec names 'may post' and 'may not
 * post' states without the rule): the window must not have ended (strictly before `now`, as in
 * `extensionApplies`); the default PRODUCT workflow posts only once the flight has started, while
 * generic workflows upload content for review before the flight, so for them the start is not
 * checked. `now` is epoch seconds.
 */
export function maySubmitNow(
  window: InviteWindow,
  workflow: ContentWorkflow,
  now: number,
): boolean {
  const end = submissionWindowEnd(window);
  if (end !== null && end < now) return false;
  if (isGenericWorkflow(workflow)) return true;
  return window.flight_start === null || window.flight_start <= now;
}

/**
 * When the creator's upload is due, for every screen at every moment (decision 650): the card,
 * "Up next", the calendar, the reminders and "What do I have to do?" all read this one date.
 * Pre-approval workflows have two dates: the upload target, the window's start (content is
 * reviewed before it may be posted), and the hard limit, `submissionWindowEnd`. While the start
 * is ahead (not strictly before `now`) the upload is due at the start; once it has passed, the
 * server still takes the upload (`maySubmitNow`) and it is due at the hard limit. Every other
 * workflow is due at the hard limit. Null when no date is known. `now` is epoch seconds.
 */
export function uploadDue(
  window: InviteWindow,
  workflow: ContentWorkflow,
  now: number,
): number | null {
  const limit = submissionWindowEnd(window);
  const start = window.flight_start;
  if (
    isPreapprovalWorkflow(workflow) &&
    start !== null &&
    start >= now &&
    (limit === null || start <= limit)
  ) {
    return start;
  }
  return limit;
}

/** Whether any submission of the invite reached an accepted state (counts as a completed campaign). */
export function isCompletedWork(contentStates: readonly ContentFunnelState[]): boolean {
  return contentStates.some((s) => ACCEPTED_CONTENT.includes(s));
}

/**
 * Whether an invite counts toward '{n} COMPLETED CAMPAIGN(S)' (part 1 section 2 'Past
 * Campaigns'). Decision: a submission was accepted and the campaign's flight has ended (strictly
 * before `now`, epoch seconds), so a campaign still running is not yet 'completed'.
 */
export function isCompletedCampaign(
  contentStates: readonly ContentFunnelState[],
  flightEnd: number | null,
  now: number,
): boolean {
  return isCompletedWork(contentStates) && flightEnd !== null && flightEnd < now;
}

export type InviteForFunnelState = {
  status: InviteStatus;
  /** The invite's submissions, oldest first. */
  contentStates: readonly ContentFunnelState[];
  payout_amount: number;
  is_paid: boolean;
  workflow: ContentWorkflow;
  maySubmit: boolean;
};

/**
 * The invite's `campaign_funnel_state` (part 1 section 3), derived from its status and its
 * submissions. Decisions (the spec lists the states, not the rule):
 * - PENDING → 'invite-pending', ACCEPTED → 'accepted', DENIED and REJECTED → 'denied' (REJECTED
 *   cards show no button at all; 'denied' keeps the submit button hidden);
 * - APPROVED with a generic workflow (content reviewed before posting) → the object form
 *   { hasSubmitted, maySubmit, paymentPending }, so the button reads 'Submissions' after a
 *   submission and leads to the submissions list;
 * - APPROVED, PRODUCT workflow, by the latest submission: none → null (may submit, nothing
 *   submitted) or 'approved-may-not-post'; rejected → 'post-rejected-may-(not-)post'; accepted →
 *   'post-accepted-payout-pending' while a payout is due and not paid, else
 *   'post-accepted-no-payout'; any other (in review, to post, verifying) →
 *   'post-pending-may-(not-)post'.
 */
export function inviteFunnelState(invite: InviteForFunnelState): CampaignFunnelState | null {
  switch (invite.status) {
    case 'PENDING':
      return 'invite-pending';
    case 'ACCEPTED':
      return 'accepted';
    case 'DENIED':
    case 'REJECTED':
      return 'denied';
    default:
      break;
  }
  const paymentPending =
    isCompletedWork(invite.contentStates) && invite.payout_amount > 0 && !invite.is_paid;
  if (isGenericWorkflow(invite.workflow)) {
    return {
      hasSubmitted: invite.contentStates.length > 0,
      maySubmit: invite.maySubmit,
      paymentPending,
    };
  }
  const latest = invite.contentStates.at(-1);
  const may = invite.maySubmit ? 'may-post' : 'may-not-post';
  if (latest === undefined) return invite.maySubmit ? null : 'approved-may-not-post';
  if (REJECTED_CONTENT.includes(latest)) return `post-rejected-${may}`;
  if (ACCEPTED_CONTENT.includes(latest)) {
    return paymentPending ? 'post-accepted-payout-pending' : 'post-accepted-no-payout';
  }
  return `post-pending-${may}`;
}

export type InviteForGroup = InviteWindow & {
  status: InviteStatus;
  /** The group stored by ops/matching (full, rejected, failed questions …), 'active' by default. */
  storedGroup: InviteGroup;
  hasSubmissions: boolean;
};

/**
 * The list group an invite is shown in (part 1 section 3 'Invites are grouped as …'). Decision:
 * groups ops set (full, rejected, failed_smart_questions, expired) are kept; an 'active' or
 * 'extended' invite becomes 'expired' when its submission window has ended without a submission
 * (an ACCEPTED or APPROVED invite; PENDING ones whose flight ended expire too), and 'extended'
 * while a granted extension is still running.
 */
export function effectiveInviteGroup(invite: InviteForGroup, now: number): InviteGroup {
  if (invite.storedGroup !== 'active' && invite.storedGroup !== 'extended') {
    return invite.storedGroup;
  }
  if (invite.status === 'DENIED' || invite.status === 'REJECTED') return invite.storedGroup;
  const end = submissionWindowEnd(invite);
  if (end !== null && end < now && !invite.hasSubmissions) return 'expired';
  if (invite.has_extension) return 'extended';
  return 'active';
}
