import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { emailsTo, invitationTokenFor, lastEmailTo } from '../../../test/factories-staff';

let t: TestApp;
let now = new Date('2026-05-01T09:00:00Z');
let ops: TestUser;
let adminA: TestUser;
let reviewerA: TestUser;
let adminB: TestUser;
let creator: TestUser;
let brandA: { id: number; name: string };
let brandB: { id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
  brandA = await createBrand(t.app, 'Acme');
  brandB = await createBrand(t.app, 'Bolt');
  ops = await createUser(t.app, { type: 'ops' });
  adminA = await createUser(t.app, { type: 'brand', brandId: brandA.id, brandRole: 'admin' });
  reviewerA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
  adminB = await createUser(t.app, { type: 'brand', brandId: brandB.id, brandRole: 'admin' });
  creator = await createUser(t.app);
});
afterAll(() => t.close());

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const HOUR = 3_600_000;

const api = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user?.headers ?? {},
    payload: payload as never,
  });
const invite = (user: TestUser | null, payload: Record<string, unknown>) =>
  api(user, 'POST', '/console/staff/invitations', payload);
const check = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff-invitations/check', payload: { token } });
const accept = (token: string, password = 'a-long-password') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff-invitations/accept',
    payload: { token, password },
  });
const login = (email: string, password = 'a-long-password') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const audit = async (query: string) =>
  (await api(ops, 'GET', `/console/audit?${query}`)).json().items as {
    action: string;
    actor: { id: number } | null;
    before: unknown;
    after: unknown;
    brand: { id: number } | null;
  }[];

