import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type {
  PaypalBatch,
  PaypalBatchStatus,
  PaypalError,
  PaypalItem,
  PaypalItemRequest,
} from '../../src/integrations/payouts/paypal-api';
import type { PaypalSettings } from '../../src/integrations/payouts/paypal-payouts';

/** What a settled item ends as, with PayPal's error name for the unhappy ones. */
export type FakeOutcome = 'SUCCESS' | 'FAILED' | 'UNCLAIMED' | 'RETURNED' | 'ONHOLD' | 'BLOCKED';

const ERROR_OF: Partial<Record<FakeOutcome, { name: string; message: string }>> = {
  FAILED: { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked or inactive' },
  UNCLAIMED: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
  RETURNED: { name: 'RECEIVER_UNCONFIRMED', message: 'Receiver did not claim within 30 days' },
  BLOCKED: { name: 'RECEIVER_STATE_RESTRICTED', message: 'Receiver is restricted' },
};

interface FakeBatch {
  id: string;
  senderBatchId: string;
  created: string;
  items: PaypalItem[];
}

export interface PaypalTestServer {
  /** Settings for PAYOUT_PROVIDER=paypal pointing at this server. */
  settings: Required<PaypalSettings>;
  /** Every batch created, by payout_batch_id. */
  batches: Map<string, FakeBatch>;
  /** Requests answered, by route ('token', 'create', 'get', 'verify'), and 401s. */
  calls: Map<string, number>;
  /** Items paid to a receiver end in this outcome when settled (default SUCCESS). */
  outcomeFor(receiver: string, outcome: FakeOutcome): void;
  /** Settles every PENDING item to its receiver's outcome (PayPal finishing the batch). */
  settle(): void;
  /** Changes one item's status later (e.g. UNCLAIMED → RETURNED after 30 days). */
  setItemStatus(senderItemId: string, status: string): void;
  /** The next create is recorded but its answer is lost (the connection drops), like a crash. */
  dropNextCreateAnswer(): void;
  /**
   * The next create is recorded and never answered (the caller waits): resolves once it is
   * recorded, so a test can kill the caller at that moment.
   */
  holdNextCreateAnswer(): Promise<void>;
  /** Token lifetime for tokens issued from now on, in seconds. */
  tokenLifetime(seconds: number): void;
  /** Revokes every token issued so far (PayPal answers 401 invalid_token). */
  revokeTokens(): void;
  /** Headers PayPal would send with this webhook event, signed so verification succeeds. */
  signWebhook(event: unknown): Record<string, string>;
  close(): Promise<void>;
}

const money = /^\d{1,10}\.\d{2}$/;
const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A small stand-in for PayPal's REST API in tests: OAuth2 client credentials (Basic auth, bearer
 * tokens that expire or are revoked), Payouts create and read (request shapes checked as PayPal
 * does, a reused sender_batch_id refused with PayPal's duplicate error and a link to the original
 * batch), items that settle to SUCCESS, FAILED, UNCLAIMED, RETURNED … on demand, and
 * verify-webhook-signature for events it signed itself. Not covered: other PayPal APIs, currency
 * conversion, cancelling items.
 */
export async function startPaypalTestServer(): Promise<PaypalTestServer> {
  const clientId = 'test-client-id';
  const clientSecret = 'test-client-secret';
  const webhookId = 'WH-TEST-0001';
  const signingKey = randomBytes(32);
  const tokens = new Map<string, number>();
  let lifetime = 32_400;
  let dropNext = false;
  let holdNext: (() => void) | null = null;
  const outcomes = new Map<string, FakeOutcome>();
  const batches = new Map<string, FakeBatch>();
  const bySender = new Map<string, FakeBatch>();
  const calls = new Map<string, number>();
  const count = (op: string) => calls.set(op, (calls.get(op) ?? 0) + 1);
  let seq = 0;
  const nextId = (prefix: string) =>
    `${prefix}${(++seq).toString(36).toUpperCase().padStart(11, '0')}`;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, error: PaypalError) =>
    json(res, status, { debug_id: randomBytes(6).toString('hex'), ...error });
  const invalid = (res: ServerResponse, field: string, issue: string) =>
    fail(res, 400, {
      name: 'VALIDATION_ERROR',
      message: 'Invalid request - see details',
      details: [{ field, location: 'body', issue }],
    });

  const batchStatus = (batch: FakeBatch): PaypalBatchStatus =>
    batch.items.every((i) => i.transaction_status !== 'PENDING') ? 'SUCCESS' : 'PENDING';
  const header = (batch: FakeBatch) => ({
    payout_batch_id: batch.id,
    batch_status: batchStatus(batch),
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
    json(res, 201, {
      batch_header: { ...header(batch), batch_status: 'PENDING' },
      links: [selfLink(batch)],
    });
  }

  function readBatch(id: string, url: URL, res: ServerResponse) {
    count('get');
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

  const signatureOf = (transmissionId: string, time: string, event: unknown) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest('base64');

  function verify(body: unknown, res: ServerResponse) {
    count('verify');
    const r = body as Record<string, unknown>;
    for (const field of [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ]) {
      if (typeof r?.[field] !== 'string') return invalid(res, field, `${field} is required`);
    }
    if (typeof r.webhook_event !== 'object' || r.webhook_event === null) {
      return invalid(res, 'webhook_event', 'webhook_event is required');
    }
    const ok =
      r.webhook_id === webhookId &&
      r.transmission_sig ===
        signatureOf(String(r.transmission_id), String(r.transmission_time), r.webhook_event);
    json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://paypal.local');
    const raw = (await buffer(req)).toString();
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token')
      return issueToken(req, raw, res);
    if (!bearerOk(req)) {
      count('401');
      return json(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    let body: unknown;
    if (req.method === 'POST') {
      if (!/application\/json/.test(req.headers['content-type'] ?? '')) {
        return fail(res, 415, {
          name: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Content-Type must be application/json',
        });
      }
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
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      return verify(body, res);
    }
    fail(res, 404, { name: 'NOT_FOUND', message: 'The specified resource does not exist.' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) =>
      fail(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const itemBySender = (senderItemId: string) => {
    for (const batch of batches.values()) {
      const item = batch.items.find((i) => i.payout_item.sender_item_id === senderItemId);
      if (item) return item;
    }
    throw new Error(`No payout item ${senderItemId}`);
  };

  return {
    settings: { baseUrl: base, clientId, clientSecret, webhookId },
    batches,
    calls,
    outcomeFor: (receiver, outcome) => void outcomes.set(receiver, outcome),
    settle() {
      for (const batch of batches.values()) {
        for (const item of batch.items) {
          if (item.transaction_status !== 'PENDING') continue;
          const outcome = outcomes.get(item.payout_item.receiver) ?? 'SUCCESS';
          item.transaction_status = outcome;
          item.time_processed = new Date().toISOString();
          if (outcome === 'SUCCESS') item.transaction_id = nextId('T');
          const error = ERROR_OF[outcome];
          if (error) item.errors = error;
        }
      }
    },
    setItemStatus(senderItemId, status) {
      const item = itemBySender(senderItemId);
      item.transaction_status = status;
      const error = ERROR_OF[status as FakeOutcome];
      if (error) item.errors = error;
    },
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
    signWebhook(event) {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${base}/v1/notifications/certs/CERT-TEST`,
        'paypal-transmission-id': id,
        'paypal-transmission-sig': signatureOf(id, time, event),
        'paypal-transmission-time': time,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
