import { describe, expect, it } from 'vitest';
import { CONTENT_WORKFLOWS, type ContentWorkflow } from '../campaigns/workflows';
import { CONTENT_FUNNEL_STATES, type ContentFunnelState } from '../content/funnel';
import { inReviewCentsOf } from '../money/earnings';
import { COMPENSATION_TYPES, type CompensationType } from '../money/payout';
import { PAYOUT_STATE_COPY, PAYOUT_STATES } from '../money/payout-status';
import {
  ACTION_COPY,
  EXTENSION_OFFER_DAYS,
  type InviteStep,
  type InviteViewInput,
  instructionText,
  inviteView,
  payoutCentsOf,
  requestSteps,
} from './invite-view';

const DAY = 86_400;
const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2026-07-01T16:00:00Z'); // noon in New York
const NY = 'America/New_York';

function invite(over: Partial<InviteViewInput> = {}): InviteViewInput {
  return {
    id: 7,
    status: 'APPROVED',
    storedGroup: 'active',
    requested: false,
    waitlisted: false,
    workflow: 'PRODUCT',
    platform: 'instagram_image',
    compensation: 'PRODUCT_AND_PAYMENT',
    payoutCents: 15_000,
    expenseCents: 0,
    productName: 'Glow Serum',
    isPaid: false,
    inviteSentAt: NOW - 3600,
    acceptBy: null,
    window: {
      flight_start: NOW - 2 * DAY,
      flight_end: NOW + 5 * DAY,
      has_extension: false,
      granted_extension_end_ts: null,
    },
    campaignFlightEnd: NOW + 5 * DAY,
    posts: [],
    ...over,
  };
}

const post = (funnelState: ContentFunnelState, mediaId = 40) => ({
  mediaId,
  funnelState,
  postedAt: null,
  payout: null,
});

