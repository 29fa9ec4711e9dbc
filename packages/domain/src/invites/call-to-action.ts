import type { CompensationType } from '../money/payout';
import { type InviteStatus, isOptOutDisabled } from './invite-status';

/** Texts of the guidelines call to action (part 1 section 4 'Invite call to action'). */
export const CALL_TO_ACTION_TEXTS = {
  campaignFull: 'CAMPAIGN FULL',
  noOpenSpots: 'Sorry, there are no more open spots in this campaign',
  viewAllCampaigns: 'VIEW ALL CAMPAIGNS',
  optOut: "I CAN'T POST FOR THIS CAMPAIGN",
} as const;

/** What a request awaiting ops' decision says where an invite would offer ACCEPT (spec wording). */
export const REQUEST_PENDING_MESSAGE =
  'We are reviewing your invite request and will reach out via email if you are approved to participate.';

/** The invite fields the extension rule reads (part 1 section 3 'Invite'); times in epoch seconds. */
export type InviteForExtension = {
  flight_end?: number | null;
  extension_metadata?: {
    has_extension?: boolean | null;
    granted_extension_end_ts?: number | null;
  } | null;
};

/**
 * Whether the extension survey applies (part 1 section 4 'Invite call to action'): the invite has
 * an extension whose granted end time has passed, or it has no extension and its flight end has
 * passed. `now` is epoch seconds; "passed" means strictly before `now` (at the exact second it has
 * not passed yet). A missing end time never counts as passed.
 */
export function extensionApplies(invite: InviteForExtension, now: number): boolean {
  const hasPassed = (ts: number | null | undefined) => typeof ts === 'number' && ts < now;
  if (invite.extension_metadata?.has_extension) {
    return hasPassed(invite.extension_metadata.granted_extension_end_ts);
  }
  return hasPassed(invite.flight_end);
}

export type InviteForCallToAction = InviteForExtension & {
  status: InviteStatus;
  /**
   * A PENDING invite the creator asked for and ops have not decided on (the invite view's
   * 'requested' or 'waitlisted' step): not an invitation to accept (issue 31).
   */
  awaitingDecision?: boolean;
  /** The invite's posts; any entry means the invite already has a post. */
  posts?: readonly unknown[] | null;
};

export type CampaignForCallToAction = {
  hide_guideline_details?: boolean | null;
  influencer_compensation_type: CompensationType;
};

export type GuidelinesCallToAction =
  | { kind: 'campaign-full'; title: 'CAMPAIGN FULL'; message: string | null; backToCampaigns: true }
  | { kind: 'accept-decline' }
  | { kind: 'request-pending'; message: string }
  | { kind: 'back-to-campaigns' }
  | { kind: 'extension-survey' }
  | {
      kind: 'view-all-or-opt-out';
      viewAllLabel: 'VIEW ALL CAMPAIGNS';
      optOutLabel: "I CAN'T POST FOR THIS CAMPAIGN";
      optOutDisabled: boolean;
    };

/**
 * The call to action under the guidelines (part 1 section 4 'Invite call to action'), checked in
 * the spec's order: hide_guideline_details → 'CAMPAIGN FULL' + back; PENDING → accept and decline;
 * DENIED or an existing post → back to campaigns only; ACCEPTED/APPROVED → the extension survey
 * when `extensionApplies`, else 'VIEW ALL CAMPAIGNS' + the opt-out; REJECTED → 'CAMPAIGN FULL'
 * with 'Sorry, there are no more open spots in this campaign'. `now` is epoch seconds.
 */
export function guidelinesCallToAction(
  invite: InviteForCallToAction,
  campaign: CampaignForCallToAction,
  now: number,
): GuidelinesCallToAction {
  if (campaign.hide_guideline_details) {
    return { kind: 'campaign-full', title: 'CAMPAIGN FULL', message: null, backToCampaigns: true };
  }
  if (invite.status === 'PENDING' && invite.awaitingDecision) {
    return { kind: 'request-pending', message: REQUEST_PENDING_MESSAGE };
  }
  if (invite.status === 'PENDING') return { kind: 'accept-decline' };
  if (invite.status === 'DENIED' || (invite.posts?.length ?? 0) > 0) {
    return { kind: 'back-to-campaigns' };
  }
  if (invite.status === 'ACCEPTED' || invite.status === 'APPROVED') {
    if (extensionApplies(invite, now)) return { kind: 'extension-survey' };
    return {
      kind: 'view-all-or-opt-out',
      viewAllLabel: CALL_TO_ACTION_TEXTS.viewAllCampaigns,
      optOutLabel: CALL_TO_ACTION_TEXTS.optOut,
      optOutDisabled: isOptOutDisabled({
        influencer_compensation_type: campaign.influencer_compensation_type,
        status: invite.status,
      }),
    };
  }
  return {
    kind: 'campaign-full',
    title: 'CAMPAIGN FULL',
    message: CALL_TO_ACTION_TEXTS.noOpenSpots,
    backToCampaigns: true,
  };
}
