import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createUpcomingCampaign } from '../../../test/factories-invite-requests';
import { createContentInState } from '../../../test/factories-review';
import { content } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

/**
 * The review console's authorization matrix (issue 16): anonymous, a creator, brand A (whose
 * campaign owns the fixtures), brand B and ops × every route the console calls. Each cell gets
 * fresh fixtures, so one role's success cannot hide another's refusal; a list a role may read
 * must not mention what is not theirs, and a refused write changes nothing.
 */
let t: TestApp;
let brandA: { id: number; name: string };
const users: Record<string, TestUser | null> = {};

beforeAll(async () => {
  t = await buildTestApp();
  brandA = await createBrand(t.app);
  const brandB = await createBrand(t.app);
  users.anonymous = null;
  users.creator = await createUser(t.app, { profile: { paypal_account: 'c@pay.test' } });
  users.brandA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
  users.brandB = await createUser(t.app, { type: 'brand', brandId: brandB.id });
  users.ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

type Role = 'anonymous' | 'creator' | 'brandA' | 'brandB' | 'ops';
/** A status, or 'hidden': 200 but without brand A's fixture in the answer. */
type Expect = number | 'hidden';

interface Fixture {
  contentId: number;
  mediaId: number;
  inviteRequestId: number;
  campaignName: string;
}

async function fixture(state = 'CONTENT_IN_REVIEW'): Promise<Fixture> {
  const creator = users.creator!;
  const c = await createContentInState(t.app, creator.id, state, {
    campaign: { brand_id: brandA.id },
  });
  const asker = await createUser(t.app);
  const up = await createUpcomingCampaign(t.app, {
    requestedFlight: true,
    overrides: { brand_id: brandA.id },
  });
  const [invite] = await t.app.container.db
    .insert(invites)
    .values({
      campaign_id: up.campaign.id,
      user_id: asker.id,
      flight_id: up.regular[0]!.id,
      status: 'PENDING',
      requested: true,
    })
    .returning();
  return {
    contentId: c.content.id,
    mediaId: c.content.media_id,
    inviteRequestId: invite!.id,
    campaignName: c.campaign.name,
  };
}

interface Route {
  name: string;
  state?: string;
  request: (f: Fixture) => { method?: 'GET' | 'POST'; url: string; payload?: unknown };
  expect: Record<Role, Expect>;
  /** For writes: whether the fixture is unchanged after the call. */
  unchanged?: (f: Fixture) => Promise<boolean>;
}

const contentUnchanged = (state: string) => async (f: Fixture) => {
  const [row] = await t.app.container.db.select().from(content).where(eq(content.id, f.contentId));
  return row!.funnel_state === state;
};
const inviteUnchanged = async (f: Fixture) => {
  const [row] = await t.app.container.db
    .select()
    .from(invites)
    .where(eq(invites.id, f.inviteRequestId));
  return row!.status === 'PENDING';
};

const denied = { anonymous: 401, creator: 403 } as const;
const ROUTES: Route[] = [
  {
    name: 'GET /review/queue',
    request: () => ({ url: '/api/v1/review/queue?page_size=100' }),
    expect: { ...denied, brandA: 200, brandB: 'hidden', ops: 200 },
  },
  {
    name: 'GET /review/queue?q=<campaign> (search)',
    request: (f) => ({ url: `/api/v1/review/queue?q=${encodeURIComponent(f.campaignName)}` }),
    expect: { ...denied, brandA: 200, brandB: 'hidden', ops: 200 },
  },
  {
    name: 'GET /review/content (CLI list)',
    request: () => ({ url: '/api/v1/review/content' }),
    expect: { ...denied, brandA: 200, brandB: 'hidden', ops: 200 },
  },
  {
    name: 'GET /review/content/:id',
    request: (f) => ({ url: `/api/v1/review/content/${f.contentId}` }),
    expect: { ...denied, brandA: 200, brandB: 404, ops: 200 },
  },
  {
    name: 'GET /review/content/:id/detail',
    request: (f) => ({ url: `/api/v1/review/content/${f.contentId}/detail` }),
    expect: { ...denied, brandA: 200, brandB: 404, ops: 200 },
  },
  {
    name: 'GET /review/media/:id',
    request: (f) => ({ url: `/api/v1/review/media/${f.mediaId}` }),
    expect: { ...denied, brandA: 200, brandB: 404, ops: 200 },
  },
  {
    name: 'POST /review/content/:id/actions (approve)',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/review/content/${f.contentId}/actions`,
      payload: { action: 'approve_distribute' },
    }),
    expect: { ...denied, brandA: 200, brandB: 404, ops: 200 },
    unchanged: contentUnchanged('CONTENT_IN_REVIEW'),
  },
  {
    name: 'POST /review/content/:id/actions (mark paid)',
    state: 'DISTRIBUTION_APPROVED',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/review/content/${f.contentId}/actions`,
      payload: { action: 'mark_paid' },
    }),
    // Only ops pays: the transition table refuses the brand (403), another brand sees nothing.
    expect: { ...denied, brandA: 403, brandB: 404, ops: 200 },
    unchanged: contentUnchanged('DISTRIBUTION_APPROVED'),
  },
  {
    name: 'POST /review/content/bulk-actions',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/review/content/bulk-actions',
      payload: { action: 'approve_distribute', content_ids: [f.contentId] },
    }),
    // 200 with a per-item refusal for brand B: checked below through `unchanged`.
    expect: { ...denied, brandA: 200, brandB: 200, ops: 200 },
    unchanged: contentUnchanged('CONTENT_IN_REVIEW'),
  },
  {
    name: 'GET /review/invite-requests',
    request: () => ({ url: '/api/v1/review/invite-requests?page_size=100' }),
    expect: { ...denied, brandA: 200, brandB: 'hidden', ops: 200 },
  },
  {
    name: 'POST /review/invite-requests/:id/decision',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/review/invite-requests/${f.inviteRequestId}/decision`,
      payload: { decision: 'decline' },
    }),
    expect: { ...denied, brandA: 200, brandB: 404, ops: 200 },
    unchanged: inviteUnchanged,
  },
  {
    name: 'GET /review/payouts',
    request: () => ({ url: '/api/v1/review/payouts?page_size=100' }),
    expect: { ...denied, brandA: 403, brandB: 403, ops: 200 },
  },
  {
    name: 'GET /review/payouts/batches (issue 14)',
    request: () => ({ url: '/api/v1/review/payouts/batches' }),
    expect: { ...denied, brandA: 403, brandB: 403, ops: 200 },
  },
  {
    name: 'POST /review/payouts/run (issue 14, pay everything owed)',
    request: () => ({ method: 'POST', url: '/api/v1/review/payouts/run' }),
    expect: { ...denied, brandA: 403, brandB: 403, ops: 200 },
  },
];

const ROLES: Role[] = ['anonymous', 'creator', 'brandA', 'brandB', 'ops'];

describe.each(ROUTES)('$name', (route) => {
  it.each(ROLES)('as %s', async (role) => {
    const f = await fixture(route.state);
    const user = users[role];
    const req = route.request(f);
    const res = await t.app.inject({
      method: req.method ?? 'GET',
      url: req.url,
      payload: req.payload as never,
      headers: user?.headers ?? {},
    });
    const expected = route.expect[role];
    expect(res.statusCode).toBe(expected === 'hidden' ? 200 : expected);
    if (expected === 'hidden') {
      expect(res.body).not.toContain(f.campaignName);
      expect(res.body).not.toContain(brandA.name);
      expect(res.body).not.toContain(`"content_id":${f.contentId},`);
    }
    if (route.unchanged) {
      const writes = expected === 200 && role !== 'brandB';
      expect(await route.unchanged(f)).toBe(!writes);
    }
    if (res.statusCode >= 400) expect(res.json().error.code).toEqual(expect.any(String));
  });
});

describe("a creator's e-mail address (decision 535)", () => {
  it('reaches ops, never a brand reviewer: queue, detail, invite requests, CLI list', async () => {
    const f = await fixture();
    const email = users.creator!.email;
    const read = (role: 'brandA' | 'ops', url: string) =>
      t.app.inject({ url, headers: users[role]!.headers }).then((r) => r.body);
    for (const url of [
      '/api/v1/review/queue?page_size=100',
      `/api/v1/review/content/${f.contentId}/detail`,
      '/api/v1/review/content',
      `/api/v1/review/content/${f.contentId}`,
    ]) {
      expect(await read('brandA', url)).not.toContain(email);
      expect(await read('ops', url)).toContain(email);
    }
    const requests = await read('brandA', '/api/v1/review/invite-requests?page_size=100');
    expect(requests).not.toMatch(/"email":"[^"]+"/);
  });
});