describe('inviteView: where the invite stands before any content', () => {
  it('an invite reads "Invited" with one action, accepting it by the invite-sent time plus 1 day', () => {
    const view = inviteView(invite({ status: 'PENDING' }), NOW);
    expect(view).toMatchObject({ step: 'invited', chip: 'Invited', tone: 'action', current: true });
    expect(view.next).toEqual({
      kind: 'accept_invite',
      label: 'Accept the invite',
      button: 'Review & accept',
      due: { label: 'Accept by', at: NOW - 3600 + DAY },
      mediaId: null,
      target: { kind: 'invite-guidelines', inviteId: 7 },
    });
    expect(view.due).toEqual(view.next!.due);
  });

  it('an invite from the studio is accepted by the date the brand chose, on every screen (decision 597)', () => {
    const acceptBy = NOW + 3 * DAY;
    const view = inviteView(invite({ status: 'PENDING', acceptBy }), NOW);
    expect(view.next?.due).toEqual({ label: 'Accept by', at: acceptBy });
    expect(view.instructions.map((s) => instructionText(s, NY))[0]).toBe(
      'Accept the Invite by 07/04',
    );
  });

  it('a request the creator sent is not an invite: no accept, no deadline, "Request sent" (issue 31)', () => {
    const view = inviteView(invite({ status: 'PENDING', requested: true }), NOW);
    expect(view).toMatchObject({ step: 'requested', chip: 'Request sent', tone: 'waiting' });
    expect(view.next).toBeNull();
    expect(view.due).toBeNull();
    expect(view.detail).toBe(
      'We are reviewing your invite request and will reach out via email if you are approved to participate.',
    );
  });

  it('a request in the other-dates window is on the waitlist', () => {
    const view = inviteView(invite({ status: 'PENDING', requested: true, waitlisted: true }), NOW);
    expect(view).toMatchObject({ step: 'waitlisted', chip: 'On the waitlist', next: null });
    expect(view.detail).toBe(
      'We are reviewing your request. We will let you know your status ASAP!',
    );
  });

  it('accepted waits for approval', () => {
    const view = inviteView(invite({ status: 'ACCEPTED' }), NOW);
    expect(view).toMatchObject({ step: 'accepted', chip: 'Awaiting approval', next: null });
  });

  it('approved into a later window reads "Submit from" that window’s start, not the campaign’s', () => {
    const window = {
      flight_start: NOW + 10 * DAY,
      flight_end: NOW + 20 * DAY,
      has_extension: false,
      granted_extension_end_ts: null,
    };
    const view = inviteView(invite({ window }), NOW);
    expect(view.step).toBe('window_upcoming');
    expect(view.due).toEqual({ label: 'Submit from', at: NOW + 10 * DAY });
    expect(view.next).toBeNull();
  });

  it.each([
    ['PRODUCT', 'Submit by', { kind: 'submit-post', inviteId: 7 }],
    // Its start has passed: the upload is due at the end (decision 650).
    ['CONTENT_PREAPPROVAL', 'Upload by', { kind: 'generic-content', inviteId: 7 }],
    ['CONTENT_ONLY', 'Submit by', { kind: 'generic-content', inviteId: 7 }],
  ] as const)('approved (%s) submits by the window’s end', (workflow, label, target) => {
    const view = inviteView(invite({ workflow }), NOW);
    expect(view.step).toBe('submit');
    expect(view.next).toMatchObject({
      kind: 'submit_content',
      due: { label, at: NOW + 5 * DAY },
      target,
    });
  });

  it('a granted extension moves the submit-by date to the extension’s end', () => {
    const view = inviteView(
      invite({
        storedGroup: 'extended',
        window: {
          flight_start: NOW - 20 * DAY,
          flight_end: NOW - 2 * DAY,
          has_extension: true,
          granted_extension_end_ts: NOW + 3 * DAY,
        },
      }),
      NOW,
    );
    expect(view.group).toBe('extended');
    expect(view.next?.due).toEqual({ label: 'Submit by', at: NOW + 3 * DAY });
  });

  it('content approved in an extension is posted by the extension’s end, not late at once (decision 681)', () => {
    const view = inviteView(
      invite({
        storedGroup: 'extended',
        workflow: 'CONTENT_PREAPPROVAL',
        window: {
          flight_start: NOW - 20 * DAY,
          flight_end: NOW - 2 * DAY,
          has_extension: true,
          granted_extension_end_ts: NOW + 3 * DAY,
        },
        posts: [post('CONTENT_APPROVED_DO_DISTRIBUTE')],
      }),
      NOW,
    );
    expect(view.step).toBe('post');
    expect(view.next?.due).toEqual({ label: 'Post by', at: NOW + 3 * DAY });
    // The guidelines' 'If approved, post on' names the same day.
    const postOn = view.instructions.find((s) => s.words === 'If approved, post on');
    expect(postOn?.at).toBe(NOW + 3 * DAY);
  });
});

