import { z } from 'zod';
import type { CampaignPlatform, ContentWorkflow } from '../campaigns/workflows';
import type { ContentFunnelState } from '../content/funnel';
import type { InviteGroup } from '../invites/invite-groups';
import type { InviteWindow } from '../invites/invite-state';
import type { InviteStatus } from '../invites/invite-status';
import { inviteView } from '../invites/invite-view';

/**
 * A campaign's board (issue 29): where each invited creator stands, what is due next and by when,
 * and the money owed or paid. Decision 564.
 */
export const BOARD_STEPS = [
  'invited',
  'accepted',
  'declined',
  'requested',
  'waitlisted',
  'submitted',
  'in_review',
  'changes_requested',
  'approved',
  'posted',
  'paid',
  'missed',
] as const;
export type BoardStep = (typeof BOARD_STEPS)[number];

export const BOARD_STEP_LABELS: Record<BoardStep, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
  requested: 'Requested',
  waitlisted: 'Waitlisted',
  submitted: 'Submitted',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  posted: 'Posted',
  paid: 'Paid',
  missed: 'Missed',
};

/** The step of a submission, from its funnel state. */
const CONTENT_STEP: Record<ContentFunnelState, BoardStep> = {
  CONTENT_IN_REVIEW: 'submitted',
  CONTENT_CHANGES_IN_REVIEW: 'in_review',
  DISTRIBUTION_VERIFYING: 'in_review',
  CONTENT_CHANGES_REQUESTED: 'changes_requested',
  DISTRIBUTION_CHANGES_REQUESTED: 'changes_requested',
  POST_REJECTED: 'changes_requested',
  CONTENT_REJECTED: 'changes_requested',
  CONTENT_APPROVED_DO_DISTRIBUTE: 'approved',
  CREATOR_NEEDS_TO_SUBMIT_A_MATCH: 'approved',
  CONTENT_APPROVED_DO_NOT_DISTRIBUTE: 'approved',
  DISTRIBUTION_APPROVED: 'posted',
  PAID: 'paid',
};

/** How far along each step is: the most advanced submission decides. */
const RANK: Record<BoardStep, number> = Object.fromEntries(
  BOARD_STEPS.map((s, i) => [s, i]),
) as Record<BoardStep, number>;

export type BoardInvite = {
  id: number;
  status: InviteStatus;
  /** The effective group (domain `effectiveInviteGroup`). */
  group: InviteGroup;
  requested: boolean;
  waitlisted: boolean;
  /** Epoch seconds. */
  inviteSentAt: number;
  /** The studio's accept-by date, epoch seconds; null: the spec's sent time plus 1 day. */
  acceptBy: number | null;
  window: InviteWindow;
  workflow: ContentWorkflow;
  platform: CampaignPlatform;
  /** Submissions, oldest first. */
  posts: { mediaId: number; contentId: number; funnelState: ContentFunnelState }[];
  /** The invite's payouts: amount in cents and whether it was paid. */
  payouts: { amountCents: number; paid: boolean }[];
  /** The invite's content payment, in cents. */
  payoutCents: number;
};

export type BoardLine = {
  step: BoardStep;
  /** The next thing due and when (epoch seconds); null when nothing is due. */
  nextDue: { what: string; at: number } | null;
  overdue: boolean;
  owedCents: number;
  paidCents: number;
  /** The submission to open from the row (the most advanced one), if any. */
  contentId: number | null;
};

const NEXT_DUE_WORDS: Record<string, string> = {
  accept_invite: 'Accept the invite',
  submit_content: 'Submit content',
  fix_caption: 'Fix the caption',
  post_content: 'Post the content',
  select_post: 'Select the post',
  fix_post: 'Fix the post',
};

/**
 * Where one creator stands (decision 564): a declined or rejected invite is 'declined'; a
 * requested invite waiting for a decision is 'requested' or 'waitlisted'; an invite still
 * waiting for the creator is 'invited'; a window that ended with nothing handed in is 'missed';
 * with submissions, the most advanced one decides (submitted, in review, changes requested,
 * approved, posted, paid), and a paid payout makes it 'paid'; otherwise 'accepted'. The next due
 * date is the creator's own next action (the portal's "Up next" rules), so the board and the
 * creator's screen agree. `now` in epoch seconds.
 */
