import { windowDates } from '@portal/domain/notifications/notification-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createUpcomingCampaign, TEST_SHIPPING } from '../../../test/factories-invite-requests';
import { createReviewers } from '../../../test/factories-review';
import { invites } from '../../db/schema/invites';
import { emailOutbox } from '../../db/schema/platform';
import { users } from '../../db/schema/users';

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

/** A creator who requested an invite (the real creator route) to a fresh campaign of the brand. */
async function requested(options: { waitlist?: boolean } = {}) {
  const creator = await createUser(t.app, {
    profile: { first_name: 'Ria', last_name: 'Quest', city: 'Austin', interests: ['food'] },
  });
  const up = await createUpcomingCampaign(t.app, {
    requestedFlight: true,
    overrides: {
      brand_id: brandId,
      smart_questions: [
        { id: 'q1', question: 'Do you own a dog?', options: ['Yes', 'No'], accepted: ['Yes'] },
      ],
    },
  });
  const flight = options.waitlist ? up.requested! : up.regular[0]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/creator/invite_requests',
    headers: creator.headers,
    payload: {
      campaign_id: up.campaign.id,
      flight_id: flight.id,
      smart_question_answers: [{ question_id: 'q1', answer: 'Yes' }],
      shipping_info: TEST_SHIPPING,
    },
  });
  expect(res.statusCode).toBe(200);
  return { creator, ...up, inviteId: res.json().invite.id as number };
}

const list = (user: TestUser | null, query = '') =>
  t.app.inject({ url: `/api/v1/review/invite-requests${query}`, headers: user?.headers ?? {} });
