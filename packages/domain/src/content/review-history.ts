import type { CommentSource } from './funnel';

/** A step of the content's audit trail (content_transitions), `at` in epoch seconds. */
export type TrailStep = { action: string; to_state: string; actor_type: string; at: number };

/** A review comment with the time it was written, epoch seconds. */
export type TimedComment = { comment_source: CommentSource; messages: string[]; at: number };

/** One line of the content screen's review history (issue 13). */
export type HistoryEntry = { at: number; label: string; comments: string[] };

const ACTION_LABELS: Record<string, string> = {
  submit_content: 'Submitted',
  submit_post: 'Submitted',
  request_changes: 'Changes requested',
  update_caption: 'Resubmitted with a new caption',
  approve_distribute: 'Approved',
  approve_do_not_distribute: 'Approved — do not post',
  reject: 'Rejected',
  // Retired by issue 26 (a brand's rejection under another name); kept for trails written before.
  brand_approval_comments: 'Rejected',
  will_post: 'You said you would post it',
  submit_match: 'You selected your post',
  post_found: 'Your post was found',
  post_not_found: 'Your post was not found',
  verify_distribution: 'Post verified',
  reject_post: 'Post rejected',
  request_distribution_changes: 'Post changes requested',
  mark_paid: 'Paid',
};

/** Steps recorded without a review action (demo data, imports) read by the state they reached. */
const STATE_LABELS: Record<string, string> = {
  CONTENT_IN_REVIEW: 'Submitted',
  CONTENT_REJECTED: 'Rejected',
  CONTENT_CHANGES_REQUESTED: 'Changes requested',
  CONTENT_CHANGES_IN_REVIEW: 'Resubmitted with a new caption',
  DISTRIBUTION_APPROVED: 'Post verified',
  CONTENT_APPROVED_DO_DISTRIBUTE: 'Approved',
  CONTENT_APPROVED_DO_NOT_DISTRIBUTE: 'Approved — do not post',
  DISTRIBUTION_VERIFYING: 'Your post was found',
  CREATOR_NEEDS_TO_SUBMIT_A_MATCH: 'Your post was not found',
  POST_REJECTED: 'Post rejected',
  DISTRIBUTION_CHANGES_REQUESTED: 'Post changes requested',
  PAID: 'Paid',
};

/** The comment sources each action writes (domain transitions' commentSource, either role). */
const COMMENTS_OF: Record<string, readonly CommentSource[]> = {
  request_changes: ['OPS_REQUEST_FIX'],
  reject: ['OPS_REJECT', 'BRAND_CONTENT_APPROVAL'],
  brand_approval_comments: ['BRAND_CONTENT_APPROVAL'],
  reject_post: ['OPS_REJECT'],
  request_distribution_changes: ['OPS_REQUEST_FIX'],
};

/** A comment is the step's when written with it: same source, within a few seconds. */
const SAME_MOMENT_SECONDS = 5;

/**
 * The review history the content screen shows (issue 13): submitted, changes requested with the
 * comment, resubmitted, approved, post verified, paid — each with its date, oldest first, from the
 * audit trail that every state change writes.
 */
export function reviewHistory(
  trail: readonly TrailStep[],
  comments: readonly TimedComment[],
): HistoryEntry[] {
  return trail.map((step) => {
    const sources = COMMENTS_OF[step.action] ?? [];
    const own = comments.filter(
      (c) => sources.includes(c.comment_source) && Math.abs(c.at - step.at) <= SAME_MOMENT_SECONDS,
    );
    return {
      at: step.at,
      label: ACTION_LABELS[step.action] ?? STATE_LABELS[step.to_state] ?? 'Updated',
      comments: own.flatMap((c) => c.messages),
    };
  });
}