export function boardLine(invite: BoardInvite, now: number): BoardLine {
  const paidCents = invite.payouts.filter((p) => p.paid).reduce((sum, p) => sum + p.amountCents, 0);
  const owedCents = invite.payouts
    .filter((p) => !p.paid)
    .reduce((sum, p) => sum + p.amountCents, 0);
  const best = invite.posts.reduce<{ step: BoardStep; contentId: number } | null>((acc, post) => {
    const step = CONTENT_STEP[post.funnelState];
    return !acc || RANK[step] >= RANK[acc.step] ? { step, contentId: post.contentId } : acc;
  }, null);
  let step: BoardStep;
  if (invite.status === 'DENIED' || invite.status === 'REJECTED') step = 'declined';
  else if (invite.status === 'PENDING' && invite.requested) {
    step = invite.waitlisted ? 'waitlisted' : 'requested';
  } else if (best) step = paidCents > 0 && owedCents === 0 ? 'paid' : best.step;
  else if (invite.group === 'expired') step = 'missed';
  else if (invite.status === 'PENDING') step = 'invited';
  else step = 'accepted';

  // The creator's one next action and its due moment, as their own screens say it (the invite's
  // view, issue 31): only `next` is read here, so the money fields stay neutral.
  const { next } = inviteView(
    {
      id: invite.id,
      status: invite.status,
      storedGroup: invite.group,
      requested: invite.requested,
      waitlisted: invite.waitlisted,
      workflow: invite.workflow,
      platform: invite.platform,
      compensation: 'PAYMENT',
      payoutCents: invite.payoutCents,
      expenseCents: 0,
      productName: null,
      isPaid: false,
      inviteSentAt: invite.inviteSentAt,
      acceptBy: invite.acceptBy,
      window: invite.window,
      campaignFlightEnd: invite.window.flight_end,
      posts: invite.posts.map((p) => ({
        mediaId: p.mediaId,
        funnelState: p.funnelState,
        payout: null,
      })),
    },
    now,
  );
  const nextDue =
    step === 'declined' || step === 'paid' || !next?.due
      ? null
      : { what: NEXT_DUE_WORDS[next.kind] ?? next.kind, at: next.due.at };
  return {
    step,
    nextDue,
    overdue: nextDue !== null && nextDue.at < now,
    owedCents,
    paidCents,
    contentId: best?.contentId ?? null,
  };
}

/** Counts per step, every step present (0 when none). */
export function boardCounts(steps: Iterable<BoardStep>): Record<BoardStep, number> {
  const counts = Object.fromEntries(BOARD_STEPS.map((s) => [s, 0])) as Record<BoardStep, number>;
  for (const step of steps) counts[step]++;
  return counts;
}

export const BOARD_SORTS = ['name', 'step', 'next_due', 'owed', 'paid'] as const;
export const BoardQuerySchema = z.object({
  step: z.enum(BOARD_STEPS).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(BOARD_SORTS).default('step'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

export const BoardCountsSchema = z.object(
  Object.fromEntries(BOARD_STEPS.map((s) => [s, z.number()])) as Record<BoardStep, z.ZodNumber>,
);

export const BoardRowSchema = z.object({
  invite_id: z.number(),
  creator: z.object({ id: z.number(), name: z.string().nullable(), handle: z.string().nullable() }),
  step: z.enum(BOARD_STEPS),
  step_label: z.string(),
  next_due: z.object({ what: z.string(), at: z.number() }).nullable(),
  overdue: z.boolean(),
  owed_cents: z.number(),
  paid_cents: z.number(),
  /** The submission in review or furthest along, to open in the console. */
  content_id: z.number().nullable(),
  invite_sent_at: z.number(),
});
export type BoardRow = z.infer<typeof BoardRowSchema>;

export const BoardPageSchema = z.object({
  campaign: z.object({ id: z.number(), name: z.string(), brand: z.string() }),
  counts: BoardCountsSchema,
  waiting_for_sign_up: z.number(),
  items: z.array(BoardRowSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});
export type BoardPage = z.infer<typeof BoardPageSchema>;

const rank = (row: BoardRow) => RANK[row.step];

/** Filters and sorts the whole board's rows (the board holds every invite of one campaign). */
export function selectBoardRows(rows: BoardRow[], query: BoardQuery): BoardRow[] {
  const q = query.q?.toLowerCase();
  const kept = rows.filter(
    (r) =>
      (!query.step || r.step === query.step) &&
      (query.overdue === undefined || r.overdue === query.overdue) &&
      (!q ||
        (r.creator.name ?? '').toLowerCase().includes(q) ||
        (r.creator.handle ?? '').toLowerCase().includes(q)),
  );
  const key: Record<(typeof BOARD_SORTS)[number], (r: BoardRow) => number | string> = {
    name: (r) => (r.creator.name ?? '').toLowerCase(),
    step: rank,
    next_due: (r) => r.next_due?.at ?? Number.MAX_SAFE_INTEGER,
    owed: (r) => r.owed_cents,
    paid: (r) => r.paid_cents,
  };
  const by = key[query.sort];
  const sign = query.direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const x = by(a);
    const y = by(b);
    if (x < y) return -sign;
    if (x > y) return sign;
    return a.invite_id - b.invite_id;
  });
}

const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const CSV_HEADER = [
  'Creator',
  'Handle',
  'Step',
  'Next due',
  'Due (UTC)',
  'Overdue',
  'Owed',
  'Paid',
];

/** The board as CSV (every row the filter keeps), amounts in dollars. */
export function boardCsv(rows: BoardRow[]): string {
  const lines = rows.map((r) => [
    r.creator.name ?? '',
    r.creator.handle ?? '',
    r.step_label,
    r.next_due?.what ?? '',
    r.next_due ? new Date(r.next_due.at * 1000).toISOString().slice(0, 16).replace('T', ' ') : '',
    r.overdue ? 'yes' : 'no',
    (r.owed_cents / 100).toFixed(2),
    (r.paid_cents / 100).toFixed(2),
  ]);
  return `${[CSV_HEADER, ...lines].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
