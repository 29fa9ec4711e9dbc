import { describe, expect, it } from 'vitest';
import { formatDollars } from '../money/format';
import { cardStatus, type InviteForCardStatus } from './card-status';

const DAY = 86_400;
const NOW = 1_800_000_000;
function invite(overrides: Partial<InviteForCardStatus> = {}): InviteForCardStatus {
  return {
    status: 'APPROVED',
    group: 'active',
    payout_amount: 150,
    is_paid: false,
    invite_sent_at: NOW - 2 * DAY,
    windowStart: NOW - DAY,
    windowEnd: NOW + 9 * DAY,
    flightEnd: NOW + 9 * DAY,
    posts: [],
    ...overrides,
  };
}

describe('cardStatus (issue 13)', () => {
  it('asks a pending invite to be accepted by invite-sent time plus 1 day', () => {
    expect(cardStatus(invite({ status: 'PENDING' }), NOW)).toEqual({
      chip: 'Invited',
      due: { label: 'accept by', at: NOW - DAY },
      tone: 'action',
    });
  });

  it('asks an approved creator to submit by the end of the window', () => {
    expect(cardStatus(invite(), NOW)).toEqual({
      chip: 'Approved',
      due: { label: 'submit by', at: NOW + 9 * DAY },
      tone: 'action',
    });
  });

  it('waits, with the start date, before a window opens', () => {
    const later = invite({ windowStart: NOW + 2 * DAY });
    expect(cardStatus(later, NOW)).toMatchObject({
      tone: 'waiting',
      due: { label: 'submit from' },
    });
  });

  it.each([
    ['CONTENT_IN_REVIEW', 'In review', 'waiting'],
    ['CONTENT_CHANGES_IN_REVIEW', 'In review', 'waiting'],
    ['CONTENT_CHANGES_REQUESTED', 'Changes requested', 'action'],
    ['CONTENT_APPROVED_DO_DISTRIBUTE', 'Content approved', 'action'],
    ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'Select your post', 'action'],
    ['DISTRIBUTION_VERIFYING', 'Verifying your post', 'waiting'],
    ['POST_REJECTED', 'Post changes requested', 'action'],
    ['DISTRIBUTION_APPROVED', 'Approved — payment pending', 'done'],
    ['PAID', 'Paid $150', 'done'],
  ] as const)('reads the latest submission in %s as "%s"', (state, chip, tone) => {
    expect(cardStatus(invite({ posts: ['CONTENT_REJECTED', state] }), NOW)).toMatchObject({
      chip,
      tone,
    });
  });

  it('gives "post by" the flight end for approved content (part 2 section 4)', () => {
    const approved = invite({ posts: ['CONTENT_APPROVED_DO_DISTRIBUTE'], flightEnd: NOW + DAY });
    expect(cardStatus(approved, NOW).due).toEqual({ label: 'post by', at: NOW + DAY });
  });

  it('shows the amount once paid', () => {
    const paid = invite({ posts: ['DISTRIBUTION_APPROVED'], is_paid: true, payout_amount: 49.5 });
    expect(cardStatus(paid, NOW).chip).toBe('Paid $49.50');
  });

  it('asks to submit again after a rejection', () => {
    expect(cardStatus(invite({ posts: ['CONTENT_REJECTED'] }), NOW).chip).toBe(
      'Rejected — submit again',
    );
  });

  it('is quiet for invites that are not current', () => {
    for (const group of ['expired', 'full', 'rejected', 'failed_smart_questions'] as const) {
      expect(cardStatus(invite({ group }), NOW)).toEqual({ chip: null, due: null, tone: 'quiet' });
    }
    expect(cardStatus(invite({ status: 'DENIED' }), NOW).tone).toBe('quiet');
  });
});

describe('formatDollars', () => {
  it('writes money with the currency, cents only when there are some', () => {
    expect(formatDollars(150)).toBe('$150');
    expect(formatDollars(1500)).toBe('$1,500');
    expect(formatDollars(49.5)).toBe('$49.50');
  });
});
