import { windowDates } from '@portal/domain/notifications/notification-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import {
  addFlight,
  connectAccount,
  createCampaign,
  createInvite,
} from '../../../test/factories-campaigns';
import { createReviewers } from '../../../test/factories-review';
import { invites } from '../../db/schema/invites';
import { profiles } from '../../db/schema/users';

/**
 * An invited creator who accepted waits for "your approval to participate" (spec part 1, the
 * what's-next screen): reviewers list them apart and approve them into a window or decline them
 * (decision 596). Before this, nothing in the product could approve an accepted invite.
 */
let t: TestApp;
let ops: TestUser;
let brandUser: TestUser;
let otherBrandUser: TestUser;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ ops, brandId, brandUser, otherBrandUser } = await createReviewers(t.app));
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A creator invited to a fresh campaign of the brand with two windows; accepted unless told. */
async function invited(options: { accept?: boolean } = { accept: true }) {
  const creator = await createUser(t.app, { profile: { first_name: 'Ada', last_name: 'Cept' } });
  // An Instagram campaign is accepted with a connected account (the invite's social gate).
  await connectAccount(t.app, creator.id, { handle: `ada.${creator.id}` });
  const campaign = await createCampaign(t.app, { brand_id: brandId });
  const first = await addFlight(t.app, campaign.id, new Date(), new Date(Date.now() + 5 * DAY));
  const second = await addFlight(
    t.app,
    campaign.id,
    new Date(Date.now() + 6 * DAY),
    new Date(Date.now() + 12 * DAY),
  );
  const invite = await createInvite(t.app, {
    user_id: creator.id,
    campaign_id: campaign.id,
    flight_id: first.id,
  });
  if (options.accept) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: creator.headers,
      payload: { status: 'ACCEPTED', prevStatus: 'PENDING' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { creator, campaign, first, second, inviteId: invite.id };
}

const list = (user: TestUser) =>
  t.app.inject({ url: '/api/v1/review/invite-requests?standing=accepted', headers: user.headers });
const decide = (user: TestUser, inviteId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/review/invite-requests/${inviteId}/decision`,
    headers: user.headers,
    payload,
  });
const inviteRow = async (id: number) =>
  (await t.app.container.db.select().from(invites).where(eq(invites.id, id)))[0]!;
const listed = async (user: TestUser, inviteId: number) =>
  (await list(user))
    .json()
    .items.some((i: { invite_id: number }) => i.invite_id === inviteId) as boolean;

describe('accepted invites, waiting for approval to participate', () => {
  it("are listed apart for ops and the invite's brand, never for another brand", async () => {
    const r = await invited();
    const item = (await list(brandUser))
      .json()
      .items.find((i: { invite_id: number }) => i.invite_id === r.inviteId);
    expect(item).toMatchObject({
      standing: 'accepted',
      chosen_flight: { id: r.first.id },
      campaign: { id: r.campaign.id },
      creator: { name: 'Ada C.' },
    });
    expect(item.campaign.windows.map((w: { id: number }) => w.id)).toEqual([
      r.first.id,
      r.second.id,
    ]);
    expect(await listed(ops, r.inviteId)).toBe(true);
    expect(await listed(otherBrandUser, r.inviteId)).toBe(false);
    // Not among the creators' own requests.
    const pending = await t.app.inject({
      url: '/api/v1/review/invite-requests',
      headers: brandUser.headers,
    });
    expect(
      pending.json().items.some((i: { invite_id: number }) => i.invite_id === r.inviteId),
    ).toBe(false);
  });

  it('approved into a window: the creator is told and may submit; the decision is audited once', async () => {
    const r = await invited();
    // A zone whose calendar day differs from UTC's at the window's hours: the bell's window
    // dates are the creator's days, as their cards show them.
    const zone =
      r.second.start_date.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await t.app.container.db
      .update(profiles)
      .set({ time_zone: zone })
      .where(eq(profiles.user_id, r.creator.id));
    const res = await decide(brandUser, r.inviteId, {
      decision: 'approve',
      flight_id: r.second.id,
    });
    expect(res.json()).toEqual({ invite_id: r.inviteId, standing: 'approved', replayed: false });
    expect(await inviteRow(r.inviteId)).toMatchObject({
      status: 'APPROVED',
      flight_id: r.second.id,
      flight_end: r.second.end_date,
    });
    const again = await decide(brandUser, r.inviteId, {
      decision: 'approve',
      flight_id: r.second.id,
    });
    expect(again.json()).toMatchObject({ replayed: true });
    // Told in what they did: they accepted an invite, they never requested one.
    const news = await t.app.inject({ url: '/api/v1/notifications', headers: r.creator.headers });
    expect(news.json().items).toEqual([
      expect.objectContaining({ kind: 'invite_approved', title: 'Approved to participate' }),
    ]);
    expect(news.json().items[0].body).toMatch(/^You're in: you are approved to participate in /);
    expect(news.json().items[0].body).not.toContain('request');
    const window = { start: r.second.start_date, end: r.second.end_date };
    expect(news.json().items[0].body).toContain(
      `Your posting window: ${windowDates(window, zone)}.`,
    );
    expect(news.json().items[0].body).not.toContain(windowDates(window));
    const page = await t.app.inject({
      url: `/api/v1/creator/invites/${r.inviteId}`,
      headers: r.creator.headers,
    });
    expect(page.json().invite.status).toBe('APPROVED');
    expect(await listed(brandUser, r.inviteId)).toBe(false);
    const audit = await t.app.inject({
      url: '/api/v1/console/audit?action=invite_request.decided',
      headers: ops.headers,
    });
    const entries = audit
      .json()
      .items.filter((e: { target: { id: string } }) => e.target.id === String(r.inviteId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { standing: 'accepted' },
      after: { decision: 'approve', standing: 'approved', flight_id: r.second.id },
    });
  });

  it('declined: the creator is not selected; a waitlist is refused and changes nothing', async () => {
    const r = await invited();
    const waitlist = await decide(ops, r.inviteId, { decision: 'waitlist' });
    expect(waitlist.statusCode).toBe(400);
    expect(waitlist.json().error.message).toBe(
      'This creator accepted an invite: approve them into a posting window or decline.',
    );
    expect((await inviteRow(r.inviteId)).status).toBe('ACCEPTED');
    const res = await decide(ops, r.inviteId, { decision: 'decline' });
    expect(res.json()).toMatchObject({ standing: 'declined' });
    expect(await inviteRow(r.inviteId)).toMatchObject({ status: 'REJECTED', group: 'rejected' });
    const news = await t.app.inject({ url: '/api/v1/notifications', headers: r.creator.headers });
    expect(news.json().items).toEqual([
      expect.objectContaining({ kind: 'invite_declined', title: 'Not selected this time' }),
    ]);
    expect(news.json().items[0].body).not.toContain('request');
  });

  it('an invite the creator has not answered cannot be decided; another brand finds nothing', async () => {
    const waiting = await invited({ accept: false });
    const res = await decide(ops, waiting.inviteId, {
      decision: 'approve',
      flight_id: waiting.first.id,
    });
    expect(res.statusCode).toBe(404);
    expect((await inviteRow(waiting.inviteId)).status).toBe('PENDING');
    const r = await invited();
    const other = await decide(otherBrandUser, r.inviteId, {
      decision: 'approve',
      flight_id: r.first.id,
    });
    expect(other.statusCode).toBe(404);
    expect((await inviteRow(r.inviteId)).status).toBe('ACCEPTED');
  });
});
