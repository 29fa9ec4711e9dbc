import { CONTENT_WORKFLOWS, type ContentWorkflow } from '../campaigns/workflows';
import { AppError } from '../errors/app-error';
import { CONTENT_FUNNEL_STATES, type CommentSource, type ContentFunnelState } from './funnel';
import { isReviewerAction, notYourDecision, reviewerDecides } from './workflow-deciders';

/** Who acts on content: the creator, an ops (provider) user, a brand user, or the platform itself. */
export type ContentActor = 'creator' | 'ops' | 'brand' | 'system';

/**
 * Part 2 section 4 funnel and issue 8 reviewer actions: every move on content. Reviewer actions
 * (ops, brand), creator actions (update_caption, will_post, submit_match) and system events
 * (post_found, post_not_found; mark_paid by the payout provider). Issue 26 retired
 * 'brand_approval_comments' (a rejection under another name): a brand now asks for changes with
 * request_changes or rejects with reject, as ops do (decision 521).
 */
export const CONTENT_ACTIONS = [
  'approve_distribute',
  'approve_do_not_distribute',
  'reject',
  'request_changes',
  'verify_distribution',
  'reject_post',
  'request_distribution_changes',
  'mark_paid',
  'update_caption',
  'will_post',
  'submit_match',
  'post_found',
  'post_not_found',
] as const;

export type ContentAction = (typeof CONTENT_ACTIONS)[number];

interface TransitionRule {
  action: ContentAction;
  actors: readonly ContentActor[];
  from: readonly ContentFunnelState[];
  to: ContentFunnelState;
  /**
   * The source under which the action's comments are stored and later shown to the creator, by
   * the role that wrote them (decision 521).
   */
  commentSource?: Partial<Record<ContentActor, CommentSource>>;
}

const REVIEWABLE = ['CONTENT_IN_REVIEW', 'CONTENT_CHANGES_IN_REVIEW'] as const;
const REVIEWERS = ['ops', 'brand'] as const;

/**
 * The content transition table. The spec (part 2 sections 1, 4) names the states and who writes
 * comments but not the moves; this table is our design, explained in docs/domain-content.md:
 * ops and brand review content; only ops (the provider) judges posts and pays; the creator
 * answers change requests and posts; the system stands in for post detection and payouts. Which
 * reviewer decides in which workflow narrows it further (content/workflow-deciders.ts).
 */
