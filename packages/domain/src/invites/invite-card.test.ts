import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inviteCard,
  inviteCardKind,
  nextActionButton,
  upcomingCampaignCard,
  upcomingCampaignFacts,
} from './invite-card';
import { INVITE_GROUPS } from './invite-groups';
import { INVITE_STATUSES } from './invite-status';

const guidelines = { kind: 'invite-guidelines', inviteId: 5 };

describe('inviteCardKind', () => {
  it.each([
    ['PENDING', 'pending'],
    ['ACCEPTED', 'accepted'],
    ['APPROVED', 'approved'],
    ['DENIED', 'denied'],
    ['REJECTED', 'rejected'],
  ] as const)('follows the status %s in the active groups', (status, kind) => {
    expect(inviteCardKind({ status, group: 'active' })).toBe(kind);
    expect(inviteCardKind({ status, group: 'extended' })).toBe(kind);
  });

  it.each([
    ['full', 'full'],
    ['failed_smart_questions', 'failed-questions'],
    ['expired', 'expired'],
    ['rejected', 'rejected'],
  ] as const)('follows the %s group whatever the status', (group, kind) => {
    for (const status of INVITE_STATUSES) expect(inviteCardKind({ status, group })).toBe(kind);
  });
});

describe('inviteCard', () => {
  it("pending: 'View Guidelines To Accept' records a view and opens the guidelines", () => {
    expect(inviteCard({ id: 5, status: 'PENDING', group: 'active' })).toEqual({
      kind: 'pending',
      notices: [],
      actions: [
        { label: 'View Guidelines To Accept', target: guidelines, recordsGuidelinesView: true },
      ],
      showsSubmitButton: false,
    });
  });

  it("accepted: Campaign Details and What's Next?", () => {
    const card = inviteCard({ id: 5, status: 'ACCEPTED', group: 'active' });
    expect(card.actions.map((a) => [a.label, a.target])).toEqual([
      ['Campaign Details', guidelines],
      ["What's Next?", { kind: 'invite-whats-next', inviteId: 5 }],
    ]);
    expect(card.showsSubmitButton).toBe(false);
  });

  it('approved: Campaign Details plus the submit button', () => {
    const card = inviteCard({ id: 5, status: 'APPROVED', group: 'extended' });
    expect(card.actions.map((a) => a.label)).toEqual(['Campaign Details']);
    expect(card.showsSubmitButton).toBe(true);
  });

  it.each([
    ['DENIED', 'active', ['You Denied this Campaign']],
    ['REJECTED', 'rejected', []],
    ['ACCEPTED', 'full', ['This campaign is full']],
    ['ACCEPTED', 'failed_smart_questions', ['Not a campaign match']],
  ] as const)('%s in %s shows %j and no button', (status, group, notices) => {
    const card = inviteCard({ id: 5, status, group });
    expect(card.notices).toEqual(notices);
    expect(card.actions).toEqual([]);
    expect(card.showsSubmitButton).toBe(false);
  });

  it('full: View Guidelines opens the full campaign guidelines when the campaign is known', () => {
    const card = inviteCard({ id: 5, status: 'PENDING', group: 'full', campaignId: 9 });
    expect(card.actions).toEqual([
      {
        label: 'View Guidelines',
        target: { kind: 'full-guidelines', campaignId: 9 },
        recordsGuidelinesView: false,
      },
    ]);
  });

  it('expired: missed window, extension notice and WHAT NOW?', () => {
    const card = inviteCard({ id: 5, status: 'APPROVED', group: 'expired' });
    expect(card.notices).toEqual([
      'You Missed The Submission Window',
      'You may be eligible for an extension',
    ]);
    expect(card.actions).toEqual([
      { label: 'WHAT NOW?', target: guidelines, recordsGuidelinesView: false },
    ]);
    expect(card.showsSubmitButton).toBe(false);
  });

  it('expired with the view: the extension is offered only when the view offers it (issue 31)', () => {
    const old = inviteCard({
      id: 5,
      status: 'APPROVED',
      group: 'expired',
      view: { extensionOffered: false, next: null },
    });
    expect(old.notices).toEqual(['You Missed The Submission Window']);
    expect(old.actions).toEqual([]);
    const recent = inviteCard({
      id: 5,
      status: 'APPROVED',
      group: 'expired',
      view: { extensionOffered: true, next: null },
    });
    expect(recent.notices).toContain('You may be eligible for an extension');
  });

  it('a request the creator sent offers its details, not an accept (issue 31)', () => {
    for (const step of ['requested', 'waitlisted']) {
      const card = inviteCard({
        id: 5,
        status: 'PENDING',
        group: 'active',
        view: { extensionOffered: false, next: null, step },
      });
      expect(card.actions.map((a) => a.label)).toEqual(['Campaign Details']);
    }
  });

  it('offers the view’s next action on a submission as the card’s button, once', () => {
    const post = {
      kind: 'post_content' as const,
      label: 'Post your approved content',
      button: 'Post',
      due: { label: 'Post by' as const, at: 1 },
      mediaId: 57,
      target: { kind: 'content' as const, mediaId: 57 },
    };
    expect(nextActionButton(post, false)).toEqual({
      label: 'Post',
      target: { kind: 'content', mediaId: 57 },
      recordsGuidelinesView: false,
    });
    const submit = {
      ...post,
      kind: 'submit_content' as const,
      button: 'Submit',
      mediaId: null,
      target: { kind: 'submit-post' as const, inviteId: 3 },
    };
    expect(nextActionButton(submit, true)).toBeNull();
    expect(nextActionButton(null, false)).toBeNull();
  });

  it('shows the submit button only on approved cards', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVITE_STATUSES),
        fc.constantFrom(...INVITE_GROUPS),
        (status, group) => {
          const card = inviteCard({ id: 1, status, group });
          expect(card.showsSubmitButton).toBe(card.kind === 'approved');
        },
      ),
    );
  });
});

describe('upcomingCampaignCard', () => {
  it('offers REVIEW GUIDELINES TO REQUEST INVITE to the opt-in route', () => {
    expect(upcomingCampaignCard({ id: 42 }).actions).toEqual([
      {
        label: 'REVIEW GUIDELINES TO REQUEST INVITE',
        target: { kind: 'opt-in-guidelines', campaignId: 42 },
        recordsGuidelinesView: false,
      },
    ]);
  });
});

describe('upcomingCampaignFacts (issue 31: what helps decide whether to request)', () => {
  it('says what it pays and when it posts', () => {
    expect(
      upcomingCampaignFacts({
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        flight_start: 100,
        flight_end: 200,
      }),
    ).toEqual({ compensation: 'Paid, plus a free product', window: { start: 100, end: 200 } });
    expect(
      upcomingCampaignFacts({
        influencer_compensation_type: 'PRODUCT',
        flight_start: null,
        flight_end: 5,
      }),
    ).toEqual({ compensation: 'Free product', window: null });
  });
});
