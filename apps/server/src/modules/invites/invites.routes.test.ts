import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  connectAccount,
  createCampaign,
  createCustomTerms,
  createInvite,
} from '../../../test/factories-campaigns';
import { notifications } from '../../db/schema/notifications';
import { createNotificationsRepository } from '../notifications/notifications.repository';

let t: TestApp;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { first_name: 'Maya' } });
  await connectAccount(t.app, creator.id, { handle: 'maya.makes' });
  other = await createUser(t.app);
});
afterAll(() => t.close());

const patch = (id: number, payload: object, user: TestUser = creator) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/creator/invites/${id}`,
    headers: user.headers,
    payload,
  });

async function pendingInvite(campaignOverrides = {}) {
  const campaign = await createCampaign(t.app, campaignOverrides);
  const invite = await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
  return { campaign, invite };
}

describe('GET /api/v1/creator/invites/:inviteId', () => {
  it('answers the invite, its campaign, the greeting name and the social gate', async () => {
    const { invite, campaign } = await pendingInvite();
    const response = await t.app.inject({
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: creator.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invite: { id: invite.id, status: 'PENDING' },
      campaign: { id: campaign.id, brand: { logo_url: '/demo/brands/glow-botanics.svg' } },
      username: 'maya.makes',
      social_connection: { platform: 'instagram', connected: true },
      social_handles: { instagram: 'maya.makes', tiktok: null },
      custom_terms_agreed: false,
    });
  });

  it("answers 404 for another creator's invite", async () => {
    const { invite } = await pendingInvite();
    const response = await t.app.inject({
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/creator/invites/:inviteId (accept)', () => {
  it('sets ACCEPTED, and a repeated accept answers the same invite', async () => {
    const { invite } = await pendingInvite();
    const first = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ACCEPTED', campaign_funnel_state: 'accepted' });
    const again = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('ACCEPTED');
  });

  it('refuses a stale prevStatus with a conflict and changes nothing', async () => {
    const { invite } = await pendingInvite();
    await patch(invite.id, {
      status: 'DENIED',
      prevStatus: 'PENDING',
      rejectReason: { reason: 'CREATOR_NOT_AVAILABLE' },
    });
    const stale = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'conflict',
      message: 'This invite has changed since you opened it. Please reload the page.',
      details: { status: 'DENIED' },
    });
    const wrongPrev = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'DENIED' });
    expect(wrongPrev.statusCode).toBe(409);
    const page = await t.app.inject({
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: creator.headers,
    });
    expect(page.json().invite.status).toBe('DENIED');
  });

  it("answers 404 for another creator's invite and leaves it alone", async () => {
    const { invite } = await pendingInvite();
    const response = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' }, other);
    expect(response.statusCode).toBe(404);
    const page = await t.app.inject({
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: creator.headers,
    });
    expect(page.json().invite.status).toBe('PENDING');
  });

  it('needs the custom terms agreed first, when the campaign has them', async () => {
    const { invite, campaign } = await pendingInvite();
    const terms = await createCustomTerms(t.app, campaign.id);
    const refused = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'You must agree to the terms and conditions in order to participate.',
    );
    const agree = await t.app.inject({
      method: 'POST',
      url: `/creator/onboarding/campaignTerms/${terms.id}/campaign_terms_agreement`,
      headers: creator.headers,
    });
    expect(agree.statusCode).toBe(200);
    expect((await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' })).statusCode).toBe(
      200,
    );
  });

  it('needs the campaign platform account connected and authorised', async () => {
    const { invite } = await pendingInvite({ platform: 'tiktok' });
    const refused = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: 'Please connect your TikTok account before accepting this campaign.',
      details: { socialPlatform: 'tiktok' },
    });
    const youtube = await pendingInvite({ platform: 'youtube_video' });
    expect(
      (await patch(youtube.invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' })).statusCode,
    ).toBe(200);
  });

  it('refuses to accept a full invite or a hidden campaign', async () => {
    const campaign = await createCampaign(t.app);
    const full = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: campaign.id,
      group: 'full',
    });
    expect((await patch(full.id, { status: 'ACCEPTED', prevStatus: 'PENDING' })).statusCode).toBe(
      409,
    );
    const hidden = await pendingInvite({ hide_guideline_details: true });
    expect(
      (await patch(hidden.invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' })).statusCode,
    ).toBe(409);
  });

  it('refuses statuses a creator may not set', async () => {
    const { invite } = await pendingInvite();
    const response = await patch(invite.id, { status: 'APPROVED', prevStatus: 'PENDING' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    const mismatch = await patch(invite.id, {
      id: invite.id + 1,
      status: 'ACCEPTED',
      prevStatus: 'PENDING',
    });
    expect(mismatch.statusCode).toBe(400);
  });
});

describe('answering an invite ends its reminders (issue 31)', () => {
  const reminder = (inviteId: number) => ({
    kind: 'deadline_soon' as const,
    title: 'Due today',
    body: 'Accept the invite — due today.',
    link: `/creator/onboarding/invite/${inviteId}/guidelines`,
    dedupeKey: `reminder:accept_invite-${inviteId}-0@creator-portal:today`,
  });
  const unread = (userId: number) =>
    t.app.container.db
      .select({ title: notifications.title, key: notifications.dedupe_key })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));

  it.each([
    ['accepting', { status: 'ACCEPTED', prevStatus: 'PENDING' }],
    [
      'declining',
      {
        status: 'DENIED',
        prevStatus: 'PENDING',
        rejectReason: { reason: 'CREATOR_NOT_AVAILABLE' },
      },
    ],
  ])('%s marks "Due today — Accept the invite" read; other news stays unread', async (_, body) => {
    const { invite } = await pendingInvite();
    const { invite: another } = await pendingInvite();
    const repo = createNotificationsRepository(t.app.container.db);
    await repo.insert(creator.id, reminder(invite.id));
    await repo.insert(creator.id, reminder(another.id));
    expect((await patch(invite.id, { id: invite.id, ...body })).statusCode).toBe(200);
    const keys = (await unread(creator.id)).map((n) => n.key);
    expect(keys).not.toContain(reminder(invite.id).dedupeKey);
    expect(keys).toContain(reminder(another.id).dedupeKey);
  });
});

describe('PATCH /api/v1/creator/invites/:inviteId (decline)', () => {
  it('needs a reason, and a non-negative payment for CREATOR_DONT_ACCEPT_PAYMENT', async () => {
    const { invite } = await pendingInvite();
    const noReason = await patch(invite.id, { status: 'DENIED', prevStatus: 'PENDING' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Please choose a reason.');
    for (const [payment, message] of [
      [undefined, 'Please enter your preferred payment amount.'],
      [-1, "Your preferred payment amount can't be negative."],
      ['abc', 'Please enter your preferred payment amount as a number, e.g. 150.'],
    ] as const) {
      const response = await patch(invite.id, {
        status: 'DENIED',
        prevStatus: 'PENDING',
        rejectReason: { reason: 'CREATOR_DONT_ACCEPT_PAYMENT', payment },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields['rejectReason.payment']).toBe(message);
    }
    const page = await t.app.inject({
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: creator.headers,
    });
    expect(page.json().invite.status).toBe('PENDING');
  });

  it('stores DENIED with the reason and payment, and cannot be undone', async () => {
    const { invite } = await pendingInvite();
    const response = await patch(invite.id, {
      status: 'DENIED',
      prevStatus: 'PENDING',
      rejectReason: { reason: 'CREATOR_DONT_ACCEPT_PAYMENT', payment: 120.5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'DENIED',
      reject_reason: 'CREATOR_DONT_ACCEPT_PAYMENT',
    });
    const [row] = await t.database.db.query.invites.findMany({
      where: (i, { eq }) => eq(i.id, invite.id),
    });
    expect(row!.reject_payment_cents).toBe(12050);
    const undo = await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'DENIED' });
    expect(undo.statusCode).toBe(409);
  });

  it('lets an accepted creator opt out, except an APPROVED product-and-payment invite', async () => {
    const { invite } = await pendingInvite({ influencer_compensation_type: 'PAYMENT' });
    await patch(invite.id, { status: 'ACCEPTED', prevStatus: 'PENDING' });
    const optOut = await patch(invite.id, {
      status: 'DENIED',
      prevStatus: 'ACCEPTED',
      rejectReason: { reason: 'CREATOR_NOT_AVAILABLE' },
    });
    expect(optOut.statusCode).toBe(200);
    const campaign = await createCampaign(t.app);
    const approved = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: campaign.id,
      status: 'APPROVED',
    });
    const refused = await patch(approved.id, {
      status: 'DENIED',
      prevStatus: 'APPROVED',
      rejectReason: { reason: 'CREATOR_NOT_AVAILABLE' },
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('GET /creator/onboarding/campaignTerms/:campaignId', () => {
  it('answers the custom terms, or null when the campaign has none', async () => {
    const { campaign } = await pendingInvite();
    const get = () =>
      t.app.inject({
        url: `/creator/onboarding/campaignTerms/${campaign.id}`,
        headers: creator.headers,
      });
    expect((await get()).json()).toEqual({ customTerms: null });
    const terms = await createCustomTerms(t.app, campaign.id);
    expect((await get()).json()).toEqual({
      customTerms: { id: terms.id, brand_name: 'Glow Botanics', s3_key: '/demo/terms.html' },
    });
  });

  it('answers 404 for a campaign the creator is not invited to', async () => {
    const { campaign } = await pendingInvite();
    const response = await t.app.inject({
      url: `/creator/onboarding/campaignTerms/${campaign.id}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /creator/onboarding/campaignTerms/:customTermsId/campaign_terms_agreement', () => {
  it('records the agreement once, however often it is sent', async () => {
    const { campaign } = await pendingInvite();
    const terms = await createCustomTerms(t.app, campaign.id);
    const send = (user = creator) =>
      t.app.inject({
        method: 'POST',
        url: `/creator/onboarding/campaignTerms/${terms.id}/campaign_terms_agreement`,
        headers: user.headers,
      });
    const first = (await send()).json();
    const second = (await send()).json();
    expect(first).toMatchObject({ custom_terms_id: terms.id, agreed: true });
    expect(second.agreed_at).toBe(first.agreed_at);
    const rows = await t.database.db.query.termsAgreements.findMany({
      where: (a, { eq }) => eq(a.custom_terms_id, terms.id),
    });
    expect(rows).toHaveLength(1);
    expect((await send(other)).statusCode).toBe(404);
  });

  it('answers 404 for unknown terms', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/creator/onboarding/campaignTerms/999999/campaign_terms_agreement',
      headers: creator.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
