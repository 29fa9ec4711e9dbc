import {
  type CampaignPlatform,
  type ContentWorkflow,
  isPreapprovalWorkflow,
} from '../campaigns/workflows';
import type { ContentFunnelState } from '../content/funnel';
import { creatorDate } from '../deadlines/due-dates';
import { earningsBucketOf } from '../money/earnings';
import { formatDollars } from '../money/format';
import { payoutAwaitsWork } from '../money/payable';
import { type CompensationType, isPaidCompensation, payoutLines } from '../money/payout';
import { PAYOUT_STATE_COPY, type PayoutState } from '../money/payout-status';
import type { InviteGroup } from './invite-groups';
import {
  effectiveInviteGroup,
  type InviteWindow,
  isCompletedCampaign,
  maySubmitNow,
  submissionWindowEnd,
  uploadDue,
} from './invite-state';
import type { InviteStatus } from './invite-status';
import { type SubmitTarget, submitTarget } from './submit-button';

/**
 * One creator-facing view per invite (issue 31): where the invite stands, the one thing the
 * creator does next and the moment it is due, the money and where it stands, and the words for
 * each. The card, "Up next", the invite intro's "What do I have to do?", the guidelines, the
 * what's-next pages, the content screen, the earnings row and the calendar feed all read this
 * view; none works out any of it on its own, so no two of them can disagree.
 *
 * Plain data in, plain data out, no date parsing: a list computes one per invite.
 */

/** Where an invite stands, from the creator's side. */
export const INVITE_STEPS = [
  /** The creator asked for an invite; ops have not decided yet. */
  'requested',
  /** The creator asked for an invite in the campaign's "other dates" window: the waitlist. */
  'waitlisted',
  /** Invited: the creator accepts or declines. */
  'invited',
  /** Accepted; waiting for a spot (approval). */
  'accepted',
  /** Approved; the posting window has not opened yet. */
  'window_upcoming',
  /** Approved; nothing submitted (or only rejected content): submit. */
  'submit',
  'in_review',
  /** The review asked for a caption change. */
  'fix_caption',
  /** Content approved: post it. */
  'post',
  'select_post',
  'verifying',
  /** The post needs changes. */
  'fix_post',
  /** The work is accepted: the money is on its way (or there is none). */
  'work_approved',
  'paid',
  /** Every submission was rejected and the window has closed. */
  'rejected',
  /** The creator declined. */
  'declined',
  /** Ops chose someone else (REJECTED), or declined the creator's request. */
  'not_selected',
  'full',
  'not_a_match',
  /** The window closed without a submission. */
  'missed',
] as const;
export type InviteStep = (typeof INVITE_STEPS)[number];

/** The creator's moves on an invite (the "Up next" kinds that belong to one invite). */
export const INVITE_ACTION_KINDS = [
  'accept_invite',
  'submit_content',
  'fix_caption',
  'post_content',
  'select_post',
  'fix_post',
] as const;
export type InviteActionKind = (typeof INVITE_ACTION_KINDS)[number];

/**
 * How a due moment is introduced, wherever it is written. 'Upload by' is a pre-approval upload's
 * (the verb of the spec's 'Upload Content by', decision 650); 'Submit by' every other submission's.
 */
export const DUE_LABELS = [
  'Accept by',
  'Upload by',
  'Submit by',
  'Submit from',
  'Fix by',
  'Post by',
] as const;
export type DueLabel = (typeof DUE_LABELS)[number];

/** A due moment (epoch seconds): written by `dueText` in the creator's zone. */
export type ViewDue = { label: DueLabel; at: number };

/** Where an action is done. */
export type ViewTarget =
  | { kind: 'invite-guidelines'; inviteId: number }
  | { kind: 'content'; mediaId: number }
  | SubmitTarget;

export type ViewAction = {
  kind: InviteActionKind;
  /** What to do, as a line: 'Accept the invite'. */
  label: string;
  /** The button that does it: 'Review & accept'. */
  button: string;
  due: ViewDue | null;
  /** The submission the action is about, when it is about one. */
  mediaId: number | null;
  target: ViewTarget;
};