describe('inviteView: each content funnel state, in every workflow and compensation type', () => {
  const expected: Record<ContentFunnelState, { step: InviteStep; action: string | null }> = {
    CONTENT_IN_REVIEW: { step: 'in_review', action: null },
    CONTENT_CHANGES_IN_REVIEW: { step: 'in_review', action: null },
    CONTENT_CHANGES_REQUESTED: { step: 'fix_caption', action: 'fix_caption' },
    CONTENT_REJECTED: { step: 'submit', action: 'submit_content' },
    CONTENT_APPROVED_DO_DISTRIBUTE: { step: 'post', action: 'post_content' },
    CREATOR_NEEDS_TO_SUBMIT_A_MATCH: { step: 'select_post', action: 'select_post' },
    DISTRIBUTION_VERIFYING: { step: 'verifying', action: null },
    POST_REJECTED: { step: 'fix_post', action: 'fix_post' },
    DISTRIBUTION_CHANGES_REQUESTED: { step: 'fix_post', action: 'fix_post' },
    DISTRIBUTION_APPROVED: { step: 'work_approved', action: null },
    CONTENT_APPROVED_DO_NOT_DISTRIBUTE: { step: 'work_approved', action: null },
    PAID: { step: 'paid', action: null },
  };
  const cases = CONTENT_FUNNEL_STATES.flatMap((state) =>
    CONTENT_WORKFLOWS.flatMap((workflow) =>
      COMPENSATION_TYPES.map((compensation) => [state, workflow, compensation] as const),
    ),
  );

  it.each(cases)('%s, %s, %s', (state, workflow, compensation) => {
    const input = invite({ workflow, compensation, posts: [post(state)] });
    const view = inviteView(input, NOW);
    const want = expected[state];
    const pays = compensation !== 'PRODUCT';
    // A paid state of unpaid work reads 'Paid' only when money was paid: unpaid work is approved.
    const step = state === 'PAID' && !pays ? 'work_approved' : want.step;
    expect(view.step).toBe(step);
    expect(view.next?.kind ?? null).toBe(want.action);
    if (want.action) {
      expect(view.next!.label).toBe(ACTION_COPY[view.next!.kind].label);
      // Every action on a submission opens that submission's screen; submitting opens the form.
      if (want.action !== 'submit_content') {
        expect(view.next!.target).toEqual({ kind: 'content', mediaId: 40 });
        expect(view.next!.mediaId).toBe(40);
      }
      // Every action has its due moment, and the status line shows that same moment.
      expect(view.next!.due).not.toBeNull();
      expect(view.due).toEqual(view.next!.due);
    }
    // The content screen's own entry says the same as the invite for its only submission.
    if (state !== 'CONTENT_REJECTED') {
      expect(view.posts[0]!.step).toBe(state === 'PAID' ? 'paid' : want.step);
      expect(view.posts[0]!.action).toEqual(view.next);
    }
    // Money: unpaid campaigns never show an amount; paid ones always say where it stands.
    if (!pays) {
      expect(view.money.state).toBe('unpaid');
      expect(view.money.totalCents).toBe(0);
    } else {
      expect(view.money.totalCents).toBe(15_000);
      const accepted = ['DISTRIBUTION_APPROVED', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE'].includes(
        state,
      );
      const moneyState =
        state === 'PAID'
          ? 'paid'
          : accepted
            ? 'owed'
            : state === 'CONTENT_REJECTED'
              ? 'offered'
              : 'in_review';
      expect(view.money.state).toBe(moneyState);
      expect(view.money.label).not.toBeNull();
    }
    // "What do I have to do?" is always the invite's list, with at most one current item.
    expect(view.instructions[0]!.words).toBe('Accept the Invite by');
    expect(view.instructions.filter((s) => s.state === 'current').length).toBeLessThanOrEqual(1);
  });

  it('changes requested gives the date the fix is due (the window’s end)', () => {
    const view = inviteView(invite({ posts: [post('CONTENT_CHANGES_REQUESTED')] }), NOW);
    expect(view.due).toEqual({ label: 'Fix by', at: NOW + 5 * DAY });
  });

  it('approved content to post keeps its Post action after the posting date, late (issue 31)', () => {
    const window = {
      flight_start: NOW - 20 * DAY,
      flight_end: NOW - 3 * DAY,
      has_extension: false,
      granted_extension_end_ts: null,
    };
    const view = inviteView(
      invite({
        window,
        campaignFlightEnd: NOW - 3 * DAY,
        posts: [post('CONTENT_APPROVED_DO_DISTRIBUTE')],
      }),
      NOW,
    );
    expect(view.current).toBe(true);
    expect(view.next).toMatchObject({
      kind: 'post_content',
      button: 'Post',
      due: { label: 'Post by', at: NOW - 3 * DAY },
    });
  });

  it('several submissions: the one next action is the most urgent, the rest are the content screens’', () => {
    const view = inviteView(
      invite({
        workflow: 'CONTENT_PREAPPROVAL',
        posts: [
          post('CONTENT_IN_REVIEW', 1),
          post('CONTENT_CHANGES_REQUESTED', 2),
          post('POST_REJECTED', 3),
          post('CONTENT_REJECTED', 4),
        ],
      }),
      NOW,
    );
    // Fix by the window's end and fix the post by the flight end: the same moment here; the first wins.
    expect(view.next?.kind).toBe('fix_caption');
    expect(view.posts.map((p) => p.step)).toEqual([
      'in_review',
      'fix_caption',
      'fix_post',
      'rejected',
    ]);
    expect(view.posts.filter((p) => p.action).map((p) => p.action!.kind)).toEqual([
      'fix_caption',
      'fix_post',
    ]);
  });

  it('rejected content and a closed window: rejected, nothing to do', () => {
    const window = {
      flight_start: NOW - 20 * DAY,
      flight_end: NOW - 1,
      has_extension: false,
      granted_extension_end_ts: null,
    };
    const view = inviteView(invite({ window, posts: [post('CONTENT_REJECTED')] }), NOW);
    expect(view).toMatchObject({ step: 'rejected', chip: 'Content rejected', next: null });
    expect(view.money.state).toBe('forgone');
  });
});

