import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { createCampaign, createInvite } from '../../test/factories-campaigns';

let t: TestApp;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ answerCacheTtlMs: 60_000 });
  creator = await createUser(t.app);
  other = await createUser(t.app);
  const campaign = await createCampaign(t.app, { name: 'Cached Glow' });
  await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
});
afterAll(() => t.close());

const dashboard = (user: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/creator/campaigns', headers: { ...user.headers, ...headers } });
const queries = () => t.database.queryCount();
const names = (body: { invites: Record<string, { campaign: { name: string } }[]> }) =>
  Object.values(body.invites)
    .flat()
    .map((i) => i.campaign.name);

describe('the dashboard answer cache', () => {
  it('answers a repeated read from memory, byte for byte, with no database query', async () => {
    const first = await dashboard(creator);
    expect(names(first.json())).toContain('Cached Glow');
    const before = queries();
    const again = await dashboard(creator);
    expect(queries() - before).toBeLessThanOrEqual(1); // the token's user check at most
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('keeps each creator’s answer apart', async () => {
    await dashboard(creator);
    expect(names((await dashboard(other)).json())).not.toContain('Cached Glow');
  });

  it('answers 304 to the same ETag and sends gzip to a client that takes it', async () => {
    const first = await dashboard(creator);
    const same = await dashboard(creator, { 'if-none-match': first.headers.etag as string });
    expect(same.statusCode).toBe(304);
    const zipped = await dashboard(creator, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });

  it('drops the answer when the database changes what it shows, whoever wrote it', async () => {
    await dashboard(creator);
    // A write that is none of this process's requests (a job, another server, a console).
    const campaign = await createCampaign(t.app, { name: 'Fresh Sips' });
    await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
    await expect
      .poll(async () => names((await dashboard(creator)).json()), { timeout: 3_000 })
      .toContain('Fresh Sips');
  });

  it('drops a creator’s answer at once when they write, before any notification', async () => {
    await dashboard(creator);
    const before = queries();
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/creator/deadline-settings',
      headers: creator.headers,
      payload: { remind_by_sms: false },
    });
    expect(saved.statusCode).toBe(200);
    const afterWrite = queries();
    await dashboard(creator);
    expect(queries() - afterWrite).toBeGreaterThan(1); // computed again
    expect(afterWrite).toBeGreaterThan(before);
  });

  it('computes once for readers who ask at the same time', async () => {
    // The session is kept first: the last test's write drops it by a notice that, on PostgreSQL,
    // may arrive only now.
    await dashboard(creator);
    t.app.container.answers.evictUser(creator.id);
    let before = queries();
    await dashboard(creator);
    const one = queries() - before;
    t.app.container.answers.evictUser(creator.id);
    before = queries();
    const answers = await Promise.all(Array.from({ length: 5 }, () => dashboard(creator)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(queries() - before).toBeLessThanOrEqual(one);
  });
});