/** The labels and buttons of each action (our copy; the spec has no such block). */
export const ACTION_COPY: Record<InviteActionKind, { label: string; button: string }> = {
  accept_invite: { label: 'Accept the invite', button: 'Review & accept' },
  submit_content: { label: 'Submit your content', button: 'Submit' },
  fix_caption: { label: 'Fix the caption', button: 'Fix caption' },
  post_content: { label: 'Post your approved content', button: 'Post' },
  select_post: { label: 'Select your Instagram post', button: 'Select post' },
  fix_post: { label: 'Fix your post', button: 'Fix post' },
};

/**
 * Where the invite's money stands:
 * - 'unpaid': the campaign pays nothing (free product, social good);
 * - 'offered': it pays once the work is approved, and nothing is submitted yet;
 * - 'in_review': content is submitted (in review, being fixed, or approved to post without a
 *   payout yet): it pays if it goes through;
 * - 'owed', 'on_its_way', 'paid', 'failed': the payout's state (money/earnings buckets, with
 *   money that did not reach the creator apart — failed, returned, refunded, reversed, blocked —
 *   each read in its payout state's words, which say what to do);
 * - 'forgone': the invite ended without work (declined, missed, full, not a match).
 */
export const MONEY_STATES = [
  'unpaid',
  'offered',
  'in_review',
  'owed',
  'on_its_way',
  'paid',
  'failed',
  'forgone',
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

export type InviteMoney = {
  /** The content payment (payout_amount), cents. */
  contentCents: number;
  /** The product reimbursement (creator_expense_amount) when the creator buys it, cents. */
  reimbursementCents: number;
  /** What the creator is paid in all: content payment plus reimbursement, cents. */
  totalCents: number;
  state: MoneyState;
  /** The amount the state is about: the payouts' sum once there are payouts, else the total. */
  amountCents: number;
  /** One line for the card and the earnings row: '$150 payout', 'Paid $150'; null when none. */
  label: string | null;
  /** What to do about it, when something is to do (a PayPal e-mail to fix). */
  help: string | null;
  /** The guidelines' compensation block (part 1 section 9), from the same amounts. */
  lines: string[];
};

/** One submission's own step, due moment and action: the content screen shows its own. */
export type PostView = {
  mediaId: number;
  step: InviteStep;
  due: ViewDue | null;
  action: ViewAction | null;
};

/** A step of "What do I have to do?": words, an optional date, and whether it is behind. */
export type InstructionStep = {
  words: string;
  at: number | null;
  state: 'done' | 'current' | 'todo';
};

export type CardTone = 'action' | 'waiting' | 'done' | 'quiet';

export type InviteView = {
  step: InviteStep;
  /** The list group it belongs in now (domain `effectiveInviteGroup`). */
  group: InviteGroup;
  /** A current invite (active or extended, not completed): on the cards and in "Up next". */
  current: boolean;
  /** Accepted work and a flight that has ended: the Past Campaigns tile counts it. */
  completed: boolean;
  tone: CardTone;
  /** The status in a word or two. */
  chip: string;
  /** One sentence on what happens now, or null. */
  detail: string | null;
  /** The date shown with the status (with the action's, or when the window opens). */
  due: ViewDue | null;
  /** The one next move of the creator, or null when it is someone else's turn. */
  next: ViewAction | null;
  money: InviteMoney;
  posts: PostView[];
  /** "What do I have to do?" for this invite. */
  instructions: InstructionStep[];
  /** A missed window for which the extension survey is offered (see `EXTENSION_OFFER_DAYS`). */
  extensionOffered: boolean;
};

export type ViewPostInput = {
  mediaId: number;
  funnelState: ContentFunnelState;
  /** Epoch seconds; null when not posted. */
  postedAt?: number | null;
  /** The submission's payout once one was recorded. */
  payout: { state: PayoutState; amountCents: number } | null;
};

export type InviteViewInput = {
  id: number;
  status: InviteStatus;
  /** The group stored by ops and matching ('active' by default). */
  storedGroup: InviteGroup;
  /** Created by the creator's own request (request-an-invite). */
  requested: boolean;
  /** A request in the campaign's requested-invites ("other dates") window: the waitlist. */
  waitlisted: boolean;
  workflow: ContentWorkflow;
  platform: CampaignPlatform;
  compensation: CompensationType;
  payoutCents: number;
  /** The campaign's creator_expense_amount, cents. */
  expenseCents: number;
  productName: string | null;
  /** The invite's is_paid (set when it was paid by hand before payouts were kept). */
  isPaid: boolean;
  /** Epoch seconds. */
  inviteSentAt: number;
  /**
   * The accept-by moment the brand chose when it invited from the studio (epoch seconds), or null
   * for the spec's default of the invite-sent time plus 1 day (decision 597).
   */
  acceptBy: number | null;
  window: InviteWindow;
  /** The campaign's flight end (what makes accepted work a completed campaign). */
  campaignFlightEnd: number | null;
  /** Submissions, oldest first. */
  posts: readonly ViewPostInput[];
};

/** An invite must be accepted within 1 day of being sent (part 1 section 9). */
export const ACCEPT_WITHIN_SECONDS = 86_400;

/**
 * When the creator must accept by: the date the brand chose in the studio, which the invite's
 * e-mail and the campaign board already show; else the invite-sent time plus 1 day (decision 597:
 * two dates for one invite would mislead the creator).
 */
export function acceptDeadline(input: Pick<InviteViewInput, 'acceptBy' | 'inviteSentAt'>): number {
  return input.acceptBy ?? input.inviteSentAt + ACCEPT_WITHIN_SECONDS;
}

/**
 * A missed window offers the extension survey ('You may be eligible for an extension') for this
 * many days after it closed, to a creator who had accepted and got no extension yet; an old
 * miss, a second miss or an invite never accepted offers none (decision 540).
 */
export const EXTENSION_OFFER_DAYS = 14;

const ACCEPTED_CONTENT: readonly ContentFunnelState[] = [
  'DISTRIBUTION_APPROVED',
  'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
  'PAID',
];

const CURRENT_GROUPS: readonly InviteGroup[] = ['active', 'extended'];

/** The status words of each step (our copy: the spec names cards, not a status line). */
export const STEP_COPY: Record<InviteStep, { chip: string; detail: string | null }> = {
  requested: {
    chip: 'Request sent',
    detail:
      'We are reviewing your invite request and will reach out via email if you are approved to participate.',
  },
  waitlisted: {
    chip: 'On the waitlist',
    detail: 'We are reviewing your request. We will let you know your status ASAP!',
  },
  invited: { chip: 'Invited', detail: 'Read the guidelines, then accept or decline.' },
  accepted: {
    chip: 'Awaiting approval',
    detail: 'We Are Finding You A Spot. We will e-mail you when you are approved.',
  },
  window_upcoming: { chip: 'Approved', detail: 'You have a spot. Your posting window opens soon.' },
  submit: { chip: 'Approved', detail: 'You have a spot. Submit your content.' },
  in_review: { chip: 'In review', detail: 'Your content is being reviewed.' },
  fix_caption: { chip: 'Changes requested', detail: 'Update your caption and send it again.' },
  post: { chip: 'Content approved', detail: 'Post your approved content.' },
  select_post: { chip: 'Select your post', detail: 'Pick the post that carries your content.' },
  verifying: { chip: 'Verifying your post', detail: 'We are verifying your post.' },
  fix_post: { chip: 'Post changes requested', detail: 'Your post needs changes.' },
  work_approved: { chip: 'Approved', detail: 'Your work is approved.' },
  paid: { chip: 'Paid', detail: 'Your payment has been processed' },
  rejected: { chip: 'Content rejected', detail: 'Sorry, your content has been rejected' },
  declined: { chip: 'Declined', detail: 'You Denied this Campaign' },
  not_selected: { chip: 'No spot', detail: 'Sorry, there are no more open spots in this campaign' },
  full: { chip: 'Campaign full', detail: 'This campaign is full' },
  not_a_match: { chip: 'Not a match', detail: 'Not a campaign match' },
  missed: { chip: 'Missed', detail: 'You Missed The Submission Window' },
};

/**
 * The post steps whose action is due, and by when: the flight end (part 2 section 4), or the
 * end of an extension granted after it (decision 681: content approved in an extension is not
 * late the moment it is approved; the guidelines' 'If approved, post on' names the same end).
 */
function postStep(
  post: ViewPostInput,
  window: InviteWindow,
): { step: InviteStep; due: ViewDue | null; action: InviteActionKind | null } {
  const postEnd = submissionWindowEnd(window);
  const postBy = (label: DueLabel): ViewDue | null =>
    postEnd === null ? null : { label, at: postEnd };
  switch (post.funnelState) {
    case 'CONTENT_IN_REVIEW':
    case 'CONTENT_CHANGES_IN_REVIEW':
      return { step: 'in_review', due: null, action: null };
    case 'CONTENT_CHANGES_REQUESTED': {
      const end = submissionWindowEnd(window);
      return {
        step: 'fix_caption',
        due: end === null ? null : { label: 'Fix by', at: end },
        action: 'fix_caption',
      };
    }
    case 'CONTENT_REJECTED':
      return { step: 'rejected', due: null, action: null };
    case 'CONTENT_APPROVED_DO_DISTRIBUTE':
      return { step: 'post', due: postBy('Post by'), action: 'post_content' };
    case 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH':
      return { step: 'select_post', due: postBy('Post by'), action: 'select_post' };
    case 'DISTRIBUTION_VERIFYING':
      return { step: 'verifying', due: null, action: null };
    case 'POST_REJECTED':
    case 'DISTRIBUTION_CHANGES_REQUESTED':
      return { step: 'fix_post', due: postBy('Fix by'), action: 'fix_post' };
    case 'DISTRIBUTION_APPROVED':
    case 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE':
      return { step: 'work_approved', due: null, action: null };
    case 'PAID':
      return { step: 'paid', due: null, action: null };
  }
}

function action(
  kind: InviteActionKind,
  due: ViewDue | null,
  mediaId: number | null,
  target: ViewTarget,
): ViewAction {
  const copy = ACTION_COPY[kind];
  return { kind, label: copy.label, button: copy.button, due, mediaId, target };
}

/**
 * Money that did not reach the creator (failed, returned, refunded, reversed, blocked): owed to
 * them again in the earnings buckets, and a payment to look at first on the invite.
 */
const didNotArrive = (s: PayoutState) => s !== 'owed' && earningsBucketOf(s) === 'owed';

/** Money the payouts say, by precedence: a payment to fix first, then owed, on its way, paid. */
function payoutMoneyState(states: readonly PayoutState[]): MoneyState {
  if (states.some(didNotArrive)) return 'failed';
  if (states.includes('owed')) return 'owed';
  if (states.some((s) => earningsBucketOf(s) === 'on_its_way')) return 'on_its_way';
  return 'paid';
}

/** The payout state whose words a money state reads (the earnings row's words). */
function payoutWordsOf(
  state: MoneyState,
  payoutStates: readonly PayoutState[],
): { label: string; help: string | null } | null {
  if (state === 'owed') return PAYOUT_STATE_COPY.owed;
  if (state === 'failed') return PAYOUT_STATE_COPY[payoutStates.find(didNotArrive)!];
  if (state === 'on_its_way') {
    return PAYOUT_STATE_COPY[payoutStates.find((s) => earningsBucketOf(s) === 'on_its_way')!];
  }
  return null;
}

/** The content payment, reimbursement and total of an invite, cents. */
export function inviteAmounts(input: {
  compensation: CompensationType;
  payoutCents: number;
  expenseCents: number;
}) {
  const pays = isPaidCompensation(input.compensation);
  const contentCents = pays ? Math.max(0, input.payoutCents) : 0;
  const reimbursementCents =
    pays && input.compensation === 'PAYMENT_CREATOR_BUYS_PRODUCT'
      ? Math.max(0, input.expenseCents)
      : 0;
  return { contentCents, reimbursementCents, totalCents: contentCents + reimbursementCents };
}

/**
 * What the creator is paid for an approved invite (a payout's amount): the content payment plus
 * the reimbursement of a product the creator bought — the total every screen shows.
 */
export function payoutCentsOf(input: {
  compensation: CompensationType;
  payoutCents: number;
  expenseCents: number;
}): number {
  return inviteAmounts(input).totalCents;
}

/** The guidelines' compensation block (part 1 section 9) of an invite, from its amounts. */
function moneyLinesOf(input: InviteViewInput): string[] {
  const { contentCents, reimbursementCents, totalCents } = inviteAmounts(input);
  return payoutLines({
    payout_amount: contentCents / 100,
    total_payout_amount: totalCents / 100,
    creator_expense_amount: reimbursementCents / 100,
    influencer_compensation_type: input.compensation,
    product_name: input.productName,
  });
}

function moneyOf(
  input: InviteViewInput,
  step: InviteStep,
  ended: boolean,
): Omit<InviteMoney, 'lines'> {
  // Each answer written out: `{ ...base, state }` cost V8 ~3 µs per invite, most of a view's
  // time on the dashboard (decision 620).
  const { contentCents, reimbursementCents, totalCents } = inviteAmounts(input);
  // A payout still waiting for the post is money in review, not owed (decision 680).
  const payouts = input.posts.flatMap((p) =>
    p.payout && !payoutAwaitsWork(p.payout.state, p.funnelState) ? [p.payout] : [],
  );
  if (payouts.length > 0) {
    const states = payouts.map((p) => p.state);
    const state = payoutMoneyState(states);
    const amountCents = payouts.reduce((sum, p) => sum + p.amountCents, 0);
    const amount = formatDollars(amountCents / 100);
    const words = payoutWordsOf(state, states);
    return {
      contentCents,
      reimbursementCents,
      totalCents,
      state,
      amountCents,
      label: state === 'paid' ? `Paid ${amount}` : `${amount} · ${words!.label}`,
      help: words?.help ?? null,
    };
  }
  const total = formatDollars(totalCents / 100);
  if (totalCents <= 0) {
    const unpaid = input.compensation === 'PRODUCT' ? 'Free product' : null;
    return {
      contentCents,
      reimbursementCents,
      totalCents,
      state: 'unpaid',
      amountCents: 0,
      label: unpaid,
      help: null,
    };
  }
  const accepted = input.posts.some((p) => ACCEPTED_CONTENT.includes(p.funnelState));
  if (accepted) {
    // Approved work whose payout was not recorded (paid by hand before payouts were kept).
    if (input.isPaid || step === 'paid') {
      return {
        contentCents,
        reimbursementCents,
        totalCents,
        state: 'paid',
        amountCents: totalCents,
        label: `Paid ${total}`,
        help: null,
      };
    }
    return {
      contentCents,
      reimbursementCents,
      totalCents,
      state: 'owed',
      amountCents: totalCents,
      label: `${total} · ${PAYOUT_STATE_COPY.owed.label}`,
      help: null,
    };
  }
  const submitted = input.posts.some((p) => p.funnelState !== 'CONTENT_REJECTED');
  if (submitted && !ended) {
    return {
      contentCents,
      reimbursementCents,
      totalCents,
      state: 'in_review',
      amountCents: totalCents,
      label: `${total} payout`,
      help: null,
    };
  }
  if (ended)
    return {
      contentCents,
      reimbursementCents,
      totalCents,
      state: 'forgone',
      amountCents: 0,
      label: null,
      help: null,
    };
  return {
    contentCents,
    reimbursementCents,
    totalCents,
    state: 'offered',
    amountCents: totalCents,
    label: `${total} payout`,
    help: null,
  };
}

/** Steps that end an invite without work: no money, no action. */
const ENDED_STEPS: readonly InviteStep[] = [
  'declined',
  'not_selected',
  'full',
  'not_a_match',
  'missed',
  'rejected',
];

const TONE: Record<InviteStep, CardTone> = {
  requested: 'waiting',
  waitlisted: 'waiting',
  invited: 'action',
  accepted: 'waiting',
  window_upcoming: 'waiting',
  submit: 'action',
  in_review: 'waiting',
  fix_caption: 'action',
  post: 'action',
  select_post: 'action',
  verifying: 'waiting',
  fix_post: 'action',
  work_approved: 'done',
  paid: 'done',
  rejected: 'quiet',
  declined: 'quiet',
  not_selected: 'quiet',
  full: 'quiet',
  not_a_match: 'quiet',
  missed: 'quiet',
};

/** The most urgent of several dated actions: the earliest due first, undated last. */
function mostUrgent<T extends { due: ViewDue | null }>(items: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (!best) best = item;
    else if ((item.due?.at ?? Infinity) < (best.due?.at ?? Infinity)) best = item;
  }
  return best;
}

