import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAGA_NAMES } from '@portal/domain/profile/phone-verification';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client';
import { demoCreatorFingerprint } from '../demo-fingerprint';
import { mp4Bytes } from '../factories-content';
import { openStream } from '../sse';
import { RATE_LIMIT_MAX } from './spawn-servers';

const [a, b] = inject('servers') as [string, string];
const db = new pg.Client({ connectionString: inject('databaseUrl') });
beforeAll(() => db.connect());
afterAll(() => db.end());

const creator = { email: 'creator@demo.test', password: 'creator-demo-pass' };
const OPS = { email: 'ops@demo.test', password: 'ops-demo-pass' };
const BRAND = { email: 'brand@demo.test', password: 'brand-demo-pass' };
let clientIp = 0;
/** Every test signs in from its own address, so the auth rate limit counts each test apart. */
const fromNewAddress = () => ({ 'x-forwarded-for': `10.18.0.${++clientIp}` });

function post(server: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server}${path}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Every token the suite saw, so the log check can look for each. */
const secretsSeen = new Set<string>([creator.password, OPS.password, BRAND.password]);

function refreshCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('portal_refresh='));
  if (!cookie) throw new Error(`no refresh cookie (status ${response.status})`);
  const pair = cookie.split(';')[0]!;
  secretsSeen.add(pair.slice('portal_refresh='.length));
  return pair;
}

async function signIn(server: string, address = fromNewAddress()) {
  const response = await post(server, '/api/v1/auth/login', creator, address);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: { id: number } };
  secretsSeen.add(body.accessToken);
  return { cookie: refreshCookie(response), accessToken: body.accessToken, userId: body.user.id };
}

describe('two processes starting together on one database', () => {
  it('migrated once and seeded the demo data once', async () => {
    const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8'));
    const applied = await db.query('select hash from drizzle.__drizzle_migrations');
    expect(applied.rowCount).toBe(journal.entries.length);
    const creators = await db.query('select id from users where email = $1', [creator.email]);
    expect(creators.rowCount).toBe(1);
  });

  it('both are ready', async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server}/readyz`);
      expect(ready.status).toBe(200);
    }
  });
});

describe('sessions across processes', () => {
  it('a session started on one process is refreshed on the other', async () => {
    const session = await signIn(a);
    const refreshed = await post(b, '/api/v1/auth/refresh', undefined, { cookie: session.cookie });
    expect(refreshed.status).toBe(200);
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const me = await fetch(`${a}/api/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: number }).id).toBe(session.userId);
  });

  it('a rotated refresh token presented again on the other process ends the session', async () => {
    const session = await signIn(a);
    const rotated = await post(a, '/api/v1/auth/refresh', undefined, { cookie: session.cookie });
    expect(rotated.status).toBe(200);
    const second = refreshCookie(rotated);
    // The reuse grace (two tabs refreshing at once) is 30 s: age the rotation past it.
    await db.query(
      `update refresh_tokens set rotated_at = now() - interval '5 minutes'
       where rotated_at is not null and user_id = $1`,
      [session.userId],
    );
    const replay = await post(b, '/api/v1/auth/refresh', undefined, { cookie: session.cookie });
    expect(replay.status).toBe(401);
    const afterTheft = await post(a, '/api/v1/auth/refresh', undefined, { cookie: second });
    expect(afterTheft.status).toBe(401);
  });
});

