import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createCampaign } from '../../../test/factories-campaigns';
import { emailsTo, lastEmailTo } from '../../../test/factories-staff';
import type { CreatorJoined } from './creator-invitations.service';

let t: TestApp;
let ops: TestUser;
let adminA: TestUser;
let reviewerA: TestUser;
let creator: TestUser;
let brandA: { id: number; name: string };
let campaignA: { id: number; name: string };
let campaignB: { id: number; name: string };
const joined: CreatorJoined[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  t.app.container.creatorInvitations.onCreatorJoined(async (j) => {
    joined.push(j);
  });
  brandA = await createBrand(t.app, 'Acme');
  campaignA = await createCampaign(t.app, { brand_id: brandA.id, name: 'Oat Summer' });
  campaignB = await createCampaign(t.app);
  ops = await createUser(t.app, { type: 'ops' });
  adminA = await createUser(t.app, { type: 'brand', brandId: brandA.id, brandRole: 'admin' });
  reviewerA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
  creator = await createUser(t.app);
});
afterAll(() => t.close());

const invite = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/console/creator-invitations',
    headers: user?.headers ?? {},
    payload,
  });
const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password: 'a-long-password', first_name: 'Nia', last_name: 'Park' },
  });

describe('POST /api/v1/console/creator-invitations', () => {
  it('e-mails a sign-up link with the address filled in; signing up claims the invitation', async () => {
    const res = await invite(ops, { email: 'Nia@Example.com', note: 'We love your reels.' });
    expect(res.json()).toMatchObject({
      outcome: 'invited',
      invitation: {
        email: 'nia@example.com',
        state: 'waiting',
        campaign: null,
        invited_by: ops.email,
      },
    });
    const mail = await lastEmailTo(t.app, 'nia@example.com');
    expect(mail?.subject).toBe('You are invited to join the Creator Portal');
    expect(mail?.body_text).toContain('/app/sign-up?email=nia%40example.com');
    expect(mail?.body_text).toContain('We love your reels.');

    expect((await signUp('nia@example.com')).statusCode).toBe(201);
    expect(joined.at(-1)).toMatchObject({
      email: 'nia@example.com',
      invitations: [expect.objectContaining({ id: res.json().invitation.id })],
    });
    const list = await t.app.inject({
      url: '/api/v1/console/creator-invitations',
      headers: ops.headers,
    });
    expect(
      list.json().items.find((i: { id: number }) => i.id === res.json().invitation.id).state,
    ).toBe('joined');
    const audit = await t.app.inject({
      url: `/api/v1/console/audit?action=creator.invited&target_id=${res.json().invitation.id}`,
      headers: ops.headers,
    });
    expect(audit.json().items).toHaveLength(1);
  });

  it("lets a brand admin invite to their own brand's campaign only", async () => {
    const own = await invite(adminA, { email: 'fan@example.com', campaign_id: campaignA.id });
    expect(own.json().invitation).toMatchObject({
      campaign: { id: campaignA.id, name: 'Oat Summer' },
      brand: { id: brandA.id, name: 'Acme' },
    });
    expect((await lastEmailTo(t.app, 'fan@example.com'))?.subject).toBe(
      'Acme invites you to a campaign on the Creator Portal',
    );
    expect(
      (await invite(adminA, { email: 'x1@example.com', campaign_id: campaignB.id })).statusCode,
    ).toBe(404);
    expect((await invite(adminA, { email: 'x2@example.com' })).statusCode).toBe(403);
    expect(
      (await invite(reviewerA, { email: 'x3@example.com', campaign_id: campaignA.id })).statusCode,
    ).toBe(403);
    expect((await invite(creator, { email: 'x4@example.com' })).statusCode).toBe(403);
    expect((await invite(null, { email: 'x5@example.com' })).statusCode).toBe(401);
    for (const to of ['x1', 'x2', 'x3', 'x4', 'x5'])
      expect(await emailsTo(t.app, `${to}@example.com`)).toBe(0);
  });

  it('sends one e-mail for an invitation sent twice; an existing creator is named, a staff address refused', async () => {
    await invite(ops, { email: 'twice@example.com' });
    const again = await invite(ops, { email: 'twice@example.com' });
    expect(again.json().outcome).toBe('already_invited');
    expect(await emailsTo(t.app, 'twice@example.com')).toBe(1);
    const member = await invite(ops, { email: creator.email, campaign_id: campaignA.id });
    expect(member.json()).toEqual({
      outcome: 'already_a_creator',
      invitation: null,
      user_id: creator.id,
    });
    expect((await invite(ops, { email: reviewerA.email })).statusCode).toBe(409);
  });

  it('refuses campaigns of an archived brand, and revokes', async () => {
    const archived = await createBrand(t.app);
    const old = await createCampaign(t.app, { brand_id: archived.id });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/console/brands/${archived.id}/archive`,
      headers: ops.headers,
    });
    expect((await invite(ops, { email: 'late@example.com', campaign_id: old.id })).statusCode).toBe(
      409,
    );

    const made = await invite(adminA, { email: 'maybe@example.com', campaign_id: campaignA.id });
    const id = made.json().invitation.id;
    const revoke = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/console/creator-invitations/${id}/revoke`,
        headers: user.headers,
      });
    expect((await revoke(reviewerA)).statusCode).toBe(403);
    expect((await revoke(adminA)).json().state).toBe('revoked');
    await signUp('maybe@example.com');
    expect(joined.at(-1)?.invitations).toEqual([]);
  });
});
