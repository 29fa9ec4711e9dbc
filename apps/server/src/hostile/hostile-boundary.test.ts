import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, sessionTokenFor } from '../../test/factories';
import { testConfig } from '../config';
import { seedIfEmpty } from '../seed/seed';
import { fillPath, fingerprint, type Operation, operationsOf } from './hostile-support';

/**
 * The input classes the issue-27 audit found reaching the database (integers past the `integer`
 * column, NUL and lone surrogates in text, huge amounts, long text, prototype keys, any unicode),
 * generated from each route's own OpenAPI schema: every path parameter, query parameter and body
 * field of every operation gets each class, alone, sent by a caller who may use the route (the
 * demo creator on their own ids; ops on the staff routes: review, studio, console). Expected:
 * never a 5xx; every refusal in the error envelope as JSON; NUL and lone surrogates refused with a
 * 400 naming the field; a refused request changes nothing; no request holds the event loop past
 * the bar. GraphQL arguments get the same classes. Prints its counts.
 */
const LIVE_STREAMS = new Set(['/api/v1/notifications/stream', '/api/v1/review/stream']);

type Probe = { kind: string; value: unknown };
const FIXED: Probe[] = [
  { kind: 'int 2^31-1', value: 2 ** 31 - 1 },
  { kind: 'int 2^31', value: 2 ** 31 },
  { kind: 'int -2^31-1', value: -(2 ** 31) - 1 },
  { kind: 'int 2^53', value: 2 ** 53 },
  { kind: 'thirty nines', value: Number('9'.repeat(30)) },
  { kind: 'NUL', value: 'a\u0000b' },
  { kind: 'lone high surrogate', value: 'a\uD800b' },
  { kind: 'lone low surrogate', value: '\uDFFF' },
  { kind: 'long string', value: 'x'.repeat(100_000) },
];
/** Any unicode, NUL and lone surrogates included (fast-check's binary strings), a few per field. */
const UNICODE: Probe[] = fc
  .sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }), { numRuns: 3, seed: 27 })
  .map((value) => ({ kind: 'full unicode', value }));
const PROBES = [...FIXED, ...UNICODE];
/** Classes the rule must refuse by name wherever they are sent as text. */
const NAMED_TEXT = new Set(['NUL', 'lone high surrogate', 'lone low surrogate']);
/** Node's own judgement of text (String.prototype.isWellFormed, ES2024), not the rule's code. */
const BOUNDARY_HIT = (value: unknown) =>
  typeof value === 'string' &&
  (value.includes('\u0000') || !(value as unknown as { isWellFormed(): boolean }).isWellFormed());

let t: TestApp;
let ids: Record<string, number | string>;
let creator: Record<string, string>;
let ops: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({
    auth: { ...testConfig().auth, rateLimit: { max: 1_000_000, windowMs: 60_000 } },
  });
  const demo = testConfig().demo;
  await seedIfEmpty(t.database.db, { ...testConfig(), demo: { ...demo, enabled: true } });
  const [row] = (
    await t.database.db.execute(sql`
      select u.id, i.id as "inviteId", i.campaign_id as "campaignId",
             c.id as "contentId", c.media_id as "mediaId"
      from users u join invites i on i.user_id = u.id join content c on c.invite_id = i.id
      where u.email = ${demo.creator.email} limit 1`)
  ).rows as Record<string, number>[];
  ids = { ...row, contentMetadataId: row!.contentId!, postId: 1, customTermsId: 1, part: 'past' };
  creator = { authorization: `Bearer ${await sessionTokenFor(t.app, row!.id!)}` };
  ops = (await createUser(t.app, { type: 'ops' })).headers;
});
afterAll(() => t.close());

/** Staff routes (review, campaign studio, the console's audit log) get ops, who may use them all. */
const STAFF_PREFIXES = ['/api/v1/review', '/api/v1/studio', '/api/v1/console'];
const callerOf = (path: string) =>
  STAFF_PREFIXES.some((prefix) => path.startsWith(prefix)) ? ops : creator;

