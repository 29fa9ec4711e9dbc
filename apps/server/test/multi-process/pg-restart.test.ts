import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../sse';
import { backgroundTraffic } from './background-traffic';
import { privatePostgres } from './private-postgres';
import { freePort, spawnServer, waitReady } from './spawn-servers';

/**
 * PostgreSQL really stopped and started again (not only its connections cut) while two server
 * processes serve traffic on it. The cluster is the test's own, so stopping it harms no one.
 */
describe('PostgreSQL restarted under traffic', () => {
  let cluster: ReturnType<typeof privatePostgres>;
  let work: string;
  const children: ChildProcess[] = [];
  const servers: string[] = [];

  beforeAll(async () => {
    cluster = privatePostgres(await freePort());
    work = mkdtempSync(path.join(tmpdir(), 'portal-pg-restart-'));
    for (const _ of [0, 1]) {
      const port = await freePort();
      const log = path.join(work, `server-${port}.log`);
      children.push(spawnServer(cluster.url, work, port, log));
      servers.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(
      servers.map((s, i) =>
        waitReady(s, children[i]!, path.join(work, `server-${s.split(':')[2]}.log`)),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    cluster?.destroy();
    if (work && !process.env.KEEP_MULTI_PROCESS_LOGS)
      rmSync(work, { recursive: true, force: true });
  });

  it('both processes say not ready while it is down, answer with the envelope, and recover by themselves', async () => {
    const [a, b] = servers as [string, string];
    const login = async (email: string, password: string, address: string) => {
      const res = await fetch(`${a}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    };
    const creator = await login('creator@demo.test', 'creator-demo-pass', '10.19.0.1');
    const ops = await login('ops@demo.test', 'ops-demo-pass', '10.19.0.2');
    const stream = await openStream(`${a}/api/v1/notifications/stream`, {
      authorization: `Bearer ${creator}`,
    });

    const traffic = backgroundTraffic([a, b], '/api/v1/notifications', creator, 20);
    await new Promise((r) => setTimeout(r, 300));

    cluster.stop();
    try {
      for (const server of [a, b]) {
        await expect
          .poll(async () => (await fetch(`${server}/readyz`)).status, { timeout: 10_000 })
          .toBe(503);
      }
      // A write while the database is away is refused plainly, and nothing half-done remains.
      const refused = await fetch(`${b}/api/v1/review/content/1/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ops}` },
        body: JSON.stringify({ action: 'approve_distribute' }),
      });
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBeTruthy();
      // Down for a while longer, so the traffic meets the outage too.
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      cluster.start();
    }

    for (const server of [a, b]) {
      await expect
        .poll(async () => (await fetch(`${server}/readyz`)).status, { timeout: 20_000 })
        .toBe(200);
    }
    await new Promise((r) => setTimeout(r, 300));
    await traffic.stop();
    expect(traffic.withoutEnvelope).toEqual([]);
    expect(traffic.statuses.slice(-2)).toEqual([200, 200]);

    // The live feed came back on both: a decision taken on b reaches the stream held by a.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
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
      const acted = await fetch(`${b}/api/v1/review/content/${id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ops}` },
        body: JSON.stringify({ action: 'approve_distribute' }),
      });
      expect(acted.status).toBe(200);
      const event = await stream.nextOfKind('content_approved', 15_000);
      expect(JSON.parse(event.data)).toMatchObject({
        kind: 'content_approved',
        link: `/creator/content/${media_id}`,
      });
    } finally {
      stream.close();
      await admin.end();
    }
    console.log(
      `faults injected: PostgreSQL stopped and started under traffic (${traffic.statuses.length} requests, ${traffic.statuses.filter((s) => s >= 500).length} answered 5xx with the envelope)`,
    );
  }, 90_000);
});
