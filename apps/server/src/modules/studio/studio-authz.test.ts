import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import {
  createStudioCampaign,
  publishedStudioCampaign,
  uploadStudioImage,
} from '../../../test/factories-studio';
import { invites } from '../../db/schema/invites';
import { campaignDrafts } from '../../db/schema/studio';

/**
 * The campaign studio's authorization matrix (issue 29): anonymous, a creator, brand A's admin,
 * brand A's reviewer (reads, never writes), brand B's admin, and ops × every studio route, each
 * cell on fresh fixtures of brand A. A refused write changes nothing; a brand never reads another's.
 */
let t: TestApp;
let brandA: number;
const users: Record<string, TestUser | null> = {};
const DAY = 86_400_000;

type Role = 'anonymous' | 'creator' | 'adminA' | 'reviewerA' | 'adminB' | 'ops';
const ROLES: Role[] = ['anonymous', 'creator', 'adminA', 'reviewerA', 'adminB', 'ops'];

beforeAll(async () => {
  t = await buildTestApp();
  brandA = (await createBrand(t.app)).id;
  const brandB = (await createBrand(t.app)).id;
  users.anonymous = null;
  users.creator = await createUser(t.app);
  users.adminA = await createUser(t.app, { type: 'brand', brandId: brandA, brandRole: 'admin' });
  users.reviewerA = await createUser(t.app, {
    type: 'brand',
    brandId: brandA,
    brandRole: 'reviewer',
  });
  users.adminB = await createUser(t.app, { type: 'brand', brandId: brandB, brandRole: 'admin' });
  users.ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

interface Fixture {
  campaignId: number;
  publishedId: number;
  creatorId: number;
  imageId: number;
}

async function fixture(): Promise<Fixture> {
  const ops = users.ops!.headers;
  const draft = await createStudioCampaign(t.app, ops, brandA);
  const imageId = await uploadStudioImage(t.app, ops, draft.id);
  const published = await publishedStudioCampaign(t.app, ops, brandA);
  const creator = await createUser(t.app);
  return { campaignId: draft.id, publishedId: published.id, creatorId: creator.id, imageId };
}

const W = { anonymous: 401, creator: 403, adminA: 200, reviewerA: 200, adminB: 404, ops: 200 };
/** Writes: a reviewer of the brand reads its campaigns but changes nothing. */
const WRITE = { ...W, reviewerA: 403 };

interface Route {
  name: string;
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  };
  expect: Record<Role, number>;
  unchanged?: (f: Fixture) => Promise<boolean>;
}

const draftUnchanged = async (f: Fixture) => {
  const [row] = await t.app.container.db
    .select()
    .from(campaignDrafts)
    .where(eq(campaignDrafts.campaign_id, f.campaignId));
  return row!.revision === 1;
};
const noInvites = async (f: Fixture) =>
  (await t.app.container.db.select().from(invites).where(eq(invites.campaign_id, f.publishedId)))
    .length === 0;
const acceptBy = () => new Date(Date.now() + 2 * DAY).toISOString();

const ROUTES: Route[] = [
  {
    name: 'GET /studio/options',
    request: () => ({ method: 'GET', url: '/api/v1/studio/options' }),
    expect: { ...W, adminB: 200 },
  },
  {
    name: 'GET /studio/campaigns',
    request: () => ({ method: 'GET', url: '/api/v1/studio/campaigns' }),
    expect: { ...W, adminB: 200 },
  },
  {
    name: 'GET /studio/campaigns/:id',
    request: (f) => ({ method: 'GET', url: `/api/v1/studio/campaigns/${f.campaignId}` }),
    expect: W,
  },
  {
    name: 'GET preview',
    request: (f) => ({ method: 'GET', url: `/api/v1/studio/campaigns/${f.campaignId}/preview` }),
    expect: W,
  },
  {
    name: 'GET board',
    request: (f) => ({ method: 'GET', url: `/api/v1/studio/campaigns/${f.publishedId}/board` }),
    expect: W,
  },
  {
    name: 'GET board.csv',
    request: (f) => ({ method: 'GET', url: `/api/v1/studio/campaigns/${f.publishedId}/board.csv` }),
    expect: W,
  },
  {
    name: 'GET directory',
    request: () => ({ method: 'GET', url: '/api/v1/studio/directory' }),
    expect: { ...W, adminB: 200 },
  },
  {
    name: 'GET directory for a campaign',
    request: (f) => ({
      method: 'GET',
      url: `/api/v1/studio/directory?campaign_id=${f.publishedId}`,
    }),
    expect: W,
  },
  {
    name: 'POST /studio/campaigns',
    request: () => ({
      method: 'POST',
      url: '/api/v1/studio/campaigns',
      payload: { brand_id: brandA },
    }),
    expect: { ...WRITE, adminA: 201, ops: 201 },
  },
  {
    name: 'PUT draft',
    request: (f) => ({
      method: 'PUT',
      url: `/api/v1/studio/campaigns/${f.campaignId}/draft`,
      payload: { revision: 1, document: { name: 'Changed' } },
    }),
    expect: WRITE,
    unchanged: draftUnchanged,
  },
  {
    name: 'POST publish',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${f.campaignId}/publish`,
      payload: { revision: 1 },
    }),
    // A draft with nothing in it: those who may publish are told what is missing (400).
    expect: { ...WRITE, adminA: 400, ops: 400 },
    unchanged: draftUnchanged,
  },
  {
    name: 'POST close',
    request: (f) => ({ method: 'POST', url: `/api/v1/studio/campaigns/${f.publishedId}/close` }),
    expect: WRITE,
  },
  {
    name: 'POST images',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${f.campaignId}/images`,
      payload: Buffer.from('not an image'),
      headers: { 'content-type': 'image/png' },
    }),
    expect: { ...WRITE, adminA: 415, ops: 415 },
  },
  {
    name: 'POST invites',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${f.publishedId}/invites`,
      payload: { creator_ids: [f.creatorId], accept_by: acceptBy() },
    }),
    expect: WRITE,
  },
  {
    name: 'POST email-invites',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${f.publishedId}/email-invites`,
      payload: {
        invitees: [{ email: `someone-${f.publishedId}@example.com` }],
        accept_by: acceptBy(),
      },
    }),
    expect: WRITE,
  },
  {
    name: 'GET note',
    request: (f) => ({ method: 'GET', url: `/api/v1/studio/directory/${f.creatorId}/note` }),
    expect: { ...W, adminB: 200 },
  },
  {
    name: 'PUT note',
    request: (f) => ({
      method: 'PUT',
      url: `/api/v1/studio/directory/${f.creatorId}/note`,
      payload: { body: 'n' },
    }),
    expect: { ...W, adminB: 200 },
  },
];

describe('studio authorization matrix', () => {
  for (const route of ROUTES) {
    describe(route.name, () => {
      for (const role of ROLES) {
        it(`as ${role} → ${route.expect[role]}`, async () => {
          const f = await fixture();
          const req = route.request(f);
          const response = await t.app.inject({
            method: req.method,
            url: req.url,
            payload: req.payload as never,
            headers: { ...(users[role]?.headers ?? {}), ...(req.headers ?? {}) },
          });
          expect(response.statusCode).toBe(route.expect[role]);
          if (response.statusCode >= 400) {
            expect(response.json().error.code).toEqual(expect.any(String));
            if (route.unchanged) expect(await route.unchanged(f)).toBe(true);
            if (route.name.includes('invites')) expect(await noInvites(f)).toBe(true);
          }
          if (role === 'adminB' && response.statusCode === 200) {
            expect(response.body).not.toContain(`"id":${f.campaignId},`);
          }
        });
      }
    });
  }
});
