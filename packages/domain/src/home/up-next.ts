import type { CampaignPlatform, ContentWorkflow } from '../campaigns/workflows';
import type { ContentFunnelState } from '../content/funnel';
import type { InviteGroup } from '../invites/invite-groups';
import { type InviteWindow, maySubmitNow, submissionWindowEnd } from '../invites/invite-state';
import type { InviteStatus } from '../invites/invite-status';
import { type SubmitTarget, submitTarget } from '../invites/submit-button';

/**
 * The dashboard's "Up next" block (issue 13): the creator's most urgent actions across their
 * invites, each one line with its due date and one button that goes straight to it.
 */
export const UP_NEXT_KINDS = [
  'accept_invite',
  'submit_content',
  'fix_caption',
  'post_content',
  'select_post',
  'fix_post',
  'add_paypal',
  'finish_profile',
  'connect_account',
] as const;
export type UpNextKind = (typeof UP_NEXT_KINDS)[number];

/** How many actions the dashboard lists; the rest are counted. */
export const UP_NEXT_LIMIT = 5;

export type UpNextAction = {
  kind: UpNextKind;
  /** The invite the action is about; null for the creator's own actions (profile, PayPal). */
  inviteId: number | null;
  /** The content screen an action on a submission opens. */
  mediaId: number | null;
  /** Epoch seconds; null when the action has no deadline. */
  dueAt: number | null;
  /** Where 'submit_content' goes (the card's own submit rules). */
  target: SubmitTarget | null;
};

/** What one invite contributes; `group` is the effective group (domain `effectiveInviteGroup`). */
export type UpNextInvite = {
  id: number;
  status: InviteStatus;
  group: InviteGroup;
  /** Epoch seconds. */
  inviteSentAt: number;
  window: InviteWindow;
  workflow: ContentWorkflow;
  platform: CampaignPlatform;
  /** Submissions, oldest first. */
  posts: { mediaId: number; funnelState: ContentFunnelState; postedAt?: number | null }[];
};

export type UpNextCreator = {
  profileComplete: boolean;
  hasPaymentInformation: boolean;
  /** Neither Instagram nor TikTok is connected (the 'Want more campaigns?' rule). */
  needsSocialAccount: boolean;
};

/** The labels and buttons of each action (our copy; the spec has no such block). */
export const UP_NEXT_COPY: Record<UpNextKind, { action: string; button: string }> = {
  accept_invite: { action: 'Accept the invite', button: 'Review & accept' },
  submit_content: { action: 'Submit your content', button: 'Submit' },
  fix_caption: { action: 'Fix the caption', button: 'Fix caption' },
  post_content: { action: 'Post your approved content', button: 'Post' },
  select_post: { action: 'Select your Instagram post', button: 'Select post' },
  fix_post: { action: 'Fix your post', button: 'Fix post' },
  add_paypal: { action: 'Add your PayPal e-mail to get paid', button: 'Add PayPal' },
  finish_profile: { action: 'Finish your profile for more invites', button: 'Finish profile' },
  connect_account: { action: 'Connect Instagram or TikTok', button: 'Connect' },
};

export const UP_NEXT_TITLE = 'Up next';

/** The acceptance deadline: invite-sent time plus 1 day (spec part 1 section 9). */
const ACCEPT_WITHIN_SECONDS = 86_400;

const CURRENT_GROUPS: readonly InviteGroup[] = ['active', 'extended'];

/** Submissions still alive: anything but a rejection. */
const isLive = (state: ContentFunnelState) => state !== 'CONTENT_REJECTED';

/** The creator's move on a submission in each state, and the date it is due by. */
function postAction(
  state: ContentFunnelState,
  window: InviteWindow,
): { kind: UpNextKind; dueAt: number | null } | null {
  switch (state) {
    case 'CONTENT_CHANGES_REQUESTED':
      return { kind: 'fix_caption', dueAt: submissionWindowEnd(window) };
    // Part 2 section 4: approved content is posted on the flight end date.
    case 'CONTENT_APPROVED_DO_DISTRIBUTE':
      return { kind: 'post_content', dueAt: window.flight_end };
    case 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH':
      return { kind: 'select_post', dueAt: window.flight_end };
    case 'DISTRIBUTION_CHANGES_REQUESTED':
    case 'POST_REJECTED':
      return { kind: 'fix_post', dueAt: window.flight_end };
    default:
      return null;
  }
}

function inviteActions(invite: UpNextInvite, now: number): UpNextAction[] {
  if (!CURRENT_GROUPS.includes(invite.group)) return [];
  const base = { inviteId: invite.id, mediaId: null, target: null };
  if (invite.status === 'PENDING') {
    return [{ ...base, kind: 'accept_invite', dueAt: invite.inviteSentAt + ACCEPT_WITHIN_SECONDS }];
  }
  if (invite.status !== 'APPROVED') return [];
  const actions: UpNextAction[] = [];
  for (const post of invite.posts) {
    const action = postAction(post.funnelState, invite.window);
    if (action) actions.push({ ...base, ...action, mediaId: post.mediaId });
  }
  const nothingLive = !invite.posts.some((p) => isLive(p.funnelState));
  if (nothingLive && maySubmitNow(invite.window, invite.workflow, now)) {
    actions.push({
      ...base,
      kind: 'submit_content',
      dueAt: submissionWindowEnd(invite.window),
      target: submitTarget({
        id: invite.id,
        campaign_content_workflow: invite.workflow,
        platform: invite.platform,
        campaign_funnel_state: null,
      }),
    });
  }
  return actions;
}

const UNDATED_ORDER: readonly UpNextKind[] = ['add_paypal', 'finish_profile', 'connect_account'];

/**
 * Every open action of the creator, most urgent first: dated actions by due date (so overdue ones
 * lead, the most overdue first, then the soonest), then the undated ones (PayPal, which stands
 * between approved work and payment; the profile, which unlocks invites; a social account).
 * `now` is epoch seconds.
 */
export function upNextActions(
  invites: readonly UpNextInvite[],
  creator: UpNextCreator,
  now: number,
): UpNextAction[] {
  const dated = invites.flatMap((invite) => inviteActions(invite, now));
  const own = { inviteId: null, mediaId: null, dueAt: null, target: null };
  const undated: UpNextAction[] = [];
  const hasApprovedWork = invites.some(
    (i) => i.status === 'APPROVED' && CURRENT_GROUPS.includes(i.group),
  );
  if (!creator.hasPaymentInformation && hasApprovedWork)
    undated.push({ ...own, kind: 'add_paypal' });
  if (!creator.profileComplete) undated.push({ ...own, kind: 'finish_profile' });
  if (creator.needsSocialAccount) undated.push({ ...own, kind: 'connect_account' });
  const byDue = (a: UpNextAction, b: UpNextAction) =>
    (a.dueAt ?? Number.POSITIVE_INFINITY) - (b.dueAt ?? Number.POSITIVE_INFINITY) ||
    UNDATED_ORDER.indexOf(a.kind) - UNDATED_ORDER.indexOf(b.kind) ||
    (a.inviteId ?? 0) - (b.inviteId ?? 0);
  return [...dated, ...undated].sort(byDue);
}
