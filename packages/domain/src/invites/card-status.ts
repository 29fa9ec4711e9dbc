import type { ContentFunnelState } from '../content/funnel';
import { formatDollars } from '../money/format';
import type { InviteGroup } from './invite-groups';
import type { InviteStatus } from './invite-status';

/**
 * How loudly a card asks for the creator (issue 13): 'action' cards need them now, 'waiting'
 * ones wait on someone else, 'done' ones are finished; 'quiet' cards have nothing to do.
 */
export type CardTone = 'action' | 'waiting' | 'done' | 'quiet';

/** The chip's date: what is due by `at` (epoch seconds), written by the screen in the creator's zone. */
export type CardDue = { label: 'accept by' | 'submit by' | 'post by' | 'submit from'; at: number };

export type CardStatus = { chip: string | null; due: CardDue | null; tone: CardTone };

export type InviteForCardStatus = {
  status: InviteStatus;
  group: InviteGroup;
  /** Dollars; above 0 when the invite pays. */
  payout_amount: number;
  is_paid: boolean;
  /** Epoch seconds. */
  invite_sent_at: number;
  /** The submission window's start and end (extension included), epoch seconds or null. */
  windowStart: number | null;
  windowEnd: number | null;
  /** Where posting is due: the flight end (part 2 section 4), epoch seconds or null. */
  flightEnd: number | null;
  /** Submissions' states, oldest first. */
  posts: readonly ContentFunnelState[];
};

const ACCEPT_WITHIN_SECONDS = 86_400;

function paidChip(invite: InviteForCardStatus): CardStatus {
  return {
    chip: invite.payout_amount > 0 ? `Paid ${formatDollars(invite.payout_amount)}` : 'Paid',
    due: null,
    tone: 'done',
  };
}

/** The chip of the latest submission's state. */
function postStatus(state: ContentFunnelState, invite: InviteForCardStatus): CardStatus {
  const postBy: CardDue | null =
    invite.flightEnd === null ? null : { label: 'post by', at: invite.flightEnd };
  switch (state) {
    case 'CONTENT_IN_REVIEW':
    case 'CONTENT_CHANGES_IN_REVIEW':
      return { chip: 'In review', due: null, tone: 'waiting' };
    case 'CONTENT_CHANGES_REQUESTED':
      return { chip: 'Changes requested', due: null, tone: 'action' };
    case 'CONTENT_REJECTED':
      return { chip: 'Rejected', due: null, tone: 'quiet' };
    case 'CONTENT_APPROVED_DO_DISTRIBUTE':
      return { chip: 'Content approved', due: postBy, tone: 'action' };
    case 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE':
      return invite.is_paid
        ? paidChip(invite)
        : { chip: 'Approved — do not post', due: null, tone: 'done' };
    case 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH':
      return { chip: 'Select your post', due: postBy, tone: 'action' };
    case 'DISTRIBUTION_VERIFYING':
      return { chip: 'Verifying your post', due: null, tone: 'waiting' };
    case 'DISTRIBUTION_CHANGES_REQUESTED':
    case 'POST_REJECTED':
      return { chip: 'Post changes requested', due: postBy, tone: 'action' };
    case 'DISTRIBUTION_APPROVED':
      return invite.is_paid || invite.payout_amount <= 0
        ? paidChip(invite)
        : { chip: 'Approved — payment pending', due: null, tone: 'done' };
    case 'PAID':
      return paidChip(invite);
  }
}

/**
 * A campaign card's status chip and next due date (issue 13): where the invite stands, in a word
 * or two, and the date the creator's next move is due by. Current invites only; others are quiet
 * (their card says what happened). `now` is epoch seconds.
 */
export function cardStatus(invite: InviteForCardStatus, now: number): CardStatus {
  const quiet: CardStatus = { chip: null, due: null, tone: 'quiet' };
  if (invite.group !== 'active' && invite.group !== 'extended') return quiet;
  switch (invite.status) {
    case 'PENDING':
      return {
        chip: 'Invited',
        due: { label: 'accept by', at: invite.invite_sent_at + ACCEPT_WITHIN_SECONDS },
        tone: 'action',
      };
    case 'ACCEPTED':
      return { chip: 'Awaiting approval', due: null, tone: 'waiting' };
    case 'APPROVED': {
      const latest = invite.posts.at(-1);
      if (latest && latest !== 'CONTENT_REJECTED') return postStatus(latest, invite);
      if (invite.windowStart !== null && invite.windowStart > now) {
        return {
          chip: 'Approved',
          due: { label: 'submit from', at: invite.windowStart },
          tone: 'waiting',
        };
      }
      const due: CardDue | null =
        invite.windowEnd === null ? null : { label: 'submit by', at: invite.windowEnd };
      return {
        chip: latest ? 'Rejected — submit again' : 'Approved',
        due,
        tone: 'action',
      };
    }
    default:
      return quiet;
  }
}
