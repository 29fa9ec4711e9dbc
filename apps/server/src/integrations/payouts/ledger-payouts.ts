import { type PayoutProvider, PayoutProviderError } from './payout-provider';

/** What the ledger knows of a batch it recorded: its items and when they were sent. */
export type LedgerBatchLookup = (
  payoutBatchId: string,
) => Promise<{ sender_item_id: string; sent_at: Date }[]>;

/**
 * The local payout provider: nothing leaves the system. The batch is our own payout_batches row;
 * its provider id is our key, so a repeated batch answers the same id. So that demo payouts move
 * like real ones, an item reads PENDING until `paidAfterMs` after it was sent, then SUCCESS (the
 * lookup reads our own tables; without one the ledger knows no items).
 */
export function createLedgerPayouts(
  options: { lookup?: LedgerBatchLookup; paidAfterMs?: number; clock?: () => Date } = {},
): PayoutProvider {
  const paidAfterMs = options.paidAfterMs ?? 15_000;
  const clock = options.clock ?? (() => new Date());
  return {
    name: 'ledger',
    async send(batch) {
      return { providerBatchId: batch.key, status: 'pending' };
    },
    async read(providerBatchId) {
      const rows = (await options.lookup?.(providerBatchId)) ?? [];
      const now = clock().getTime();
      const items = rows.map((row) => {
        const paid = row.sent_at.getTime() + paidAfterMs <= now;
        return {
          ref: row.sender_item_id,
          providerItemId: paid ? `LEDGER-${row.sender_item_id}` : null,
          status: paid ? 'SUCCESS' : 'PENDING',
          reason: null,
        };
      });
      const done = items.every((item) => item.status === 'SUCCESS');
      return { providerBatchId, status: done ? 'success' : 'processing', items };
    },
    async cancelItem() {
      throw new PayoutProviderError(
        'refused',
        'NOT_SUPPORTED',
        'The ledger pays nothing out: there is no unclaimed payment to cancel.',
      );
    },
    async verifyWebhook() {
      return null;
    },
    async confirmPaid() {
      return true;
    },
  };
}