/**
 * The invite's view at `now` (epoch seconds). The order of the rules:
 * 1. the list group first (full, not a match, rejected, expired are what they are);
 * 2. DENIED → declined; REJECTED → not selected;
 * 3. PENDING → requested / waitlisted (the creator's own request: ops decide) or invited (accept by
 *    the invite-sent time plus 1 day, part 1 section 9); ACCEPTED → awaiting approval;
 * 4. APPROVED: each submission's own step (`postStep`); the invite takes the most urgent action
 *    among them, else its latest live submission's step; with nothing live, submit (from the
 *    window's start for the default workflow; by `uploadDue`: a pre-approval upload by the
 *    window's start while it is ahead, decision 650) or rejected once the window closed.
 */
export function inviteView(input: InviteViewInput, now: number): InviteView {
  const view = inviteListView(input, now);
  const { money } = view;
  // Written out, not spread: V8 builds `{ ...a, b }` per call several times slower (decision 620).
  return {
    step: view.step,
    group: view.group,
    current: view.current,
    completed: view.completed,
    tone: view.tone,
    chip: view.chip,
    detail: view.detail,
    due: view.due,
    next: view.next,
    money: {
      contentCents: money.contentCents,
      reimbursementCents: money.reimbursementCents,
      totalCents: money.totalCents,
      lines: moneyLinesOf(input),
      state: money.state,
      amountCents: money.amountCents,
      label: money.label,
      help: money.help,
    },
    posts: view.posts,
    instructions: instructionsOf(input, view.step, now),
    extensionOffered: view.extensionOffered,
  };
}

