import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createCampaign } from '../../../test/factories-campaigns';
import { invitationTokenFor } from '../../../test/factories-staff';
import { fingerprint } from '../../hostile/hostile-support';

/**
 * The role matrix of issue 28's routes: anonymous, a creator, a brand reviewer of brand A, the
 * brand admin of A, the brand admin of B and ops × every console route for brands, staff,
 * invitations and the audit log, plus the invitee's token routes. Each cell gets fresh fixtures
 * of brand A; a list a role may read must not mention brand A's fixture; a refused call changes
 * nothing (the hostile suite's fingerprint, the audit log included).
 */
let t: TestApp;
let brandA: { id: number; name: string };
let campaignA: { id: number; name: string };
let logo: Buffer;
const users: Record<Role, TestUser | null> = {} as never;

type Role = 'anonymous' | 'creator' | 'reviewerA' | 'adminA' | 'adminB' | 'ops';
const ROLES: Role[] = ['anonymous', 'creator', 'reviewerA', 'adminA', 'adminB', 'ops'];
/** A status, or 'hidden': 200 without brand A's fixture in the answer. */
type Expect = number | 'hidden';

let serial = 0;
interface Fixture {
  invitationId: number;
  invitationEmail: string;
  invitationToken: string;
  reviewerId: number;
  creatorInvitationId: number;
  creatorInvitationEmail: string;
}

