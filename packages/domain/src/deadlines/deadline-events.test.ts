import { describe, expect, it } from 'vitest';
import type { UpNextAction } from '../home/up-next';
import { deadlineEvent, keepPostUpEvent } from './deadline-events';

const at = (iso: string) => Date.parse(iso) / 1000;
const NY = 'America/New_York';
const action = (over: Partial<UpNextAction>): UpNextAction => ({
  kind: 'submit_content',
  inviteId: 4,
  mediaId: null,
  dueAt: at('2026-11-02T03:30:00Z'),
  target: null,
  ...over,
});

describe('deadlineEvent', () => {
  it('puts the deadline on its day in the creator’s zone, across the daylight-saving change', () => {
    // 10:30 pm on 11/1 in New York (the night daylight saving ended), 3:30 am on 11/2 in UTC.
    const now = at('2026-10-30T12:00:00Z');
    expect(deadlineEvent(action({}), 'Fall Glow', now, NY)?.day).toEqual({
      year: 2026,
      month: 11,
      day: 1,
    });
    expect(deadlineEvent(action({}), 'Fall Glow', now, 'UTC')?.day).toEqual({
      year: 2026,
      month: 11,
      day: 2,
    });
  });

  it('says what to do for which campaign and links to where it is done', () => {
    const event = deadlineEvent(
      action({ kind: 'fix_caption', mediaId: 31 }),
      'Fall Glow',
      at('2026-10-30T12:00:00Z'),
      NY,
    );
    expect(event).toMatchObject({
      summary: 'Fix the caption: Fall Glow',
      // A deadline is a moment: the event says its time in the creator's zone (issue 31).
      description: 'Fix the caption for Fall Glow by 11/01, 10:30 PM (your time).',
      link: '/creator/content/31',
      state: 'upcoming',
      uid: 'fix_caption-4-31@creator-portal',
    });
    const accept = deadlineEvent(action({ kind: 'accept_invite' }), 'Fall Glow', 0, NY);
    expect(accept?.link).toBe('/creator/onboarding/invite/4/guidelines');
  });

  it('is no event for an action without a date', () => {
    expect(deadlineEvent(action({ kind: 'add_paypal', dueAt: null }), 'x', 0, NY)).toBeNull();
  });
});

describe("keepPostUpEvent: the spec's 14 days a post stays up", () => {
  const post = {
    inviteId: 4,
    mediaId: 31,
    funnelState: 'DISTRIBUTION_APPROVED' as const,
    postedAt: at('2026-11-01T15:00:00Z'),
  };

  it("falls 14 days after the post went up, in the creator's zone", () => {
    const event = keepPostUpEvent(post, 'Fall Glow', at('2026-11-05T12:00:00Z'), NY);
    expect(event).toMatchObject({
      kind: 'keep_post_up',
      day: { year: 2026, month: 11, day: 15 },
      summary: 'Keep your post up: Fall Glow',
      link: '/creator/content/31',
      state: 'upcoming',
    });
  });

  it('is gone once that day has passed, and for content not posted', () => {
    expect(keepPostUpEvent(post, 'x', at('2026-11-17T12:00:00Z'), NY)).toBeNull();
    const unposted = { ...post, funnelState: 'CONTENT_IN_REVIEW' as const };
    expect(keepPostUpEvent(unposted, 'x', at('2026-11-05T12:00:00Z'), NY)).toBeNull();
  });
});
