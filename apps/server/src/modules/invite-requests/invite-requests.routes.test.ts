import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createCampaign, createInvite } from '../../../test/factories-campaigns';
import { createUpcomingCampaign } from '../../../test/factories-invite-requests';
import { campaigns } from '../../db/schema/campaigns';
import { invites, smartQuestionAnswers } from '../../db/schema/invites';

let t: TestApp;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(() => t.close());

const QUESTIONS = [
  { id: 'dog', question: 'Do you have a dog?', options: ['Yes', 'No'], accepted: ['Yes'] },
];
const SHIPPING = {
  full_name: 'Ada Creator',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  country: 'US',
};

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });
const post = (user: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload });
const request = (user: TestUser, payload: object) =>
  post(user, '/api/v1/creator/invite_requests', payload);
const invitesOf = (userId: number, campaignId: number) =>
  t.app.container.db
    .select()
    .from(invites)
    .where(eq(invites.campaign_id, campaignId))
    .then((rows) => rows.filter((r) => r.user_id === userId));

describe('GET /api/v1/creator/upcoming_campaigns', () => {
  it('lists upcoming campaigns without an invite of the creator', async () => {
    const open = await createUpcomingCampaign(t.app);
    const invited = await createUpcomingCampaign(t.app);
    await createInvite(t.app, { user_id: creator.id, campaign_id: invited.campaign.id });
    const active = await createCampaign(t.app);
    const response = await get(creator, '/api/v1/creator/upcoming_campaigns');
    expect(response.statusCode).toBe(200);
    const ids = response.json().upcoming_campaigns.map((c: { id: number }) => c.id);
    expect(ids).toContain(open.campaign.id);
    expect(ids).not.toContain(invited.campaign.id);
    expect(ids).not.toContain(active.id);
  });

  it('refuses brand users and anonymous callers', async () => {
    const brand = await createUser(t.app, { type: 'brand' });
    expect((await get(brand, '/api/v1/creator/upcoming_campaigns')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/v1/creator/upcoming_campaigns' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/creator/campaigns/:campaignId/flights', () => {
  it('puts the requested-invites flight apart and orders regular flights by start', async () => {
    const { campaign, regular, requested } = await createUpcomingCampaign(t.app, {
      startsInDays: [30, 12, 20],
      requestedFlight: true,
    });
    const response = await get(creator, `/api/v1/creator/campaigns/${campaign.id}/flights`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.requested_invites_flight.id).toBe(requested!.id);
    expect(data.regular_flights.map((f: { id: number }) => f.id)).toEqual([
      regular[1]!.id,
      regular[2]!.id,
      regular[0]!.id,
    ]);
    expect(data.regular_flights[0].pretty_range).toMatch(
      /^\w{3} \d{1,2}.* – \w{3} \d{1,2}, \d{4}$/,
    );
  });

  it('answers not_found for a campaign that is not upcoming; asking again says so (issue 31)', async () => {
    const active = await createCampaign(t.app);
    expect((await get(other, `/api/v1/creator/campaigns/${active.id}/flights`)).statusCode).toBe(
      404,
    );
    const { campaign } = await createUpcomingCampaign(t.app);
    const invite = await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
    const url = `/api/v1/creator/campaigns/${campaign.id}/flights`;
    const invited = await get(creator, url);
    expect(invited.statusCode).toBe(409);
    expect(invited.json().error).toMatchObject({
      message: 'You already have an invite to this campaign.',
      details: { invite_id: invite.id, step: 'invited' },
    });
    expect((await get(other, url)).statusCode).toBe(200);
    expect((await get(creator, '/api/v1/creator/campaigns/0/flights')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/creator/campaigns/:campaignId/request_options', () => {
  it('gives the auto-assign setting and the questions without their accepted answers', async () => {
    const { campaign } = await createUpcomingCampaign(t.app, {
      overrides: { enable_requested_invites_auto_assign: true, smart_questions: QUESTIONS },
    });
    const response = await get(creator, `/api/v1/creator/campaigns/${campaign.id}/request_options`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      campaign_id: campaign.id,
      requested_invites_flight_id: null,
      enable_requested_invites_auto_assign: true,
      smart_questions: [{ id: 'dog', question: 'Do you have a dog?', options: ['Yes', 'No'] }],
    });
  });
});

describe('POST /api/v1/creator/campaigns/:campaignId/smart_question_answers/check', () => {
  it('judges the answers and stores nothing', async () => {
    const { campaign } = await createUpcomingCampaign(t.app, {
      overrides: { smart_questions: QUESTIONS },
    });
    const url = `/api/v1/creator/campaigns/${campaign.id}/smart_question_answers/check`;
    const yes = await post(creator, url, { answers: [{ question_id: 'dog', answer: 'Yes' }] });
    expect(yes.json()).toEqual({ success: true });
    const no = await post(creator, url, { answers: [{ question_id: 'dog', answer: 'No' }] });
    expect(no.json()).toEqual({ success: false });
    const bad = await post(creator, url, { answers: [{ question_id: 'dog', answer: 'Maybe' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({
      'answers.dog': 'Please choose one of the answers.',
    });
    expect(await invitesOf(creator.id, campaign.id)).toEqual([]);
  });
});

describe('POST /api/v1/creator/invite_requests', () => {
  it('makes one PENDING requested invite in the chosen window, and a repeat makes no second', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app);
    const payload = {
      campaign_id: campaign.id,
      flight_id: regular[1]!.id,
      shipping_info: SHIPPING,
    };
    const first = await request(creator, payload);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ created: true, success: null });
    expect(body.invite).toMatchObject({ status: 'PENDING', group: 'active' });
    expect(body.invite.invite_flight.id).toBe(regular[1]!.id);

    const [again, twice] = await Promise.all([
      request(creator, payload),
      request(creator, payload),
    ]);
    expect(again.json()).toMatchObject({ created: false, invite: { id: body.invite.id } });
    expect(twice.json().invite.id).toBe(body.invite.id);
    const rows = await invitesOf(creator.id, campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requested: true,
      shipping_info: { ...SHIPPING, address_line_2: '' },
    });
  });

  it('stores the answers and sets smart_question_answer_result from the verdict', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app, {
      overrides: { smart_questions: QUESTIONS },
    });
    const response = await request(creator, {
      campaign_id: campaign.id,
      flight_id: regular[0]!.id,
      smart_question_answers: [{ question_id: 'dog', answer: 'No' }],
    });
    expect(response.json()).toMatchObject({
      created: true,
      success: false,
      invite: { smart_question_answer_result: false, group: 'failed_smart_questions' },
    });
    const inviteId = response.json().invite.id;
    const answers = await t.app.container.db
      .select()
      .from(smartQuestionAnswers)
      .where(eq(smartQuestionAnswers.invite_id, inviteId));
    expect(answers.map((a) => [a.question_id, a.answer])).toEqual([['dog', 'No']]);
    // The dashboard shows the failed-questions outcome.
    const page = (await get(creator, '/api/v1/creator/campaigns')).json();
    expect(page.invites.failed_smart_questions.map((i: { id: number }) => i.id)).toContain(
      inviteId,
    );
  });

  it('changes nothing for bad input: unanswered questions, a foreign flight, a zero id', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app, {
      overrides: { smart_questions: QUESTIONS },
    });
    const foreign = await createUpcomingCampaign(t.app);
    const unanswered = await request(creator, {
      campaign_id: campaign.id,
      flight_id: regular[0]!.id,
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().error.details.fields).toHaveProperty('answers.dog');
    const wrongFlight = await request(creator, {
      campaign_id: campaign.id,
      flight_id: foreign.regular[0]!.id,
      smart_question_answers: [{ question_id: 'dog', answer: 'Yes' }],
      shipping_info: SHIPPING,
    });
    expect(wrongFlight.statusCode).toBe(400);
    expect(wrongFlight.json().error.details.fields).toHaveProperty('flight_id');
    const zero = await request(creator, { campaign_id: 0, flight_id: regular[0]!.id });
    expect(zero.statusCode).toBe(400);
    expect(await invitesOf(creator.id, campaign.id)).toEqual([]);
  });

  it('refuses a campaign that is not upcoming', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app);
    await t.app.container.db
      .update(campaigns)
      .set({ status: 2 })
      .where(eq(campaigns.id, campaign.id));
    const response = await request(creator, {
      campaign_id: campaign.id,
      flight_id: regular[0]!.id,
    });
    expect(response.statusCode).toBe(404);
    expect(await invitesOf(creator.id, campaign.id)).toEqual([]);
  });
});

describe('the request flow tells the truth at each step (issue 31)', () => {
  it('a request is a request: "Request sent" on the dashboard, no accept, no deadline', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app);
    const body = (
      await request(creator, {
        campaign_id: campaign.id,
        flight_id: regular[0]!.id,
        shipping_info: SHIPPING,
      })
    ).json();
    expect(body.invite.view).toMatchObject({ step: 'requested', chip: 'Request sent', next: null });
    const page = (await get(creator, '/api/v1/creator/campaigns')).json();
    const card = page.invites.active.find((i: { id: number }) => i.id === body.invite.id);
    expect(card.view).toMatchObject({ step: 'requested', due: null });
    const ids = page.up_next.items.map((a: { invite_id: number | null }) => a.invite_id);
    expect(ids).not.toContain(body.invite.id);
    // Nor can it be accepted as if it were an invite: ops decide.
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/creator/invites/${body.invite.id}`,
      headers: creator.headers,
      payload: { status: 'ACCEPTED', prevStatus: 'PENDING' },
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toBe(
      'We are reviewing your invite request and will reach out via email if you are approved to participate.',
    );
    // Asking again for it says so, from the first call of the flow.
    const again = await get(creator, `/api/v1/creator/campaigns/${campaign.id}/request_options`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already asked for an invite to this campaign.');
  });

  it('a request in the other-dates window is on the waitlist', async () => {
    const { campaign, requested } = await createUpcomingCampaign(t.app, { requestedFlight: true });
    await t.app.container.db
      .update(campaigns)
      .set({ requested_invites_flight_id: requested!.id })
      .where(eq(campaigns.id, campaign.id));
    const body = (
      await request(creator, {
        campaign_id: campaign.id,
        flight_id: requested!.id,
        shipping_info: SHIPPING,
      })
    ).json();
    expect(body.invite.view).toMatchObject({ step: 'waitlisted', chip: 'On the waitlist' });
  });

  it('a campaign that assigns windows makes an invite to accept at once, in its first window', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app, {
      startsInDays: [20, 10],
      overrides: { enable_requested_invites_auto_assign: true },
    });
    const response = await request(creator, { campaign_id: campaign.id, shipping_info: SHIPPING });
    expect(response.statusCode).toBe(200);
    const { invite } = response.json();
    expect(invite.invite_flight.id).toBe(Math.min(regular[0]!.id, regular[1]!.id));
    expect(invite.view).toMatchObject({
      step: 'invited',
      next: { kind: 'accept_invite', target: { kind: 'invite-guidelines', inviteId: invite.id } },
    });
    expect((await invitesOf(creator.id, campaign.id))[0]!.requested).toBe(false);
  });

  it('a disqualifying answer is filed as "Not a campaign match" without dates or address', async () => {
    const { campaign } = await createUpcomingCampaign(t.app, {
      overrides: { smart_questions: QUESTIONS },
    });
    const response = await request(creator, {
      campaign_id: campaign.id,
      smart_question_answers: [{ question_id: 'dog', answer: 'No' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().invite.view).toMatchObject({ step: 'not_a_match', next: null });
    expect(response.json().invite.invite_flight).toBeNull();
  });

  it('required means required: no window or no address for a product that ships changes nothing', async () => {
    const { campaign, regular } = await createUpcomingCampaign(t.app, {
      overrides: { influencer_compensation_type: 'PRODUCT_AND_PAYMENT' },
    });
    const noAddress = await request(creator, {
      campaign_id: campaign.id,
      flight_id: regular[0]!.id,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.details.fields).toEqual({
      shipping_info: 'Please tell us where to ship the product.',
    });
    const blankCity = await request(creator, {
      campaign_id: campaign.id,
      flight_id: regular[0]!.id,
      shipping_info: { ...SHIPPING, city: '  ' },
    });
    expect(blankCity.statusCode).toBe(400);
    const noWindow = await request(creator, { campaign_id: campaign.id, shipping_info: SHIPPING });
    expect(noWindow.statusCode).toBe(400);
    expect(noWindow.json().error.details.fields).toEqual({
      flight_id: 'Please choose one of the posting windows.',
    });
    expect(await invitesOf(creator.id, campaign.id)).toEqual([]);
    // Payment only: nothing ships, no address needed.
    const paid = await createUpcomingCampaign(t.app, {
      overrides: { influencer_compensation_type: 'PAYMENT' },
    });
    const ok = await request(creator, {
      campaign_id: paid.campaign.id,
      flight_id: paid.regular[0]!.id,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('PUT /api/v1/creator/invites/:inviteId/shipping_info', () => {
  it("sets the creator's own shipping info and answers not_found for another creator's", async () => {
    const { campaign } = await createUpcomingCampaign(t.app);
    const invite = await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
    const url = `/api/v1/creator/invites/${invite.id}/shipping_info`;
    const put = (user: TestUser, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: user.headers, payload });
    expect((await put(other, SHIPPING)).statusCode).toBe(404);
    const blank = await put(creator, { ...SHIPPING, city: '' });
    expect(blank.statusCode).toBe(400);
    expect((await invitesOf(creator.id, campaign.id))[0]!.shipping_info).toBeNull();
    const ok = await put(creator, SHIPPING);
    expect(ok.statusCode).toBe(200);
    expect((await invitesOf(creator.id, campaign.id))[0]!.shipping_info).toMatchObject(SHIPPING);
  });
});