export const CONTENT_TRANSITIONS: readonly TransitionRule[] = [
  {
    action: 'approve_distribute',
    actors: REVIEWERS,
    from: REVIEWABLE,
    to: 'CONTENT_APPROVED_DO_DISTRIBUTE',
  },
  {
    action: 'approve_do_not_distribute',
    actors: REVIEWERS,
    from: REVIEWABLE,
    to: 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
  },
  {
    action: 'reject',
    actors: REVIEWERS,
    from: [...REVIEWABLE, 'CONTENT_CHANGES_REQUESTED'],
    to: 'CONTENT_REJECTED',
    commentSource: { ops: 'OPS_REJECT', brand: 'BRAND_CONTENT_APPROVAL' },
  },
  {
    action: 'request_changes',
    actors: REVIEWERS,
    from: REVIEWABLE,
    to: 'CONTENT_CHANGES_REQUESTED',
    // The change-request screen shows OPS_REQUEST_FIX comments (P2 §4): a brand's request for a
    // fix is one too, whoever wrote it (decision 521).
    commentSource: { ops: 'OPS_REQUEST_FIX', brand: 'OPS_REQUEST_FIX' },
  },
  {
    action: 'update_caption',
    actors: ['creator'],
    from: ['CONTENT_CHANGES_REQUESTED'],
    to: 'CONTENT_CHANGES_IN_REVIEW',
  },
  {
    action: 'will_post',
    actors: ['creator'],
    from: ['CONTENT_APPROVED_DO_DISTRIBUTE'],
    to: 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
  },
  {
    action: 'submit_match',
    actors: ['creator'],
    from: [
      'CONTENT_APPROVED_DO_DISTRIBUTE',
      'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
      'POST_REJECTED',
      'DISTRIBUTION_CHANGES_REQUESTED',
    ],
    to: 'DISTRIBUTION_VERIFYING',
  },
  {
    action: 'post_found',
    actors: ['system'],
    from: ['CONTENT_APPROVED_DO_DISTRIBUTE', 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH'],
    to: 'DISTRIBUTION_VERIFYING',
  },
  {
    action: 'post_not_found',
    actors: ['system'],
    from: ['CONTENT_APPROVED_DO_DISTRIBUTE'],
    to: 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
  },
  {
    action: 'verify_distribution',
    actors: ['ops'],
    from: ['DISTRIBUTION_VERIFYING'],
    to: 'DISTRIBUTION_APPROVED',
  },
  {
    action: 'reject_post',
    actors: ['ops'],
    from: ['DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED'],
    to: 'POST_REJECTED',
    commentSource: { ops: 'OPS_REJECT' },
  },
  {
    action: 'request_distribution_changes',
    actors: ['ops'],
    from: ['DISTRIBUTION_VERIFYING', 'POST_REJECTED'],
    to: 'DISTRIBUTION_CHANGES_REQUESTED',
    commentSource: { ops: 'OPS_REQUEST_FIX' },
  },
  {
    action: 'mark_paid',
    actors: ['ops', 'system'],
    from: ['DISTRIBUTION_APPROVED', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE'],
    to: 'PAID',
  },
];

function findRule(state: ContentFunnelState, actor: ContentActor, action: ContentAction) {
  return CONTENT_TRANSITIONS.find(
    (rule) => rule.action === action && rule.actors.includes(actor) && rule.from.includes(state),
  );
}

/** Reviewers act only where the workflow's table lets their role decide; others by the table. */
function workflowAllows(workflow: ContentWorkflow, actor: ContentActor, action: ContentAction) {
  if (actor !== 'ops' && actor !== 'brand') return true;
  return isReviewerAction(action) && reviewerDecides(workflow, actor, action);
}

/**
 * Part 2 section 4 funnel (our transition table above, narrowed by the workflow's deciders): the
 * state after `actor` performs `action` on content of `workflow` in `state`. Throws AppError
 * 'forbidden' when the actor may never perform the action (a creator approving) or the workflow
 * leaves the decision to another role (a brand approving internal pre-approval content), and
 * 'conflict' when the action is not allowed from `state`.
 */
export function nextContentState(
  state: ContentFunnelState,
  actor: ContentActor,
  action: ContentAction,
  workflow: ContentWorkflow,
): ContentFunnelState {
  const details = { state, actor, action, workflow };
  if (!CONTENT_TRANSITIONS.some((r) => r.action === action && r.actors.includes(actor))) {
    throw new AppError('forbidden', `A ${actor} may not perform '${action}'.`, details);
  }
  if (!workflowAllows(workflow, actor, action)) {
    const reviewer = actor as 'ops' | 'brand';
    const message = isReviewerAction(action)
      ? notYourDecision(workflow, reviewer, action)
      : `A ${actor} may not perform '${action}'.`;
    throw new AppError('forbidden', message, details);
  }
  const rule = findRule(state, actor, action);
  if (rule) return rule.to;
  throw new AppError('conflict', `'${action}' is not allowed for content in ${state}.`, details);
}

/**
 * Part 2 section 4 (our transition table and the workflow's deciders): the actions `actor` may
 * take on content of `workflow` in `state` — what the console offers.
 */
export function allowedActions(
  state: ContentFunnelState,
  actor: ContentActor,
  workflow: ContentWorkflow,
): ContentAction[] {
  return CONTENT_ACTIONS.filter(
    (action) =>
      findRule(state, actor, action) !== undefined && workflowAllows(workflow, actor, action),
  );
}

/**
 * Part 2 section 3 'Comment sources': the source `actor`'s comments on `action` are stored under,
 * or null when the action carries no comments the creator is shown.
 */
export function commentSourceFor(action: ContentAction, actor: ContentActor): CommentSource | null {
  const rule = CONTENT_TRANSITIONS.find((r) => r.action === action);
  return rule?.commentSource?.[actor] ?? null;
}

/** Whether the action carries comments for the creator (the console asks for one). */
export function carriesComments(action: ContentAction): boolean {
  const rule = CONTENT_TRANSITIONS.find((r) => r.action === action);
  return rule?.commentSource !== undefined;
}

/** How content enters the funnel: an upload for review, or a post (or video) already live. */
export const ENTRY_ACTIONS = ['submit_content', 'submit_post', 'submit_video'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

/**
 * Part 2 sections 2 and 4: the state new content starts in. An upload waits for review
 * (CONTENT_IN_REVIEW); a submitted Instagram post or YouTube video is already live, so its post
 * is verified (DISTRIBUTION_VERIFYING).
 */
export function initialContentState(action: EntryAction): ContentFunnelState {
  return action === 'submit_content' ? 'CONTENT_IN_REVIEW' : 'DISTRIBUTION_VERIFYING';
}

/**
 * The content awaiting `actor` (the console's queue): for each workflow, the states in which the
 * role has an action there. A workflow where the role decides nothing is left out.
 */
export function statesAwaiting(
  actor: ContentActor,
): { workflow: ContentWorkflow; states: ContentFunnelState[] }[] {
  return CONTENT_WORKFLOWS.flatMap((workflow) => {
    const states = CONTENT_FUNNEL_STATES.filter(
      (state) => allowedActions(state, actor, workflow).length > 0,
    );
    return states.length > 0 ? [{ workflow, states }] : [];
  });
}