describe('inviteView: invites that ended', () => {
  it.each([
    [{ storedGroup: 'full' }, 'full', 'Campaign full'],
    [{ storedGroup: 'failed_smart_questions', status: 'PENDING' }, 'not_a_match', 'Not a match'],
    [{ status: 'DENIED' }, 'declined', 'Declined'],
    [{ status: 'REJECTED', storedGroup: 'rejected' }, 'not_selected', 'No spot'],
  ] as const)('%o → %s ("%s"), no action, no money', (over, step, chip) => {
    const view = inviteView(invite(over as Partial<InviteViewInput>), NOW);
    expect(view).toMatchObject({ step, chip, next: null, current: false, tone: 'quiet' });
    expect(view.money.state).toBe('forgone');
    expect(view.money.label).toBeNull();
  });

  const ended = (daysAgo: number) => ({
    flight_start: NOW - 30 * DAY,
    flight_end: NOW - daysAgo * DAY,
    has_extension: false,
    granted_extension_end_ts: null,
  });

  it('a window missed lately offers the extension survey to a creator who had accepted', () => {
    const view = inviteView(invite({ window: ended(2) }), NOW);
    expect(view).toMatchObject({ step: 'missed', group: 'expired', extensionOffered: true });
  });

  it.each([
    ['long ago', { window: ended(EXTENSION_OFFER_DAYS + 1) }],
    ['never accepted', { status: 'PENDING' as const, window: ended(2) }],
    [
      'after an extension',
      {
        window: {
          ...ended(20),
          has_extension: true,
          granted_extension_end_ts: NOW - 2 * DAY,
        },
      },
    ],
  ])('a window missed %s offers no extension (issue 31)', (_, over) => {
    const view = inviteView(invite(over), NOW);
    expect(view.step).toBe('missed');
    expect(view.extensionOffered).toBe(false);
  });

  it('accepted work in a campaign that ended is completed: off the current list', () => {
    const view = inviteView(
      invite({
        window: ended(3),
        campaignFlightEnd: NOW - 3 * DAY,
        posts: [{ ...post('PAID'), payout: { state: 'paid', amountCents: 15_000 } }],
      }),
      NOW,
    );
    expect(view).toMatchObject({ step: 'paid', completed: true, current: false, next: null });
    expect(view.money.label).toBe('Paid $150');
  });
});