/** Asks `server` for /me with the token every few ms until it answers 401; the time that took. */
async function msUntilRefused(server: string, accessToken: string, since: number) {
  const deadline = since + 5_000;
  while (Date.now() < deadline) {
    const me = await fetch(`${server}/api/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (me.status === 401) return Date.now() - since;
    expect(me.status).toBe(200);
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the other process still accepted the token after 5 s');
}

describe('ending access across processes (issue 27, decision 510)', () => {
  const latencies: Record<string, number[]> = {
    'sign-out': [],
    deactivation: [],
    'staff route': [],
  };
  afterAll(() => {
    const line = Object.entries(latencies)
      .map(([what, ms]) => {
        const sorted = [...ms].sort((x, y) => x - y);
        const median = sorted[Math.floor(sorted.length / 2)];
        return `${what}: median ${median} ms, max ${sorted.at(-1)} ms over ${ms.length}`;
      })
      .join('; ');
    console.log(`access ended on the other process — ${line}`);
  });

  it('signing out on one process ends the access token on the other at once, and its stream says so', async () => {
    for (let round = 0; round < 10; round++) {
      const session = await signIn(a);
      const auth = { authorization: `Bearer ${session.accessToken}` };
      // The other process has checked (and keeps) this session.
      expect((await fetch(`${b}/api/v1/me`, { headers: auth })).status).toBe(200);
      const stream =
        round === 0 ? await openStream(`${b}/api/v1/notifications/stream`, auth) : null;
      const out = await post(a, '/api/v1/auth/logout', undefined, { cookie: session.cookie });
      const since = Date.now();
      expect(out.status).toBe(204);
      latencies['sign-out']!.push(await msUntilRefused(b, session.accessToken, since));
      if (stream) {
        expect((await stream.nextOfKind('session_ended')).event).toBe('session-ended');
        stream.close();
      }
    }
    expect(Math.max(...latencies['sign-out']!)).toBeLessThan(1_000);
  });

  it('a deactivation written to the database ends access on both processes', async () => {
    const user = await db.query(
      `insert into users (email, password_hash, type)
       select 'leaving-' || floor(random() * 1e9)::text || '@example.com', password_hash, 'influencer'
       from users where email = $1 returning id, email`,
      [creator.email],
    );
    const { id, email } = user.rows[0] as { id: number; email: string };
    await db.query('insert into profiles (user_id) values ($1)', [id]);
    for (let round = 0; round < 5; round++) {
      await db.query('update users set deactivated_at = null where id = $1', [id]);
      const login = await post(a, '/api/v1/auth/login', { ...creator, email }, fromNewAddress());
      expect(login.status).toBe(200);
      const { accessToken } = (await login.json()) as { accessToken: string };
      secretsSeen.add(accessToken);
      for (const server of [a, b]) {
        const me = await fetch(`${server}/api/v1/me`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(me.status).toBe(200);
      }
      await db.query('update users set deactivated_at = now() where id = $1', [id]);
      const since = Date.now();
      latencies.deactivation!.push(
        Math.max(
          await msUntilRefused(a, accessToken, since),
          await msUntilRefused(b, accessToken, since),
        ),
      );
    }
    expect(Math.max(...latencies.deactivation!)).toBeLessThan(1_000);
  });

  it('a deactivation made through the staff route (issue 28) ends the access token and the refresh cookie on the other process', async () => {
    const ops = await post(a, '/api/v1/auth/login', OPS, fromNewAddress());
    expect(ops.status).toBe(200);
    const opsAuth = {
      authorization: `Bearer ${((await ops.json()) as { accessToken: string }).accessToken}`,
    };
    // A reviewer of the demo brand user's brand, with that user's password.
    const made = await db.query(
      `insert into users (email, password_hash, type, brand_id, brand_role)
       select 'reviewer-' || floor(random() * 1e9)::text || '@example.com', password_hash,
         'brand', brand_id, 'reviewer'
       from users where email = $1 returning id, email`,
      [BRAND.email],
    );
    const { id, email } = made.rows[0] as { id: number; email: string };
    const reviewer = { email, password: BRAND.password };
    for (let round = 0; round < 5; round++) {
      const login = await post(b, '/api/v1/auth/login', reviewer, fromNewAddress());
      expect(login.status).toBe(200);
      const { accessToken } = (await login.json()) as { accessToken: string };
      secretsSeen.add(accessToken);
      const cookie = refreshCookie(login);
      const consoleMe = await fetch(`${b}/api/v1/console/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(consoleMe.status).toBe(200);
      const off = await post(a, `/api/v1/console/staff/${id}/deactivate`, undefined, opsAuth);
      const since = Date.now();
      expect(off.status).toBe(200);
      latencies['staff route']!.push(await msUntilRefused(b, accessToken, since));
      // The refresh cookie and the password are refused on the other process too.
      expect((await post(b, '/api/v1/auth/refresh', undefined, { cookie })).status).toBe(401);
      const again = await post(b, '/api/v1/auth/login', reviewer, fromNewAddress());
      expect(again.status).toBe(403); // 'This account has been deactivated…'
      const on = await post(a, `/api/v1/console/staff/${id}/reactivate`, undefined, opsAuth);
      expect(on.status).toBe(200);
    }
    expect(Math.max(...latencies['staff route']!)).toBeLessThan(1_000);
  });
});

