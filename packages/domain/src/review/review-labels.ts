import type { ContentFunnelState } from '../content/funnel';
import type { ContentAction, EntryAction } from '../content/transitions';

/** The funnel states as the review console names them (reviewers' words, not the creator's). */
export const REVIEW_STATE_LABELS: Record<ContentFunnelState, string> = {
  CONTENT_IN_REVIEW: 'In review',
  CONTENT_REJECTED: 'Rejected',
  CONTENT_CHANGES_REQUESTED: 'Changes requested',
  CONTENT_CHANGES_IN_REVIEW: 'Changes in review',
  DISTRIBUTION_APPROVED: 'Post verified',
  CONTENT_APPROVED_DO_DISTRIBUTE: 'Approved to post',
  CONTENT_APPROVED_DO_NOT_DISTRIBUTE: 'Approved, not to post',
  DISTRIBUTION_VERIFYING: 'Post to verify',
  CREATOR_NEEDS_TO_SUBMIT_A_MATCH: 'Waiting for the post',
  POST_REJECTED: 'Post rejected',
  DISTRIBUTION_CHANGES_REQUESTED: 'Post changes requested',
  PAID: 'Paid',
};

/** A reviewer action's button and audit-trail wording (the trail also names how content came in). */
export const REVIEW_ACTION_LABELS: Record<
  ContentAction | EntryAction | 'brand_approval_comments',
  string
> = {
  submit_content: 'Content submitted',
  submit_post: 'Post submitted',
  submit_video: 'Video submitted',
  approve_distribute: 'Approve to post',
  approve_do_not_distribute: 'Approve, do not post',
  reject: 'Reject (final)',
  request_changes: 'Request changes',
  // Retired by issue 26; trails written before still name it.
  brand_approval_comments: 'Rejected with brand comments',
  verify_distribution: 'Verify post',
  reject_post: 'Reject post',
  request_distribution_changes: 'Request post changes',
  mark_paid: 'Mark paid',
  update_caption: 'Caption updated',
  will_post: 'Creator will post',
  submit_match: 'Post selected',
  post_found: 'Post found',
  post_not_found: 'Post not found',
};

export const reviewStateLabel = (state: string) =>
  REVIEW_STATE_LABELS[state as ContentFunnelState] ?? state;
export const reviewActionLabel = (action: string) =>
  REVIEW_ACTION_LABELS[action as keyof typeof REVIEW_ACTION_LABELS] ?? action;

/** Where a review-by date would stand while the content waits on the creator (`reviewerDue`). */
export const WAITING_ON_CREATOR = 'Waiting on the creator';