describe('inviteView: the money, one amount everywhere', () => {
  it.each([
    ['PRODUCT_AND_PAYMENT', 8_500, 0, 8_500, '$85 payout'],
    ['PAYMENT', 6_000, 0, 6_000, '$60 payout'],
    // The creator buys the product and is reimbursed: the total is what they get.
    ['PAYMENT_CREATOR_BUYS_PRODUCT', 3_500, 1_500, 5_000, '$50 payout'],
    ['PRODUCT', 0, 0, 0, 'Free product'],
    // An unpaid campaign never pays, whatever amount was typed on the invite.
    ['PRODUCT', 2_000, 0, 0, 'Free product'],
  ] as const)(
    '%s, content %i + expense %i → total %i, "%s"',
    (compensation, pay, expense, total, label) => {
      const view = inviteView(
        invite({ status: 'PENDING', compensation, payoutCents: pay, expenseCents: expense }),
        NOW,
      );
      expect(view.money.totalCents).toBe(total);
      expect(view.money.label).toBe(label);
      expect(payoutCentsOf({ compensation, payoutCents: pay, expenseCents: expense })).toBe(total);
      // The guidelines' "Total payout" is the same total the card shows (issue 31: $85 vs $110).
      const totalLine = view.money.lines.find((l) => l.startsWith('Total payout'));
      expect(totalLine ?? null).toBe(total > 0 ? `Total payout: $${total / 100}` : null);
    },
  );

  it('a payment-only campaign lists no product (issue 31)', () => {
    const view = inviteView(invite({ compensation: 'PAYMENT', payoutCents: 6_000 }), NOW);
    expect(view.money.lines).toEqual(['Content Payment: $60', 'Total payout: $60']);
  });

  it.each(PAYOUT_STATES)('a payout %s reads as the earnings row says it', (state) => {
    const view = inviteView(
      invite({
        posts: [
          { ...post('CONTENT_APPROVED_DO_NOT_DISTRIBUTE'), payout: { state, amountCents: 15_000 } },
        ],
      }),
      NOW,
    );
    expect(view.money.amountCents).toBe(15_000);
    if (state === 'paid') {
      expect(view.money.label).toBe('Paid $150');
      expect(view.step).toBe('paid');
    } else {
      expect(view.money.label).toBe(`$150 · ${PAYOUT_STATE_COPY[state].label}`);
      expect(view.money.help).toBe(PAYOUT_STATE_COPY[state].help);
    }
  });
});

describe('inviteView: money waiting for the post (decision 680)', () => {
  // Spec part 2 section 4, CONTENT_APPROVED_DO_DISTRIBUTE: 'Only approved content will be accepted
  // and paid.' Approving content to post records its payout, but it is paid once the post is.
  const approvedToPost = (state: ContentFunnelState) =>
    invite({
      compensation: 'PAYMENT',
      payoutCents: 15_000,
      posts: [{ ...post(state), payout: { state: 'owed', amountCents: 15_000 } }],
    });

  it.each(['CONTENT_APPROVED_DO_DISTRIBUTE', 'DISTRIBUTION_VERIFYING', 'POST_REJECTED'] as const)(
    'content %s: the fee is in review, not "Payment being prepared"',
    (state) => {
      const view = inviteView(approvedToPost(state), NOW);
      expect(view.money.state).toBe('in_review');
      expect(view.money.label).toBe('$150 payout');
      expect(inReviewCentsOf([view])).toBe(15_000);
    },
  );

  it('once the post is verified the same payout is owed, and being prepared', () => {
    const view = inviteView(approvedToPost('DISTRIBUTION_APPROVED'), NOW);
    expect(view.money.state).toBe('owed');
    expect(view.money.label).toBe('$150 · Payment being prepared');
    expect(inReviewCentsOf([view])).toBe(0);
  });

  it('a payout already with PayPal is told as it stands, whatever the content says', () => {
    const view = inviteView(
      invite({
        compensation: 'PAYMENT',
        payoutCents: 15_000,
        posts: [
          {
            ...post('CONTENT_APPROVED_DO_DISTRIBUTE'),
            payout: { state: 'sent', amountCents: 15_000 },
          },
        ],
      }),
      NOW,
    );
    expect(view.money.label).toBe('$150 · Sent to PayPal');
  });
});

