import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { connectAccount, createCampaign, createInvite } from '../../../test/factories-campaigns';
import { events } from '../../db/schema/platform';

let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
  await connectAccount(t.app, creator.id, { handle: 'maya.makes' });
});
afterAll(() => t.close());

const gql = (query: string, variables: object, user: TestUser | null = creator) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: user ? user.headers : {},
  });

const VIEW = `mutation View($id: ID!) {
  campaignGuidelinesView(inviteId: $id) { wasSuccessful userErrors { field message } }
}`;

describe('GraphQL campaignGuidelinesView', () => {
  it('records the view once per invite with the campaign properties', async () => {
    const campaign = await createCampaign(t.app, { name: 'Glow Up' });
    const invite = await createInvite(t.app, { user_id: creator.id, campaign_id: campaign.id });
    for (let i = 0; i < 2; i++) {
      const result = (await gql(VIEW, { id: String(invite.id) })).json().data;
      expect(result.campaignGuidelinesView).toEqual({ wasSuccessful: true, userErrors: [] });
    }
    const rows = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.user_id, creator.id), eq(events.name, 'campaign_guidelines_view')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.properties).toMatchObject({
      invite_id: invite.id,
      campaign_id: campaign.id,
      campaign_name: 'Glow Up',
      payout: 50,
      is_paid: false,
    });
  });

  it("answers a user error for another creator's or a missing invite", async () => {
    const other = await createUser(t.app);
    const campaign = await createCampaign(t.app);
    const invite = await createInvite(t.app, { user_id: other.id, campaign_id: campaign.id });
    for (const id of [String(invite.id), 'nope']) {
      const result = (await gql(VIEW, { id })).json().data.campaignGuidelinesView;
      expect(result.wasSuccessful).toBe(false);
      expect(result.userErrors[0].field).toBe('inviteId');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await gql(VIEW, { id: '1' }, null)).statusCode).toBe(401);
  });
});

const START = `mutation Start($payload: JSON!) {
  sagaStart(name: "CREATOR_APPROVAL_AGGREGATOR", version: 1, payload: $payload) {
    transactionId wasSuccessful userErrors { field message }
  }
}`;
const STATUS = `query S($id: ID!) { sagaTransaction(transactionId: $id) { currentStatus { kind payload } } }`;

describe('saga CREATOR_APPROVAL_AGGREGATOR v1', () => {
  it('runs as a job and completes with the connected handles and accepted invites', async () => {
    const campaign = await createCampaign(t.app);
    const invite = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: campaign.id,
      status: 'ACCEPTED',
    });
    const payload = {
      email: creator.email,
      userId: creator.id,
      handles: [{ handle: 'maya.makes', platform: 'INSTAGRAM' }],
    };
    const start = (await gql(START, { payload })).json().data.sagaStart;
    expect(start).toMatchObject({ wasSuccessful: true, userErrors: [] });
    expect(
      (await gql(STATUS, { id: start.transactionId })).json().data.sagaTransaction,
    ).toMatchObject({ currentStatus: { kind: 'PENDING' } });
    await t.app.worker.runUntilIdle();
    const status = (await gql(STATUS, { id: start.transactionId })).json().data.sagaTransaction;
    expect(status.currentStatus).toEqual({
      kind: 'COMPLETED',
      payload: {
        approvalRequested: true,
        handles: [{ handle: 'maya.makes', platform: 'INSTAGRAM' }],
        acceptedInviteIds: [invite.id],
      },
    });
  });

  it("answers the spec's messages as user errors when inputs are missing", async () => {
    const noEmail = (
      await gql(START, {
        payload: { email: '', userId: 1, handles: [{ handle: 'a', platform: 'TIKTOK' }] },
      })
    ).json().data.sagaStart;
    expect(noEmail.wasSuccessful).toBe(false);
    expect(noEmail.userErrors[0].message).toBe('User data is incomplete.');
    const noHandles = (
      await gql(START, { payload: { email: 'a@b.co', userId: 1, handles: [] } })
    ).json().data.sagaStart;
    expect(noHandles.userErrors[0].message).toBe(
      'User has no connected IG or Tiktok social account.',
    );
  });

  it('fails when the handles are not the creator’s connected accounts or the user is someone else', async () => {
    const cases = [
      {
        email: creator.email,
        userId: creator.id,
        handles: [{ handle: 'someone', platform: 'INSTAGRAM' }],
      },
      {
        email: creator.email,
        userId: creator.id + 1000,
        handles: [{ handle: 'maya.makes', platform: 'INSTAGRAM' }],
      },
    ];
    const expected = [
      'User has no connected IG or Tiktok social account.',
      'User data is incomplete.',
    ];
    for (const [i, payload] of cases.entries()) {
      const start = (await gql(START, { payload })).json().data.sagaStart;
      await t.app.worker.runUntilIdle();
      const status = (await gql(STATUS, { id: start.transactionId })).json().data.sagaTransaction;
      expect(status.currentStatus).toEqual({ kind: 'FAILED', payload: { message: expected[i] } });
    }
  });
});
