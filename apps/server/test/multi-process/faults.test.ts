import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { mp4Bytes, pngBytes } from '../factories-content';
import { openStream } from '../sse';
import { backgroundTraffic } from './background-traffic';
import { freePort, spawnServer, waitReady } from './spawn-servers';

const [, b] = inject('servers') as [string, string];
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('faults', () => {
  it('kill -9 of a server in the middle of an upload: the peer resumes it, no byte lost', async () => {
    const port = await freePort();
    const log = path.join(inject('workDir'), `server-${port}-killed.log`);
    const victim = spawnServer(inject('databaseUrl'), inject('workDir'), port, log);
    const doomed = `http://127.0.0.1:${port}`;
    try {
      await waitReady(doomed, victim, log);
      const login = await fetch(`${doomed}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.18.9.9' },
        body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}`, 'tus-resumable': '1.0.0' };
      const bytes = mp4Bytes(512 * 1024);
      const created = await fetch(`${doomed}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          ...auth,
          'upload-length': String(bytes.length),
          'upload-metadata': `filename ${b64('cut.mp4')},filetype ${b64('video/mp4')}`,
        },
      });
      const location = new URL(created.headers.get('location')!, doomed).pathname;
      const first = await fetch(`${doomed}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(0, 200 * 1024),
      });
      expect(first.status).toBe(204);

      victim.kill('SIGKILL');
      await new Promise((resolve) => victim.once('exit', resolve));
      // The client's next call to the dead process fails plainly (connection refused).
      await expect(fetch(`${doomed}/healthz`)).rejects.toThrow();

      const head = await fetch(`${b}${location}`, { method: 'HEAD', headers: auth });
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBe(200 * 1024);
      const rest = await fetch(`${b}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(offset),
      });
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
      console.log('faults injected: 1 (kill -9 during an upload)');
    } finally {
      if (victim.exitCode === null) victim.kill('SIGKILL');
    }
  });
});

describe('the database drops every connection (as a PostgreSQL restart does) under traffic', () => {
  it('both processes recover by themselves, errors in between carry the envelope, live news still arrives', async () => {
    const [a2, b2] = inject('servers') as [string, string];
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    try {
      const login = async (who: { email: string; password: string }, address: string) => {
        const res = await fetch(`${a2}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(who),
        });
        return ((await res.json()) as { accessToken: string }).accessToken;
      };
      const creator = await login(
        { email: 'creator@demo.test', password: 'creator-demo-pass' },
        '10.18.7.1',
      );
      const ops = await login({ email: 'ops@demo.test', password: 'ops-demo-pass' }, '10.18.7.2');
      const stream = await openStream(`${a2}/api/v1/notifications/stream`, {
        authorization: `Bearer ${creator}`,
      });

      const traffic = backgroundTraffic([a2, b2], '/api/v1/creator/campaigns', creator);
      await new Promise((r) => setTimeout(r, 300));
      const dropped = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(dropped.rowCount).toBeGreaterThan(2); // pools and LISTEN connections of both

      // Both ready again without a hand, and answering the dashboard.
      for (const server of [a2, b2]) {
        await expect
          .poll(async () => (await fetch(`${server}/readyz`)).status, { timeout: 15_000 })
          .toBe(200);
      }
      await new Promise((r) => setTimeout(r, 500));
      await traffic.stop();
      expect(traffic.withoutEnvelope).toEqual([]);
      expect(traffic.statuses.slice(-2)).toEqual([200, 200]);

      // The LISTEN connections came back: a decision on b reaches the stream held by a.
      const waiting = await admin.query(
        // Content ops may approve now: its media ready, in a workflow where ops decide (issue 26).
        `select c.id, c.media_id from content c join users u on u.id = c.user_id
         join media m on m.id = c.media_id
         join invites i on i.id = c.invite_id join campaigns ca on ca.id = i.campaign_id
         where u.email = 'creator@demo.test' and c.funnel_state = 'CONTENT_IN_REVIEW'
           and m.status = 'ready'
           and ca.campaign_content_workflow not in ('OPS_AND_BRAND_PREAPPROVAL', 'CONTENT_ONLY')
         order by c.id desc limit 1`,
      );
      const { id, media_id } = waiting.rows[0] as { id: number; media_id: number };
      await expect
        .poll(
          async () => {
            const acted = await fetch(`${b2}/api/v1/review/content/${id}/actions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${ops}` },
              body: JSON.stringify({ action: 'approve_distribute' }),
            });
            return acted.status;
          },
          { timeout: 10_000 },
        )
        .toBe(200);
      const event = await stream.nextOfKind('content_approved', 10_000);
      expect(JSON.parse(event.data)).toMatchObject({
        kind: 'content_approved',
        link: `/creator/content/${media_id}`,
      });
      stream.close();
      console.log(
        `faults injected: every database connection dropped under traffic (${traffic.statuses.length} requests, ${traffic.statuses.filter((s) => s >= 500).length} answered 5xx with the envelope)`,
      );
    } finally {
      await admin.end();
    }
  });
});