describe('"What do I have to do?" for the invite', () => {
  const text = (input: InviteViewInput) =>
    inviteView(input, NOW).instructions.map((s) => [instructionText(s, NY), s.state]);

  it('an invited creator is asked to accept, not to request (issue 31)', () => {
    expect(text(invite({ status: 'PENDING' }))).toEqual([
      ['Accept the Invite by 07/02', 'current'],
      ['Wait for Open Spot', 'todo'],
      ['Submit Content by 07/06', 'todo'],
      ['Get Paid', 'todo'],
    ]);
  });

  it('a requested invite keeps the spec’s request wording; pre-approval has its own steps', () => {
    expect(
      text(invite({ status: 'PENDING', requested: true, workflow: 'CONTENT_PREAPPROVAL' })),
    ).toEqual([
      ['View the Guidelines and Request Invite', 'done'],
      ['Wait for Open Spot', 'current'],
      // The window's start has passed: the upload is due at its end (decision 650).
      ['Upload Content by 07/06', 'todo'],
      ['Wait for Approval', 'todo'],
      ['If approved, post on 07/06', 'todo'],
      ['Get Paid', 'todo'],
    ]);
  });

  it('marks the steps behind an approved creator done, and leaves out Get Paid when unpaid', () => {
    expect(text(invite({ compensation: 'PRODUCT', posts: [post('CONTENT_IN_REVIEW')] }))).toEqual([
      ['Accept the Invite by 07/02', 'done'],
      ['Wait for Open Spot', 'done'],
      ['Submit Content by 07/06', 'done'],
    ]);
    expect(text(invite({ posts: [post('CONTENT_IN_REVIEW')] })).at(-1)).toEqual([
      'Get Paid',
      'current',
    ]);
  });
});

describe('"What do I have to do?" for a campaign the creator may request', () => {
  const campaign = {
    campaign_content_workflow: 'CONTENT_ONLY' as ContentWorkflow,
    influencer_compensation_type: 'PAYMENT' as CompensationType,
    flight_start: at('2026-07-10T16:00:00Z'),
    flight_end: at('2026-07-20T16:00:00Z'),
  };
  const text = (c: typeof campaign) =>
    requestSteps(c, NOW).map((s) => [instructionText(s, NY), s.state]);

  it('starts with the spec’s request wording, dated by the campaign’s own window, none done', () => {
    expect(text(campaign)).toEqual([
      ['View the Guidelines and Request Invite', 'todo'],
      ['Wait for Open Spot', 'todo'],
      ['Submit Content by 07/20', 'todo'],
      ['Get Paid', 'todo'],
    ]);
  });

  it('asks for an upload first in a pre-approval workflow, and leaves out Get Paid when unpaid', () => {
    expect(
      text({
        ...campaign,
        campaign_content_workflow: 'CONTENT_PREAPPROVAL',
        influencer_compensation_type: 'PRODUCT',
      }).map(([words]) => words),
    ).toEqual([
      'View the Guidelines and Request Invite',
      'Wait for Open Spot',
      'Upload Content by 07/10',
      'Wait for Approval',
      'If approved, post on 07/20',
    ]);
  });
});

