import type { PayoutBatchResult, PayoutProvider } from './payout-provider';

/**
 * The local payout provider: nothing leaves the system. The batch is the payouts row the review
 * service writes; its id is the sender batch id, so a repeated batch answers the same id, and
 * ops' 'mark paid' is the confirmation.
 */
export function createLedgerPayouts(): PayoutProvider {
  return {
    name: 'ledger',
    async createBatch(request): Promise<PayoutBatchResult> {
      const id = request.sender_batch_header.sender_batch_id;
      return {
        batch_header: { payout_batch_id: id, sender_batch_id: id, batch_status: 'PENDING' },
      };
    },
    async confirmPaid() {
      return true;
    },
  };
}