describe('kill -9 during a content submission', () => {
  it('the client retries on the peer with the same Idempotency-Key: one submission, never two', async () => {
    const port = await freePort();
    const log = path.join(inject('workDir'), `server-${port}-killed-submit.log`);
    const victim = spawnServer(inject('databaseUrl'), inject('workDir'), port, log);
    const doomed = `http://127.0.0.1:${port}`;
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    try {
      await waitReady(doomed, victim, log);
      const login = await fetch(`${doomed}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.18.8.1' },
        body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}` };
      // An approved invite of the demo creator whose window is open for an upload now.
      const open = await admin.query(
        `select i.id, c.platform, c.hashtags, c.screen_names
         from invites i join users u on u.id = i.user_id
         join campaigns c on c.id = i.campaign_id left join flights f on f.id = i.flight_id
         where u.email = 'creator@demo.test' and i.status = 'APPROVED'
           and c.campaign_content_workflow <> 'PRODUCT'
           and coalesce(f.end_date, i.flight_end, c.flight_end) > now() + interval '1 day'
           and not exists (select 1 from content x where x.invite_id = i.id)
         order by i.id limit 1`,
      );
      const invite = open.rows[0] as
        | { id: number; platform: string; hashtags: string[]; screen_names: string[] }
        | undefined;
      if (!invite) throw new Error('the demo creator has no invite taking an upload');
      const caption = [
        'Fault tour',
        ...invite.hashtags.map((h) => `#${h}`),
        ...invite.screen_names.map((n) => `@${n}`),
      ].join(' ');

      const bytes = await pngBytes();
      const tus = { ...auth, 'tus-resumable': '1.0.0' };
      const created = await fetch(`${doomed}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(bytes.length),
          'upload-metadata': `filename ${b64('photo.png')},filetype ${b64('image/png')}`,
        },
      });
      const location = new URL(created.headers.get('location')!, doomed).pathname;
      const patched = await fetch(`${doomed}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes,
      });
      expect(patched.status).toBe(204);

      const key = `fault-submit-${port}`;
      const submit = (server: string) =>
        fetch(`${server}/api/v1/creator/submissions`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            platform_type: invite.platform,
            invite_id: invite.id,
            filestack_transfer_details: {
              filename: 'photo.png',
              handle: location.split('/').pop(),
              content_type: 'image/png',
            },
            caption,
          }),
        });
      // The request reaches the doomed process; it is killed before (or while) answering.
      const first = submit(doomed).catch(() => null);
      await new Promise((r) => setTimeout(r, 5));
      victim.kill('SIGKILL');
      await new Promise((resolve) => victim.once('exit', resolve));
      await first;

      // The client's retry, with the same key, on the peer.
      const retried = await submit(b);
      if (retried.status >= 300)
        throw new Error(`retry answered ${retried.status}: ${await retried.text()}`);
      const again = await submit(b);
      const ids = [
        (await retried.json()) as { id: number },
        (await again.json()) as { id: number },
      ];
      expect(ids[1]!.id).toBe(ids[0]!.id);
      const rows = await admin.query('select id from content where idempotency_key = $1', [key]);
      expect(rows.rowCount).toBe(1);
      console.log('faults injected: 1 (kill -9 during a content submission)');
    } finally {
      if (victim.exitCode === null) victim.kill('SIGKILL');
      await admin.end();
    }
  });
});

