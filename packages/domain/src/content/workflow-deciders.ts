import type { ContentWorkflow } from '../campaigns/workflows';

/**
 * Who decides at which step of each of the spec's five content workflows (part 1 section 1, part
 * 2 sections 1 and 4; issue 26, decision 520). The spec names the workflows and shows brand and
 * ops only as comment sources; the review copy says who is reviewing ("being reviewed by Brand &
 * Legal Teams" for OPS_AND_BRAND_PREAPPROVAL). The table below is ours, read by the transition
 * rules (content/transitions.ts) so the console offers, and the server allows, exactly it.
 */

/** The steps of the funnel where a reviewer decides. */
export const FUNNEL_STEPS = ['content_review', 'post_verification', 'payment'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** What a reviewer's action does at its step: let it through, send it back, or end it. */
export type ReviewDecision = 'approve' | 'request_changes' | 'reject';

/** The two reviewing roles (brand admins and brand reviewers are both 'brand' here). */
export type ReviewerRole = 'ops' | 'brand';

/** Each reviewer action: the step it belongs to and the decision it is. */
export const REVIEWER_DECISIONS = {
  approve_distribute: { step: 'content_review', decision: 'approve' },
  approve_do_not_distribute: { step: 'content_review', decision: 'approve' },
  request_changes: { step: 'content_review', decision: 'request_changes' },
  reject: { step: 'content_review', decision: 'reject' },
  verify_distribution: { step: 'post_verification', decision: 'approve' },
  request_distribution_changes: { step: 'post_verification', decision: 'request_changes' },
  reject_post: { step: 'post_verification', decision: 'reject' },
  mark_paid: { step: 'payment', decision: 'approve' },
} as const satisfies Record<string, { step: FunnelStep; decision: ReviewDecision }>;

export type ReviewerAction = keyof typeof REVIEWER_DECISIONS;

export function isReviewerAction(action: string): action is ReviewerAction {
  return Object.hasOwn(REVIEWER_DECISIONS, action);
}

type StepDeciders = Readonly<Record<ReviewDecision, readonly ReviewerRole[]>>;

const OPS_ONLY: StepDeciders = { approve: ['ops'], request_changes: ['ops'], reject: ['ops'] };
const NOBODY: StepDeciders = { approve: [], request_changes: [], reject: [] };

/**
 * The table: for each workflow and step, which roles may approve, ask for changes, or reject.
 * - {product} (PRODUCT): the creator posts first; the provider (ops) reviews and verifies.
 * - CONTENT_PREAPPROVAL: the brand pre-approves content before it is posted; ops may decide for
 *   it (the creator is told 'ASAP': whoever reviews first decides).
 * - CONTENT_INTERNAL_PREAPPROVAL: the provider's internal pre-approval: ops alone; the brand
 *   takes no part.
 * - CONTENT_ONLY: content is bought, never posted: ops review it against the guidelines; there
 *   is no post to verify.
 * - OPS_AND_BRAND_PREAPPROVAL: 'Brand & Legal Teams' approve: only the brand approves; ops
 *   screen it first and may ask for changes or reject.
 * Posts are verified and payouts made by ops in every workflow (the provider pays, P2 §1).
 */
export const WORKFLOW_DECIDERS: Readonly<
  Record<ContentWorkflow, Readonly<Record<FunnelStep, StepDeciders>>>
> = {
  PRODUCT: { content_review: OPS_ONLY, post_verification: OPS_ONLY, payment: OPS_ONLY },
  CONTENT_PREAPPROVAL: {
    content_review: {
      approve: ['brand', 'ops'],
      request_changes: ['brand', 'ops'],
      reject: ['brand', 'ops'],
    },
    post_verification: OPS_ONLY,
    payment: OPS_ONLY,
  },
  CONTENT_INTERNAL_PREAPPROVAL: {
    content_review: OPS_ONLY,
    post_verification: OPS_ONLY,
    payment: OPS_ONLY,
  },
  CONTENT_ONLY: { content_review: OPS_ONLY, post_verification: NOBODY, payment: OPS_ONLY },
  OPS_AND_BRAND_PREAPPROVAL: {
    content_review: {
      approve: ['brand'],
      request_changes: ['brand', 'ops'],
      reject: ['brand', 'ops'],
    },
    post_verification: OPS_ONLY,
    payment: OPS_ONLY,
  },
};

/** Whether content of this workflow is ever posted: CONTENT_ONLY content never is. */
export function workflowPosts(workflow: ContentWorkflow): boolean {
  return workflow !== 'CONTENT_ONLY';
}

/**
 * Whether `role` may take reviewer `action` on content of `workflow` (the table above); approving
 * "to post" is never offered where content is not posted.
 */
export function reviewerDecides(
  workflow: ContentWorkflow,
  role: ReviewerRole,
  action: ReviewerAction,
): boolean {
  if (action === 'approve_distribute' && !workflowPosts(workflow)) return false;
  const { step, decision } = REVIEWER_DECISIONS[action];
  return WORKFLOW_DECIDERS[workflow][step][decision].includes(role);
}

const ROLE_NAMES: Record<ReviewerRole, string> = { ops: 'ops', brand: 'the brand' };
const STEP_NAMES: Record<FunnelStep, string> = {
  content_review: 'content review',
  post_verification: 'post verification',
  payment: 'payment',
};
const WORKFLOW_NAMES: Record<ContentWorkflow, string> = {
  PRODUCT: 'product',
  CONTENT_PREAPPROVAL: 'content pre-approval',
  CONTENT_INTERNAL_PREAPPROVAL: 'internal pre-approval',
  CONTENT_ONLY: 'content-only',
  OPS_AND_BRAND_PREAPPROVAL: 'Brand & Legal pre-approval',
};

/**
 * Why `role` may not take `action` in this workflow, in the reviewer's words (the console shows
 * it on a refused action), naming who does decide.
 */
export function notYourDecision(
  workflow: ContentWorkflow,
  role: ReviewerRole,
  action: ReviewerAction,
): string {
  const name = WORKFLOW_NAMES[workflow];
  if (action === 'approve_distribute' && !workflowPosts(workflow)) {
    return `Content of a ${name} campaign is never posted: approve it without posting.`;
  }
  const { step, decision } = REVIEWER_DECISIONS[action];
  const deciders = WORKFLOW_DECIDERS[workflow][step][decision];
  const who = deciders.map((r) => ROLE_NAMES[r]).join(' or ');
  const verb = { approve: 'approves', request_changes: 'asks for changes', reject: 'rejects' }[
    decision
  ];
  if (deciders.length === 0) return `A ${name} campaign has no ${STEP_NAMES[step]} step.`;
  return `In a ${name} campaign only ${who} ${verb} here, not ${ROLE_NAMES[role]}.`;
}
