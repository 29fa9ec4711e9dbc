import { describe, expect, it } from 'vitest';
import {
  COMMENT_SOURCES,
  CONTENT_FUNNEL_STATES,
  isCommentSource,
  isContentFunnelState,
  POST_STATE_CHANGE_REASONS,
} from './funnel';

describe('CONTENT_FUNNEL_STATES', () => {
  it('lists the twelve states of the part 2 section 4 table', () => {
    expect([...CONTENT_FUNNEL_STATES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });
});

describe('isContentFunnelState', () => {
  it.each(CONTENT_FUNNEL_STATES)('accepts %s', (state) => {
    expect(isContentFunnelState(state)).toBe(true);
  });

  it.each([['content_in_review'], ['APPROVED'], [''], [null], [undefined], [3]])(
    'refuses %s',
    (value) => {
      expect(isContentFunnelState(value)).toBe(false);
    },
  );
});

describe('COMMENT_SOURCES', () => {
  it('holds the three sources of part 2 section 3', () => {
    expect([...COMMENT_SOURCES].sort()).toEqual(
      ['BRAND_CONTENT_APPROVAL', 'OPS_REJECT', 'OPS_REQUEST_FIX'].sort(),
    );
  });

  it('recognises only those sources', () => {
    expect(isCommentSource('OPS_REJECT')).toBe(true);
    expect(isCommentSource('OPS_APPROVE')).toBe(false);
    expect(isCommentSource(undefined)).toBe(false);
  });
});

describe('POST_STATE_CHANGE_REASONS', () => {
  it('has CREATOR_UPDATED_CONTENT for caption edits', () => {
    expect(POST_STATE_CHANGE_REASONS).toEqual(['CREATOR_UPDATED_CONTENT']);
  });
});
