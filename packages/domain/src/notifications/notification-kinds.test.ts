import { describe, expect, it } from 'vitest';
import { CONTENT_ACTIONS } from '../content/transitions';
import {
  contentNews,
  inviteApprovedNews,
  inviteDeclinedNews,
  inviteReceivedNews,
  payoutNews,
  windowDates,
} from './notification-kinds';

const base = { contentId: 7, mediaId: 70, campaignName: 'Summer Glow', payoutCents: 15_000 };

describe('contentNews', () => {
  it('tells the creator when a reviewer requests changes, linking to the content screen', () => {
    const news = contentNews({ ...base, action: 'request_changes', transitionId: 3 });
    expect(news).toEqual({
      kind: 'changes_requested',
      title: 'Changes requested',
      body: 'The reviewer asked for changes to your content for Summer Glow.',
      link: '/creator/content/70',
      dedupeKey: 'content:7:transition:3',
    });
  });

  it('names the amount when content is paid', () => {
    const news = contentNews({ ...base, action: 'mark_paid', transitionId: 9 });
    expect(news?.kind).toBe('payout_paid');
    expect(news?.body).toBe('$150 for Summer Glow was paid to your PayPal.');
  });

  it("is silent on the creator's own moves and the system's post detection", () => {
    for (const action of ['update_caption', 'will_post', 'submit_match', 'post_found'] as const) {
      expect(contentNews({ ...base, action, transitionId: 1 })).toBeNull();
    }
  });

  it('gives every reviewer decision a distinct key per move, so a repeated decision is news again', () => {
    const keys = CONTENT_ACTIONS.map((action, i) =>
      contentNews({ ...base, action, transitionId: i }),
    )
      .filter((n) => n !== null)
      .map((n) => n.dedupeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('payoutNews', () => {
  it('sends a failed payout to the profile, where the PayPal e-mail is fixed', () => {
    const news = payoutNews({
      state: 'failed',
      payoutId: 4,
      attempt: 0,
      mediaId: 70,
      campaignName: 'Summer Glow',
      amountCents: 4_950,
    });
    expect(news.link).toBe('/creator/dashboard/profile');
    expect(news.body).toBe(
      '$49.50 for Summer Glow could not be paid. Check your PayPal e-mail in your profile.',
    );
  });

  it('tells a blocked payment in its own words, with PayPal’s reason, never "fix your e-mail"', () => {
    const news = payoutNews({
      state: 'blocked',
      payoutId: 4,
      attempt: 1,
      mediaId: 70,
      campaignName: 'Summer Glow',
      amountCents: 4_950,
      reason: 'PayPal restricts payments to this account.',
    });
    expect(news).toMatchObject({
      kind: 'payout_problem',
      title: 'Blocked by PayPal',
      link: '/creator/dashboard/earnings',
      dedupeKey: 'payout:4:1:blocked',
    });
    expect(news.body).toContain('It is not a problem with your e-mail');
    expect(news.body).toContain('(PayPal restricts payments to this account.)');
  });
});

describe('inviteReceivedNews', () => {
  it('opens the invite', () => {
    const news = inviteReceivedNews({ inviteId: 12, campaignName: 'Fall', brandName: 'Acme' });
    expect(news).toMatchObject({
      body: 'Acme invited you to Fall.',
      link: '/creator/onboarding/invite/12',
    });
  });
});

describe('inviteApprovedNews and inviteDeclinedNews', () => {
  const window = { start: new Date('2026-03-03T12:00:00Z'), end: new Date('2026-03-17T12:00:00Z') };

  it('tell a creator who requested to join that the request was decided', () => {
    const yes = inviteApprovedNews({ inviteId: 4, campaignName: 'Summer Glow', window });
    expect(yes.title).toBe('Invite request approved');
    expect(yes.body).toBe(
      "You're in: your request to join Summer Glow was approved. Your posting window: Mar 3 – Mar 17.",
    );
    expect(inviteDeclinedNews({ inviteId: 4, campaignName: 'Summer Glow' }).title).toBe(
      'Invite request declined',
    );
  });

  it('never speak of a request to an invited creator who accepted (decision 596)', () => {
    const via = 'accepted_invite' as const;
    const yes = inviteApprovedNews({ inviteId: 4, campaignName: 'Summer Glow', window, via });
    expect(yes).toMatchObject({
      kind: 'invite_approved',
      title: 'Approved to participate',
      body: "You're in: you are approved to participate in Summer Glow. Your posting window: Mar 3 – Mar 17.",
      dedupeKey: 'invite:4:approved',
    });
    const no = inviteDeclinedNews({ inviteId: 4, campaignName: 'Summer Glow', via });
    expect(no).toMatchObject({
      kind: 'invite_declined',
      title: 'Not selected this time',
      body: 'You were not selected for Summer Glow this time. Keep your profile complete to be matched with new campaigns.',
    });
  });
});

describe('windowDates', () => {
  // Set at midnight in Paris: 23:00 UTC the evening before.
  const window = { start: new Date('2026-03-02T23:00:00Z'), end: new Date('2026-03-16T23:00:00Z') };

  it('reads the days of the creator’s zone, as their cards do', () => {
    expect(windowDates(window, 'Europe/Paris')).toBe('Mar 3 – Mar 17');
    expect(
      inviteApprovedNews({
        inviteId: 4,
        campaignName: 'Summer Glow',
        window,
        timeZone: 'Europe/Paris',
      }).body,
    ).toContain('Your posting window: Mar 3 – Mar 17.');
  });

  it('reads UTC days when the zone is unknown or not a zone', () => {
    expect(windowDates(window)).toBe('Mar 2 – Mar 16');
    expect(windowDates(window, 'Mars/Olympus')).toBe('Mar 2 – Mar 16');
  });
});
