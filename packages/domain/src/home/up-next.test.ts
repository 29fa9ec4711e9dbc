import { describe, expect, it } from 'vitest';
import type { ContentFunnelState } from '../content/funnel';
import { type InviteViewInput, inviteView } from '../invites/invite-view';
import { type UpNextCreator, upNextActions } from './up-next';

const DAY = 86_400;
const NOW = 1_800_000_000;
const window = (start: number | null, end: number | null) => ({
  flight_start: start,
  flight_end: end,
  has_extension: false,
  granted_extension_end_ts: null,
});
const settled: UpNextCreator = {
  profileComplete: true,
  hasPaymentInformation: true,
  needsSocialAccount: false,
};
let nextId = 1;
type TestInvite = Omit<Partial<InviteViewInput>, 'posts' | 'storedGroup'> & {
  group?: InviteViewInput['storedGroup'];
  posts?: { mediaId: number; funnelState: ContentFunnelState }[];
};
function invite(overrides: TestInvite = {}): InviteViewInput {
  const { group, posts, ...rest } = overrides;
  return {
    id: nextId++,
    status: 'APPROVED',
    storedGroup: group ?? 'active',
    requested: false,
    waitlisted: false,
    inviteSentAt: NOW - 5 * DAY,
    acceptBy: null,
    window: window(NOW - 2 * DAY, NOW + 10 * DAY),
    workflow: 'PRODUCT',
    platform: 'instagram_image',
    compensation: 'PAYMENT',
    payoutCents: 5_000,
    expenseCents: 0,
    productName: null,
    isPaid: false,
    campaignFlightEnd: NOW + 10 * DAY,
    posts: (posts ?? []).map((p) => ({ ...p, postedAt: null, payout: null })),
    ...rest,
  };
}
/** The "Up next" of these invites at NOW: each invite's view, then the block's rules. */
const upNext = (invites: InviteViewInput[], creator: UpNextCreator) =>
  upNextActions(
    invites.map((i) => ({ inviteId: i.id, view: inviteView(i, NOW) })),
    creator,
  );
const kinds = (actions: { kind: string }[]) => actions.map((a) => a.kind);