beforeAll(async () => {
  t = await buildTestApp();
  brandA = await createBrand(t.app, 'Brand Alpha');
  const brandB = await createBrand(t.app, 'Brand Bravo');
  campaignA = await createCampaign(t.app, { brand_id: brandA.id, name: 'Alpha Launch' });
  users.anonymous = null;
  users.creator = await createUser(t.app);
  users.reviewerA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
  users.adminA = await createUser(t.app, { type: 'brand', brandId: brandA.id, brandRole: 'admin' });
  users.adminB = await createUser(t.app, { type: 'brand', brandId: brandB.id, brandRole: 'admin' });
  users.ops = await createUser(t.app, { type: 'ops' });
  logo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** Brand A's fixtures, made by ops: a staff invitation, a reviewer, a creator invitation. */
async function fixture(): Promise<Fixture> {
  serial += 1;
  const ops = users.ops!;
  const invitationEmail = `alpha-staff-${serial}@example.com`;
  const inv = await t.app.inject({
    method: 'POST',
    url: '/api/v1/console/staff/invitations',
    headers: ops.headers,
    payload: { email: invitationEmail, role: 'brand_reviewer', brand_id: brandA.id },
  });
  const reviewer = await createUser(t.app, {
    type: 'brand',
    brandId: brandA.id,
    email: `alpha-reviewer-${serial}@example.com`,
  });
  const creatorInvitationEmail = `alpha-creator-${serial}@example.com`;
  const ci = await t.app.inject({
    method: 'POST',
    url: '/api/v1/console/creator-invitations',
    headers: ops.headers,
    payload: { email: creatorInvitationEmail, campaign_id: campaignA.id },
  });
  return {
    invitationId: inv.json().id,
    invitationEmail,
    invitationToken: await invitationTokenFor(t.app, invitationEmail),
    reviewerId: reviewer.id,
    creatorInvitationId: ci.json().invitation.id,
    creatorInvitationEmail,
  };
}

interface Route {
  name: string;
  request: (f: Fixture) => {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  };
  expect: Record<Role, Expect>;
  /** What brand A's fixture looks like in a list (for 'hidden'). */
  mentions?: (f: Fixture) => string[];
  /** Undo a successful write that would disturb the next cells. */
  undo?: () => Promise<void>;
  /** Whether a 200 changes data (a refusal must not). Default: writes change, reads do not. */
  writes?: boolean;
}

const denied = { anonymous: 401, creator: 403 } as const;
const opsOnly = { ...denied, reviewerA: 403, adminA: 403, adminB: 403, ops: 200 } as const;
const adminsOfA = { ...denied, reviewerA: 403, adminA: 200, adminB: 404, ops: 200 } as const;
const asOps = (url: string) =>
  t.app.inject({ method: 'POST', url, headers: users.ops!.headers }).then(() => undefined);

const ROUTES: Route[] = [
  {
    name: 'GET /console/me',
    request: () => ({ url: '/api/v1/console/me' }),
    expect: { ...denied, reviewerA: 200, adminA: 200, adminB: 200, ops: 200 },
  },
  {
    name: 'GET /console/audit',
    request: () => ({ url: '/api/v1/console/audit?page_size=100' }),
    expect: { ...denied, reviewerA: 403, adminA: 200, adminB: 'hidden', ops: 200 },
    mentions: (f) => [f.invitationEmail, 'Brand Alpha'],
  },
  {
    name: 'GET /console/audit.csv',
    request: () => ({ url: '/api/v1/console/audit.csv' }),
    expect: { ...denied, reviewerA: 403, adminA: 200, adminB: 'hidden', ops: 200 },
    mentions: (f) => [f.invitationEmail, 'Brand Alpha'],
  },
  {
    name: 'GET /console/brands',
    request: () => ({ url: '/api/v1/console/brands?show=all' }),
    expect: { ...denied, reviewerA: 200, adminA: 200, adminB: 'hidden', ops: 200 },
    mentions: () => ['Brand Alpha'],
  },
  {
    name: 'GET /console/brands/:A',
    request: () => ({ url: `/api/v1/console/brands/${brandA.id}` }),
    expect: { ...denied, reviewerA: 200, adminA: 200, adminB: 404, ops: 200 },
  },
  {
    name: 'POST /console/brands',
    request: () => ({
      method: 'POST',
      url: '/api/v1/console/brands',
      payload: { name: `New ${++serial}` },
    }),
    expect: { ...opsOnly, ops: 201 },
  },
  {
    name: 'PATCH /console/brands/:A',
    request: () => ({
      method: 'PATCH',
      url: `/api/v1/console/brands/${brandA.id}`,
      payload: { website: `https://alpha${++serial}.example.com` },
    }),
    expect: opsOnly,
  },
  {
    name: 'POST /console/brands/:A/archive',
    request: () => ({ method: 'POST', url: `/api/v1/console/brands/${brandA.id}/archive` }),
    expect: opsOnly,
    undo: () => asOps(`/api/v1/console/brands/${brandA.id}/restore`),
  },
  {
    name: 'POST /console/brands/:A/restore',
    request: () => ({ method: 'POST', url: `/api/v1/console/brands/${brandA.id}/restore` }),
    expect: opsOnly,
    // Restoring an active brand changes nothing.
    writes: false,
  },
  {
    name: 'PUT /console/brands/:A/logo',
    request: () => ({
      method: 'PUT',
      url: `/api/v1/console/brands/${brandA.id}/logo`,
      payload: logo,
      headers: { 'content-type': 'image/png' },
    }),
    expect: opsOnly,
    // The same picture again is the same logo.
    writes: false,
  },
  {
    name: 'GET /console/staff',
    request: () => ({ url: '/api/v1/console/staff' }),
    expect: { ...denied, reviewerA: 403, adminA: 200, adminB: 'hidden', ops: 200 },
    mentions: (f) => [f.invitationEmail, 'Brand Alpha'],
  },
  {
    name: 'POST /console/staff/invitations (reviewer of A)',
    request: () => ({
      method: 'POST',
      url: '/api/v1/console/staff/invitations',
      payload: {
        email: `invitee-${++serial}@example.com`,
        role: 'brand_reviewer',
        brand_id: brandA.id,
      },
    }),
    expect: adminsOfA,
  },
  {
    name: 'POST /console/staff/invitations (ops)',
    request: () => ({
      method: 'POST',
      url: '/api/v1/console/staff/invitations',
      payload: { email: `ops-invitee-${++serial}@example.com`, role: 'ops' },
    }),
    expect: opsOnly,
  },
  {
    name: 'POST /console/staff/invitations/:id/resend',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/console/staff/invitations/${f.invitationId}/resend`,
    }),
    expect: adminsOfA,
    // Within a minute of the first send, a resend sends nothing (a double click).
    writes: false,
  },
  {
    name: 'POST /console/staff/invitations/:id/revoke',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/console/staff/invitations/${f.invitationId}/revoke`,
    }),
    expect: adminsOfA,
  },
  {
    name: 'PATCH /console/staff/:userId/role',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/v1/console/staff/${f.reviewerId}/role`,
      payload: { role: 'brand_admin', brand_id: brandA.id },
    }),
    expect: adminsOfA,
  },
  {
    name: 'POST /console/staff/:userId/deactivate',
    request: (f) => ({ method: 'POST', url: `/api/v1/console/staff/${f.reviewerId}/deactivate` }),
    expect: adminsOfA,
  },
  {
    name: 'POST /console/staff/:userId/reactivate',
    request: (f) => ({ method: 'POST', url: `/api/v1/console/staff/${f.reviewerId}/reactivate` }),
    expect: adminsOfA,
    // The fixture's reviewer is active: reactivating changes nothing.
    writes: false,
  },
  {
    name: 'GET /console/creator-invitations',
    request: () => ({ url: '/api/v1/console/creator-invitations' }),
    expect: { ...denied, reviewerA: 403, adminA: 200, adminB: 'hidden', ops: 200 },
    mentions: (f) => [f.creatorInvitationEmail, 'Alpha Launch'],
  },
  {
    name: 'POST /console/creator-invitations (campaign of A)',
    request: () => ({
      method: 'POST',
      url: '/api/v1/console/creator-invitations',
      payload: { email: `joiner-${++serial}@example.com`, campaign_id: campaignA.id },
    }),
    expect: adminsOfA,
  },
  {
    name: 'POST /console/creator-invitations/:id/revoke',
    request: (f) => ({
      method: 'POST',
      url: `/api/v1/console/creator-invitations/${f.creatorInvitationId}/revoke`,
    }),
    expect: adminsOfA,
  },
  {
    name: 'POST /staff-invitations/check (the invitee, signed in or not)',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/staff-invitations/check',
      payload: { token: f.invitationToken },
    }),
    expect: { anonymous: 200, creator: 200, reviewerA: 200, adminA: 200, adminB: 200, ops: 200 },
    writes: false,
  },
];

describe.each(ROUTES)('$name', (route) => {
  it.each(ROLES)('as %s', async (role) => {
    const f = await fixture();
    const user = users[role];
    const req = route.request(f);
    const before = await fingerprint(t.app.container.db);
    const res = await t.app.inject({
      method: req.method ?? 'GET',
      url: req.url,
      payload: req.payload as never,
      headers: { ...(user?.headers ?? {}), ...(req.headers ?? {}) },
    });
    const expected = route.expect[role];
    expect(res.statusCode).toBe(expected === 'hidden' ? 200 : expected);
    if (expected === 'hidden') {
      for (const text of route.mentions?.(f) ?? []) expect(res.body).not.toContain(text);
    }
    if (res.statusCode >= 400) {
      expect(res.json().error.code).toEqual(expect.any(String));
      expect(await fingerprint(t.app.container.db)).toBe(before);
    } else if ((route.writes ?? req.method !== undefined) && req.method !== 'GET') {
      expect(await fingerprint(t.app.container.db)).not.toBe(before);
    }
    if (res.statusCode < 300) await route.undo?.();
  });
});

it('names each role once in the matrix', () => {
  console.log(
    `console role matrix: ${ROUTES.length} routes × ${ROLES.length} roles = ${ROUTES.length * ROLES.length} cells`,
  );
  expect(ROUTES.length * ROLES.length).toBeGreaterThan(100);
});