describe('one upload date for a pre-approval invite, on the card and in the guidelines (decision 650)', () => {
  const approved = (workflow: ContentWorkflow, window: InviteViewInput['window']) =>
    inviteView(invite({ workflow, window }), NOW);
  const lines = (view: ReturnType<typeof inviteView>) =>
    view.instructions.map((s) => instructionText(s, NY));
  const PREAPPROVAL = [
    'CONTENT_PREAPPROVAL',
    'CONTENT_INTERNAL_PREAPPROVAL',
    'OPS_AND_BRAND_PREAPPROVAL',
  ] as const;

  it.each(PREAPPROVAL)('%s before the start: upload by the start, post on the end', (workflow) => {
    const start = at('2026-07-04T16:00:00Z');
    const end = at('2026-07-11T16:00:00Z');
    const view = approved(workflow, {
      flight_start: start,
      flight_end: end,
      has_extension: false,
      granted_extension_end_ts: null,
    });
    expect(view.step).toBe('submit');
    expect(view.due).toEqual({ label: 'Upload by', at: start });
    expect(view.next?.due).toEqual({ label: 'Upload by', at: start });
    expect(lines(view).slice(2, 5)).toEqual([
      'Upload Content by 07/04',
      'Wait for Approval',
      'If approved, post on 07/11',
    ]);
  });

  it.each(PREAPPROVAL)(
    '%s once the start has passed: the upload is due at the end, on both screens',
    (workflow) => {
      const end = at('2026-07-06T16:00:00Z');
      const view = approved(workflow, {
        flight_start: at('2026-06-29T16:00:00Z'),
        flight_end: end,
        has_extension: false,
        granted_extension_end_ts: null,
      });
      expect(view.step).toBe('submit');
      expect(view.next?.due).toEqual({ label: 'Upload by', at: end });
      expect(lines(view).slice(2, 5)).toEqual([
        'Upload Content by 07/06',
        'Wait for Approval',
        'If approved, post on 07/06',
      ]);
    },
  );

  it('on the start itself the upload is still due at the start', () => {
    const view = approved('CONTENT_PREAPPROVAL', {
      flight_start: NOW,
      flight_end: NOW + 7 * DAY,
      has_extension: false,
      granted_extension_end_ts: null,
    });
    expect(view.next?.due).toEqual({ label: 'Upload by', at: NOW });
    expect(lines(view)[2]).toBe('Upload Content by 07/01');
  });

  it('with a granted extension the upload is due at the extension’s end', () => {
    const extensionEnd = at('2026-07-05T16:00:00Z');
    const view = approved('CONTENT_PREAPPROVAL', {
      flight_start: NOW - 20 * DAY,
      flight_end: NOW - 2 * DAY,
      has_extension: true,
      granted_extension_end_ts: extensionEnd,
    });
    expect(view).toMatchObject({ step: 'submit', group: 'extended' });
    expect(view.next?.due).toEqual({ label: 'Upload by', at: extensionEnd });
    expect(lines(view)[2]).toBe('Upload Content by 07/05');
  });

  it.each(['PRODUCT', 'CONTENT_ONLY'] as const)(
    '%s is unchanged: "Submit Content by" the end, the card\'s "Submit by" the same',
    (workflow) => {
      const end = at('2026-07-11T16:00:00Z');
      const view = approved(workflow, {
        flight_start: NOW - DAY,
        flight_end: end,
        has_extension: false,
        granted_extension_end_ts: null,
      });
      expect(view.next?.due).toEqual({ label: 'Submit by', at: end });
      expect(lines(view)[2]).toBe('Submit Content by 07/11');
    },
  );

  it('content only uploads before the start too, due at the end', () => {
    const end = at('2026-07-11T16:00:00Z');
    const view = approved('CONTENT_ONLY', {
      flight_start: at('2026-07-04T16:00:00Z'),
      flight_end: end,
      has_extension: false,
      granted_extension_end_ts: null,
    });
    expect(view.next?.due).toEqual({ label: 'Submit by', at: end });
    expect(lines(view)[2]).toBe('Submit Content by 07/11');
  });

  it('a campaign to request says the same rule as of now', () => {
    const campaign = {
      campaign_content_workflow: 'CONTENT_PREAPPROVAL' as ContentWorkflow,
      influencer_compensation_type: 'PAYMENT' as CompensationType,
      flight_start: at('2026-07-10T16:00:00Z'),
      flight_end: at('2026-07-20T16:00:00Z'),
    };
    const upload = (now: number) =>
      requestSteps(campaign, now).map((s) => instructionText(s, NY))[2];
    expect(upload(NOW)).toBe('Upload Content by 07/10');
    expect(upload(at('2026-07-12T16:00:00Z'))).toBe('Upload Content by 07/20');
  });
});

describe('inviteView for every combination of status, group and workflow', () => {
  const statuses = ['PENDING', 'ACCEPTED', 'APPROVED', 'DENIED', 'REJECTED'] as const;
  const groups = [
    'active',
    'extended',
    'full',
    'rejected',
    'failed_smart_questions',
    'expired',
  ] as const;
  it('never offers an action on an invite that is not current, and always has words', () => {
    for (const status of statuses)
      for (const storedGroup of groups)
        for (const workflow of CONTENT_WORKFLOWS as readonly ContentWorkflow[])
          for (const compensation of COMPENSATION_TYPES as readonly CompensationType[]) {
            const view = inviteView(invite({ status, storedGroup, workflow, compensation }), NOW);
            if (!view.current) expect(view.next).toBeNull();
            expect(view.chip.length).toBeGreaterThan(0);
            if (view.next) expect(view.due).toEqual(view.next.due);
          }
  });
});
