import type { PayoutBatchDetail, PayoutBatchResult, PayoutProvider } from './payout-provider';
import type {
  PaypalBatch,
  PaypalBatchCreated,
  PaypalError,
  PaypalToken,
  PaypalVerifyRequest,
  PaypalVerifyResult,
} from './paypal-api';
import { webhookHeadersOf } from './paypal-api';

export interface PaypalSettings {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a test server. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave our webhook subscription; deliveries are verified against it. */
  webhookId?: string;
}

/** A PayPal answer that is not a success, with PayPal's error body when it sent one. */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PaypalError | null,
  ) {
    super(`PayPal answered ${status}${body ? `: ${body.name} ${body.message}` : ''}`);
    this.name = 'PaypalApiError';
  }
}

/** Items per page when reading a batch back (PayPal allows up to 1000). */
const PAGE_SIZE = 1000;
/** A token is renewed this long before PayPal says it expires, so no call carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal Payouts over plain fetch (PayPal's maintained server SDK has no Payouts). The OAuth2
 * client-credentials token is cached until shortly before it expires and shared by concurrent
 * calls; a 401 drops it and the call is tried once more with a fresh one. A batch whose
 * sender_batch_id PayPal has seen answers the original batch (PayPal's duplicate error links to
 * it), so a re-run after a crash never pays twice.
 */
export function createPaypalPayouts(
  settings: PaypalSettings,
  options: { fetch?: typeof fetch; clock?: () => Date } = {},
): PayoutProvider {
  const fetcher = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const res = await fetcher(`${settings.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PaypalApiError(res.status, await errorBody(res));
    const token = (await res.json()) as PaypalToken;
    cached = {
      token: token.access_token,
      expiresAt: clock().getTime() + token.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.access_token;
  }

  async function token(): Promise<string> {
    if (cached && cached.expiresAt > clock().getTime()) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call(path: string, init: { method: string; body?: unknown }): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const used = await token();
      const res = await fetcher(`${settings.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${used}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (res.status !== 401 || attempt > 0) return res;
      // Revoked or expired early: forget it (unless a concurrent call already renewed it) and
      // try once more with a fresh one.
      if (cached?.token === used) cached = null;
      await res.body?.cancel();
    }
  }

  async function getBatch(payoutBatchId: string): Promise<PayoutBatchDetail> {
    const items: PayoutBatchDetail['items'] = [];
    for (let page = 1; ; page++) {
      const query = `page=${page}&page_size=${PAGE_SIZE}`;
      const res = await call(`/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}?${query}`, {
        method: 'GET',
      });
      if (!res.ok) throw new PaypalApiError(res.status, await errorBody(res));
      const batch = (await res.json()) as PaypalBatch;
      for (const item of batch.items ?? []) {
        items.push({
          sender_item_id: item.payout_item.sender_item_id,
          payout_item_id: item.payout_item_id,
          transaction_status: item.transaction_status,
          error: item.errors?.name ?? null,
        });
      }
      if ((batch.items ?? []).length < PAGE_SIZE) {
        return {
          payout_batch_id: batch.batch_header.payout_batch_id,
          sender_batch_id: batch.batch_header.sender_batch_header.sender_batch_id,
          batch_status: batch.batch_header.batch_status,
          items,
        };
      }
    }
  }

  return {
    name: 'paypal',

    async createBatch(request): Promise<PayoutBatchResult> {
      const items = request.items.map((item) => {
        if (!item.receiver) {
          throw new Error(`Payout item ${item.sender_item_id} has no PayPal e-mail to pay.`);
        }
        return { ...item, receiver: item.receiver };
      });
      const res = await call('/v1/payments/payouts', {
        method: 'POST',
        body: { sender_batch_header: request.sender_batch_header, items },
      });
      if (res.ok) {
        const created = (await res.json()) as PaypalBatchCreated;
        return {
          batch_header: {
            payout_batch_id: created.batch_header.payout_batch_id,
            sender_batch_id: created.batch_header.sender_batch_header.sender_batch_id,
            batch_status: created.batch_header.batch_status,
          },
        };
      }
      const body = await errorBody(res);
      const original = duplicateOf(body);
      if (res.status === 400 && original) {
        const batch = await getBatch(original);
        return {
          batch_header: {
            payout_batch_id: batch.payout_batch_id,
            sender_batch_id: batch.sender_batch_id,
            batch_status: batch.batch_status,
          },
          duplicate: true,
        };
      }
      throw new PaypalApiError(res.status, body);
    },

    getBatch,

    async verifyWebhook(headers, event) {
      const signed = webhookHeadersOf(headers);
      if (!signed || !settings.webhookId) return false;
      const body: PaypalVerifyRequest = {
        ...signed,
        webhook_id: settings.webhookId,
        webhook_event: event,
      };
      const res = await call('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body,
      });
      if (!res.ok) throw new PaypalApiError(res.status, await errorBody(res));
      return ((await res.json()) as PaypalVerifyResult).verification_status === 'SUCCESS';
    },

    async confirmPaid(payoutBatchId) {
      return (await getBatch(payoutBatchId)).batch_status === 'SUCCESS';
    },
  };
}

async function errorBody(res: Response): Promise<PaypalError | null> {
  try {
    return (await res.json()) as PaypalError;
  } catch {
    return null;
  }
}

/**
 * The payout_batch_id of the original batch when PayPal refused a reused sender_batch_id: its
 * error carries a HATEOAS link to GET /v1/payments/payouts/{id}.
 */
function duplicateOf(body: PaypalError | null): string | null {
  const reused = body?.details?.some((d) => /sender_batch_id/i.test(`${d.field} ${d.issue}`));
  if (!reused) return null;
  for (const link of body?.links ?? []) {
    const match = /\/v1\/payments\/payouts\/([^/?]+)/.exec(link.href);
    if (match?.[1] && (link.method ?? 'GET').toUpperCase() === 'GET') {
      return decodeURIComponent(match[1]);
    }
  }
  return null;
}