/**
 * An invite's view as lists read it (issue 30, decision 620): the same as `inviteView` without
 * its words for the invite's own pages — "What do I have to do?" and the compensation block.
 * The CAMPAIGNS tab works out one for every invite of the creator and shows a page of them.
 */
export type InviteListView = Omit<InviteView, 'instructions' | 'money'> & {
  money: Omit<InviteMoney, 'lines'>;
};

/** See `inviteView`: the same rules, without the texts only the invite's own pages show. */
export function inviteListView(input: InviteViewInput, now: number): InviteListView {
  const hasSubmissions = input.posts.length > 0;
  const group = effectiveInviteGroup(
    {
      flight_start: input.window.flight_start,
      flight_end: input.window.flight_end,
      has_extension: input.window.has_extension,
      granted_extension_end_ts: input.window.granted_extension_end_ts,
      status: input.status,
      storedGroup: input.storedGroup,
      hasSubmissions,
    },
    now,
  );
  const completed = isCompletedCampaign(
    input.posts.map((p) => p.funnelState),
    input.campaignFlightEnd,
    now,
  );
  const posts: PostView[] = input.posts.map((post) => {
    const own = postStep(post, input.window);
    const target: ViewTarget = { kind: 'content', mediaId: post.mediaId };
    return {
      mediaId: post.mediaId,
      step: own.step,
      due: own.due,
      action: own.action ? action(own.action, own.due, post.mediaId, target) : null,
    };
  });

  let step: InviteStep;
  let due: ViewDue | null = null;
  let next: ViewAction | null = null;
  let extensionOffered = false;

  const end = submissionWindowEnd(input.window);
  const windowClosed = end !== null && end < now;
  if (group === 'full') step = 'full';
  else if (group === 'failed_smart_questions') step = 'not_a_match';
  else if (input.status === 'DENIED') step = 'declined';
  else if (group === 'rejected' || input.status === 'REJECTED') step = 'not_selected';
  else if (group === 'expired') {
    step = 'missed';
    extensionOffered =
      (input.status === 'ACCEPTED' || input.status === 'APPROVED') &&
      !input.window.has_extension &&
      end !== null &&
      now - end <= EXTENSION_OFFER_DAYS * 86_400;
  } else if (input.status === 'PENDING') {
    if (input.requested) step = input.waitlisted ? 'waitlisted' : 'requested';
    else {
      step = 'invited';
      due = { label: 'Accept by', at: acceptDeadline(input) };
      next = action('accept_invite', due, null, { kind: 'invite-guidelines', inviteId: input.id });
    }
  } else if (input.status === 'ACCEPTED') step = 'accepted';
  else {
    // APPROVED
    const urgent = mostUrgent(posts.filter((p) => p.action !== null));
    const live = posts.filter((p) => p.step !== 'rejected');
    if (urgent) {
      step = urgent.step;
      due = urgent.due;
      next = urgent.action;
    } else if (live.length > 0) {
      // Nothing to do: the latest live submission says where the invite stands.
      step = live.at(-1)!.step;
    } else if (maySubmitNow(input.window, input.workflow, now)) {
      step = 'submit';
      const at = uploadDue(input.window, input.workflow, now);
      const label = isPreapprovalWorkflow(input.workflow) ? 'Upload by' : 'Submit by';
      due = at === null ? null : { label, at };
      const state = hasSubmissions ? 'post-rejected-may-post' : null;
      next = action(
        'submit_content',
        due,
        null,
        submitTarget({
          id: input.id,
          campaign_content_workflow: input.workflow,
          platform: input.platform,
          campaign_funnel_state: state,
        }),
      );
    } else if (!windowClosed && input.window.flight_start !== null) {
      step = 'window_upcoming';
      due = { label: 'Submit from', at: input.window.flight_start };
    } else {
      step = hasSubmissions ? 'rejected' : 'missed';
    }
  }

  const ended = ENDED_STEPS.includes(step);
  const current = CURRENT_GROUPS.includes(group) && !completed && !ended;
  const money = moneyOf(input, step, ended);
  // Once the work is done the money decides the words: 'Paid' only when money was paid.
  if (step === 'work_approved' && money.state === 'paid') step = 'paid';
  if (step === 'paid' && money.state !== 'paid') step = 'work_approved';
  const copy = STEP_COPY[step];
  return {
    step,
    group,
    current,
    completed,
    tone: current ? TONE[step] : 'quiet',
    chip: copy.chip,
    detail: copy.detail,
    due,
    next: current ? next : null,
    money,
    posts,
    extensionOffered,
  };
}

