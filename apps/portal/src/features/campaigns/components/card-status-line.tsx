import type { Invite } from '@portal/domain/campaigns/campaign-api';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { dueState, relativeDue } from '@portal/domain/deadlines/due-dates';
import { type CardStatus, cardStatus } from '@portal/domain/invites/card-status';
import { formatDollars } from '@portal/domain/money/format';
import { browserTimeZone, formatDate } from '@portal/web-kit/format/dates';
import classes from './campaign-card.module.css';

const DUE_LABELS = {
  'accept by': 'Accept by',
  'submit by': 'Submit by',
  'post by': 'Post by',
  'submit from': 'Submit from',
} as const;

/** The domain's card status of an invite as the wire answers it (issue 13). */
export function inviteCardStatus(invite: Invite, now: number): CardStatus {
  const extension = invite.extension_metadata;
  return cardStatus(
    {
      status: invite.status,
      group: invite.group,
      payout_amount: invite.payout_amount,
      is_paid: invite.is_paid,
      invite_sent_at: invite.invite_sent_at,
      windowStart: invite.campaign.flight_start,
      windowEnd: extension.has_extension ? extension.granted_extension_end_ts : invite.flight_end,
      flightEnd: invite.flight_end,
      posts: invite.posts.map((p) => p.funnel_state as ContentFunnelState),
    },
    now,
  );
}

/**
 * The line under a card's title: the status chip, the next due date in the creator's zone with
 * "in 3 days" / "2 days late", and the payout amount when the invite pays.
 */
export function CardStatusLine({
  status,
  payoutAmount,
  now,
}: {
  status: CardStatus;
  payoutAmount: number;
  now: number;
}) {
  const zone = browserTimeZone();
  // The amount on cards still in play; finished ones say 'Paid $…', past ones stay quiet.
  const showMoney = payoutAmount > 0 && (status.tone === 'action' || status.tone === 'waiting');
  if (!status.chip && !showMoney) return null;
  return (
    <div className={classes.status}>
      {status.chip && (
        <span className={classes.chip} data-tone={status.tone}>
          {status.chip}
        </span>
      )}
      {status.due && (
        <span>
          {DUE_LABELS[status.due.label]} {formatDate(status.due.at, zone)} ·{' '}
          <span
            className={
              dueState(status.due.at, now, zone) === 'overdue' ? classes.overdue : undefined
            }
          >
            {relativeDue(status.due.at, now, zone)}
          </span>
        </span>
      )}
      {showMoney && <span className={classes.money}>{formatDollars(payoutAmount)} payout</span>}
    </div>
  );
}
