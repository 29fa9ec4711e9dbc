/**
 * Where payouts go, in our own words (issue 26): an owed payout goes in, the provider's reference
 * and a status we know come out. The PayPal client maps PayPal's wire shapes to this; the ledger
 * (the local default) implements it over our own tables. Decision 523.
 */

/** One payout attempt to send: our reference (`payout-<id>-<attempt>`), cents, the e-mail. */
export interface OwedItem {
  ref: string;
  amountCents: number;
  receiver: string;
}

/** A run's batch: our stable key (PayPal's sender_batch_id) and its items. */
export interface OutgoingBatch {
  key: string;
  items: OwedItem[];
}

/** Where a batch stands at the provider. */
export type ProviderBatchStatus = 'pending' | 'processing' | 'success' | 'denied' | 'canceled';

/** One item as the provider reports it now. */
export interface ProviderItem {
  ref: string;
  /** The provider's id of the item (PayPal's payout_item_id): the reference the creator sees. */
  providerItemId: string | null;
  /** The provider's own status word (PayPal's transaction_status), kept in the history. */
  status: string;
  /** The provider's reason for an unhappy status (PayPal's error name), or null. */
  reason: string | null;
}

export interface BatchReport {
  providerBatchId: string;
  status: ProviderBatchStatus;
  items: ProviderItem[];
}

export interface SentBatch {
  providerBatchId: string;
  status: ProviderBatchStatus;
  /** True when the key had been used: the answer is the batch created the first time. */
  duplicate?: boolean;
}

/**
 * Why a provider call failed, classified (decision 523):
 * - `refused`: the provider read the request and said no (PayPal 400, 403, 422; 401 after a
 *   fresh token: our credentials). Sending it again changes nothing until someone acts.
 * - `transient`: it may work later (PayPal 429, 5xx, no answer). `retryAfterMs` is the
 *   provider's Retry-After, when it gave one.
 */
export class PayoutProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'transient',
    /** The provider's error name (INSUFFICIENT_FUNDS …) or a short code of ours. */
    readonly code: string,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/** A webhook the provider sent, verified: its id (for de-duplication), type and what it names. */
export interface ProviderEvent {
  id: string;
  type: string;
  providerBatchId: string | null;
  providerItemId: string | null;
}

export interface PayoutProvider {
  readonly name: 'ledger' | 'paypal';
  /** Sends a batch; the same key twice answers the first batch. @throws PayoutProviderError */
  send(batch: OutgoingBatch): Promise<SentBatch>;
  /** The batch and every item as the provider reports them now. @throws PayoutProviderError */
  read(providerBatchId: string): Promise<BatchReport>;
  /**
   * Cancels an unclaimed item (the money comes back): answers the item as it is after.
   * @throws PayoutProviderError (refused when the item is no longer unclaimed)
   */
  cancelItem(providerItemId: string): Promise<ProviderItem>;
  /**
   * A webhook delivery, verified by the provider on its raw body (PayPal's
   * verify-webhook-signature); null when it does not verify. The ledger sends none.
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent | null>;
  /** Whether the batch may be treated as paid now (ledger: on ops' word; PayPal: SUCCESS). */
  confirmPaid(providerBatchId: string): Promise<boolean>;
}

/** Cents as a decimal string: 5000 → '50.00'. */
export const centsToValue = (cents: number) => (cents / 100).toFixed(2);
