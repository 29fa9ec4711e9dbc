import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import type { PaypalTestServer } from '../support/paypal-test-server';
import { freePort, spawnServer, waitReady } from './spawn-servers';

/**
 * A server process (HTTP and worker) paying through `paypal`, on the suite's database, signed in
 * as the demo's ops user. The caller kills it (`child`) when done.
 */
export async function paypalServer(paypal: PaypalTestServer, name: string) {
  const port = await freePort();
  const log = path.join(inject('workDir'), `server-${port}-${name}.log`);
  const child = spawnServer(inject('databaseUrl'), inject('workDir'), port, log, {
    PAYOUT_PROVIDER: 'paypal',
    PAYPAL_API_URL: paypal.settings.baseUrl,
    PAYPAL_CLIENT_ID: paypal.settings.clientId,
    PAYPAL_CLIENT_SECRET: paypal.settings.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.settings.webhookId,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.14.${port >> 8}.${port & 255}`,
    },
    body: JSON.stringify({ email: 'ops@demo.test', password: 'ops-demo-pass' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const pay = () =>
    fetch(`${url}/api/v1/review/payouts/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, origin: url },
    });
  return { child, pay };
}

/**
 * One payout owed for this test alone, whatever the suites before it paid: approved content of
 * the demo creator (its own media, ready) with an extra accepted on it (decision 522), to the
 * creator's PayPal e-mail. A run pays everything owed, so a test that pays must not count on
 * what the demo seeded. Answers the payout's id.
 */
export async function oweOnePayout(db: pg.Client, tag: string): Promise<number> {
  const { rows } = await db.query(
    `with invite as (
       select i.id, i.user_id from invites i join users u on u.id = i.user_id
       where u.email = 'creator@demo.test' order by i.id limit 1),
     m as (
       insert into media (user_id, content_type, status, filename)
       select user_id, 'image', 'ready', $1 || '.jpg' from invite returning id),
     c as (
       insert into content (invite_id, user_id, media_id, platform_type, funnel_state)
       select invite.id, invite.user_id, m.id, 'instagram_image', 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE'
       from invite, m returning id, invite_id, user_id)
     insert into payouts (content_id, invite_id, user_id, amount_cents, paypal_email, status, batch_id, kind)
     select c.id, c.invite_id, c.user_id, 1500, 'creator@demo.test', 'pending', 'owed-' || $1, 'extra'
     from c returning id`,
    [tag],
  );
  if (rows.length !== 1) throw new Error('the demo creator has no invite to owe a payout on');
  return rows[0].id as number;
}
