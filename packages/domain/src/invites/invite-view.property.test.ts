import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PLATFORMS, CONTENT_WORKFLOWS } from '../campaigns/workflows';
import { CONTENT_FUNNEL_STATES } from '../content/funnel';
import { deadlineEvent, deadlineLink } from '../deadlines/deadline-events';
import { creatorDate, describeDue } from '../deadlines/due-dates';
import { reminderCopy, reminderFor } from '../deadlines/reminders';
import { upNextActions } from '../home/up-next';
import { earningsTotals, inReviewCentsOf } from '../money/earnings';
import { formatDollars } from '../money/format';
import { payoutAwaitsWork } from '../money/payable';
import { COMPENSATION_TYPES } from '../money/payout';
import { PAYOUT_STATE_COPY, PAYOUT_STATES } from '../money/payout-status';
import { INVITE_GROUPS } from './invite-groups';
import { ACCEPTED_CONTENT } from './invite-state';
import { INVITE_STATUSES } from './invite-status';
import { type InviteViewInput, instructionText, inviteListView, inviteView } from './invite-view';

const DAY = 86_400;
const NOW = 1_800_000_000;
const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland'] as const;

const moment = fc.integer({ min: NOW - 40 * DAY, max: NOW + 40 * DAY });
const payout = fc.option(
  fc.record({
    state: fc.constantFrom(...PAYOUT_STATES),
    amountCents: fc.integer({ min: 1, max: 500_000 }),
  }),
  { nil: null },
);

const inviteInput: fc.Arbitrary<InviteViewInput> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000 }),
    status: fc.constantFrom(...INVITE_STATUSES),
    storedGroup: fc.constantFrom(...INVITE_GROUPS),
    requested: fc.boolean(),
    waitlisted: fc.boolean(),
    workflow: fc.constantFrom(...CONTENT_WORKFLOWS),
    platform: fc.constantFrom(...CAMPAIGN_PLATFORMS),
    compensation: fc.constantFrom(...COMPENSATION_TYPES),
    payoutCents: fc.integer({ min: 0, max: 500_000 }),
    expenseCents: fc.integer({ min: 0, max: 50_000 }),
    productName: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
    isPaid: fc.boolean(),
    inviteSentAt: moment,
    acceptBy: fc.option(moment, { nil: null }),
    start: fc.option(moment, { nil: null }),
    length: fc.integer({ min: 0, max: 30 * DAY }),
    extension: fc.option(fc.integer({ min: 0, max: 20 * DAY }), { nil: null }),
    campaignEndShift: fc.integer({ min: -5 * DAY, max: 5 * DAY }),
    posts: fc.array(
      fc.record({
        funnelState: fc.constantFrom(...CONTENT_FUNNEL_STATES),
        payout,
        postedAt: fc.option(moment, { nil: null }),
      }),
      { maxLength: 4 },
    ),
  })
  .map((r) => {
    const end = r.start === null ? null : r.start + r.length;
    return {
      id: r.id,
      status: r.status,
      storedGroup: r.storedGroup,
      requested: r.requested,
      waitlisted: r.waitlisted,
      workflow: r.workflow,
      platform: r.platform,
      compensation: r.compensation,
      payoutCents: r.payoutCents,
      expenseCents: r.expenseCents,
      productName: r.productName,
      isPaid: r.isPaid,
      inviteSentAt: r.inviteSentAt,
      acceptBy: r.acceptBy,
      window: {
        flight_start: r.start,
        flight_end: end,
        has_extension: r.extension !== null && end !== null,
        granted_extension_end_ts: r.extension !== null && end !== null ? end + r.extension : null,
      },
      campaignFlightEnd: end === null ? null : end + r.campaignEndShift,
      posts: r.posts.map((p, i) => ({ ...p, mediaId: r.id * 10 + i })),
    };
  });

/**
 * Issue 31: every creator screen says the same thing about an invite. For any invite, the card
 * (the view), "Up next", the calendar event, the reminder, the content screen, the guidelines'
 * compensation block, "What do I have to do?" and the earnings totals are drawn and compared.
 */
