import { PAYOUT_STATE_COPY, payoutStateOfStored } from '@portal/domain/money/payout-status';
import type { BatchRow, PayoutsRepository } from './payouts.repository';

type ItemRow = Awaited<ReturnType<PayoutsRepository['itemsOfBatches']>>[number];

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** One payout batch as ops see it: its progress and every item's state. */
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
