import { answerByText } from '@portal/domain/studio/invite-mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { publishedStudioCampaign } from '../../../test/factories-studio';
import { invites } from '../../db/schema/invites';
import { notifications } from '../../db/schema/notifications';
import { emailOutbox } from '../../db/schema/platform';
import { profiles, socialAccounts } from '../../db/schema/users';

let t: TestApp;
let brand: { id: number };
let admin: TestUser;
let otherAdmin: TestUser;
let ops: TestUser;
let maya: TestUser;
let leo: TestUser;
let campaignId: number;
const DAY = 86_400_000;
const acceptBy = () => new Date(Date.now() + 3 * DAY).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  brand = await createBrand(t.app);
  admin = await createUser(t.app, { type: 'brand', brandId: brand.id, brandRole: 'admin' });
  otherAdmin = await createUser(t.app, {
    type: 'brand',
    brandId: (await createBrand(t.app)).id,
    brandRole: 'admin',
  });
  ops = await createUser(t.app, { type: 'ops' });
  maya = await createUser(t.app, {
    email: 'maya.studio@example.com',
    profile: {
      first_name: 'Maya',
      last_name: 'Quintero',
      city: 'Austin',
      country: 'US',
      phone_number: '+15125550100',
      address: '12 Secret Lane',
      paypal_account: 'maya-pay@example.com',
    },
  });
  leo = await createUser(t.app, {
    profile: { first_name: 'Leo', last_name: 'Brandt', city: 'Lyon', country: 'FR' },
  });
  await t.app.container.db.insert(socialAccounts).values([
    {
      user_id: maya.id,
      platform: 'instagram',
      social_id: '1',
      handle: 'maya.makes',
      followers: 52000,
      engagement_rate: 4.2,
    },
    {
      user_id: leo.id,
      platform: 'tiktok',
      social_id: '2',
      handle: 'leo.moves',
      followers: 8000,
      engagement_rate: 7.5,
    },
  ]);
  campaignId = (await publishedStudioCampaign(t.app, admin.headers, brand.id)).id;
});
afterAll(() => t.close());

const directory = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/studio/directory?page_size=100${query}`, headers });
const inviteCreators = (headers: Record<string, string>, ids: number[], id = campaignId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/studio/campaigns/${id}/invites`,
    headers,
    payload: { creator_ids: ids, note: 'We love your morning videos!', accept_by: acceptBy() },
  });