describe('the kept session and its role across processes (decision 630)', () => {
  it('a brand role changed in the database reaches the console on both processes', async () => {
    const made = await db.query(
      `insert into users (email, password_hash, type, brand_id, brand_role)
       select 'admin-' || floor(random() * 1e9)::text || '@example.com', password_hash,
         'brand', brand_id, 'admin'
       from users where email = $1 returning id, email`,
      [BRAND.email],
    );
    const { id, email } = made.rows[0] as { id: number; email: string };
    const login = await post(a, '/api/v1/auth/login', { ...BRAND, email }, fromNewAddress());
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    secretsSeen.add(accessToken);
    const auth = { authorization: `Bearer ${accessToken}` };
    const roleOn = async (server: string) =>
      (
        (await (await fetch(`${server}/api/v1/console/me`, { headers: auth })).json()) as {
          role: string;
        }
      ).role;
    // Both processes have checked the session and keep it, with the role.
    for (const server of [a, b]) expect(await roleOn(server)).toBe('brand_admin');
    for (const round of [0, 1]) {
      const role = round === 0 ? 'reviewer' : 'admin';
      await db.query('update users set brand_role = $2 where id = $1', [id, role]);
      for (const server of [a, b]) {
        await expect
          .poll(() => roleOn(server), { timeout: 1_000, interval: 10 })
          .toBe(`brand_${role}`);
      }
    }
    // A reviewer manages no team: refused on either process while demoted.
    await db.query(`update users set brand_role = 'reviewer' where id = $1`, [id]);
    for (const server of [a, b]) {
      await expect
        .poll(
          async () => (await fetch(`${server}/api/v1/console/staff`, { headers: auth })).status,
          {
            timeout: 1_000,
            interval: 10,
          },
        )
        .toBe(403);
    }
  });
});

describe('rate limits across processes', () => {
  it('the sign-in limit counts requests to both processes together', async () => {
    const address = fromNewAddress();
    // A different account each time: this is the per-address limit, not the per-account one.
    const wrong = (i: number) => ({
      email: `nobody-${i}@example.com`,
      password: 'not-the-password',
    });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await post(server, '/api/v1/auth/login', wrong(i), address)).status);
    }
    expect(statuses).toEqual(Array(RATE_LIMIT_MAX).fill(401));
    for (const server of [a, b]) {
      const limited = await post(server, '/api/v1/auth/login', wrong(99), address);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe(
        'rate_limited',
      );
    }
  });

  it('the per-account limit counts wrong passwords from every address on both processes', async () => {
    const user = await db.query(
      `insert into users (email, password_hash, type)
       select 'guessed-' || floor(random() * 1e9)::text || '@example.com', password_hash, 'influencer'
       from users where email = $1 returning email`,
      [creator.email],
    );
    const { email } = user.rows[0] as { email: string };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const attempt = { email, password: `wrong-${i}` };
      statuses.push((await post(server, '/api/v1/auth/login', attempt, fromNewAddress())).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await post(b, '/api/v1/auth/login', { ...creator, email }, fromNewAddress());
    expect(right.status).toBe(429);
  });
});

