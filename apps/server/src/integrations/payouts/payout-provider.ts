/**
 * A payout batch shaped like PayPal Payouts' `POST /v1/payments/payouts` request: the
 * `sender_batch_id` is our idempotency key (PayPal refuses a second batch with the same id), and
 * each item's `sender_item_id` names one payout attempt.
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

/** PayPal's batch statuses (DENIED, PENDING, PROCESSING, SUCCESS, CANCELED). */
export type PayoutBatchStatus = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'DENIED' | 'CANCELED';

/** The provider's answer to a batch create: its batch id and status. */
export interface PayoutBatchResult {
  batch_header: {
    payout_batch_id: string;
    sender_batch_id: string;
    batch_status: PayoutBatchStatus;
  };
  /** True when the sender_batch_id had been used: the answer is the batch created the first time. */
  duplicate?: boolean;
}

/** One item of a batch as the provider reports it now. */
export interface PayoutItemStatus {
  sender_item_id: string;
  /** The provider's id of the item (PayPal's payout_item_id): the reference the creator sees. */
  payout_item_id: string | null;
  /** The provider's raw status (PayPal's transaction_status), kept in the payout's history. */
  transaction_status: string;
  /** PayPal's error name for a failed or unclaimed item (e.g. RECEIVER_UNREGISTERED). */
  error: string | null;
}

export interface PayoutBatchDetail {
  payout_batch_id: string;
  sender_batch_id: string;
  batch_status: PayoutBatchStatus;
  items: PayoutItemStatus[];
}

/**
 * Where payouts go. The ledger provider (default) only records them and reports them paid after a
 * short delay; the PayPal Payouts provider sends them for real and reads back what PayPal reports.
 */
export interface PayoutProvider {
  readonly name: 'ledger' | 'paypal';
  /** Records or sends a batch; the same sender_batch_id twice answers the first batch. */
  createBatch(request: PayoutBatchRequest): Promise<PayoutBatchResult>;
  /** The batch and every item's status as the provider reports them now. */
  getBatch(payoutBatchId: string): Promise<PayoutBatchDetail>;
  /**
   * Whether a webhook delivery really comes from the provider (PayPal: its
   * verify-webhook-signature call). The ledger sends none and accepts none.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    event: unknown,
  ): Promise<boolean>;
  /** Whether the batch may be treated as paid now (ledger: on ops' word; PayPal: SUCCESS). */
  confirmPaid(payoutBatchId: string): Promise<boolean>;
}

/** Cents as PayPal's decimal string: 5000 → '50.00'. */
export const centsToValue = (cents: number) => (cents / 100).toFixed(2);