const decide = (user: TestUser | null, inviteId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/review/invite-requests/${inviteId}/decision`,
    headers: user?.headers ?? {},
    payload,
  });
const inviteRow = async (id: number) =>
  (await t.app.container.db.select().from(invites).where(eq(invites.id, id)))[0]!;

describe('GET /api/v1/review/invite-requests', () => {
  it("lists pending requests with the creator's answers, profile and the campaign's windows", async () => {
    const r = await requested();
    const body = (await list(brandUser)).json();
    const item = body.items.find((i: { invite_id: number }) => i.invite_id === r.inviteId);
    expect(item).toMatchObject({
      standing: 'pending',
      smart_question_answer_result: true,
      chosen_flight: { id: r.regular[0]!.id },
      campaign: { id: r.campaign.id, has_waitlist: true },
      // A brand sees the short name, as in the directory and on the board (decision 598).
      creator: { name: 'Ria Q.', location: 'Austin', interests: ['food'] },
      answers: [{ question: 'Do you own a dog?', answer: 'Yes' }],
    });
    expect(item.campaign.windows.map((w: { id: number }) => w.id).sort()).toEqual(
      r.regular.map((f) => f.id).sort(),
    );
    const theirs = (await list(otherBrandUser)).json();
    expect(theirs.items.some((i: { invite_id: number }) => i.invite_id === r.inviteId)).toBe(false);
    const opsItem = (await list(ops))
      .json()
      .items.find((i: { invite_id: number }) => i.invite_id === r.inviteId);
    expect(opsItem.creator.name).toBe('Ria Quest');
  });

  it('lists waitlisted requests apart', async () => {
    const r = await requested({ waitlist: true });
    const pending = (await list(ops)).json().items.map((i: { invite_id: number }) => i.invite_id);
    const waiting = (await list(ops, '?standing=waitlisted')).json();
    expect(pending).not.toContain(r.inviteId);
    expect(waiting.items.map((i: { invite_id: number }) => i.invite_id)).toContain(r.inviteId);
  });

  it('refuses anonymous callers and creators', async () => {
    const r = await requested();
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(r.creator)).statusCode).toBe(403);
  });

  it('uses the same number of queries for one request as for several', async () => {
    await requested();
    const measure = async () => {
      const before = t.database.queryCount();
      await list(ops, '?page_size=100');
      return t.database.queryCount() - before;
    };
    const one = await measure();
    await requested();
    await requested({ waitlist: true });
    expect(await measure()).toBe(one);
  });
});

describe('POST /api/v1/review/invite-requests/:id/decision', () => {
  it('approves into a window: the creator sees an approved invite in that window', async () => {
    const r = await requested();
    const window = r.regular[1]!;
    const res = await decide(brandUser, r.inviteId, { decision: 'approve', flight_id: window.id });
    expect(res.json()).toEqual({ invite_id: r.inviteId, standing: 'approved', replayed: false });
    expect(await inviteRow(r.inviteId)).toMatchObject({
      status: 'APPROVED',
      group: 'active',
      flight_id: window.id,
      flight_end: window.end_date,
    });
    const again = await decide(brandUser, r.inviteId, {
      decision: 'approve',
      flight_id: window.id,
    });
    expect(again.json()).toMatchObject({ standing: 'approved', replayed: true });
    // The creator is told once, in the bell (issue 15), with the dates of the window they
    // were approved into — the second window here, not the first (issue 26).
    const news = await t.app.inject({ url: '/api/v1/notifications', headers: r.creator.headers });
    expect(news.json().items).toEqual([
      expect.objectContaining({ kind: 'invite_approved', link: '/creator/dashboard/campaigns' }),
    ]);
    expect(news.json().items[0].body).toContain(
      windowDates({ start: window.start_date, end: window.end_date }),
    );
    expect(news.json().items[0].body).not.toContain(
      windowDates({ start: r.regular[0]!.start_date, end: r.regular[0]!.end_date }),
    );
    const late = await decide(ops, r.inviteId, { decision: 'decline' });
    expect(late.statusCode).toBe(409);
    expect((await inviteRow(r.inviteId)).status).toBe('APPROVED');
  });

  it('waitlists onto the requested-invites window and declines into the rejected group', async () => {
    const a = await requested();
    expect((await decide(ops, a.inviteId, { decision: 'waitlist' })).json().standing).toBe(
      'waitlisted',
    );
    expect(await inviteRow(a.inviteId)).toMatchObject({
      status: 'PENDING',
      flight_id: a.requested!.id,
    });
    const b = await requested();
    expect((await decide(ops, b.inviteId, { decision: 'decline' })).json().standing).toBe(
      'declined',
    );
    expect(await inviteRow(b.inviteId)).toMatchObject({ status: 'REJECTED', group: 'rejected' });
    // Both creators hear of it: a notification and an e-mail each (issue 26).
    for (const [who, kind, title] of [
      [a, 'invite_waitlisted', "You're on the waitlist"],
      [b, 'invite_declined', 'Invite request declined'],
    ] as const) {
      const news = await t.app.inject({
        url: '/api/v1/notifications',
        headers: who.creator.headers,
      });
      expect(news.json().items).toEqual([expect.objectContaining({ kind, title })]);
    }
    await t.app.worker.runUntilIdle();
    const mail = await t.app.container.db.select().from(emailOutbox);
    for (const [who, title] of [
      [a, "You're on the waitlist"],
      [b, 'Invite request declined'],
    ] as const) {
      const [user] = await t.app.container.db
        .select()
        .from(users)
        .where(eq(users.id, who.creator.id));
      expect(mail).toContainEqual(
        expect.objectContaining({ to_address: user!.email, subject: title }),
      );
    }
  });

  it('asks for a window of the campaign and changes nothing otherwise', async () => {
    const r = await requested();
    const none = await decide(ops, r.inviteId, { decision: 'approve' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please choose a posting window.');
    const wrong = await decide(ops, r.inviteId, {
      decision: 'approve',
      flight_id: r.requested!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await inviteRow(r.inviteId)).status).toBe('PENDING');
  });

  it("hides another brand's request (404) and refuses creators (403)", async () => {
    const r = await requested();
    expect((await decide(otherBrandUser, r.inviteId, { decision: 'decline' })).statusCode).toBe(
      404,
    );
    expect((await decide(r.creator, r.inviteId, { decision: 'decline' })).statusCode).toBe(403);
    expect((await decide(null, r.inviteId, { decision: 'decline' })).statusCode).toBe(401);
    expect((await inviteRow(r.inviteId)).status).toBe('PENDING');
  });
});