describe('no two surfaces disagree about an invite', () => {
  it('the card, Up next, the calendar, the reminder and the content screen name one action and one moment', () => {
    fc.assert(
      fc.property(inviteInput, fc.constantFrom(...ZONES), (input, zone) => {
        const view = inviteView(input, NOW);
        const creator = {
          profileComplete: true,
          hasPaymentInformation: true,
          needsSocialAccount: false,
        };
        const upNext = upNextActions([{ inviteId: input.id, view }], creator);
        if (!view.next) {
          // Nothing to do on the card: nothing in Up next, nothing in the calendar.
          expect(upNext).toEqual([]);
          return;
        }
        // The card's status date is the action's due moment.
        expect(view.due).toEqual(view.next.due);
        // Up next: the same action, invite, submission and moment.
        expect(upNext).toHaveLength(1);
        const [item] = upNext;
        expect(item).toMatchObject({
          kind: view.next.kind,
          inviteId: input.id,
          mediaId: view.next.mediaId,
          dueAt: view.next.due?.at ?? null,
        });
        // The content screen of the submission the action is about shows the same action.
        if (view.next.mediaId !== null) {
          const own = view.posts.find((p) => p.mediaId === view.next!.mediaId);
          expect(own?.action).toEqual(view.next);
          expect(deadlineLink(item!)).toBe(`/creator/content/${view.next.mediaId}`);
        }
        const event = deadlineEvent(item!, 'Campaign', NOW, zone);
        if (view.next.due === null) {
          expect(event).toBeNull();
          return;
        }
        // The calendar: the same moment, written with the same words in the same zone.
        expect(event!.dueAt).toBe(view.next.due.at);
        expect(event!.description).toContain(creatorDate(view.next.due.at, zone, { time: true }));
        expect(event!.state).toBe(describeDue(view.next.due.at, NOW, zone).state);
        // A reminder never calls a passed deadline "today".
        const kind = reminderFor(event!, NOW, zone);
        if (kind) {
          const copy = reminderCopy(event!, kind, NOW, zone);
          if (view.next.due.at < NOW) expect(copy.news.title).not.toBe('Due today');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the card, the guidelines and the earnings agree on the money', () => {
    fc.assert(
      fc.property(inviteInput, (input) => {
        const view = inviteView(input, NOW);
        const { money } = view;
        expect(money.totalCents).toBe(money.contentCents + money.reimbursementCents);
        // The guidelines' total is the card's total.
        const total = money.lines.find((l) => l.startsWith('Total payout: $'));
        if (money.totalCents > 0) expect(total).toBeDefined();
        else expect(total).toBeUndefined();
        // The card's money words name the amount and, for a payout, the earnings row's words.
        // A payout waiting for the post is not money owed yet (decision 680): the earnings leave
        // it out, and the card must never call it owed.
        const payouts = input.posts.flatMap((p) =>
          p.payout && !payoutAwaitsWork(p.payout.state, p.funnelState) ? [p.payout] : [],
        );
        const waiting = input.posts.some(
          (p) => p.payout && payoutAwaitsWork(p.payout.state, p.funnelState),
        );
        const workDone = input.posts.some((p) => ACCEPTED_CONTENT.includes(p.funnelState));
        if (waiting && payouts.length === 0 && !workDone) expect(money.state).not.toBe('owed');
        if (payouts.length > 0) {
          const amount = formatDollars(payouts.reduce((s, p) => s + p.amountCents, 0) / 100);
          expect(money.label).toContain(amount);
          if (money.state !== 'paid') {
            const rowWords = payouts.map((p) => PAYOUT_STATE_COPY[p.state].label);
            expect(rowWords.some((w) => money.label!.endsWith(w))).toBe(true);
          }
        }
        // Earnings' in-review total counts this invite's money once, exactly when the card does.
        const inReview = inReviewCentsOf([view]);
        expect(inReview).toBe(money.state === 'in_review' ? money.amountCents : 0);
        const totals = earningsTotals(
          payouts.map((p) => ({ state: p.state, amount_cents: p.amountCents })),
          inReview,
        );
        if (payouts.length > 0) expect(totals.earned_cents).toBe(money.amountCents);
      }),
      { numRuns: 400 },
    );
  });

  it('"What do I have to do?" dates are the card’s dates', () => {
    fc.assert(
      fc.property(inviteInput, fc.constantFrom(...ZONES), (input, zone) => {
        const view = inviteView(input, NOW);
        const lines = view.instructions.map((s) => instructionText(s, zone));
        if (view.step === 'invited') {
          expect(lines[0]).toBe(`Accept the Invite by ${creatorDate(view.due!.at, zone)}`);
        }
        if (view.step === 'submit' && view.due && !input.workflow.includes('PREAPPROVAL')) {
          expect(lines).toContain(`Submit Content by ${creatorDate(view.due.at, zone)}`);
        }
        // Decision 650: a pre-approval upload's card date is the 'Upload Content by' step's.
        if (view.step === 'submit' && input.workflow.includes('PREAPPROVAL')) {
          const upload = view.instructions.find((s) => s.words === 'Upload Content by');
          expect(upload?.at).toBe(view.due?.at ?? null);
          expect(view.due === null || view.due.label === 'Upload by').toBe(true);
        }
        expect(view.instructions.filter((s) => s.state === 'current').length).toBeLessThanOrEqual(
          1,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a list reads the same view as the invite’s own page, without its instructions and payout lines', () => {
    fc.assert(
      fc.property(inviteInput, moment, (input, now) => {
        const { instructions, money, ...rest } = inviteView(input, now);
        const { lines, ...listMoney } = money;
        expect(inviteListView(input, now)).toEqual({ ...rest, money: listMoney });
      }),
      { numRuns: 300 },
    );
  });
});
