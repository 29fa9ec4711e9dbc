import type {
  BatchReport,
  OutgoingBatch,
  PayoutProvider,
  ProviderBatchStatus,
  ProviderEvent,
  ProviderItem,
  SentBatch,
} from './payout-provider';
import { centsToValue, PayoutProviderError } from './payout-provider';
import type {
  PaypalBatch,
  PaypalBatchCreated,
  PaypalBatchRequest,
  PaypalError,
  PaypalItem,
  PaypalToken,
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

/** Items per page when reading a batch back (PayPal allows up to 1000). */
const PAGE_SIZE = 1000;
/** A token is renewed this long before PayPal says it expires, so no call carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;
/** What PayPal's e-mail to the creator says. */
const EMAIL_SUBJECT = 'You have a payment from your creator portal';

/**
 * Retry-After as milliseconds: PayPal sends seconds; an HTTP date is read too. Null when absent
 * or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * PayPal's answer as our error (decision 523): 429 and 5xx may work later (transient, with
 * Retry-After); 400, 403, 422 — and 401 with a fresh token, 404 — are PayPal saying no: refused,
 * with its error name and message, which ops read.
 */
export function classifyPaypalAnswer(
  status: number,
  body: PaypalError | null,
  retryAfter: string | null,
  now: number,
): PayoutProviderError {
  const code = body?.name ?? `HTTP_${status}`;
  const detail = body?.details
    ?.map((d) => d.issue)
    .filter(Boolean)
    .join('; ');
  const message = [body?.message ?? `PayPal answered ${status}`, detail]
    .filter(Boolean)
    .join(' — ');
  if (status === 429 || status >= 500) {
    return new PayoutProviderError(
      'transient',
      code,
      message,
      status,
      retryAfterMs(retryAfter, now),
    );
  }
  return new PayoutProviderError('refused', code, message, status, null);
}

const batchStatusOf = (status: string): ProviderBatchStatus =>
  (['pending', 'processing', 'success', 'denied', 'canceled'] as const).find(
    (s) => s === status.toLowerCase(),
  ) ?? 'pending';

const itemOf = (item: PaypalItem): ProviderItem => ({
  ref: item.payout_item.sender_item_id,
  providerItemId: item.payout_item_id,
  status: item.transaction_status,
  reason: item.errors?.name ?? null,
});

/**
 * PayPal Payouts over plain fetch (PayPal's maintained server SDK has no Payouts), mapped to our
 * provider interface. The OAuth2 client-credentials token is cached until shortly before it
 * expires and shared by concurrent calls; a 401 drops it and the call is tried once more. A
 * batch carries our stable key as `sender_batch_id` and as `PayPal-Request-Id`: PayPal answers a
 * repeat with the first answer, and refuses a reused sender_batch_id with a link to the
 * original batch, which is read and answered — a re-run after a crash never pays twice. Errors
 * are classified (classifyPaypalAnswer); nothing here retries: the payouts service decides when
 * to try again (through the job queue, honouring Retry-After).
 */
export function createPaypalPayouts(
  settings: PaypalSettings,
  options: { fetch?: typeof fetch; clock?: () => Date } = {},
): PayoutProvider {
  const fetcher = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchOrTransient(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetcher(url, init);
    } catch (error) {
      throw new PayoutProviderError(
        'transient',
        'NO_ANSWER',
        `PayPal did not answer: ${(error as Error).message}`,
      );
    }
  }

  async function failure(res: Response): Promise<PayoutProviderError> {
    return classifyPaypalAnswer(
      res.status,
      await errorBody(res),
      res.headers.get('retry-after'),
      clock().getTime(),
    );
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const res = await fetchOrTransient(`${settings.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) {
      if (res.status === 401) {
        await res.body?.cancel();
        throw new PayoutProviderError(
          'refused',
          'AUTHENTICATION_FAILURE',
          'PayPal refused our credentials: check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.',
          401,
        );
      }
      throw await failure(res);
    }
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

  /** One API call with the bearer token; a body given as a string is sent as it is. */
  async function call(
    path: string,
    init: { method: string; body?: unknown; requestId?: string },
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const used = await token();
      const body =
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body);
      const res = await fetchOrTransient(`${settings.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${used}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
        },
        body,
      });
      if (res.status !== 401 || attempt > 0) return res;
      // Revoked or expired early: forget it (unless a concurrent call already renewed it) and
      // try once more with a fresh one.
      if (cached?.token === used) cached = null;
      await res.body?.cancel();
    }
  }

  async function read(providerBatchId: string): Promise<BatchReport> {
    const items: ProviderItem[] = [];
    for (let page = 1; ; page++) {
      const query = `page=${page}&page_size=${PAGE_SIZE}`;
      const res = await call(
        `/v1/payments/payouts/${encodeURIComponent(providerBatchId)}?${query}`,
        {
          method: 'GET',
        },
      );
      if (!res.ok) throw await failure(res);
      const batch = (await res.json()) as PaypalBatch;
      items.push(...(batch.items ?? []).map(itemOf));
      if ((batch.items ?? []).length < PAGE_SIZE) {
        return {
          providerBatchId: batch.batch_header.payout_batch_id,
          status: batchStatusOf(batch.batch_header.batch_status),
          items,
        };
      }
    }
  }

  return {
    name: 'paypal',

    async send(batch: OutgoingBatch): Promise<SentBatch> {
      const request: PaypalBatchRequest = {
        sender_batch_header: { sender_batch_id: batch.key, email_subject: EMAIL_SUBJECT },
        items: batch.items.map((item) => ({
          recipient_type: 'EMAIL',
          amount: { value: centsToValue(item.amountCents), currency: 'USD' },
          receiver: item.receiver,
          sender_item_id: item.ref,
        })),
      };
      const res = await call('/v1/payments/payouts', {
        method: 'POST',
        body: request,
        requestId: batch.key,
      });
      if (res.ok) {
        const created = (await res.json()) as PaypalBatchCreated;
        return {
          providerBatchId: created.batch_header.payout_batch_id,
          status: batchStatusOf(created.batch_header.batch_status),
        };
      }
      const body = await errorBody(res);
      const original = duplicateOf(body);
      if (res.status === 400 && original) {
        const report = await read(original);
        return { providerBatchId: report.providerBatchId, status: report.status, duplicate: true };
      }
      throw classifyPaypalAnswer(
        res.status,
        body,
        res.headers.get('retry-after'),
        clock().getTime(),
      );
    },

    read,

    async cancelItem(providerItemId) {
      const res = await call(
        `/v1/payments/payouts-item/${encodeURIComponent(providerItemId)}/cancel`,
        { method: 'POST', requestId: `cancel-${providerItemId}` },
      );
      if (!res.ok) throw await failure(res);
      return itemOf((await res.json()) as PaypalItem);
    },

    async verifyWebhook(rawBody, headers): Promise<ProviderEvent | null> {
      const signed = webhookHeadersOf(headers);
      if (!signed || !settings.webhookId) return null;
      let event: {
        id?: unknown;
        event_type?: unknown;
        resource?: {
          payout_item_id?: unknown;
          payout_batch_id?: unknown;
          batch_header?: { payout_batch_id?: unknown };
        };
      };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (typeof event?.id !== 'string' || typeof event.event_type !== 'string') return null;
      // PayPal checks its signature over the bytes it sent: the event goes back exactly as it
      // came (raw), never re-encoded, as the last field of the verification request.
      const head = JSON.stringify({ ...signed, webhook_id: settings.webhookId });
      const body = `${head.slice(0, -1)},"webhook_event":${rawBody}}`;
      const res = await call('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body,
      });
      if (!res.ok) throw await failure(res);
      const verified = ((await res.json()) as { verification_status?: string }).verification_status;
      if (verified !== 'SUCCESS') return null;
      const resource = event.resource ?? {};
      const batchId = resource.batch_header?.payout_batch_id ?? resource.payout_batch_id;
      return {
        id: event.id,
        type: event.event_type,
        providerBatchId: typeof batchId === 'string' ? batchId : null,
        providerItemId:
          typeof resource.payout_item_id === 'string' ? resource.payout_item_id : null,
      };
    },

    async confirmPaid(providerBatchId) {
      return (await read(providerBatchId)).status === 'success';
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