describe('POST /api/v1/console/staff/invitations', () => {
  it('invites a brand admin by e-mail; the link sets a password once and signs in with the role', async () => {
    const res = await invite(ops, {
      email: 'Ann@Acme.example.com',
      role: 'brand_admin',
      brand_id: brandA.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'ann@acme.example.com',
      role: 'brand_admin',
      brand: { id: brandA.id, name: 'Acme' },
      state: 'pending',
      invited_by: ops.email,
      send_count: 1,
      expires_at: new Date(now.getTime() + 72 * HOUR).toISOString(),
    });
    const mail = await lastEmailTo(t.app, 'ann@acme.example.com');
    expect(mail?.subject).toBe('Join Acme on the Creator Portal');
    expect(mail?.body_text).toContain(
      `${ops.email} invited you to Acme on the Creator Portal as a brand admin.`,
    );
    const token = await invitationTokenFor(t.app, 'ann@acme.example.com');

    expect((await check(token)).json()).toEqual({
      state: 'pending',
      email: 'ann@acme.example.com',
      role: 'brand_admin',
      brand_name: 'Acme',
      invited_by: ops.email,
    });
    expect((await accept(token)).json()).toEqual({ email: 'ann@acme.example.com' });
    const session = await login('ann@acme.example.com');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.type).toBe('brand');

    const again = await accept(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      message: 'This invitation link was already used. Sign in with the password you set.',
      details: { state: 'accepted' },
    });
    expect((await check(token)).json()).toMatchObject({ state: 'accepted', email: null });
    expect((await login('ann@acme.example.com', 'another-password')).statusCode).toBe(401);

    const entries = await audit(`brand_id=${brandA.id}&action=staff.joined`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      after: { email: 'ann@acme.example.com', role: 'brand_admin', brand_id: brandA.id },
    });
  });

  it('lets a brand admin invite to their own brand only; a reviewer invites no one', async () => {
    expect(
      (
        await invite(adminA, {
          email: 'rev1@acme.example.com',
          role: 'brand_reviewer',
          brand_id: brandA.id,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await invite(adminA, {
          email: 'x@bolt.example.com',
          role: 'brand_reviewer',
          brand_id: brandB.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await invite(adminA, { email: 'x@ops.example.com', role: 'ops' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await invite(reviewerA, {
          email: 'y@acme.example.com',
          role: 'brand_reviewer',
          brand_id: brandA.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await invite(creator, {
          email: 'z@acme.example.com',
          role: 'brand_reviewer',
          brand_id: brandA.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await invite(null, { email: 'z@acme.example.com', role: 'ops' })).statusCode).toBe(401);
    for (const to of [
      'x@bolt.example.com',
      'x@ops.example.com',
      'y@acme.example.com',
      'z@acme.example.com',
    ]) {
      expect(await emailsTo(t.app, to)).toBe(0);
    }
  });

  it('answers the same invitation when sent twice, sending one e-mail and recording one entry', async () => {
    const body = { email: 'twice@acme.example.com', role: 'brand_reviewer', brand_id: brandA.id };
    const first = await invite(adminA, body);
    const second = await invite(adminA, body);
    expect(second.json().id).toBe(first.json().id);
    expect(await emailsTo(t.app, 'twice@acme.example.com')).toBe(1);
    expect(await audit(`target_type=staff_invitation&target_id=${first.json().id}`)).toHaveLength(
      1,
    );
  });

  it('refuses an address with an account, or invited with another role', async () => {
    const taken = await invite(ops, { email: creator.email, role: 'ops' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details.fields.email).toBe('This person already has an account.');
    await invite(ops, {
      email: 'role@acme.example.com',
      role: 'brand_reviewer',
      brand_id: brandA.id,
    });
    const other = await invite(ops, {
      email: 'role@acme.example.com',
      role: 'brand_admin',
      brand_id: brandA.id,
    });
    expect(other.statusCode).toBe(409);
  });

  it('refuses a brand role without a brand, and an archived brand', async () => {
    const res = await invite(ops, { email: 'nobrand@example.com', role: 'brand_admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.brand_id).toBe(
      'Choose the brand this person works for.',
    );
    const archived = await createBrand(t.app);
    await api(ops, 'POST', `/console/brands/${archived.id}/archive`);
    expect(
      (
        await invite(ops, {
          email: 'arch@example.com',
          role: 'brand_reviewer',
          brand_id: archived.id,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('expiry, resend and revoke', () => {
  it('expires after 72 hours: the link says so, and asking for a new one e-mails the inviter', async () => {
    const res = await invite(adminA, {
      email: 'late@acme.example.com',
      role: 'brand_reviewer',
      brand_id: brandA.id,
    });
    const token = await invitationTokenFor(t.app, 'late@acme.example.com');
    later(72 * HOUR + 1000);
    expect((await check(token)).json()).toMatchObject({
      state: 'expired',
      email: null,
      invited_by: adminA.email,
    });
    const refused = await accept(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This invitation link has expired.');
    const before = await emailsTo(t.app, adminA.email);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff-invitations/renewal-request',
      payload: { token },
    });
    expect(asked.statusCode).toBe(202);
    expect(await emailsTo(t.app, adminA.email)).toBe(before + 1);
    expect((await lastEmailTo(t.app, adminA.email))?.subject).toBe(
      'late@acme.example.com asks for a new invitation',
    );

    // Resending gives a new link that works; the old one stays dead.
    const resent = await api(adminA, 'POST', `/console/staff/invitations/${res.json().id}/resend`);
    expect(resent.json()).toMatchObject({ state: 'pending', send_count: 2 });
    const fresh = await invitationTokenFor(t.app, 'late@acme.example.com');
    expect(fresh).not.toBe(token);
    expect((await check(token)).json().state).toBe('unknown');
    expect((await accept(fresh)).statusCode).toBe(200);
    const entries = await audit(`target_type=staff_invitation&target_id=${res.json().id}`);
    expect(entries.map((e) => e.action)).toEqual(['staff.invitation_resent', 'staff.invited']);
  });

  it('sends nothing more for a second resend within a minute', async () => {
    const res = await invite(ops, {
      email: 'dbl@acme.example.com',
      role: 'brand_reviewer',
      brand_id: brandA.id,
    });
    later(HOUR);
    await api(ops, 'POST', `/console/staff/invitations/${res.json().id}/resend`);
    await api(ops, 'POST', `/console/staff/invitations/${res.json().id}/resend`);
    expect(await emailsTo(t.app, 'dbl@acme.example.com')).toBe(2);
  });

  it('revokes: the link says it was withdrawn; revoking again records nothing', async () => {
    const res = await invite(adminA, {
      email: 'gone@acme.example.com',
      role: 'brand_reviewer',
      brand_id: brandA.id,
    });
    const token = await invitationTokenFor(t.app, 'gone@acme.example.com');
    const revoked = await api(adminA, 'POST', `/console/staff/invitations/${res.json().id}/revoke`);
    expect(revoked.json().state).toBe('revoked');
    await api(adminA, 'POST', `/console/staff/invitations/${res.json().id}/revoke`);
    expect((await accept(token)).json().error.message).toBe('This invitation was withdrawn.');
    expect(await audit(`action=staff.invitation_revoked&target_id=${res.json().id}`)).toHaveLength(
      1,
    );
  });

  it("hides another brand's invitations from a brand admin", async () => {
    const res = await invite(ops, {
      email: 'b1@bolt.example.com',
      role: 'brand_reviewer',
      brand_id: brandB.id,
    });
    const id = res.json().id;
    expect((await api(adminA, 'POST', `/console/staff/invitations/${id}/revoke`)).statusCode).toBe(
      404,
    );
    expect((await api(adminA, 'POST', `/console/staff/invitations/${id}/resend`)).statusCode).toBe(
      404,
    );
    expect(
      (await api(reviewerA, 'POST', `/console/staff/invitations/${id}/revoke`)).statusCode,
    ).toBe(403);
    expect((await api(adminB, 'POST', `/console/staff/invitations/${id}/revoke`)).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown or malformed token plainly', async () => {
    expect((await check('A'.repeat(43))).json().state).toBe('unknown');
    expect((await check('not a token!')).statusCode).toBe(400);
    const res = await accept('B'.repeat(43));
    expect(res.json().error.message).toBe(
      'This link is not valid. Check that you copied all of it.',
    );
  });
});

describe('GET /api/v1/console/staff', () => {
  it('lists everyone for ops, one brand for its admin, nothing for a reviewer', async () => {
    const all = (await api(ops, 'GET', '/console/staff')).json();
    expect(all.members.map((m: { email: string }) => m.email)).toEqual(
      expect.arrayContaining([ops.email, adminA.email, adminB.email]),
    );
    const own = (await api(adminA, 'GET', '/console/staff')).json();
    expect(new Set(own.members.map((m: { brand: { id: number } }) => m.brand.id))).toEqual(
      new Set([brandA.id]),
    );
    expect(own.invitations.every((i: { brand: { id: number } }) => i.brand.id === brandA.id)).toBe(
      true,
    );
    const asked = (await api(adminA, 'GET', `/console/staff?brand_id=${brandB.id}`)).json();
    expect(asked.members.every((m: { brand: { id: number } }) => m.brand.id === brandA.id)).toBe(
      true,
    );
    expect((await api(reviewerA, 'GET', '/console/staff')).statusCode).toBe(403);
    expect((await api(creator, 'GET', '/console/staff')).statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/console/staff/:userId/role', () => {
  it('makes a reviewer an admin of the same brand, recorded, and ends their sessions', async () => {
    const person = await createUser(t.app, { type: 'brand', brandId: brandA.id });
    const signedIn = await login(person.email, person.password);
    const res = await api(adminA, 'PATCH', `/console/staff/${person.id}/role`, {
      role: 'brand_admin',
      brand_id: brandA.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'brand_admin', brand: { id: brandA.id } });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { portal_refresh: signedIn.cookies.find((c) => c.name === 'portal_refresh')!.value },
    });
    expect(refresh.statusCode).toBe(401);
    const [entry] = await audit(`action=staff.role_changed&target_id=${person.id}`);
    expect(entry).toMatchObject({
      before: { role: 'brand_reviewer' },
      after: { role: 'brand_admin' },
      brand: { id: brandA.id },
    });
  });

  it("keeps a brand admin to their own brand's people and roles", async () => {
    const personB = await createUser(t.app, { type: 'brand', brandId: brandB.id });
    const personA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
    expect(
      (
        await api(adminA, 'PATCH', `/console/staff/${personB.id}/role`, {
          role: 'brand_admin',
          brand_id: brandB.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api(adminA, 'PATCH', `/console/staff/${personA.id}/role`, {
          role: 'brand_admin',
          brand_id: brandB.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api(adminA, 'PATCH', `/console/staff/${personA.id}/role`, { role: 'ops' })).statusCode,
    ).toBe(403);
    expect(
      (
        await api(adminA, 'PATCH', `/console/staff/${ops.id}/role`, {
          role: 'brand_reviewer',
          brand_id: brandA.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api(reviewerA, 'PATCH', `/console/staff/${personA.id}/role`, {
          role: 'brand_admin',
          brand_id: brandA.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api(adminA, 'PATCH', `/console/staff/${adminA.id}/role`, {
          role: 'brand_reviewer',
          brand_id: brandA.id,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await api(ops, 'PATCH', `/console/staff/${creator.id}/role`, { role: 'ops' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/console/staff/:userId/deactivate and /reactivate', () => {
  const refreshWith = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { portal_refresh: cookie },
    });

  it('ends every session at once: the access token and the refresh cookie answer 401, sign-in is refused', async () => {
    const person = await createUser(t.app, { type: 'brand', brandId: brandA.id });
    const signedIn = await login(person.email, person.password);
    const bearer = { authorization: `Bearer ${signedIn.json().accessToken}` };
    const cookie = signedIn.cookies.find((c) => c.name === 'portal_refresh')!.value;
    const queue = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/review/queue', headers: bearer });
    expect((await queue()).statusCode).toBe(200);

    const res = await api(adminA, 'POST', `/console/staff/${person.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, deactivated_at: now.toISOString() });

    expect((await queue()).statusCode).toBe(401);
    expect((await refreshWith(cookie)).statusCode).toBe(401);
    expect((await login(person.email, person.password)).statusCode).not.toBe(200);
    const [entry] = await audit(`action=staff.deactivated&target_id=${person.id}`);
    expect(entry).toMatchObject({
      actor: { id: adminA.id },
      before: { deactivated_at: null },
      after: { deactivated_at: now.toISOString() },
      brand: { id: brandA.id },
    });
    // Still on the team list, marked, with their history.
    const team = (await api(adminA, 'GET', '/console/staff')).json();
    expect(team.members.find((m: { id: number }) => m.id === person.id)).toMatchObject({
      deactivated_at: now.toISOString(),
    });
  });

  it('changes nothing when asked twice, and reactivating lets them sign in again', async () => {
    const person = await createUser(t.app, { type: 'brand', brandId: brandA.id });
    const first = await api(ops, 'POST', `/console/staff/${person.id}/deactivate`);
    later(1000);
    const again = await api(ops, 'POST', `/console/staff/${person.id}/deactivate`);
    expect(again.json().deactivated_at).toBe(first.json().deactivated_at);
    expect(await audit(`action=staff.deactivated&target_id=${person.id}`)).toHaveLength(1);

    const back = await api(ops, 'POST', `/console/staff/${person.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().deactivated_at).toBeNull();
    expect((await api(ops, 'POST', `/console/staff/${person.id}/reactivate`)).statusCode).toBe(200);
    expect(await audit(`action=staff.reactivated&target_id=${person.id}`)).toHaveLength(1);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it("keeps a brand admin to their own brand's people; nobody deactivates themselves", async () => {
    const personB = await createUser(t.app, { type: 'brand', brandId: brandB.id });
    const personA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
    const deactivate = (actor: TestUser | null, id: number) =>
      api(actor, 'POST', `/console/staff/${id}/deactivate`);
    expect((await deactivate(adminA, personB.id)).statusCode).toBe(404);
    expect((await deactivate(adminA, ops.id)).statusCode).toBe(404);
    expect((await deactivate(reviewerA, personA.id)).statusCode).toBe(403);
    expect((await deactivate(creator, personA.id)).statusCode).toBe(403);
    expect((await deactivate(null, personA.id)).statusCode).toBe(401);
    expect((await deactivate(adminA, adminA.id)).statusCode).toBe(409);
    expect((await deactivate(ops, creator.id)).statusCode).toBe(404);
    expect((await deactivate(ops, 2_147_483_647)).statusCode).toBe(404);
    expect((await deactivate(ops, 0)).statusCode).toBe(400);
    // Nothing changed for any of them.
    for (const person of [personA, personB, ops, adminA]) {
      expect((await login(person.email, person.password)).statusCode).toBe(200);
    }
  });
});

describe('staff accounts', () => {
  it('tells the console who is signed in and with what role', async () => {
    expect((await api(adminA, 'GET', '/console/me')).json()).toEqual({
      id: adminA.id,
      email: adminA.email,
      role: 'brand_admin',
      brand: { id: brandA.id, name: 'Acme' },
    });
    expect((await api(ops, 'GET', '/console/me')).json()).toMatchObject({
      role: 'ops',
      brand: null,
    });
    expect((await api(creator, 'GET', '/console/me')).statusCode).toBe(403);
  });

  it('takes the brand role from the session check: no second read of the user, and a change in the database applies', async () => {
    const { users } = await import('../../db/schema/users');
    const { eq } = await import('drizzle-orm');
    const person = await createUser(t.app, {
      type: 'brand',
      brandId: brandA.id,
      brandRole: 'admin',
    });
    expect((await api(person, 'GET', '/console/me')).json()).toMatchObject({ role: 'brand_admin' });
    // Kept: the request reads the e-mail and the brand's name, and not the user's role again.
    const before = t.database.queryCount();
    expect((await api(person, 'GET', '/console/me')).statusCode).toBe(200);
    expect(t.database.queryCount() - before).toBe(2);
    // Demoted straight in the database (no session ended): the users trigger's notice drops
    // the kept session, so the role the console sees follows (on PGlite before the update returns).
    await t.app.container.db
      .update(users)
      .set({ brand_role: 'reviewer' })
      .where(eq(users.id, person.id));
    await expect
      .poll(async () => (await api(person, 'GET', '/console/me')).json().role, {
        timeout: 2_000,
        interval: 20,
      })
      .toBe('brand_reviewer');
    expect((await api(person, 'GET', '/console/staff')).statusCode).toBe(403);
  });

  it("resets a staff user's password from a link to the console, a creator's to the portal", async () => {
    for (const [user, page] of [
      [reviewerA, '/review/reset-password?token='],
      [creator, '/app/reset-password?token='],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        payload: { email: user.email },
      });
      expect((await lastEmailTo(t.app, user.email))?.body_text).toContain(page);
    }
  });
});
