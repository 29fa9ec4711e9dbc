import { describe, expect, it } from 'vitest';
import { reviewHistory } from './review-history';

const step = (action: string, to_state: string, at: number) => ({
  action,
  to_state,
  actor_type: 'ops',
  at,
});

describe('reviewHistory (issue 13)', () => {
  it('tells the review in order: submitted, changes requested with the comment, resubmitted, approved, verified, paid', () => {
    const trail = [
      step('submit_content', 'CONTENT_IN_REVIEW', 100),
      step('request_changes', 'CONTENT_CHANGES_REQUESTED', 200),
      step('update_caption', 'CONTENT_CHANGES_IN_REVIEW', 300),
      step('approve_distribute', 'CONTENT_APPROVED_DO_DISTRIBUTE', 400),
      step('post_found', 'DISTRIBUTION_VERIFYING', 500),
      step('verify_distribution', 'DISTRIBUTION_APPROVED', 600),
      step('mark_paid', 'PAID', 700),
    ];
    const comments = [
      { comment_source: 'OPS_REQUEST_FIX' as const, messages: ['Please add @glow.'], at: 201 },
    ];
    expect(reviewHistory(trail, comments)).toEqual([
      { at: 100, label: 'Submitted', comments: [] },
      { at: 200, label: 'Changes requested', comments: ['Please add @glow.'] },
      { at: 300, label: 'Resubmitted with a new caption', comments: [] },
      { at: 400, label: 'Approved', comments: [] },
      { at: 500, label: 'Your post was found', comments: [] },
      { at: 600, label: 'Post verified', comments: [] },
      { at: 700, label: 'Paid', comments: [] },
    ]);
  });

  it('gives each request its own comment, not an earlier or later one', () => {
    const trail = [
      step('request_changes', 'CONTENT_CHANGES_REQUESTED', 1000),
      step('request_changes', 'CONTENT_CHANGES_REQUESTED', 5000),
    ];
    const comments = [
      { comment_source: 'OPS_REQUEST_FIX' as const, messages: ['second'], at: 5000 },
      { comment_source: 'OPS_REQUEST_FIX' as const, messages: ['first'], at: 1000 },
    ];
    expect(reviewHistory(trail, comments).map((e) => e.comments)).toEqual([['first'], ['second']]);
  });

  it('reads a step recorded without a review action by the state it reached', () => {
    expect(reviewHistory([step('demo_seed', 'CONTENT_REJECTED', 1)], [])[0]!.label).toBe(
      'Rejected',
    );
  });
});
