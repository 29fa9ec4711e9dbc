/**
 * A payout batch shaped like PayPal Payouts' `POST /v1/payments/payouts` request: the
 * `sender_batch_id` is our idempotency key (PayPal refuses a second batch with the same id).
 */
export interface PayoutBatchRequest {
  sender_batch_header: { sender_batch_id: string; email_subject?: string };
  items: {
    recipient_type: 'EMAIL';
    amount: { value: string; currency: 'USD' };
    receiver: string | null;
    sender_item_id: string;
    note?: string;
  }[];
}

export type PayoutBatchStatus = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'DENIED';

/** PayPal's answer to a batch: its batch id and status. */
export interface PayoutBatchResult {
  batch_header: {
    payout_batch_id: string;
    sender_batch_id: string;
    batch_status: PayoutBatchStatus;
  };
}

/**
 * Where payouts go. The ledger provider (default) only records them and lets ops mark them paid;
 * a PayPal Payouts provider sends them for real and answers the batch status PayPal reports.
 */
export interface PayoutProvider {
  readonly name: 'ledger' | 'paypal';
  /** Records or sends a batch; the same sender_batch_id twice answers the first batch. */
  createBatch(request: PayoutBatchRequest): Promise<PayoutBatchResult>;
  /** Whether the batch may be treated as paid now (ledger: on ops' word; PayPal: SUCCESS). */
  confirmPaid(payoutBatchId: string): Promise<boolean>;
}

/** Cents as PayPal's decimal string: 5000 → '50.00'. */
export const centsToValue = (cents: number) => (cents / 100).toFixed(2);
