import type { PayoutBatchDetail, PayoutBatchResult, PayoutProvider } from './payout-provider';

/** What the ledger knows of a batch it recorded: its items and when they were sent. */
export type LedgerBatchLookup = (
  payoutBatchId: string,
) => Promise<{ sender_item_id: string; sent_at: Date }[]>;

/**
 * The local payout provider: nothing leaves the system. The batch is our own payout_batches row;
 * its sender batch id is the batch id, so a repeated batch answers the same id. So that demo
 * payouts move like real ones, an item reads PENDING until `paidAfterMs` after it was sent, then
 * SUCCESS (the lookup reads our own tables; without one the ledger knows no items).
 */
export function createLedgerPayouts(
  options: { lookup?: LedgerBatchLookup; paidAfterMs?: number; clock?: () => Date } = {},
): PayoutProvider {
  const paidAfterMs = options.paidAfterMs ?? 15_000;
  const clock = options.clock ?? (() => new Date());
  return {
    name: 'ledger',
    async createBatch(request): Promise<PayoutBatchResult> {
      const id = request.sender_batch_header.sender_batch_id;
      return {
        batch_header: { payout_batch_id: id, sender_batch_id: id, batch_status: 'PENDING' },
      };
    },
    async getBatch(payoutBatchId): Promise<PayoutBatchDetail> {
      const rows = (await options.lookup?.(payoutBatchId)) ?? [];
      const now = clock().getTime();
      const items = rows.map((row) => {
        const paid = row.sent_at.getTime() + paidAfterMs <= now;
        return {
          sender_item_id: row.sender_item_id,
          payout_item_id: paid ? `LEDGER-${row.sender_item_id}` : null,
          transaction_status: paid ? 'SUCCESS' : 'PENDING',
          error: null,
        };
      });
      const done = items.every((item) => item.transaction_status === 'SUCCESS');
      return {
        payout_batch_id: payoutBatchId,
        sender_batch_id: payoutBatchId,
        batch_status: done ? 'SUCCESS' : 'PROCESSING',
        items,
      };
    },
    async verifyWebhook() {
      return false;
    },
    async confirmPaid() {
      return true;
    },
  };
}