describe('kill -9 of a worker holding a job', () => {
  it('a job left running by a dead process is run again by a peer, once, and its e-mail sent once', async () => {
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const [creator] = (
        await db.query<{ id: number; email: string }>(
          "select id, email from users where email = 'creator@demo.test'",
        )
      ).rows;
      // What a worker killed mid-job leaves: the job claimed ('running', one attempt) by a
      // process that will never finish it, its lock older than the stale-lock interval.
      const subject = `Fault: a reminder a dead worker held (${Date.now()})`;
      const [job] = (
        await db.query<{ id: number }>(
          `insert into jobs (kind, payload, user_id, status, attempts, locked_at, run_at, max_attempts)
           values ('reminders.email', $1::jsonb, $2, 'running', 1,
                   now() - interval '6 minutes', now() - interval '6 minutes', 3)
           returning id`,
          [
            JSON.stringify({
              subject,
              headline: 'Due today: Submit your content: Fault',
              detail: 'Due today.',
              link: '/creator/dashboard/campaigns',
            }),
            creator!.id,
          ],
        )
      ).rows;
      await expect
        .poll(
          async () =>
            (await db.query('select status from jobs where id = $1', [job!.id])).rows[0]!.status,
          { timeout: 15_000 },
        )
        .toBe('done');
      const { rows } = await db.query('select attempts from jobs where id = $1', [job!.id]);
      expect(rows[0]!.attempts).toBe(2);
      const mails = await db.query('select id from email_outbox where subject = $1', [subject]);
      expect(mails.rowCount).toBe(1);
      console.log('faults injected: 1 (a job held by a killed worker)');
    } finally {
      await db.end();
    }
  });
});

describe('kill -9 during an accept', () => {
  it('the retry on the peer answers the accepted invite, as the lost answer would have', async () => {
    const port = await freePort();
    const log = path.join(inject('workDir'), `server-${port}-killed-accept.log`);
    const victim = spawnServer(inject('databaseUrl'), inject('workDir'), port, log);
    const doomed = `http://127.0.0.1:${port}`;
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      await waitReady(doomed, victim, log);
      const login = await fetch(`${doomed}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.18.9.1' },
        body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      // A pending Instagram invite without custom terms: accepting needs nothing more.
      const pending = await db.query<{ id: number }>(
        `select i.id from invites i join users u on u.id = i.user_id
         join campaigns c on c.id = i.campaign_id
         where u.email = 'creator@demo.test' and i.status = 'PENDING'
           and c.platform like 'instagram%'
           and not exists (select 1 from custom_terms t where t.campaign_id = c.id)
         order by i.id limit 1`,
      );
      const inviteId = pending.rows[0]!.id;
      const accept = (server: string) =>
        fetch(`${server}/api/v1/creator/invites/${inviteId}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'ACCEPTED', prevStatus: 'PENDING' }),
        });
      const first = accept(doomed).catch(() => null);
      await new Promise((r) => setTimeout(r, 5));
      victim.kill('SIGKILL');
      await new Promise((resolve) => victim.once('exit', resolve));
      await first;

      const retried = await accept(b);
      if (retried.status !== 200) {
        throw new Error(`retry answered ${retried.status}: ${await retried.text()}`);
      }
      expect(((await retried.json()) as { status: string }).status).toBe('ACCEPTED');
      const rows = await db.query<{ status: string }>('select status from invites where id = $1', [
        inviteId,
      ]);
      expect(rows.rows[0]!.status).toBe('ACCEPTED');
      console.log('faults injected: 1 (kill -9 during an accept)');
    } finally {
      if (victim.exitCode === null) victim.kill('SIGKILL');
      await db.end();
    }
  });
});

describe('the storage unreachable for a while', () => {
  it('both processes say not ready and refuse uploads clearly, then recover by themselves', async () => {
    const [a2, b2] = inject('servers') as [string, string];
    const files = path.join(inject('workDir'), 'files');
    const login = await fetch(`${a2}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.18.10.1' },
      body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const createUpload = (server: string) =>
      fetch(`${server}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'tus-resumable': '1.0.0',
          'upload-length': '1024',
          'upload-metadata': `filename ${b64('cut.mp4')},filetype ${b64('video/mp4')}`,
        },
      });
    // The folder replaced by a plain file: like an unmounted or unreachable disk, nothing under
    // it can be read or created (a mere rename would let the server create it afresh).
    renameSync(files, `${files}.away`);
    writeFileSync(files, 'not a folder');
    try {
      for (const server of [a2, b2]) {
        const ready = await fetch(`${server}/readyz`);
        expect(ready.status).toBe(503);
        const body = (await ready.json()) as { checks: { storage: string; database: string } };
        expect(body.checks.database).toBe('ok');
        expect(body.checks.storage).not.toBe('ok');
        const refused = await createUpload(server);
        expect(refused.status).toBeGreaterThanOrEqual(500);
      }
    } finally {
      rmSync(files, { force: true });
      renameSync(`${files}.away`, files);
    }
    for (const server of [a2, b2]) {
      expect((await fetch(`${server}/readyz`)).status).toBe(200);
      expect((await createUpload(server)).status).toBe(201);
    }
    console.log('faults injected: 1 (the storage unreachable, then back)');
  });
});