describe('GET /api/v1/studio/directory', () => {
  it('ops see every creator with how to reach them', async () => {
    const page = (await directory(ops.headers, '&q=maya')).json();
    expect(page.view).toBe('full');
    expect(page.items).toEqual([
      expect.objectContaining({
        id: maya.id,
        name: 'Maya Quintero',
        contact: {
          email: 'maya.studio@example.com',
          phone: '+15125550100',
          address: '12 Secret Lane',
        },
        followers: 52000,
        handles: [{ platform: 'instagram', handle: 'maya.makes' }],
        has_paypal: true,
      }),
    ]);
  });

  it('brand users see the public side only: never e-mail, phone or address', async () => {
    const response = await directory(admin.headers, '&q=maya');
    const page = response.json();
    expect(page.view).toBe('public');
    expect(page.items[0]).toMatchObject({
      name: 'Maya Q.',
      contact: null,
      city: 'Austin',
      country: 'US',
    });
    for (const secret of [
      'maya.studio@example.com',
      '+15125550100',
      'Secret Lane',
      'Quintero',
      'maya-pay',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    // A brand cannot find a creator by e-mail address.
    expect((await directory(admin.headers, '&q=maya.studio@example')).json().total).toBe(0);
  });

  it('filters by platform, followers and country, and sorts on the server', async () => {
    const tiktok = (await directory(ops.headers, '&platform=tiktok')).json();
    expect(tiktok.items.map((i: { id: number }) => i.id)).toEqual([leo.id]);
    const big = (await directory(ops.headers, '&followers_min=10000')).json();
    expect(big.items.map((i: { id: number }) => i.id)).toEqual([maya.id]);
    const france = (await directory(ops.headers, '&country=fr')).json();
    expect(france.items.map((i: { id: number }) => i.id)).toEqual([leo.id]);
    const byFollowers = (await directory(ops.headers, '&sort=followers')).json();
    expect(byFollowers.items.slice(0, 2).map((i: { id: number }) => i.id)).toEqual([
      maya.id,
      leo.id,
    ]);
    const paypal = (await directory(ops.headers, '&has_paypal=true')).json();
    expect(paypal.items.map((i: { id: number }) => i.id)).toContain(maya.id);
    expect(paypal.items.map((i: { id: number }) => i.id)).not.toContain(leo.id);
  });

  it('pages: page 2 continues where page 1 ended', async () => {
    const one = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/studio/directory?page_size=1',
        headers: ops.headers,
      })
    ).json();
    const two = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/studio/directory?page_size=1&page=2',
        headers: ops.headers,
      })
    ).json();
    expect(one.total).toBeGreaterThanOrEqual(2);
    expect(one.items[0].id).not.toBe(two.items[0].id);
  });

  it('refuses creators and anonymous callers, and another brand’s campaign', async () => {
    expect((await directory(maya.headers)).statusCode).toBe(403);
    expect((await directory({})).statusCode).toBe(401);
    expect((await directory(otherAdmin.headers, `&campaign_id=${campaignId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('directory notes', () => {
  it('a brand’s note is its own: another brand and ops read their own, empty', async () => {
    const url = `/api/v1/studio/directory/${maya.id}/note`;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { body: 'Great fit for serums' },
    });
    expect(saved.json().body).toBe('Great fit for serums');
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().body).toBe(
      'Great fit for serums',
    );
    expect(
      (await t.app.inject({ method: 'GET', url, headers: otherAdmin.headers })).json().body,
    ).toBe('');
    expect((await t.app.inject({ method: 'GET', url, headers: ops.headers })).json().body).toBe('');
  });

  it('a note over the limit is refused with the limit named, and the saved note stays', async () => {
    const url = `/api/v1/studio/directory/${leo.id}/note`;
    await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { body: 'Kept' } });
    const long = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { body: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields).toEqual({
      body: 'A note is at most 5,000 characters.',
    });
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().body).toBe(
      'Kept',
    );
  });
});

describe('POST /api/v1/studio/campaigns/:id/invites', () => {
  it('invites many with a note; the creator gets the news and an e-mail', async () => {
    const sent = await inviteCreators(admin.headers, [maya.id, leo.id]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ invited: 2, already_invited: 0 });
    const { db } = t.app.container;
    const [invite] = await db.select().from(invites).where(eq(invites.user_id, maya.id));
    expect(invite).toMatchObject({
      status: 'PENDING',
      campaign_id: campaignId,
      payout_amount_cents: 15000,
      note: 'We love your morning videos!',
    });
    const news = await db.select().from(notifications).where(eq(notifications.user_id, maya.id));
    expect(news.map((n) => n.kind)).toContain('invite_received');
    await t.app.worker.runUntilIdle();
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, 'maya.studio@example.com'));
    expect(mail[0]?.subject).toMatch(/invited you to Studio Serum/);
    expect(mail[0]?.body_text).toContain('We love your morning videos!');
    const page = (await directory(admin.headers, `&campaign_id=${campaignId}&q=maya`)).json();
    expect(page.items[0].invited).toBe(true);
  });

  it("the e-mail's answer-by date is the one the creator's card shows: their own zone", async () => {
    const { db } = t.app.container;
    await db
      .update(profiles)
      .set({ time_zone: 'America/Los_Angeles' })
      .where(eq(profiles.user_id, maya.id));
    const campaign = await publishedStudioCampaign(t.app, ops.headers, brand.id);
    const at = new Date(Date.now() + 3 * DAY);
    at.setUTCHours(7, 59, 0, 0);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${campaign.id}/invites`,
      headers: admin.headers,
      payload: { creator_ids: [maya.id], accept_by: at.toISOString() },
    });
    expect(sent.json()).toMatchObject({ invited: 1 });
    await t.app.worker.runUntilIdle();
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, 'maya.studio@example.com'));
    const ours = mail.filter((m) => m.subject.includes(campaign.document.name)).at(-1);
    expect(ours?.body_text).toContain(
      `Please answer by ${answerByText(at, 'America/Los_Angeles')}.`,
    );
    // 07:59 UTC is the evening before in Los Angeles: the UTC day would be a day late.
    expect(ours?.body_text).not.toContain(answerByText(at, null));
  });

  it('one invite per creator per campaign, clicked twice or sent by two people at once', async () => {
    const campaign = await publishedStudioCampaign(t.app, ops.headers, brand.id);
    const [a, b] = await Promise.all([
      inviteCreators(admin.headers, [maya.id, maya.id], campaign.id),
      inviteCreators(ops.headers, [maya.id], campaign.id),
    ]);
    expect(a.json().invited + b.json().invited).toBe(1);
    const again = (await inviteCreators(admin.headers, [maya.id], campaign.id)).json();
    expect(again).toMatchObject({ invited: 0, already_invited: 1 });
    const rows = await t.app.container.db
      .select()
      .from(invites)
      .where(eq(invites.campaign_id, campaign.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses staff ids per line, a past accept-by date, and other brands', async () => {
    const staff = (await inviteCreators(admin.headers, [ops.id])).json();
    expect(staff.results[0].outcome).toBe('not_a_creator');
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${campaignId}/invites`,
      headers: admin.headers,
      payload: { creator_ids: [leo.id], accept_by: new Date(Date.now() - DAY).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect((await inviteCreators(otherAdmin.headers, [leo.id])).statusCode).toBe(404);
    expect((await inviteCreators(maya.headers, [leo.id])).statusCode).toBe(403);
  });
});

describe('POST /api/v1/studio/campaigns/:id/email-invites', () => {
  it('a person not on the portal gets a sign-up e-mail and finds the invite after signing up', async () => {
    // Maya is invited already (whether or not the tests above ran: this one runs alone too).
    expect((await inviteCreators(admin.headers, [maya.id])).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${campaignId}/email-invites`,
      headers: admin.headers,
      payload: {
        invitees: [
          { email: 'New.Person@Example.com', handle: 'new.person' },
          { email: 'maya.studio@example.com' },
          { email: 'not-an-email' },
        ],
        accept_by: acceptBy(),
      },
    });
    expect(sent.json()).toMatchObject({ waiting_for_sign_up: 1, already_invited: 1, refused: 1 });
    await t.app.worker.runUntilIdle();
    const { db } = t.app.container;
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, 'new.person@example.com'));
    expect(mail?.body_text).toContain('/app/sign-up?email=new.person%40example.com');

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        email: 'new.person@example.com',
        password: 'a-long-password-1',
        first_name: 'New',
        last_name: 'Person',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const token = signUp.json().accessToken as string;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/creator/campaigns',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(list.json())).toContain('Studio Serum');
  });
});

