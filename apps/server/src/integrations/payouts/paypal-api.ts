/**
 * The slice of PayPal's REST API the payouts provider calls, typed once (PayPal's maintained
 * server SDK does not cover Payouts, so the provider uses plain fetch with these shapes):
 * - POST /v1/oauth2/token (client credentials) → PaypalToken
 * - POST /v1/payments/payouts → PaypalBatchCreated (201) or PaypalError (400 on a reused
 *   sender_batch_id, with a HATEOAS link to the original batch)
 * - GET /v1/payments/payouts/{payout_batch_id}?page=&page_size= → PaypalBatch
 * - POST /v1/notifications/verify-webhook-signature → PaypalVerifyResult
 */

export const PAYPAL_API_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PaypalToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds the token stays valid. */
  expires_in: number;
  scope?: string;
}

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PaypalError {
  name: string;
  message: string;
  debug_id?: string;
  details?: { field?: string; location?: string; issue: string; description?: string }[];
  links?: PaypalLink[];
}

export interface PaypalAmount {
  value: string;
  currency: string;
}

export interface PaypalItemRequest {
  recipient_type: 'EMAIL';
  amount: PaypalAmount;
  receiver: string;
  sender_item_id: string;
  note?: string;
}

export interface PaypalBatchRequest {
  sender_batch_header: { sender_batch_id: string; email_subject?: string; email_message?: string };
  items: PaypalItemRequest[];
}

/** Batch status: DENIED, PENDING, PROCESSING, SUCCESS, CANCELED. */
export type PaypalBatchStatus = 'DENIED' | 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'CANCELED';

export interface PaypalBatchHeader {
  payout_batch_id: string;
  batch_status: PaypalBatchStatus;
  time_created?: string;
  time_completed?: string;
  sender_batch_header: { sender_batch_id: string; email_subject?: string };
}

export interface PaypalBatchCreated {
  batch_header: PaypalBatchHeader;
  links?: PaypalLink[];
}

/**
 * An item's transaction_status: SUCCESS, FAILED, PENDING, UNCLAIMED, RETURNED, ONHOLD, BLOCKED,
 * REFUNDED, REVERSED (and NEW before processing starts).
 */
export interface PaypalItem {
  payout_item_id: string;
  transaction_id?: string;
  transaction_status: string;
  payout_batch_id: string;
  payout_item: PaypalItemRequest;
  time_processed?: string;
  errors?: { name: string; message: string };
}

export interface PaypalBatch {
  batch_header: PaypalBatchHeader;
  items: PaypalItem[];
  links?: PaypalLink[];
}

/** The PAYPAL-* headers a webhook delivery carries, as the verification call names them. */
export interface PaypalWebhookHeaders {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}

export interface PaypalVerifyRequest extends PaypalWebhookHeaders {
  webhook_id: string;
  webhook_event: unknown;
}

export interface PaypalVerifyResult {
  verification_status: 'SUCCESS' | 'FAILURE';
}

/** Reads the PAYPAL-* webhook headers (any case); null when one is missing. */
export function webhookHeadersOf(
  headers: Record<string, string | string[] | undefined>,
): PaypalWebhookHeaders | null {
  const get = (name: string) => {
    const value = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const out = {
    auth_algo: get('paypal-auth-algo'),
    cert_url: get('paypal-cert-url'),
    transmission_id: get('paypal-transmission-id'),
    transmission_sig: get('paypal-transmission-sig'),
    transmission_time: get('paypal-transmission-time'),
  };
  return Object.values(out).every((v) => typeof v === 'string' && v.length > 0)
    ? (out as PaypalWebhookHeaders)
    : null;
}
