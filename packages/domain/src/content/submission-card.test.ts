import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_FUNNEL_STATES, type ContentFunnelState } from './funnel';
import { type SubmissionFlags, submissionCardStatus, submissionFlags } from './submission-card';

const FLIGHT_END = Date.parse('2025-07-04T12:00:00Z') / 1000;
const BEFORE = new Date('2025-06-20T10:00:00Z');
const AFTER = new Date('2025-07-10T10:00:00Z');
// The posting day, before the moment it is due (after it, the date reads missed: decision 542).
const SAME_DAY = new Date('2025-07-04T08:00:00Z');

const NO_FLAGS: SubmissionFlags = {
  postNeedsFix: false,
  approved: false,
  post: false,
  doNotDistribute: false,
  rejected: false,
  needsFix: false,
  pendingReview: false,
};

function card(
  flags: Partial<SubmissionFlags>,
  more: { distribution?: boolean; now?: Date; end?: number | null } = {},
) {
  return submissionCardStatus({
    flags: { ...NO_FLAGS, ...flags },
    flightEndDate: more.end === undefined ? FLIGHT_END : more.end,
    has_campaign_distribution: more.distribution ?? false,
    now: more.now ?? BEFORE,
  });
}

describe('submissionCardStatus', () => {
  it("shows postNeedsFix as warning 'Post Changes Requested'", () => {
    expect(card({ postNeedsFix: true, approved: true, post: true })).toEqual({
      kind: 'warning',
      text: 'Post Changes Requested',
    });
  });

  it("says 'Post Confirmed' for an approved post with a distribution", () => {
    expect(card({ approved: true, post: true }, { distribution: true, now: AFTER })).toEqual({
      kind: 'complete',
      text: 'Post Confirmed',
    });
  });

  it('says the post date was missed once the flight end passed', () => {
    expect(card({ approved: true, post: true }, { now: AFTER })).toEqual({
      kind: 'complete',
      text: 'Post Date 07/04 missed. Post ASAP!',
    });
  });

  it('gives the posting date while it is in the future', () => {
    expect(card({ approved: true, post: true }, { now: BEFORE })).toEqual({
      kind: 'complete',
      text: 'Content Approved, Post Approved Content on 07/04',
    });
  });

  it.each([
    ['on the posting day', SAME_DAY, FLIGHT_END],
    ['without a flight end', BEFORE, null],
  ])("says 'Content Approved' %s", (_label, now, end) => {
    expect(card({ approved: true, post: true }, { now, end })).toEqual({
      kind: 'complete',
      text: 'Content Approved',
    });
  });

  it.each<[Partial<SubmissionFlags>, string, string]>([
    [{ approved: true, doNotDistribute: true }, 'complete', 'Content Approved, Do Not Post'],
    [{ rejected: true }, 'error', 'Content Rejected'],
    [{ needsFix: true }, 'warning', 'Changes Requested'],
    [{ pendingReview: true }, 'incomplete', 'Reviewing...'],
    [{}, 'incomplete', 'Reviewing...'],
    [{ approved: true }, 'incomplete', 'Reviewing...'],
  ])('maps %j to %s %s', (flags, kind, text) => {
    expect(card(flags)).toEqual({ kind, text });
  });

  it('lets postNeedsFix win over every other flag', () => {
    fc.assert(
      fc.property(
        fc.record({
          approved: fc.boolean(),
          post: fc.boolean(),
          doNotDistribute: fc.boolean(),
          rejected: fc.boolean(),
          needsFix: fc.boolean(),
          pendingReview: fc.boolean(),
        }),
        fc.boolean(),
        (flags, distribution) => {
          expect(card({ ...flags, postNeedsFix: true }, { distribution }).text).toBe(
            'Post Changes Requested',
          );
        },
      ),
    );
  });
});

describe('submissionFlags', () => {
  it.each<[ContentFunnelState, keyof SubmissionFlags, string]>([
    ['CONTENT_IN_REVIEW', 'pendingReview', 'Reviewing...'],
    ['CONTENT_CHANGES_IN_REVIEW', 'pendingReview', 'Reviewing...'],
    ['CONTENT_REJECTED', 'rejected', 'Content Rejected'],
    ['CONTENT_CHANGES_REQUESTED', 'needsFix', 'Changes Requested'],
    ['CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 'doNotDistribute', 'Content Approved, Do Not Post'],
    ['POST_REJECTED', 'postNeedsFix', 'Post Changes Requested'],
    ['DISTRIBUTION_CHANGES_REQUESTED', 'postNeedsFix', 'Post Changes Requested'],
    ['CONTENT_APPROVED_DO_DISTRIBUTE', 'post', 'Content Approved, Post Approved Content on 07/04'],
    ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'post', 'Content Approved, Post Approved Content on 07/04'],
  ])('sets %s → %s and the card reads %s', (state, flag, text) => {
    const flags = submissionFlags(state);
    expect(flags[flag]).toBe(true);
    expect(card(flags).text).toBe(text);
  });

  it.each<ContentFunnelState>(['DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED', 'PAID'])(
    'confirms the post of %s when a distribution exists',
    (state) => {
      expect(card(submissionFlags(state, true), { distribution: true }).text).toBe(
        'Post Confirmed',
      );
    },
  );

  it('shows paid content without a distribution as do-not-post, never as a missed post', () => {
    const flags = submissionFlags('PAID', false);
    expect(card(flags, { now: AFTER }).text).toBe('Content Approved, Do Not Post');
  });

  it('marks approved exactly the states after content approval', () => {
    const notApproved = [
      'CONTENT_IN_REVIEW',
      'CONTENT_CHANGES_IN_REVIEW',
      'CONTENT_REJECTED',
      'CONTENT_CHANGES_REQUESTED',
    ];
    for (const state of CONTENT_FUNNEL_STATES) {
      expect(submissionFlags(state).approved).toBe(!notApproved.includes(state));
    }
  });
});
