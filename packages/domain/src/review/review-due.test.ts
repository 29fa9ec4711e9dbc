import { describe, expect, it } from 'vitest';
import { isReviewOverdue, reviewDueAt, reviewerDue, waitsOnCreator } from './review-due';

const DAY = 86_400;
const at = (iso: string) => Date.parse(iso) / 1000;
const entered = at('2026-07-01T10:00:00Z');

describe('reviewDueAt (the date the creator is promised, fixed at arrival)', () => {
  it("'Your content will be reviewed ASAP.' (CONTENT_PREAPPROVAL): the next day", () => {
    expect(
      reviewDueAt({ workflow: 'CONTENT_PREAPPROVAL', flightEnd: null, enteredAt: entered }),
    ).toBe(entered + DAY);
  });

  it("brand and legal 'may take up to 10 days': ten days", () => {
    const due = reviewDueAt({
      workflow: 'OPS_AND_BRAND_PREAPPROVAL',
      flightEnd: null,
      enteredAt: entered,
    });
    expect(due).toBe(entered + 10 * DAY);
  });

  it('internal pre-approval: the day before flight end, or ASAP when that day is gone', () => {
    const flightEnd = at('2026-07-10T00:00:00Z');
    const w = 'CONTENT_INTERNAL_PREAPPROVAL';
    expect(reviewDueAt({ workflow: w, flightEnd, enteredAt: entered })).toBe(flightEnd - DAY);
    const late = at('2026-07-09T12:00:00Z');
    expect(reviewDueAt({ workflow: w, flightEnd, enteredAt: late })).toBe(late + DAY);
  });

  it('any other workflow: two days after the later of flight end and arrival', () => {
    const flightEnd = at('2026-07-10T00:00:00Z');
    expect(reviewDueAt({ workflow: 'CONTENT_ONLY', flightEnd, enteredAt: entered })).toBe(
      flightEnd + 2 * DAY,
    );
    const after = at('2026-07-20T00:00:00Z');
    expect(reviewDueAt({ workflow: 'CONTENT_ONLY', flightEnd, enteredAt: after })).toBe(
      after + 2 * DAY,
    );
    expect(reviewDueAt({ workflow: 'CONTENT_ONLY', flightEnd: null, enteredAt: entered })).toBe(
      entered + 2 * DAY,
    );
  });
});

describe('isReviewOverdue', () => {
  it('is not overdue on the review-by day itself, and is the day after', () => {
    const due = at('2026-07-03T10:00:00Z');
    expect(isReviewOverdue(due, new Date('2026-07-03T23:00:00Z'))).toBe(false);
    expect(isReviewOverdue(due, new Date('2026-07-04T00:30:00Z'))).toBe(true);
  });
});

describe('reviewerDue (what the console shows beside content)', () => {
  const input = { workflow: 'CONTENT_PREAPPROVAL', flightEnd: null, enteredAt: entered };
  const weekLater = new Date((entered + 7 * DAY) * 1000);

  it('content in review: its review-by date, overdue once that day has passed', () => {
    expect(reviewerDue({ ...input, state: 'CONTENT_IN_REVIEW' }, weekLater)).toEqual({
      review_by: entered + DAY,
      overdue: true,
    });
  });

  it('changes requested or a post to fix wait on the creator: no date, never overdue', () => {
    for (const state of ['CONTENT_CHANGES_REQUESTED', 'POST_REJECTED']) {
      expect(waitsOnCreator(state, input.workflow)).toBe(true);
      expect(reviewerDue({ ...input, state }, weekLater)).toEqual({
        review_by: null,
        overdue: false,
      });
    }
  });

  it('what only a reviewer moves does not wait on the creator', () => {
    for (const state of [
      'CONTENT_IN_REVIEW',
      'CONTENT_CHANGES_IN_REVIEW',
      'DISTRIBUTION_VERIFYING',
    ]) {
      expect(waitsOnCreator(state, input.workflow)).toBe(false);
    }
  });
});