const asText = (value: unknown) => (typeof value === 'string' ? value : String(value));

/** Percent-encodes text for a URL, a lone surrogate as the bytes it would have (WTF-8). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

interface Sent {
  op: Operation;
  where: 'path' | 'query' | 'body';
  field: string;
  probe: Probe;
}

/** One request per (operation, field, class): the class in that field alone. */
function requestsOf(op: Operation): Sent[] {
  const sent: Sent[] = [];
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    for (const probe of PROBES) sent.push({ op, where: param.in, field: param.name, probe });
  }
  for (const field of Object.keys(op.body?.properties ?? {})) {
    for (const probe of PROBES) sent.push({ op, where: 'body', field, probe });
  }
  return sent;
}

async function send({ op, where, field, probe }: Sent) {
  const headers = op.path.startsWith('/api/v1/auth') ? {} : callerOf(op.path);
  const path =
    where === 'path'
      ? fillPath(op.path, { ...ids, [field]: encode(asText(probe.value)) })
      : fillPath(op.path, ids);
  const query = where === 'query' ? `?${encode(field)}=${encode(asText(probe.value))}` : '';
  const body = where === 'body' ? { [field]: probe.value } : op.body ? {} : undefined;
  return t.app.inject({
    method: op.method as 'POST',
    url: `${path}${query}`,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

describe('the boundary classes on every route, from its own schema', () => {
  it('never answer 5xx, refuse in the envelope naming the field, and change nothing when refused', async () => {
    const operations = operationsOf(t.app).filter(
      (op) => op.path !== '/graphql' && !LIVE_STREAMS.has(op.path),
    );
    expect(operations.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const counts = { requests: 0, accepted: 0, refused: 0, serverErrors: 0 };
    const kinds = new Set<string>();
    // How long any one request held the event loop (the issue: no request may freeze the server):
    // measured over each request alone, so the suite's own fingerprints of the in-process
    // database (PGlite runs on this thread) do not count.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let slowest = { ms: 0, what: '' };
    let stall = { ms: 0, what: '' };
    for (const op of operations) {
      const before = await fingerprint(t.database.db);
      let anyAccepted = false;
      for (const sent of requestsOf(op)) {
        delay.reset();
        const started = performance.now();
        const response = await send(sent);
        const ms = performance.now() - started;
        const what = `${op.method} ${op.path} ${sent.probe.kind}`;
        if (ms > slowest.ms) slowest = { ms, what };
        const held = delay.max / 1e6;
        if (held > stall.ms) stall = { ms: held, what };
        counts.requests++;
        kinds.add(sent.probe.kind);
        const where = `${op.method} ${op.path} ${sent.where}.${sent.field}=${sent.probe.kind} → ${response.statusCode}`;
        if (response.statusCode >= 500) {
          counts.serverErrors++;
          problems.push(`${where}: server error ${response.body.slice(0, 120)}`);
          continue;
        }
        if (response.statusCode < 400) {
          counts.accepted++;
          anyAccepted = true;
          continue;
        }
        counts.refused++;
        if (!String(response.headers['content-type']).startsWith('application/json')) {
          problems.push(`${where}: not JSON (${response.headers['content-type']})`);
          continue;
        }
        const error = response.json().error;
        if (!error?.code) problems.push(`${where}: no error envelope`);
        // Text the database cannot store is refused by name. In a URL a lone surrogate cannot be
        // sent as text at all (its bytes are not UTF-8): there only NUL is checked by name.
        const value = asText(sent.probe.value);
        const named =
          sent.where === 'body'
            ? NAMED_TEXT.has(sent.probe.kind) || BOUNDARY_HIT(sent.probe.value)
            : sent.where === 'query' && value.includes('\u0000');
        if (named && !(response.statusCode === 400 && error?.details?.fields?.[sent.field])) {
          problems.push(`${where}: not refused by name (${JSON.stringify(error).slice(0, 160)})`);
        }
      }
      if (!anyAccepted && (await fingerprint(t.database.db)) !== before) {
        problems.push(`${op.method} ${op.path}: refused requests changed the database`);
      }
    }
    delay.disable();
    const loopMs = Math.round(stall.ms);
    console.log(
      `hostile boundary: ${operations.length} operations, ${kinds.size} classes, ${counts.requests} requests, ${counts.accepted} accepted, ${counts.refused} refused, ${counts.serverErrors} 5xx, ${problems.length} problems; longest event-loop stall in a request ${loopMs} ms (${stall.what}), slowest request ${Math.round(slowest.ms)} ms (${slowest.what})`,
    );
    expect(problems).toEqual([]);
    // A few hundred ms is the bar (issue 27); measured per request it is tens of ms even on a
    // loaded machine.
    expect(loopMs).toBeLessThan(500);
  }, 180_000); // every route × every class, one by one: minutes on a loaded machine

  it('refuse prototype keys in any body in the envelope, and change nothing', async () => {
    const operations = operationsOf(t.app).filter((op) => op.body && op.path !== '/graphql');
    const problems: string[] = [];
    const before = await fingerprint(t.database.db);
    for (const op of operations) {
      for (const payload of [
        '{"__proto__":{"type":"ops"}}',
        '{"constructor":{"prototype":{"type":"ops"}}}',
      ]) {
        const response = await t.app.inject({
          method: op.method as 'POST',
          url: fillPath(op.path, ids),
          headers: {
            ...callerOf(op.path),
            'content-type': 'application/json',
          },
          payload,
        });
        if (response.statusCode !== 400 || !response.json().error?.code) {
          problems.push(`${op.method} ${op.path} ${payload} → ${response.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await fingerprint(t.database.db)).toBe(before);
  });
});

describe('the boundary classes on GraphQL arguments', () => {
  const FIELDS = [
    (v: string) => `{ tiktokCampaign(campaignId: ${v}) { campaignId } }`,
    (v: string) => `{ user(id: ${v}) { id } }`,
    (v: string) => `{ getCreatorCategories(userId: ${v}) { categoryId } }`,
    (v: string) => `mutation { campaignGuidelinesView(inviteId: ${v}) { wasSuccessful } }`,
    (v: string) => `{ sagaTransaction(transactionId: ${v}) { transactionId } }`,
  ];

  it('never answer 5xx and refuse what the database cannot hold', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const field of FIELDS) {
      for (const probe of FIXED) {
        // As a literal in the query, and as a variable.
        const literal = JSON.stringify(asText(probe.value));
        for (const payload of [
          { query: field(literal) },
          {
            query: field('$v').replace(/^(mutation |)\{/, (_, m) => `${m || 'query '}($v: ID!) {`),
            variables: { v: asText(probe.value) },
          },
        ]) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { ...creator, 'content-type': 'application/json' },
            payload,
          });
          requests++;
          const where = `${payload.query.slice(0, 60)} ${probe.kind} → ${response.statusCode}`;
          if (response.statusCode >= 500) problems.push(`${where}: ${response.body.slice(0, 200)}`);
          const body = response.json();
          const codes = (body.errors ?? []).map(
            (e: { extensions?: { code?: string } }) => e.extensions?.code,
          );
          if (codes.includes('unexpected_error')) problems.push(`${where}: unexpected_error`);
        }
      }
    }
    const sagas = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...creator, 'content-type': 'application/json' },
      payload: {
        query:
          'mutation($p: JSON!) { sagaStart(name: "phone_verification", payload: $p) { transactionId } }',
        variables: { p: { phoneNumber: '+1217555\u00000100' } },
      },
    });
    requests++;
    expect(sagas.statusCode).toBe(400);
    console.log(`hostile boundary (GraphQL): ${requests} requests, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });
});
