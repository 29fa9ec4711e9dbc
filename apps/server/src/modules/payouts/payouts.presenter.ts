import { formatDollars } from '@portal/domain/money/format';
import type { PayoutRunResult } from '@portal/domain/money/payout-batches-api';
import { canCancelPayout } from '@portal/domain/money/payout-run';
import {
  PAYOUT_STATE_COPY,
  PAYOUT_STATE_FOR_OPS,
  payoutReason,
  payoutStateOfStored,
} from '@portal/domain/money/payout-status';
import type { BatchRow, PayoutsRepository } from './payouts.repository';

type ItemRow = Awaited<ReturnType<PayoutsRepository['itemsOfBatches']>>[number];

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** One payout batch as ops see it: its progress, why it stopped, and every item's state. */
export function presentBatch(
  row: { batch: BatchRow; created_by: string | null },
  items: ItemRow[],
) {
  const { batch } = row;
  const mine = items.filter((i) => i.payout.payout_batch_id === batch.id);
  const states = mine.map((i) => payoutStateOfStored(i.payout.status));
  return {
    id: batch.id,
    sender_batch_id: batch.sender_batch_id,
    provider: batch.provider,
    provider_batch_id: batch.provider_batch_id,
    status: batch.status,
    created_by: row.created_by,
    created_at: batch.created_at.toISOString(),
    sent_at: iso(batch.sent_at),
    completed_at: iso(batch.completed_at),
    /** PayPal's last refusal or failure (its error name and message), for ops. */
    last_error: batch.last_error,
    send_attempts: batch.send_attempts,
    next_attempt_at: iso(batch.next_attempt_at),
    /** Refused or stuck: nothing is sent again until ops retry or release it. */
    waiting_for_ops: batch.status === 'refused' || batch.status === 'stuck',
    total_cents: mine.reduce((sum, i) => sum + i.payout.amount_cents, 0),
    counts: Object.fromEntries(
      [...new Set(states)].map((s) => [s, states.filter((x) => x === s).length]),
    ),
    items: mine.map(({ payout: p, creator_email, campaign, brand }) => {
      const state = payoutStateOfStored(p.status);
      return {
        payout_id: p.id,
        content_id: p.content_id,
        creator_email,
        campaign,
        brand,
        amount_cents: p.amount_cents,
        paypal_email: p.paypal_email,
        state,
        state_label: PAYOUT_STATE_COPY[state].label,
        /** What the state means for ops and what to do (decision 524). */
        ops_meaning: PAYOUT_STATE_FOR_OPS[state],
        /** PayPal's reason (its error name) and the same in words. */
        reason: p.reason,
        reason_text: payoutReason(p.reason),
        can_cancel: canCancelPayout(state) && p.paypal_item_id !== null,
        paypal_status: p.paypal_status,
        paypal_item_id: p.paypal_item_id,
        sender_item_id: p.sender_item_id,
        attempt: p.attempt,
        sent_at: iso(p.sent_at),
        paid_at: iso(p.paid_at),
      };
    }),
  };
}

export type PayoutBatchView = ReturnType<typeof presentBatch>;

const time = (d: Date) => d.toISOString().slice(11, 19);

/**
 * What a run (or an ops action on a stopped batch) did, in one sentence for the payouts page:
 * never "nothing was ready" when a batch sent seconds ago holds what was owed.
 */
export function runSummary(
  outcome: { outcome: string; reason?: string; retryAt?: Date } | null,
  view: PayoutBatchView | null,
  latest: BatchRow | null,
  now: Date,
): { outcome: PayoutRunResult['outcome']; message: string } {
  if (!outcome || !view) {
    const recent = latest && now.getTime() - latest.created_at.getTime() < 10 * 60_000;
    return {
      outcome: 'nothing_ready',
      message: recent
        ? `Nothing new to send: batch #${latest.id}, made at ${time(latest.created_at)} UTC, already holds what was owed (status ${latest.status}).`
        : 'Nothing new to send: no payout is owed with a PayPal e-mail.',
    };
  }
  const what = `${view.items.length} payout${view.items.length === 1 ? '' : 's'}, ${formatDollars(view.total_cents / 100)}`;
  switch (outcome.outcome) {
    case 'sent':
      return { outcome: 'sent', message: `Batch #${view.id} (${what}) was sent to PayPal.` };
    case 'retrying':
      return {
        outcome: 'retrying',
        message: `Batch #${view.id} (${what}) is saved, but PayPal did not take it yet (${outcome.reason}). It is sent again automatically at ${time(outcome.retryAt!)} UTC, under the same batch id: nothing is paid twice.`,
      };
    case 'refused':
      return {
        outcome: 'refused',
        message: `PayPal refused batch #${view.id} (${what}): ${outcome.reason}. Nothing is sent again until you retry or release it.`,
      };
    case 'stuck':
      return {
        outcome: 'stuck',
        message: `PayPal did not take batch #${view.id} (${what}) after ${view.send_attempts} tries (${outcome.reason}). Nothing is sent again until you retry or release it.`,
      };
    default:
      return {
        outcome: 'released',
        message: `Batch #${view.id} was released: its payouts are owed again and go in the next run.`,
      };
  }
}