export type CampaignForSteps = {
  workflow: ContentWorkflow;
  compensation: CompensationType;
  /** The posting window the dates come from (the invite's, else the campaign's). */
  window: InviteWindow;
};

/**
 * 'What do I have to do?' (part 1 sections 2 and 9; wording changes for pre-approval), as steps
 * with their dates (written in the creator's zone by `instructionText`). A campaign requested
 * from the upcoming list starts with the spec's 'View the Guidelines and Request Invite' and
 * 'Wait for Open Spot'; an invite starts with accepting it by its deadline (issue 31: an invited
 * creator is not asked to request). Then pre-approval: 'Upload Content by {date}', 'Wait for
 * Approval', 'If approved, post on {end}'; others: 'Submit Content by {date}'; 'Get Paid' unless
 * unpaid. The upload's date is `uploadDue` at `now` (epoch seconds), the card's date (decision
 * 650): the window's start while it is ahead for pre-approval, else the window's end.
 */
export function instructionSteps(
  campaign: CampaignForSteps,
  start: { kind: 'request' } | { kind: 'invite'; acceptBy: number },
  now: number,
): Omit<InstructionStep, 'state'>[] {
  const steps: Omit<InstructionStep, 'state'>[] =
    start.kind === 'request'
      ? [
          { words: 'View the Guidelines and Request Invite', at: null },
          { words: 'Wait for Open Spot', at: null },
        ]
      : [
          { words: 'Accept the Invite by', at: start.acceptBy },
          { words: 'Wait for Open Spot', at: null },
        ];
  const upload = uploadDue(campaign.window, campaign.workflow, now);
  if (isPreapprovalWorkflow(campaign.workflow)) {
    steps.push(
      { words: 'Upload Content by', at: upload },
      { words: 'Wait for Approval', at: null },
      { words: 'If approved, post on', at: submissionWindowEnd(campaign.window) },
    );
  } else {
    steps.push({ words: 'Submit Content by', at: upload });
  }
  if (isPaidCompensation(campaign.compensation)) steps.push({ words: 'Get Paid', at: null });
  return steps;
}

