import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { emailOutbox, jobs } from '../../db/schema/platform';
import { supportMessages } from '../../db/schema/support';
import { handlerFor } from '../../jobs/handlers';
import { DEFAULT_PRIVACY_PAGE } from './privacy.routes';
import { SUPPORT_EMAIL_JOB } from './support.service';

let t: TestApp;
let creator: TestUser;
let opsA: TestUser;
let opsB: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
  opsA = await createUser(t.app, { type: 'ops' });
  opsB = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

const MESSAGE = {
  topic: 'payment',
  subject: 'My payout still says owed',
  message: 'Approved three weeks ago; nothing in PayPal yet.',
};
const send = (user: TestUser | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/support/messages',
    headers: user?.headers ?? {},
    payload,
  });

/** Runs the queued support e-mails as the worker would. */
async function deliverQueued(app: TestApp['app']) {
  for (const job of await app.container.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, SUPPORT_EMAIL_JOB))) {
    if (job.status !== 'queued') continue;
    await handlerFor(SUPPORT_EMAIL_JOB)!(job, app.container);
    await app.container.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
  }
}
const mailTo = (app: TestApp['app'], address: string) =>
  app.container.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));

describe('POST /api/v1/support/messages: a real way to write to the operator (issue 31)', () => {
  it('reaches every ops user’s inbox with the creator as Reply-To, once however often it is sent', async () => {
    const payload = { ...MESSAGE, idempotency_key: 'support-key-1' };
    const [first, again] = await Promise.all([send(creator, payload), send(creator, payload)]);
    expect(first.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await deliverQueued(t.app);
    await deliverQueued(t.app); // a job run again sends nothing more
    for (const ops of [opsA, opsB]) {
      const mail = await mailTo(t.app, ops.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('[Support] My payout still says owed');
      expect(mail[0]!.body_text).toContain('Approved three weeks ago');
      expect(mail[0]!.body_text).toContain(creator.email);
      expect(mail[0]!.headers).toMatchObject({ 'Reply-To': creator.email });
    }
    const rows = await t.app.container.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.user_id, creator.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty or too short message with a clear 400 and keeps nothing', async () => {
    const other = await createUser(t.app);
    const bad = await send(other, { ...MESSAGE, message: 'help' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.message).toBe(
      'Please tell us a little more (at least 10 characters).',
    );
    const rows = await t.app.container.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.user_id, other.id));
    expect(rows).toEqual([]);
  });

  it('is for signed-in creators, and at most 5 messages an hour', async () => {
    expect((await send(null, MESSAGE)).statusCode).toBe(401);
    expect((await send(opsA, MESSAGE)).statusCode).toBe(403);
    const busy = await createUser(t.app);
    for (let i = 0; i < 5; i++) expect((await send(busy, MESSAGE)).statusCode).toBe(200);
    const sixth = await send(busy, MESSAGE);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('rate_limited');
  });
});

describe('with SUPPORT_EMAIL and PRIVACY_POLICY_FILE set', () => {
  let configured: TestApp;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'privacy-'));
    const file = join(dir, 'privacy.html');
    await writeFile(file, '<!doctype html><title>Our privacy</title><h1>Acme privacy</h1>');
    const base = await buildTestApp();
    const config = base.app.container.config;
    await base.close();
    configured = await buildTestApp({
      support: { ...config.support, email: 'help@acme.test', privacyFile: file },
    });
  });
  afterAll(() => configured.close());

  it('sends support messages to the configured address only', async () => {
    const someone = await createUser(configured.app);
    const ops = await createUser(configured.app, { type: 'ops' });
    const response = await configured.app.inject({
      method: 'POST',
      url: '/api/v1/support/messages',
      headers: someone.headers,
      payload: MESSAGE,
    });
    expect(response.statusCode).toBe(200);
    await deliverQueued(configured.app);
    expect(await mailTo(configured.app, 'help@acme.test')).toHaveLength(1);
    expect(await mailTo(configured.app, ops.email)).toHaveLength(0);
  });

  it('serves the operator’s privacy page at /privacy', async () => {
    const page = await configured.app.inject({ url: '/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acme privacy');
  });

  it('serves the built-in privacy page otherwise', async () => {
    const page = await t.app.inject({ url: '/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toBe(DEFAULT_PRIVACY_PAGE);
  });
});
