import type { CompensationType } from '../money/payout';
import type { InviteGroup } from './invite-groups';
import type { InviteStatus } from './invite-status';
import type { ViewAction } from './invite-view';

export type InviteCardKind =
  | 'pending'
  | 'accepted'
  | 'approved'
  | 'denied'
  | 'rejected'
  | 'full'
  | 'failed-questions'
  | 'expired'
  | 'upcoming';

/** Where a card button leads; the web maps each kind to its route. */
export type InviteCardTarget =
  /** /creator/content/{mediaId}: an action on a submission (the invite view's next action). */
  | { kind: 'content'; mediaId: number }
  /** /creator/onboarding/invite/{inviteId}/guidelines */
  | { kind: 'invite-guidelines'; inviteId: number }
  /** /creator/onboarding/invite/{inviteId}/whats_next */
  | { kind: 'invite-whats-next'; inviteId: number }
  /** /creator/campaigns/opt-in/{campaignId}/guidelines */
  | { kind: 'opt-in-guidelines'; campaignId: number }
  /** /creator/campaigns/full/{campaignId}/guidelines */
  | { kind: 'full-guidelines'; campaignId: number };

export type InviteCardAction = {
  label: string;
  target: InviteCardTarget;
  /** Record a guidelines view (campaignGuidelinesView) before navigating. */
  recordsGuidelinesView: boolean;
};

/** What a card shows besides name, brand and payout tier, as plain data for the web to render. */
export type InviteCard = {
  kind: InviteCardKind;
  notices: string[];
  actions: InviteCardAction[];
  /** Whether the submit button (see `submitButton`) belongs on the card. */
  showsSubmitButton: boolean;
};

export type InviteForCard = {
  id: number;
  status: InviteStatus;
  group: InviteGroup;
  /** The invite's campaign; a full card links its guidelines when given. */
  campaignId?: number;
  /**
   * What the invite's view says (domain invites/invite-view): whether a missed window offers the
   * extension survey, and the one next action — the card offers it as "Up next" does (issue 31:
   * "Post" in Up next on a card without a Post button).
   */
  view?: { extensionOffered: boolean; next: ViewAction | null; step?: string };
};

const STATUS_KIND: Record<InviteStatus, InviteCardKind> = {
  PENDING: 'pending',
  ACCEPTED: 'accepted',
  APPROVED: 'approved',
  DENIED: 'denied',
  REJECTED: 'rejected',
};

/**
 * Which card an invite gets (part 1 section 2 'Invite cards by status'). Decision: the server's
 * group wins over the status for full, failed_smart_questions, expired and rejected groups (an
 * APPROVED invite whose window passed shows as expired); in active and extended the status decides.
 */
export function inviteCardKind(invite: Pick<InviteForCard, 'status' | 'group'>): InviteCardKind {
  switch (invite.group) {
    case 'full':
      return 'full';
    case 'failed_smart_questions':
      return 'failed-questions';
    case 'expired':
      return 'expired';
    case 'rejected':
      return 'rejected';
    default:
      return STATUS_KIND[invite.status];
  }
}

/**
 * The card content by status (part 1 section 2 'Invite cards by status'): pending 'View
 * Guidelines To Accept' (records a view, then the guidelines); accepted 'Campaign Details' and
 * "What's Next?"; approved 'Campaign Details' plus the submit button; denied 'You Denied this
 * Campaign'; rejected no details button; full 'This campaign is full'; failed questions 'Not a
 * campaign match'; expired 'You Missed The Submission Window', 'You may be eligible for an
 * extension' and 'WHAT NOW?'. Decisions: 'Campaign Details' and 'WHAT NOW?' open the invite's
 * guidelines (where the extension survey shows, see `guidelinesCallToAction`); a full card given
 * its `campaignId` offers the card's 'View Guidelines' to /creator/campaigns/full/{id}/guidelines.
 */
