import { describe, expect, it } from 'vitest';
import {
  type BoardInvite,
  type BoardRow,
  boardCounts,
  boardCsv,
  boardLine,
  selectBoardRows,
} from './board';

const DAY = 86_400;
const now = 1_900_000_000;
const invite = (over: Partial<BoardInvite> = {}): BoardInvite => ({
  id: 1,
  status: 'PENDING',
  group: 'active',
  requested: false,
  waitlisted: false,
  inviteSentAt: now - DAY / 2,
  acceptBy: null,
  window: {
    flight_start: now - DAY,
    flight_end: now + 10 * DAY,
    has_extension: false,
    granted_extension_end_ts: null,
  },
  workflow: 'CONTENT_PREAPPROVAL',
  platform: 'instagram_image',
  posts: [],
  payouts: [],
  payoutCents: 15000,
  ...over,
});
const post = (funnelState: BoardInvite['posts'][number]['funnelState'], contentId = 7) => ({
  mediaId: 70,
  contentId,
  funnelState,
});

describe('boardLine: where each invited creator stands', () => {
  it('an invite waiting for the creator is "invited", due by its accept-by date', () => {
    const line = boardLine(invite({ acceptBy: now + 2 * DAY }), now);
    expect(line).toMatchObject({
      step: 'invited',
      nextDue: { what: 'Accept the invite', at: now + 2 * DAY },
      overdue: false,
    });
  });

  it('without an accept-by date, the spec’s sent time plus 1 day; past it, overdue', () => {
    const line = boardLine(invite({ inviteSentAt: now - 2 * DAY }), now);
    expect(line).toMatchObject({ step: 'invited', overdue: true });
    expect(line.nextDue?.at).toBe(now - DAY);
  });

  it.each([
    [{ status: 'DENIED' as const }, 'declined'],
    [{ status: 'REJECTED' as const }, 'declined'],
    [{ requested: true }, 'requested'],
    [{ requested: true, waitlisted: true }, 'waitlisted'],
    [{ status: 'ACCEPTED' as const }, 'accepted'],
    [{ status: 'APPROVED' as const }, 'accepted'],
    [{ status: 'APPROVED' as const, group: 'expired' as const }, 'missed'],
  ])('%j → %s', (over, step) => {
    expect(boardLine(invite(over), now).step).toBe(step);
  });

  it.each([
    ['CONTENT_IN_REVIEW', 'submitted'],
    ['CONTENT_CHANGES_IN_REVIEW', 'in_review'],
    ['CONTENT_CHANGES_REQUESTED', 'changes_requested'],
    ['CONTENT_APPROVED_DO_DISTRIBUTE', 'approved'],
    ['DISTRIBUTION_APPROVED', 'posted'],
    ['PAID', 'paid'],
  ] as const)('content in %s → %s', (state, step) => {
    expect(boardLine(invite({ status: 'APPROVED', posts: [post(state)] }), now).step).toBe(step);
  });

  it('the most advanced submission decides, and names the content to open', () => {
    const line = boardLine(
      invite({
        status: 'APPROVED',
        posts: [post('CONTENT_REJECTED', 1), post('CONTENT_APPROVED_DO_NOT_DISTRIBUTE', 2)],
      }),
      now,
    );
    expect(line).toMatchObject({ step: 'approved', contentId: 2 });
  });

  it('counts money owed until paid, then paid', () => {
    const owed = boardLine(
      invite({
        status: 'APPROVED',
        posts: [post('CONTENT_APPROVED_DO_NOT_DISTRIBUTE')],
        payouts: [{ amountCents: 15000, paid: false }],
      }),
      now,
    );
    expect(owed).toMatchObject({ step: 'approved', owedCents: 15000, paidCents: 0 });
    const paid = boardLine(
      invite({
        status: 'APPROVED',
        posts: [post('CONTENT_APPROVED_DO_NOT_DISTRIBUTE')],
        payouts: [{ amountCents: 15000, paid: true }],
      }),
      now,
    );
    expect(paid).toMatchObject({ step: 'paid', owedCents: 0, paidCents: 15000, nextDue: null });
  });
});

const row = (over: Partial<BoardRow>): BoardRow => ({
  invite_id: 1,
  creator: { id: 1, name: 'Maya R.', handle: 'maya' },
  step: 'invited',
  step_label: 'Invited',
  next_due: null,
  overdue: false,
  owed_cents: 0,
  paid_cents: 0,
  content_id: null,
  invite_sent_at: now,
  ...over,
});

describe('board counts, filters, sort and CSV', () => {
  const rows = [
    row({
      invite_id: 1,
      step: 'paid',
      step_label: 'Paid',
      paid_cents: 15000,
      creator: { id: 1, name: 'Zoe', handle: 'z' },
    }),
    row({
      invite_id: 2,
      step: 'invited',
      overdue: true,
      creator: { id: 2, name: 'Ann, "A"', handle: 'ann' },
    }),
    row({ invite_id: 3, step: 'invited', creator: { id: 3, name: 'Bo', handle: 'bo' } }),
  ];

  it('counts every step, 0 when none', () => {
    const counts = boardCounts(rows.map((r) => r.step));
    expect(counts).toMatchObject({ paid: 1, invited: 2, missed: 0 });
    expect(Object.keys(counts)).toHaveLength(12);
  });

  it('filters by step, overdue and name, and sorts', () => {
    const base = { sort: 'step', direction: 'asc', page: 1, page_size: 50 } as const;
    expect(
      selectBoardRows([...rows], { ...base, step: 'invited' }).map((r) => r.invite_id),
    ).toEqual([2, 3]);
    expect(selectBoardRows([...rows], { ...base, overdue: true }).map((r) => r.invite_id)).toEqual([
      2,
    ]);
    expect(selectBoardRows([...rows], { ...base, q: 'zo' }).map((r) => r.invite_id)).toEqual([1]);
    expect(selectBoardRows([...rows], { ...base, sort: 'name' }).map((r) => r.invite_id)).toEqual([
      2, 3, 1,
    ]);
    expect(
      selectBoardRows([...rows], { ...base, sort: 'paid', direction: 'desc' }).map(
        (r) => r.invite_id,
      ),
    ).toEqual([1, 2, 3]);
  });

  it('exports CSV with quoted fields and dollar amounts', () => {
    const csv = boardCsv(rows);
    expect(csv.split('\r\n')[0]).toBe('Creator,Handle,Step,Next due,Due (UTC),Overdue,Owed,Paid');
    expect(csv).toContain('Zoe,z,Paid,,,no,0.00,150.00');
    expect(csv).toContain('"Ann, ""A""",ann,Invited,,,yes,0.00,0.00');
  });
});
