/**
 * Spec part 2 section 4 'Content funnel states and what the header shows': the twelve states a
 * piece of submitted content moves through, in the order the table lists them. The server stores
 * one of these per content item; the web app picks the header and creator action from it.
 */
export const CONTENT_FUNNEL_STATES = [
  'CONTENT_IN_REVIEW',
  'CONTENT_REJECTED',
  'CONTENT_CHANGES_REQUESTED',
  'CONTENT_CHANGES_IN_REVIEW',
  'DISTRIBUTION_APPROVED',
  'CONTENT_APPROVED_DO_DISTRIBUTE',
  'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
  'DISTRIBUTION_VERIFYING',
  'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
  'POST_REJECTED',
  'DISTRIBUTION_CHANGES_REQUESTED',
  'PAID',
] as const;

export type ContentFunnelState = (typeof CONTENT_FUNNEL_STATES)[number];

/** Spec part 2 section 4: guards a value read from the wire or the database before switching on it. */
export function isContentFunnelState(value: unknown): value is ContentFunnelState {
  return typeof value === 'string' && (CONTENT_FUNNEL_STATES as readonly string[]).includes(value);
}

/**
 * Spec part 2 section 3 'Comment sources': who wrote a review comment. OPS_REJECT and
 * BRAND_CONTENT_APPROVAL explain a rejection; OPS_REQUEST_FIX asks the creator for changes.
 */
export const COMMENT_SOURCES = ['OPS_REJECT', 'BRAND_CONTENT_APPROVAL', 'OPS_REQUEST_FIX'] as const;

export type CommentSource = (typeof COMMENT_SOURCES)[number];

/** Spec part 2 section 3: guards a comment source read from the wire or the database. */
export function isCommentSource(value: unknown): value is CommentSource {
  return typeof value === 'string' && (COMMENT_SOURCES as readonly string[]).includes(value);
}

/**
 * Spec part 2 section 3 'Post status change reason' and section 4 'Caption edit': the reason sent
 * with the new caption when the creator answers a change request.
 */
export const POST_STATE_CHANGE_REASONS = ['CREATOR_UPDATED_CONTENT'] as const;

export type PostStateChangeReason = (typeof POST_STATE_CHANGE_REASONS)[number];
