import { createSign, createVerify, randomBytes, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { generate } from 'selfsigned';
import type {
  PaypalBatch,
  PaypalBatchStatus,
  PaypalError,
  PaypalItem,
  PaypalItemRequest,
} from '../../src/integrations/payouts/paypal-api';
import type { PaypalSettings } from '../../src/integrations/payouts/paypal-payouts';

/** Every item status PayPal's Payouts specification lists (transaction_enum). */
export type FakeItemStatus =
  | 'SUCCESS'
  | 'FAILED'
  | 'PENDING'
  | 'UNCLAIMED'
  | 'RETURNED'
  | 'ONHOLD'
  | 'BLOCKED'
  | 'REFUNDED'
  | 'REVERSED';

/** PayPal's error names for the unhappy item outcomes, as the item's `errors` carries them. */
const ITEM_ERRORS: Partial<Record<FakeItemStatus, { name: string; message: string }>> = {
  FAILED: { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked or inactive' },
  UNCLAIMED: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
  RETURNED: { name: 'RECEIVER_UNCONFIRMED', message: 'Receiver did not claim the payment' },
  BLOCKED: { name: 'RECEIVER_STATE_RESTRICTED', message: 'Receiver is restricted' },
};

/** PayPal's answers when it says no, by status, with its error names (Payouts errors). */
export const PAYPAL_REFUSALS = {
  400: { name: 'VALIDATION_ERROR', message: 'Invalid request - see details' },
  401: {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to invalid credentials',
  },
  403: { name: 'NOT_AUTHORIZED', message: 'Authorization failed due to insufficient permissions' },
  422: {
    name: 'INSUFFICIENT_FUNDS',
    message: 'Sender does not have sufficient funds. Please add funds and retry.',
  },
  429: { name: 'RATE_LIMIT_REACHED', message: 'Too many requests. Blocked due to rate limiting.' },
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' },
  503: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' },
} as const;

export type FakeRoute = 'token' | 'create' | 'get' | 'item' | 'cancel' | 'verify';

/** A scripted answer: PayPal says no (status, its error) instead of doing the call. */
export interface FakeRefusal {
  status: keyof typeof PAYPAL_REFUSALS;
  /** Another error name of that status (e.g. 422 'SENDER_RESTRICTED'). */
  name?: string;
  message?: string;
  /** Seconds, sent as the Retry-After header (429 and 503). */
  retryAfter?: number;
}

interface FakeBatch {
  id: string;
  senderBatchId: string;
  status: PaypalBatchStatus;
  created: string;
  items: PaypalItem[];
}

/** The payout event types PayPal sends (Payouts webhooks), and one that is not a payout's. */
export type FakeEventType =
  | 'PAYMENT.PAYOUTSBATCH.DENIED'
  | 'PAYMENT.PAYOUTSBATCH.PROCESSING'
  | 'PAYMENT.PAYOUTSBATCH.SUCCESS'
  | 'PAYMENT.PAYOUTS-ITEM.BLOCKED'
  | 'PAYMENT.PAYOUTS-ITEM.CANCELED'
  | 'PAYMENT.PAYOUTS-ITEM.DENIED'
  | 'PAYMENT.PAYOUTS-ITEM.FAILED'
  | 'PAYMENT.PAYOUTS-ITEM.HELD'
  | 'PAYMENT.PAYOUTS-ITEM.REFUNDED'
  | 'PAYMENT.PAYOUTS-ITEM.RETURNED'
  | 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED'
  | 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED'
  | 'PAYMENT.SALE.COMPLETED';

/** A webhook as PayPal sends it: the raw body (the bytes that were signed) and the headers. */
export interface FakeDelivery {
  event: Record<string, unknown>;
  rawBody: string;
  headers: Record<string, string>;
}

export interface PaypalTestServer {
  /** Settings for PAYOUT_PROVIDER=paypal pointing at this server. */
  settings: Required<PaypalSettings>;
  baseUrl: string;
  batches: Map<string, FakeBatch>;
  /** Requests answered, by route, and the PayPal-Request-Id of each create. */
  calls: Map<string, number>;
  /** When each call to a route arrived (ms), to check that retries waited. */
  callTimes: Map<FakeRoute, number[]>;
  createRequestIds: string[];
  /** Items paid to a receiver settle to this status (default SUCCESS). */
  outcomeFor(receiver: string, status: FakeItemStatus): void;
  /** The next `times` calls to `route` are refused this way. */
  refuseNext(route: FakeRoute, refusal: FakeRefusal, times?: number): void;
  /** Every PENDING batch starts processing (items still pending). */
  startProcessing(): void;
  /** Settles every open item to its receiver's outcome and the batch to SUCCESS. */
  settle(): void;
  /** PayPal denies the batch (e.g. the sender's account is restricted): nothing is paid. */
  denyBatch(payoutBatchId: string): void;
  /** The batch was canceled (by the sender in PayPal's portal): nothing is paid. */
  cancelBatch(payoutBatchId: string): void;
  /** One item's status changes later (UNCLAIMED → RETURNED, SUCCESS → REFUNDED …). */
  setItemStatus(senderItemId: string, status: FakeItemStatus): void;
  item(senderItemId: string): PaypalItem;
  /** The next create is recorded but its answer is lost (the connection drops). */
  dropNextCreateAnswer(): void;
  /** The next create is recorded and never answered; resolves once it is recorded. */
  holdNextCreateAnswer(): Promise<void>;
  tokenLifetime(seconds: number): void;
  revokeTokens(): void;
  /** A payout event for a batch or an item, as PayPal builds it. */
  eventFor(
    type: FakeEventType,
    ref: { batchId?: string; senderItemId?: string },
  ): Record<string, unknown>;
  /**
   * Signs `event` as PayPal does: the raw body (pretty-printed, as PayPal's bodies are not
   * compact) and PAYPAL-* headers whose signature is SHA256withRSA over
   * `transmission_id|transmission_time|webhook_id|crc32(raw body)` with the certificate's key.
   */
  sign(event: Record<string, unknown>): FakeDelivery;
  /** POSTs a signed delivery to `url` (the app's webhook route); answers the status. */
  deliver(url: string, delivery: FakeDelivery): Promise<number>;
  close(): Promise<void>;
}

const money = /^\d{1,10}\.\d{2}$/;
const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const OPEN_ITEM: readonly string[] = ['PENDING'];

/**
 * A stand-in for PayPal's REST API in tests that can say no in every way the Payouts
 * specification lists: OAuth2 client credentials; create (request shapes checked as PayPal does,
 * a reused sender_batch_id refused with a link to the original, PayPal-Request-Id answered once),
 * read a batch and an item, cancel an unclaimed item; scripted refusals (400, 401, 403, 422 with
 * PayPal's error names, 429 with Retry-After, 5xx); batches that go PENDING → PROCESSING → SUCCESS
 * or DENIED or CANCELED; items that end in any transaction status and change later; and webhooks
 * signed with a certificate (served at the cert_url) and checked by verify-webhook-signature on
 * the raw body.
 */
export async function startPaypalTestServer(): Promise<PaypalTestServer> {
  const clientId = 'test-client-id';
  const clientSecret = 'test-client-secret';
  const webhookId = 'WH-TEST-0001';
  const pems = await generate(
    [{ name: 'commonName', value: 'messageverificationcerts.paypal.test' }],
    {
      keySize: 2048,
    },
  );
  const certificate = new X509Certificate(pems.cert);
  const tokens = new Map<string, number>();
  let lifetime = 32_400;
  let dropNext = false;
  let holdNext: (() => void) | null = null;
  const outcomes = new Map<string, FakeItemStatus>();
  const batches = new Map<string, FakeBatch>();
  const bySender = new Map<string, FakeBatch>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const refusals = new Map<FakeRoute, FakeRefusal[]>();
  const calls = new Map<string, number>();
  const callTimes = new Map<FakeRoute, number[]>();
  const createRequestIds: string[] = [];
  const count = (op: string) => calls.set(op, (calls.get(op) ?? 0) + 1);
  let seq = 0;
  // PayPal's ids are unique across its whole system: two fakes (two tests on one database) must
  // never hand out the same batch or item id.
  const instance = randomBytes(4).readUInt32BE().toString(36).toUpperCase().padStart(7, '0');
  const nextId = (prefix: string) =>
    `${prefix}${instance}${(++seq).toString(36).toUpperCase().padStart(5, '0')}`;

  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, error: PaypalError, headers = {}) =>
    json(res, status, { debug_id: randomBytes(6).toString('hex'), ...error }, headers);
  const invalid = (res: ServerResponse, field: string, issue: string) =>
    fail(res, 400, {
      name: 'VALIDATION_ERROR',
      message: 'Invalid request - see details',
      details: [{ field, location: 'body', issue }],
    });

  /** Answers a scripted refusal for this route, if one is queued. */
  function refused(route: FakeRoute, res: ServerResponse): boolean {
    const queue = refusals.get(route);
    const refusal = queue?.shift();
    if (!refusal) return false;
    const base = PAYPAL_REFUSALS[refusal.status];
    const headers =
      refusal.retryAfter !== undefined ? { 'retry-after': String(refusal.retryAfter) } : {};
    fail(
      res,
      refusal.status,
      { name: refusal.name ?? base.name, message: refusal.message ?? base.message },
      headers,
    );
    return true;
  }

  const header = (batch: FakeBatch) => ({
    payout_batch_id: batch.id,
    batch_status: batch.status,
    time_created: batch.created,
    sender_batch_header: { sender_batch_id: batch.senderBatchId },
  });
  const selfLink = (batch: FakeBatch) => ({
    href: `${base}/v1/payments/payouts/${batch.id}`,
    rel: 'self',
    method: 'GET',
  });

  function bearerOk(req: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = token ? tokens.get(token) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  function issueToken(req: IncomingMessage, body: string, res: ServerResponse) {
    count('token');
    if (refused('token', res)) return;
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = Buffer.from(basic ?? '', 'base64')
      .toString()
      .split(':');
    if (id !== clientId || secret !== clientSecret) {
      return json(res, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return json(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
    }
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    tokens.set(token, Date.now() + lifetime * 1000);
    json(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payouts',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-TEST',
      expires_in: lifetime,
      nonce: randomBytes(8).toString('hex'),
    });
  }

  function createBatch(body: unknown, req: IncomingMessage, res: ServerResponse) {
    count('create');
    const requestId = req.headers['paypal-request-id'];
    if (typeof requestId === 'string') {
      createRequestIds.push(requestId);
      // PayPal answers a repeated PayPal-Request-Id with the first answer, doing nothing again.
      const seen = byRequestId.get(requestId);
      if (seen) return json(res, seen.status, seen.body);
    }
    if (refused('create', res)) return;
    const request = body as {
      sender_batch_header?: { sender_batch_id?: unknown };
      items?: unknown;
    };
    const senderBatchId = request?.sender_batch_header?.sender_batch_id;
    if (
      typeof senderBatchId !== 'string' ||
      senderBatchId.length === 0 ||
      senderBatchId.length > 256
    ) {
      return invalid(res, 'sender_batch_header.sender_batch_id', 'sender_batch_id is required');
    }
    const items = request.items;
    if (!Array.isArray(items) || items.length === 0 || items.length > 15_000) {
      return invalid(res, 'items', 'Between 1 and 15000 items are required');
    }
    const seen = new Set<string>();
    for (const [n, raw] of items.entries()) {
      const item = raw as Partial<PaypalItemRequest>;
      if (item.recipient_type !== 'EMAIL')
        return invalid(res, `items[${n}].recipient_type`, 'Unsupported recipient_type');
      if (!item.amount || typeof item.amount.value !== 'string' || !money.test(item.amount.value)) {
        return invalid(res, `items[${n}].amount.value`, 'Amount must be a decimal with two places');
      }
      if (!/^[A-Z]{3}$/.test(item.amount.currency ?? ''))
        return invalid(res, `items[${n}].amount.currency`, 'Currency code is invalid');
      if (typeof item.receiver !== 'string' || !email.test(item.receiver)) {
        return invalid(
          res,
          `items[${n}].receiver`,
          'Receiver is invalid or does not match with type',
        );
      }
      if (
        typeof item.sender_item_id !== 'string' ||
        !item.sender_item_id ||
        seen.has(item.sender_item_id)
      ) {
        return invalid(
          res,
          `items[${n}].sender_item_id`,
          'Batch contains duplicate or missing sender_item_id',
        );
      }
      seen.add(item.sender_item_id);
    }
    const existing = bySender.get(senderBatchId);
    if (existing) {
      return fail(res, 400, {
        name: 'USER_BUSINESS_ERROR',
        message: 'User business error.',
        details: [
          { field: 'SENDER_BATCH_ID', issue: 'Batch with given sender_batch_id already exists' },
        ],
        links: [selfLink(existing)],
      });
    }
    const id = nextId('B');
    const batch: FakeBatch = {
      id,
      senderBatchId,
      status: 'PENDING',
      created: new Date().toISOString(),
      items: (items as PaypalItemRequest[]).map((item) => ({
        payout_item_id: nextId('I'),
        transaction_status: 'PENDING',
        payout_batch_id: id,
        payout_item: item,
      })),
    };
    batches.set(batch.id, batch);
    bySender.set(senderBatchId, batch);
    const answer = { batch_header: header(batch), links: [selfLink(batch)] };
    if (typeof requestId === 'string') byRequestId.set(requestId, { status: 201, body: answer });
    if (dropNext) {
      dropNext = false;
      req.socket.destroy();
      return;
    }
    if (holdNext) {
      const held = holdNext;
      holdNext = null;
      held();
      return; // no answer: the caller waits until it dies or the server closes
    }
    json(res, 201, answer);
  }

  function readBatch(id: string, url: URL, res: ServerResponse) {
    count('get');
    if (refused('get', res)) return;
    const batch = batches.get(id);
    if (!batch) {
      return fail(res, 404, {
        name: 'INVALID_RESOURCE_ID',
        message: 'Requested resource ID was not found.',
      });
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 1000);
    const body: PaypalBatch = {
      batch_header: header(batch),
      items: batch.items.slice((page - 1) * size, page * size),
      links: [selfLink(batch)],
    };
    json(res, 200, body);
  }

  const findItem = (pred: (i: PaypalItem) => boolean) => {
    for (const batch of batches.values()) {
      const item = batch.items.find(pred);
      if (item) return item;
    }
    return undefined;
  };

  function readItem(id: string, res: ServerResponse) {
    count('item');
    if (refused('item', res)) return;
    const item = findItem((i) => i.payout_item_id === id);
    if (!item)
      return fail(res, 404, {
        name: 'INVALID_RESOURCE_ID',
        message: 'Requested resource ID was not found.',
      });
    json(res, 200, item);
  }

  function cancelItem(id: string, res: ServerResponse) {
    count('cancel');
    if (refused('cancel', res)) return;
    const item = findItem((i) => i.payout_item_id === id);
    if (!item)
      return fail(res, 404, {
        name: 'INVALID_RESOURCE_ID',
        message: 'Requested resource ID was not found.',
      });
    if (item.transaction_status !== 'UNCLAIMED') {
      return fail(res, 422, {
        name: 'ITEM_NOT_UNCLAIMED',
        message: 'Only an unclaimed payout item can be canceled.',
      });
    }
    item.transaction_status = 'RETURNED';
    item.errors = {
      name: 'RECEIVER_UNCONFIRMED',
      message: 'The sender canceled the unclaimed payment.',
    };
    json(res, 200, item);
  }

  /** The raw text of `webhook_event` inside the verification request's body (it comes last). */
  function rawEventOf(body: string): string | null {
    const at = body.indexOf('"webhook_event"');
    if (at < 0) return null;
    const colon = body.indexOf(':', at);
    const end = body.lastIndexOf('}');
    return body.slice(colon + 1, end).trim();
  }

  function verify(raw: string, res: ServerResponse) {
    count('verify');
    if (refused('verify', res)) return;
    let r: Record<string, unknown>;
    try {
      r = JSON.parse(raw);
    } catch {
      return fail(res, 400, {
        name: 'MALFORMED_REQUEST',
        message: 'The request JSON is not well formed.',
      });
    }
    for (const field of [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ]) {
      if (typeof r[field] !== 'string') return invalid(res, field, `${field} is required`);
    }
    const event = rawEventOf(raw);
    if (typeof r.webhook_event !== 'object' || r.webhook_event === null || !event) {
      return invalid(res, 'webhook_event', 'webhook_event is required');
    }
    const message = `${r.transmission_id}|${r.transmission_time}|${r.webhook_id}|${crc32(event)}`;
    let ok = false;
    try {
      ok =
        r.auth_algo === 'SHA256withRSA' &&
        r.cert_url === certUrl &&
        signatureValid(message, String(r.transmission_sig));
    } catch {
      ok = false;
    }
    json(res, 200, {
      verification_status: ok && r.webhook_id === webhookId ? 'SUCCESS' : 'FAILURE',
    });
  }

  function signatureValid(message: string, signature: string) {
    return createVerify('sha256')
      .update(message)
      .verify(certificate.publicKey, signature, 'base64');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://paypal.local');
    const raw = (await buffer(req)).toString();
    const route: FakeRoute | null =
      url.pathname === '/v1/oauth2/token'
        ? 'token'
        : url.pathname === '/v1/payments/payouts' && req.method === 'POST'
          ? 'create'
          : url.pathname.startsWith('/v1/payments/payouts/')
            ? 'get'
            : url.pathname.endsWith('/cancel')
              ? 'cancel'
              : url.pathname.startsWith('/v1/payments/payouts-item/')
                ? 'item'
                : url.pathname === '/v1/notifications/verify-webhook-signature'
                  ? 'verify'
                  : null;
    if (route) callTimes.set(route, [...(callTimes.get(route) ?? []), Date.now()]);
    if (req.method === 'GET' && url.pathname === certPath) {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' });
      return res.end(pems.cert);
    }
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token')
      return issueToken(req, raw, res);
    if (!bearerOk(req)) {
      count('401');
      return json(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      return verify(raw, res);
    }
    let body: unknown;
    if (req.method === 'POST' && raw.length > 0) {
      try {
        body = JSON.parse(raw);
      } catch {
        return fail(res, 400, {
          name: 'MALFORMED_REQUEST',
          message: 'The request JSON is not well formed.',
        });
      }
    }
    if (req.method === 'POST' && url.pathname === '/v1/payments/payouts')
      return createBatch(body, req, res);
    const get = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) return readBatch(decodeURIComponent(get[1]!), url, res);
    const cancel = /^\/v1\/payments\/payouts-item\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancel) return cancelItem(decodeURIComponent(cancel[1]!), res);
    const item = /^\/v1\/payments\/payouts-item\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && item) return readItem(decodeURIComponent(item[1]!), res);
    fail(res, 404, { name: 'NOT_FOUND', message: 'The specified resource does not exist.' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) =>
      fail(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const certPath = '/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77';
  const certUrl = `${base}${certPath}`;

  const itemBySender = (senderItemId: string) => {
    const item = findItem((i) => i.payout_item.sender_item_id === senderItemId);
    if (!item) throw new Error(`No payout item ${senderItemId}`);
    return item;
  };
  const batchOf = (item: PaypalItem) => batches.get(item.payout_batch_id)!;
  const setStatus = (item: PaypalItem, status: FakeItemStatus) => {
    item.transaction_status = status;
    item.time_processed = new Date().toISOString();
    if (status === 'SUCCESS' && !item.transaction_id) item.transaction_id = nextId('T');
    const error = ITEM_ERRORS[status];
    if (error) item.errors = error;
  };

  function sign(event: Record<string, unknown>): FakeDelivery {
    // PayPal's bodies are not compact JSON: a re-encoded event is not the signed bytes.
    const rawBody = JSON.stringify(event, null, 2).replace(/é/g, '\\u00e9');
    const transmissionId = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    const message = `${transmissionId}|${time}|${webhookId}|${crc32(rawBody)}`;
    const signature = createSign('sha256').update(message).sign(pems.private, 'base64');
    return {
      event,
      rawBody,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': certUrl,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': time,
      },
    };
  }

  return {
    settings: { baseUrl: base, clientId, clientSecret, webhookId },
    baseUrl: base,
    batches,
    calls,
    callTimes,
    createRequestIds,
    outcomeFor: (receiver, status) => void outcomes.set(receiver, status),
    refuseNext(route, refusal, times = 1) {
      const queue = refusals.get(route) ?? [];
      for (let i = 0; i < times; i++) queue.push(refusal);
      refusals.set(route, queue);
    },
    startProcessing() {
      for (const batch of batches.values())
        if (batch.status === 'PENDING') batch.status = 'PROCESSING';
    },
    settle() {
      for (const batch of batches.values()) {
        if (batch.status !== 'PENDING' && batch.status !== 'PROCESSING') continue;
        for (const item of batch.items) {
          if (!OPEN_ITEM.includes(item.transaction_status)) continue;
          setStatus(item, outcomes.get(item.payout_item.receiver) ?? 'SUCCESS');
        }
        batch.status = 'SUCCESS';
      }
    },
    denyBatch(id) {
      const batch = batches.get(id)!;
      batch.status = 'DENIED';
      for (const item of batch.items) {
        item.transaction_status = 'FAILED';
        item.errors = { name: 'DENIED', message: 'The payout batch was denied.' };
      }
    },
    cancelBatch(id) {
      const batch = batches.get(id)!;
      batch.status = 'CANCELED';
    },
    setItemStatus(senderItemId, status) {
      setStatus(itemBySender(senderItemId), status);
    },
    item: itemBySender,
    dropNextCreateAnswer() {
      dropNext = true;
    },
    holdNextCreateAnswer() {
      return new Promise<void>((resolve) => {
        holdNext = resolve;
      });
    },
    tokenLifetime(seconds) {
      lifetime = seconds;
    },
    revokeTokens: () => tokens.clear(),
    eventFor(type, ref) {
      const isBatch = type.startsWith('PAYMENT.PAYOUTSBATCH');
      const item = ref.senderItemId ? itemBySender(ref.senderItemId) : undefined;
      const batch = ref.batchId ? batches.get(ref.batchId)! : item ? batchOf(item) : undefined;
      return {
        id: `WH-${randomBytes(6).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: isBatch ? 'payouts' : 'payouts_item',
        event_type: type,
        summary: `Payout ${type.split('.').at(-1)!.toLowerCase()} — é`,
        resource: isBatch
          ? { batch_header: batch ? header(batch) : {}, links: batch ? [selfLink(batch)] : [] }
          : { ...(item ?? {}), payout_batch_id: batch?.id },
      };
    },
    sign,
    async deliver(url, delivery) {
      const res = await fetch(url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.rawBody,
      });
      await res.body?.cancel();
      return res.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