describe('upNextActions', () => {
  it('asks to accept a pending invite by invite-sent time plus 1 day (spec part 1 section 9)', () => {
    const pending = invite({ status: 'PENDING', inviteSentAt: NOW - 3600 });
    expect(upNext([pending], settled)).toEqual([
      {
        kind: 'accept_invite',
        inviteId: pending.id,
        mediaId: null,
        dueAt: NOW - 3600 + DAY,
        target: null,
      },
    ]);
  });

  it('asks an approved creator with nothing submitted to submit by the end of the window', () => {
    const approved = invite();
    const [action] = upNext([approved], settled);
    expect(action).toMatchObject({
      kind: 'submit_content',
      dueAt: NOW + 10 * DAY,
      target: { kind: 'submit-post', inviteId: approved.id },
    });
  });

  it('counts a granted extension as the end of the submission window', () => {
    const extended = invite({
      group: 'extended',
      window: {
        ...window(NOW - 9 * DAY, NOW - DAY),
        has_extension: true,
        granted_extension_end_ts: NOW + 3 * DAY,
      },
    });
    expect(upNext([extended], settled)[0]).toMatchObject({ dueAt: NOW + 3 * DAY });
  });

  it('sends a generic workflow to its upload, YouTube to the video route', () => {
    const generic = invite({ workflow: 'CONTENT_ONLY' });
    const youtube = invite({ platform: 'youtube_video' });
    const targets = upNext([generic, youtube], settled).map((a) => a.target?.kind);
    expect(targets.sort()).toEqual(['generic-content', 'youtube-video']);
  });

  it('asks for nothing while content waits for review, and for a new submission after a rejection', () => {
    const inReview = invite({ posts: [{ mediaId: 7, funnelState: 'CONTENT_IN_REVIEW' }] });
    const rejected = invite({ posts: [{ mediaId: 8, funnelState: 'CONTENT_REJECTED' }] });
    const actions = upNext([inReview, rejected], settled);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ kind: 'submit_content', inviteId: rejected.id });
  });

  it('lists one action per invite, the one its card shows (issue 31)', () => {
    const two = invite({
      posts: [
        { mediaId: 1, funnelState: 'POST_REJECTED' },
        { mediaId: 2, funnelState: 'DISTRIBUTION_CHANGES_REQUESTED' },
      ],
    });
    const actions = upNext([two], settled);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ kind: 'fix_post', mediaId: 1 });
    expect(inviteView(two, NOW).next).toMatchObject({ kind: 'fix_post', mediaId: 1 });
  });

  it('asks for PayPal for money owed on a campaign that already ended', () => {
    const ended = invite({
      window: window(NOW - 20 * DAY, NOW - 5 * DAY),
      campaignFlightEnd: NOW - 5 * DAY,
      posts: [{ mediaId: 9, funnelState: 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE' }],
    });
    expect(kinds(upNext([ended], { ...settled, hasPaymentInformation: false }))).toEqual([
      'add_paypal',
    ]);
  });

  it.each([
    ['CONTENT_CHANGES_REQUESTED', 'fix_caption'],
    ['CONTENT_APPROVED_DO_DISTRIBUTE', 'post_content'],
    ['CREATOR_NEEDS_TO_SUBMIT_A_MATCH', 'select_post'],
    ['DISTRIBUTION_CHANGES_REQUESTED', 'fix_post'],
    ['POST_REJECTED', 'fix_post'],
  ] as const)('turns content in %s into "%s" on its content screen', (funnelState, kind) => {
    const withPost = invite({ posts: [{ mediaId: 42, funnelState }] });
    expect(upNext([withPost], settled)).toEqual([
      expect.objectContaining({ kind, inviteId: withPost.id, mediaId: 42, dueAt: NOW + 10 * DAY }),
    ]);
  });

  it('leaves out invites that are not current (expired, full, rejected, denied)', () => {
    const others = [
      invite({ group: 'expired' }),
      invite({ group: 'full', status: 'PENDING' }),
      invite({ group: 'rejected', status: 'REJECTED' }),
      invite({ status: 'DENIED' }),
      invite({ status: 'ACCEPTED' }),
    ];
    expect(upNext(others, settled)).toEqual([]);
  });

  it('orders by urgency: overdue first, then soonest, then the undated ones', () => {
    const soon = invite({ window: window(NOW - DAY, NOW + 2 * DAY) });
    const later = invite({ window: window(NOW - DAY, NOW + 9 * DAY) });
    const late = invite({ status: 'PENDING', inviteSentAt: NOW - 3 * DAY });
    const creator = {
      profileComplete: false,
      hasPaymentInformation: false,
      needsSocialAccount: true,
    };
    const actions = upNext([later, soon, late], creator);
    expect(actions.map((a) => [a.kind, a.inviteId])).toEqual([
      ['accept_invite', late.id],
      ['submit_content', soon.id],
      ['submit_content', later.id],
      ['add_paypal', null],
      ['finish_profile', null],
      ['connect_account', null],
    ]);
  });

  it('asks for PayPal only when approved work could be paid', () => {
    const noPayPal = { ...settled, hasPaymentInformation: false };
    expect(kinds(upNext([invite({ status: 'PENDING' })], noPayPal))).toEqual(['accept_invite']);
    expect(kinds(upNext([invite()], noPayPal))).toContain('add_paypal');
  });

  it('guides a newcomer with no invites to the profile and a social account', () => {
    const newcomer = {
      profileComplete: false,
      hasPaymentInformation: false,
      needsSocialAccount: true,
    };
    expect(kinds(upNext([], newcomer))).toEqual(['finish_profile', 'connect_account']);
  });

  it('does not ask to submit before a PRODUCT flight starts', () => {
    const notYet = invite({ window: window(NOW + DAY, NOW + 10 * DAY) });
    expect(upNext([notYet], settled)).toEqual([]);
  });
});
