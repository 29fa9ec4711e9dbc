import type { CampaignPlatform, ContentWorkflow } from '../campaigns/workflows';
import type { InviteGroup } from '../invites/invite-groups';
import type { CampaignFunnelState, InviteStatus } from '../invites/invite-status';
import { submitButton, submitTarget } from '../invites/submit-button';

/** What a creator submits for an invite: an uploaded file, a YouTube video or a social post. */
export type SubmissionKind = 'generic' | 'youtube' | 'post';

/** Why a submission is refused (ours; the spec shows only the button rules). */
export const SUBMISSION_REFUSALS = {
  notApproved: 'You can submit content once your invite to this campaign is approved.',
  windowClosed: 'The submission window for this campaign has closed.',
  notNow: "You can't submit content for this campaign right now.",
  generic: 'This campaign takes uploaded content, not a post or a video link.',
  youtube: 'This campaign takes a YouTube video link.',
  post: 'This campaign takes a post from your account.',
} as const;

/**
 * The YouTube form's message for a link that is not a YouTube video (spec part 2 section 5
 * shows no format rules; accepted forms are `parseYouTubeVideoUrl`'s, in content/caption.ts).
 */
export const YOUTUBE_URL_MESSAGE =
  'Please paste the link of a YouTube video, e.g. https://youtu.be/… or https://www.youtube.com/watch?v=…';

/** The invite as the submission rules read it. */
export interface InviteForSubmission {
  id: number;
  status: InviteStatus;
  /** The effective list group (invites/invite-state.ts `effectiveInviteGroup`). */
  group: InviteGroup;
  /** The derived funnel state (invites/invite-state.ts `inviteFunnelState`). */
  campaign_funnel_state: CampaignFunnelState | null;
  platform: CampaignPlatform;
  campaign_content_workflow: ContentWorkflow;
  has_payment_information: boolean;
}

/**
 * Part 1 section 2 'Submit button rules' target as a submission kind: generic workflows upload a
 * file (the submissions list target included), YouTube campaigns send a video link, the rest
 * submit a post.
 */
export function submissionKindFor(invite: InviteForSubmission): SubmissionKind {
  const target = submitTarget(invite);
  if (target.kind === 'youtube-video') return 'youtube';
  if (target.kind === 'submit-post') return 'post';
  return 'generic';
}

/**
 * Whether the creator may submit `kind` for the invite now (issue 7; the spec gives the button
 * rules, not the server's). Decision: the invite must be APPROVED, in the active or extended
 * group, and the submit button of part 1 must be showing (for the object form of the funnel
 * state, `maySubmit` must also hold, so a closed window refuses even after earlier
 * submissions); the kind must be the one the button leads to. Returns null when allowed, else
 * the message to show.
 */
export function submissionRefusal(
  invite: InviteForSubmission,
  kind: SubmissionKind,
): string | null {
  if (invite.status !== 'APPROVED') return SUBMISSION_REFUSALS.notApproved;
  if (invite.group !== 'active' && invite.group !== 'extended') {
    return SUBMISSION_REFUSALS.windowClosed;
  }
  const state = invite.campaign_funnel_state;
  if (state !== null && typeof state === 'object' && !state.maySubmit) {
    return SUBMISSION_REFUSALS.windowClosed;
  }
  if (!submitButton(invite).visible) return SUBMISSION_REFUSALS.notNow;
  const expected = submissionKindFor(invite);
  return expected === kind ? null : SUBMISSION_REFUSALS[expected];
}
