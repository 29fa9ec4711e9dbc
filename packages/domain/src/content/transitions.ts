import { AppError } from '../errors/app-error';
import type { CommentSource, ContentFunnelState } from './funnel';

/** Who acts on content: the creator, an ops (provider) user, a brand user, or the platform itself. */
export type ContentActor = 'creator' | 'ops' | 'brand' | 'system';

/**
 * Part 2 section 4 funnel and issue 8 reviewer actions: every move on content. Reviewer actions
 * (ops, brand), creator actions (update_caption, will_post, submit_match) and system events
 * (post_found, post_not_found; mark_paid by the payout provider).
 */
export const CONTENT_ACTIONS = [
  'approve_distribute',
  'approve_do_not_distribute',
  'reject',
  'request_changes',
  'brand_approval_comments',
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
  /** The source under which the action's comments are stored and later shown to the creator. */
  commentSource?: CommentSource;
}

const REVIEWABLE = ['CONTENT_IN_REVIEW', 'CONTENT_CHANGES_IN_REVIEW'] as const;
const REVIEWERS = ['ops', 'brand'] as const;

/**
 * The content transition table. The spec (part 2 sections 1, 4) names the states and who writes
 * comments but not the moves; this table is our design, explained in docs/domain-content.md:
 * ops and brand review content; only ops (the provider) judges posts and pays; the creator
 * answers change requests and posts; the system stands in for post detection and payouts.
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
    actors: ['ops'],
    from: [...REVIEWABLE, 'CONTENT_CHANGES_REQUESTED'],
    to: 'CONTENT_REJECTED',
    commentSource: 'OPS_REJECT',
  },
  {
    action: 'brand_approval_comments',
    actors: REVIEWERS,
    from: REVIEWABLE,
    to: 'CONTENT_REJECTED',
    commentSource: 'BRAND_CONTENT_APPROVAL',
  },
  {
    action: 'request_changes',
    actors: ['ops'],
    from: REVIEWABLE,
    to: 'CONTENT_CHANGES_REQUESTED',
    commentSource: 'OPS_REQUEST_FIX',
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
    commentSource: 'OPS_REJECT',
  },
  {
    action: 'request_distribution_changes',
    actors: ['ops'],
    from: ['DISTRIBUTION_VERIFYING', 'POST_REJECTED'],
    to: 'DISTRIBUTION_CHANGES_REQUESTED',
    commentSource: 'OPS_REQUEST_FIX',
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

/**
 * Part 2 section 4 funnel (our transition table above): the state after `actor` performs
 * `action` on content in `state`. Throws AppError 'forbidden' when the actor may never perform
 * the action (a creator approving), and 'conflict' when the action is not allowed from `state`.
 */
export function nextContentState(
  state: ContentFunnelState,
  actor: ContentActor,
  action: ContentAction,
): ContentFunnelState {
  const rule = findRule(state, actor, action);
  if (rule) return rule.to;
  const details = { state, actor, action };
  if (!CONTENT_TRANSITIONS.some((r) => r.action === action && r.actors.includes(actor))) {
    throw new AppError('forbidden', `A ${actor} may not perform '${action}'.`, details);
  }
  throw new AppError('conflict', `'${action}' is not allowed for content in ${state}.`, details);
}

/** Part 2 section 4 (our transition table): the actions `actor` may take on content in `state`. */
export function allowedActions(state: ContentFunnelState, actor: ContentActor): ContentAction[] {
  return CONTENT_ACTIONS.filter((action) => findRule(state, actor, action) !== undefined);
}

/**
 * Part 2 section 3 'Comment sources': the source an action's comments are stored under, or null
 * when the action carries no comments the creator is shown.
 */
export function commentSourceFor(action: ContentAction): CommentSource | null {
  return CONTENT_TRANSITIONS.find((rule) => rule.action === action)?.commentSource ?? null;
}