export function inviteCard(invite: InviteForCard): InviteCard {
  const kind = inviteCardKind(invite);
  const guidelines: InviteCardTarget = { kind: 'invite-guidelines', inviteId: invite.id };
  const details = { label: 'Campaign Details', target: guidelines, recordsGuidelinesView: false };
  const card = (notices: string[], actions: InviteCardAction[], showsSubmitButton = false) => ({
    kind,
    notices,
    actions,
    showsSubmitButton,
  });
  switch (kind) {
    case 'pending':
      // A request the creator sent is not theirs to accept (issue 31): its details, no accept.
      if (invite.view?.step === 'requested' || invite.view?.step === 'waitlisted') {
        return card([], [details]);
      }
      return card(
        [],
        [{ label: 'View Guidelines To Accept', target: guidelines, recordsGuidelinesView: true }],
      );
    case 'accepted':
      return card(
        [],
        [
          details,
          {
            label: "What's Next?",
            target: { kind: 'invite-whats-next', inviteId: invite.id },
            recordsGuidelinesView: false,
          },
        ],
      );
    case 'approved':
      return card([], [details], true);
    case 'denied':
      return card(['You Denied this Campaign'], []);
    case 'full':
      return card(
        ['This campaign is full'],
        invite.campaignId === undefined
          ? []
          : [
              {
                label: 'View Guidelines',
                target: { kind: 'full-guidelines', campaignId: invite.campaignId },
                recordsGuidelinesView: false,
              },
            ],
      );
    case 'failed-questions':
      return card(['Not a campaign match'], []);
    case 'expired':
      // Issue 31: only a window missed lately, by a creator who had accepted, may get an
      // extension (the view says so); other missed windows just say what happened.
      return invite.view && !invite.view.extensionOffered
        ? card(['You Missed The Submission Window'], [])
        : card(
            ['You Missed The Submission Window', 'You may be eligible for an extension'],
            [{ label: 'WHAT NOW?', target: guidelines, recordsGuidelinesView: false }],
          );
    default:
      return card([], []);
  }
}

/**
 * The card's button for the view's next action (issue 31), when the card's own buttons do not
 * already do it: accepting is 'View Guidelines To Accept', submitting is the submit button; the
 * moves on a submission (fix the caption, post, select the post, fix the post) open its screen.
 */
export function nextActionButton(
  next: ViewAction | null,
  submitButtonShown: boolean,
): InviteCardAction | null {
  if (!next || next.kind === 'accept_invite') return null;
  if (next.kind === 'submit_content' && submitButtonShown) return null;
  if (next.target.kind !== 'content') return null;
  return {
    label: next.button,
    target: { kind: 'content', mediaId: next.target.mediaId },
    recordsGuidelinesView: false,
  };
}

/**
 * The card of an upcoming campaign (part 1 section 2 'Invite cards by status', upcoming):
 * 'REVIEW GUIDELINES TO REQUEST INVITE' to the opt-in route of the campaign.
 */
export function upcomingCampaignCard(campaign: { id: number }): InviteCard {
  return {
    kind: 'upcoming',
    notices: [],
    actions: [
      {
        label: 'REVIEW GUIDELINES TO REQUEST INVITE',
        target: { kind: 'opt-in-guidelines', campaignId: campaign.id },
        recordsGuidelinesView: false,
      },
    ],
    showsSubmitButton: false,
  };
}

const COMPENSATION_WORDS: Record<CompensationType, string> = {
  PRODUCT_AND_PAYMENT: 'Paid, plus a free product',
  PAYMENT_CREATOR_BUYS_PRODUCT: 'Paid; you buy the product',
  PAYMENT: 'Paid',
  PRODUCT: 'Free product',
};

/**
 * What an upcoming campaign's card says to help decide whether to request (issue 31: it showed
 * no dates and no pay): what it pays, in words, and its posting window (epoch seconds) when set.
 */
export function upcomingCampaignFacts(campaign: {
  influencer_compensation_type: CompensationType;
  flight_start: number | null;
  flight_end: number | null;
}): { compensation: string; window: { start: number; end: number } | null } {
  return {
    compensation: COMPENSATION_WORDS[campaign.influencer_compensation_type],
    window:
      campaign.flight_start !== null && campaign.flight_end !== null
        ? { start: campaign.flight_start, end: campaign.flight_end }
        : null,
  };
}