/**
 * "What do I have to do?" for a campaign the creator has no invite to yet (the request flow, and
 * the studio's preview): the request's steps in the campaign's own window as of `now` (epoch
 * seconds), none of them done.
 */
export function requestSteps(
  campaign: {
    campaign_content_workflow: ContentWorkflow;
    influencer_compensation_type: CompensationType;
    flight_start: number | null;
    flight_end: number | null;
  },
  now: number,
): InstructionStep[] {
  return instructionSteps(
    {
      workflow: campaign.campaign_content_workflow,
      compensation: campaign.influencer_compensation_type,
      window: {
        flight_start: campaign.flight_start,
        flight_end: campaign.flight_end,
        has_extension: false,
        granted_extension_end_ts: null,
      },
    },
    { kind: 'request' },
    now,
  ).map((step) => ({ ...step, state: 'todo' as const }));
}

/**
 * Which item of "What do I have to do?" an invite is at: items before it are done. The list is
 * [accept or request, wait for a spot, the work (1 or 3 items), get paid (when paid)].
 */
function instructionIndex(
  step: InviteStep,
  workflow: ContentWorkflow,
  paid: boolean,
  length: number,
): number {
  const preapproval = isPreapprovalWorkflow(workflow);
  const work = 2;
  switch (step) {
    case 'invited':
    case 'declined':
      return 0;
    case 'requested':
    case 'waitlisted':
    case 'accepted':
    case 'not_selected':
    case 'full':
    case 'not_a_match':
      return 1;
    case 'window_upcoming':
    case 'submit':
    case 'fix_caption':
    case 'missed':
    case 'rejected':
      return work;
    case 'in_review':
      return work + 1;
    case 'post':
    case 'select_post':
    case 'verifying':
    case 'fix_post':
      return preapproval ? work + 2 : work;
    case 'work_approved':
      return paid ? length - 1 : length;
    case 'paid':
      return length;
  }
}

function instructionsOf(input: InviteViewInput, step: InviteStep, now: number): InstructionStep[] {
  const steps = instructionSteps(
    { workflow: input.workflow, compensation: input.compensation, window: input.window },
    input.requested ? { kind: 'request' } : { kind: 'invite', acceptBy: acceptDeadline(input) },
    now,
  );
  const reached = Math.min(
    instructionIndex(step, input.workflow, isPaidCompensation(input.compensation), steps.length),
    steps.length,
  );
  const ended = ENDED_STEPS.includes(step);
  return steps.map((s, index) => ({
    words: s.words,
    at: s.at,
    state: index < reached ? 'done' : index === reached && !ended ? 'current' : 'todo',
  }));
}

/** A step of "What do I have to do?" as words: the spec's MM/DD in the creator's zone. */
export function instructionText(step: Pick<InstructionStep, 'words' | 'at'>, timeZone: string) {
  return step.at === null ? step.words : `${step.words} ${creatorDate(step.at, timeZone)}`;
}