describe('the audit log: invites sent (issue 28)', () => {
  type Entry = {
    actor: { id: number } | null;
    brand: { id: number } | null;
    target: { type: string; id: string; label: string };
    after: Record<string, unknown> | null;
  };
  /** The `invite.sent` entries of one campaign, read back as ops through the brand filter. */
  const sentFor = async (id: number, headers = ops.headers) => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/audit?action=invite.sent&brand_id=${brand.id}&page_size=100`,
      headers,
    });
    expect(page.statusCode).toBe(200);
    return (page.json().items as Entry[]).filter((e) => e.after?.campaign_id === id);
  };
  const byEmail = (id: number, emails: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${id}/email-invites`,
      headers: admin.headers,
      payload: { invitees: emails.map((email) => ({ email })), accept_by: acceptBy() },
    });

  it('one entry per invite made: none for a creator invited already, clicked twice or sent at once', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id);
    const [a, b] = await Promise.all([
      inviteCreators(admin.headers, [maya.id, maya.id, ops.id], campaign.id),
      inviteCreators(admin.headers, [maya.id], campaign.id),
    ]);
    expect(a.json().invited + b.json().invited).toBe(1);
    expect(
      (await inviteCreators(admin.headers, [maya.id, leo.id], campaign.id)).json(),
    ).toMatchObject({ invited: 1, already_invited: 1 });
    const entries = await sentFor(campaign.id);
    expect(entries).toHaveLength(2);
    const leoEntry = entries.find((e) => e.after?.creator_id === leo.id);
    expect(leoEntry).toMatchObject({
      actor: { id: admin.id },
      brand: { id: brand.id },
      target: { type: 'invite', label: 'Studio Serum' },
      after: { payout_amount_cents: 15000, note: 'We love your morning videos!' },
    });
    expect(entries.map((e) => e.after?.creator_id).sort()).toEqual([maya.id, leo.id].sort());
    // The brand's admin reads them; another brand's admin does not.
    expect(await sentFor(campaign.id, admin.headers)).toHaveLength(2);
    expect(await sentFor(campaign.id, otherAdmin.headers)).toHaveLength(0);
  });

  it('records nothing when sending is refused', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id);
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${campaign.id}/invites`,
      headers: admin.headers,
      payload: { creator_ids: [leo.id], accept_by: new Date(Date.now() - DAY).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect((await inviteCreators(otherAdmin.headers, [leo.id], campaign.id)).statusCode).toBe(404);
    expect((await inviteCreators(maya.headers, [leo.id], campaign.id)).statusCode).toBe(403);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${campaign.id}/close`,
      headers: admin.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect((await inviteCreators(admin.headers, [leo.id], campaign.id)).statusCode).toBe(409);
    expect((await byEmail(campaign.id, ['closed.person@example.com'])).statusCode).toBe(409);
    expect(await sentFor(campaign.id)).toEqual([]);
  });

  it('e-mail invites: one entry per address not on the portal (waiting) and per creator invited; none again, none at sign-up', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id);
    const first = await byEmail(campaign.id, [
      'Audit.Person@Example.com',
      'maya.studio@example.com',
      'not-an-email',
    ]);
    expect(first.json()).toMatchObject({ invited: 1, waiting_for_sign_up: 1, refused: 1 });
    const again = await byEmail(campaign.id, [
      'audit.person@example.com',
      'maya.studio@example.com',
    ]);
    expect(again.json()).toMatchObject({ invited: 0, waiting_for_sign_up: 0, already_invited: 2 });
    const entries = await sentFor(campaign.id);
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.target.type === 'pending_invite')).toMatchObject({
      actor: { id: admin.id },
      after: { email: 'audit.person@example.com', waiting_for_sign_up: true },
    });
    expect(entries.find((e) => e.target.type === 'invite')).toMatchObject({
      after: { creator_id: maya.id },
    });
    // Signing up claims the waiting invite: no second "sent" entry.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        email: 'audit.person@example.com',
        password: 'a-long-password-1',
        first_name: 'Audit',
        last_name: 'Person',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const claimed = await t.app.container.db
      .select()
      .from(invites)
      .where(eq(invites.campaign_id, campaign.id));
    expect(claimed).toHaveLength(2);
    expect(await sentFor(campaign.id)).toHaveLength(2);
  });
});