describe('background jobs across processes', () => {
  it('each job runs exactly once while both processes work the queue', async () => {
    const n = 40;
    const inserted = await db.query<{ id: number }>(
      `insert into jobs (kind, payload, run_at, max_attempts)
       select 'media.sweep_uploads', '{}'::jsonb, now(), 5 from generate_series(1, $1) returning id`,
      [n],
    );
    const ids = inserted.rows.map((r) => r.id);
    const deadline = Date.now() + 20_000;
    let rows: { status: string; attempts: number }[] = [];
    while (Date.now() < deadline) {
      rows = (
        await db.query<{ status: string; attempts: number }>(
          'select status, attempts from jobs where id = any($1)',
          [ids],
        )
      ).rows;
      if (rows.every((r) => r.status === 'done')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rows).toHaveLength(n);
    expect(rows.filter((r) => r.status === 'done' && r.attempts === 1)).toHaveLength(n);
    // Each sweep queues the next one unless one is queued: still exactly one queued sweep.
    const queued = await db.query(
      "select id from jobs where kind = 'media.sweep_uploads' and status = 'queued'",
    );
    expect(queued.rowCount).toBe(1);
  });
});

describe('uploads across processes', () => {
  it('an upload started on one process resumes and finishes on the other', async () => {
    const { accessToken } = await signIn(a);
    const auth = { authorization: `Bearer ${accessToken}`, 'tus-resumable': '1.0.0' };
    const bytes = mp4Bytes(256 * 1024);
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const created = await fetch(`${a}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...auth,
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${b64('clip.mp4')},filetype ${b64('video/mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, a).pathname;
    const half = bytes.length / 2;
    const patch = (server: string, offset: number, body: Buffer) =>
      fetch(`${server}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    expect((await patch(a, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${b}${location}`, { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const finished = await patch(b, half, bytes.subarray(half));
    expect(finished.status).toBe(204);
    expect(finished.headers.get('upload-offset')).toBe(String(bytes.length));
  });
});

describe('live news across processes', () => {
  it("a reviewer's decision on one process reaches the creator's stream on the other", async () => {
    const session = await signIn(a);
    const stream = await openStream(`${a}/api/v1/notifications/stream`, {
      authorization: `Bearer ${session.accessToken}`,
    });
    const opsLogin = await post(
      b,
      '/api/v1/auth/login',
      { email: 'ops@demo.test', password: 'ops-demo-pass' },
      fromNewAddress(),
    );
    const { accessToken: opsToken } = (await opsLogin.json()) as { accessToken: string };
    secretsSeen.add(opsToken);
    const waiting = await db.query(
      `select id, media_id from content where user_id = $1 and funnel_state = 'CONTENT_IN_REVIEW'
       order by id limit 1`,
      [session.userId],
    );
    const { id, media_id } = waiting.rows[0] as { id: number; media_id: number };
    const acted = await post(
      b,
      `/api/v1/review/content/${id}/actions`,
      { action: 'request_changes', comments: ['Please show the product label'] },
      { authorization: `Bearer ${opsToken}` },
    );
    expect(acted.status).toBe(200);
    const event = await stream.nextOfKind('changes_requested');
    expect(JSON.parse(event.data)).toMatchObject({
      kind: 'changes_requested',
      link: `/creator/content/${media_id}`,
    });
    stream.close();
  });
});

describe("reviewers' live lists across processes (decisions 527, 528)", () => {
  it("a content move and an invite-request decision on one process reach a reviewer's stream on the other", async () => {
    const login = async (server: string) => {
      const res = await post(server, '/api/v1/auth/login', OPS, fromNewAddress());
      const { accessToken } = (await res.json()) as { accessToken: string };
      secretsSeen.add(accessToken);
      return { authorization: `Bearer ${accessToken}` };
    };
    const [onA, onB] = [await login(a), await login(b)];
    const stream = await openStream(`${a}/api/v1/review/stream`, onA);
    const told = async () => JSON.parse((await stream.next(10_000)).data);

    const waiting = await db.query(
      `select id from content where funnel_state = 'CONTENT_IN_REVIEW' order by id desc limit 1`,
    );
    const contentId = (waiting.rows[0] as { id: number }).id;
    const acted = await post(
      b,
      `/api/v1/review/content/${contentId}/actions`,
      { action: 'request_changes', comments: ['Please show the product label'] },
      onB,
    );
    expect(acted.status).toBe(200);
    expect(await told()).toMatchObject({ content_ids: [contentId], invite_ids: [] });

    const pending = await fetch(`${b}/api/v1/review/invite-requests?standing=pending`, {
      headers: onB,
    });
    const inviteId = ((await pending.json()) as { items: { invite_id: number }[] }).items[0]!
      .invite_id;
    const decided = await post(
      b,
      `/api/v1/review/invite-requests/${inviteId}/decision`,
      { decision: 'decline' },
      onB,
    );
    expect(decided.status).toBe(200);
    expect(await told()).toMatchObject({ content_ids: [], invite_ids: [inviteId] });
    stream.close();
  });
});

describe('logs', () => {
  it('a request id follows the request into the job it started, on whichever process ran it', async () => {
    const { accessToken, userId } = await signIn(a);
    const contact = await db.query<{ id: number }>('select id from contacts where user_id = $1', [
      userId,
    ]);
    const requestId = `mp-trace-${Date.now()}`;
    const started = await post(
      a,
      '/graphql',
      {
        query: `mutation($name: String!, $payload: JSON!) {
          sagaStart(name: $name, version: 1, payload: $payload) { transactionId wasSuccessful } }`,
        variables: {
          name: SAGA_NAMES.createMobilePhoneVerification,
          payload: { contactId: contact.rows[0]!.id },
        },
      },
      { authorization: `Bearer ${accessToken}`, 'x-request-id': requestId },
    );
    expect(started.headers.get('x-request-id')).toBe(requestId);
    expect(
      ((await started.json()) as { data: { sagaStart: { wasSuccessful: boolean } } }).data,
    ).toMatchObject({ sagaStart: { wasSuccessful: true } });
    const deadline = Date.now() + 15_000;
    let jobLine: Record<string, unknown> | undefined;
    while (!jobLine && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      jobLine = logLines().find((l) => l.reqId === requestId && l.msg === 'job done');
    }
    expect(jobLine).toMatchObject({ reqId: requestId, kind: expect.stringContaining('saga:') });
    // The verification text this request caused (reminder texts may be logged too, by the hour).
    const smsLine = logLines().find(
      (l) => l.reqId === requestId && String(l.msg).startsWith('[sms:console]'),
    );
    expect(smsLine).toMatchObject({
      reqId: requestId,
      to: expect.stringMatching(/^\+\d{4}\*+\d{2}$/),
    });
  });

  it('no log line holds a password, token, code or full e-mail address', () => {
    const lines = logLines();
    expect(lines.length).toBeGreaterThan(20);
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    const leaks = [...secretsSeen].filter((secret) => text.includes(secret));
    expect(leaks).toEqual([]);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    expect(text).not.toMatch(/code is \d{6}/);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9._-]{20,}/);
    console.log(`log check: ${lines.length} JSON lines, ${secretsSeen.size} secrets looked for`);
  });
});

/** The JSON lines of both processes' logs (the start banner is plain text for people). */
function logLines(): Record<string, unknown>[] {
  return inject('logFiles').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>),
  );
}

describe('backup and restore (pg_dump, pg_restore)', () => {
  it("restores into a fresh database with the demo creator's data intact", async () => {
    const source = inject('databaseUrl');
    const target = new URL(source);
    target.pathname = `${target.pathname}_restored`;
    const dump = path.join(mkdtempSync(path.join(tmpdir(), 'portal-dump-')), 'portal.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source]);
    await db.query(`create database ${target.pathname.slice(1)}`);
    try {
      execFileSync('pg_restore', ['--no-owner', `--dbname=${target}`, dump]);
      const original = await openDatabase({ kind: 'postgres', url: source });
      const restored = await openDatabase({ kind: 'postgres', url: target.toString() });
      try {
        const before = await demoCreatorFingerprint(original, creator.email);
        expect(before.invites).toBeGreaterThan(3);
        expect(await demoCreatorFingerprint(restored, creator.email)).toEqual(before);
        expect((await restored.schemaState()).status).toBe('current');
      } finally {
        await original.close();
        await restored.close();
      }
    } finally {
      await db.query(`drop database if exists ${target.pathname.slice(1)} with (force)`);
      rmSync(path.dirname(dump), { recursive: true, force: true });
    }
  });
});
