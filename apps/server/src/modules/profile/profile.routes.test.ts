import {
  DUPLICATE_SNAPCHAT_HANDLE_MESSAGE,
  DUPLICATE_TWITTER_HANDLE_MESSAGE,
  FORM_ERROR_MESSAGE,
  fieldErrorMessage,
  PHONE_ERROR_MESSAGE,
} from '@portal/domain/profile/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { completeProfile, patchProfile } from '../../../test/factories-profile';
import { contacts, users } from '../../db/schema/users';

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => new Date('2025-03-01T12:00:00Z') });
  creator = await createUser(t.app, { profile: { first_name: 'Ada', last_name: 'L' } });
});
afterAll(() => t.close());

const getProfile = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users', headers: user.headers });

describe('GET /api/v1/users', () => {
  it("answers the creator's own profile with e-mail, lists and progress", async () => {
    const response = await getProfile(creator);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      user_id: creator.id,
      email: creator.email,
      first_name: 'Ada',
      interests: [],
      relationship_status: 'unknown',
      consents_to_sms_messaging: false,
      tcpa_count_consents_given: 0,
      access_tokens: [],
    });
  });

  it('needs a bearer token and refuses non-creators', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);
    const brand = await createUser(t.app, { type: 'brand' });
    expect((await getProfile(brand)).statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/users', () => {
  it('saves a complete profile and computes profile_progress on the server', async () => {
    const user = await createUser(t.app);
    const response = await patchProfile(t.app, user, completeProfile({ first_name: ' Ada ' }));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ first_name: 'Ada', state: 'IL', profile_progress: 1 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profile_progress).toBe(1);
  });

  it('recomputes progress from the merged profile on a partial save', async () => {
    const user = await createUser(t.app, { profile: { first_name: 'A', last_name: 'B' } });
    const { data } = (await patchProfile(t.app, user, { birth_date: '1990-01-02' })).json();
    expect(data.profile_progress).toBeCloseTo(3 / 12);
    expect(data.first_name).toBe('A');
  });

  it('removes every @ from handles and saves empty handles as null', async () => {
    const user = await createUser(t.app, { profile: { tiktok_handle: 'old' } });
    const { data } = (
      await patchProfile(t.app, user, { tiktok_handle: '', youtube_handle: '@my@tube' })
    ).json();
    expect(data).toMatchObject({ tiktok_handle: null, youtube_handle: 'mytube' });
  });

  it('answers one field error with its own message and changes nothing', async () => {
    const before = (await getProfile(creator)).json().data;
    const response = await patchProfile(t.app, creator, { first_name: '', city: 'Paris' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: fieldErrorMessage('First Name'),
      details: { fields: { first_name: fieldErrorMessage('First Name') } },
    });
    expect((await getProfile(creator)).json().data).toEqual(before);
  });

  it('answers the form message when several fields are invalid, and the phone message', async () => {
    const response = await patchProfile(t.app, creator, {
      phone_number: '12',
      interests: ['beauty', 'books', 'comedy', 'fashion', 'travel'],
    });
    const { error } = response.json();
    expect(error.message).toBe(FORM_ERROR_MESSAGE);
    expect(error.details.fields).toEqual({
      phone_number: PHONE_ERROR_MESSAGE,
      interests: fieldErrorMessage('Interests'),
    });
  });

  it('checks the state against the saved country when only one of them changes', async () => {
    const user = await createUser(t.app, { profile: { country: 'US', state: 'IL' } });
    const response = await patchProfile(t.app, user, { country: 'CA' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ state: fieldErrorMessage('State') });
    const ok = await patchProfile(t.app, user, { country: 'CA', state: 'ON' });
    expect(ok.json().data).toMatchObject({ country: 'CA', state: 'ON' });
  });

  it("refuses another creator's Snapchat or Twitter handle with the spec's messages", async () => {
    const owner = await createUser(t.app, {
      profile: { snapchat_handle: 'TakenSnap', twitter_handle: 'takenbird' },
    });
    const snap = await patchProfile(t.app, creator, { snapchat_handle: '@takensnap' });
    expect(snap.statusCode).toBe(400);
    expect(snap.json().error).toMatchObject({
      message: DUPLICATE_SNAPCHAT_HANDLE_MESSAGE,
      details: {
        fields: { snapchat_handle: DUPLICATE_SNAPCHAT_HANDLE_MESSAGE },
        errors: ['duplicate_snapchat_handle'],
      },
    });
    const bird = await patchProfile(t.app, creator, { twitter_handle: 'TakenBird' });
    expect(bird.json().error.message).toBe(DUPLICATE_TWITTER_HANDLE_MESSAGE);
    // The owner may save their own handle again.
    expect((await patchProfile(t.app, owner, { snapchat_handle: 'TakenSnap' })).statusCode).toBe(
      200,
    );
  });

  it('gives the same result when the same patch is sent twice', async () => {
    const user = await createUser(t.app);
    const first = (await patchProfile(t.app, user, completeProfile())).json().data;
    const second = (await patchProfile(t.app, user, completeProfile())).json().data;
    expect(second).toEqual(first);
    const rows = await t.database.db.select().from(contacts).where(eq(contacts.user_id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a data.user_id naming another creator as not found, and ignores e-mail', async () => {
    const other = await createUser(t.app);
    const response = await patchProfile(t.app, creator, { user_id: other.id, first_name: 'X' });
    expect(response.statusCode).toBe(404);
    const own = await patchProfile(t.app, creator, { user_id: creator.id, email: 'x@y.com' });
    expect(own.json().data.email).toBe(creator.email);
  });

  it('refuses brand and ops users and a missing token', async () => {
    const ops = await createUser(t.app, { type: 'ops' });
    expect((await patchProfile(t.app, ops, { first_name: 'Ops' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users',
      payload: { data: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes the consent timestamp and count (patchProfile with the tcpa fields)', async () => {
    const user = await createUser(t.app);
    const response = await patchProfile(t.app, user, {
      consents_to_sms_messaging: true,
      tcpa_last_consent_given_at: '2025-03-01 11:59:30',
      tcpa_count_consents_given: 1,
    });
    expect(response.json().data).toMatchObject({
      consents_to_sms_messaging: true,
      tcpa_last_consent_given_at: '2025-03-01 11:59:30',
      tcpa_count_consents_given: 1,
    });
    const bad = await patchProfile(t.app, user, { tcpa_last_consent_given_at: 'yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the mobile contact in step with the phone number (a new number is unverified)', async () => {
    const user = await createUser(t.app);
    await patchProfile(t.app, user, completeProfile({ phone_number: '(217) 555-0101' }));
    const [first] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.user_id, user.id));
    expect(first).toMatchObject({ raw_phone_number: '(217) 555-0101', iso_phone: '+12175550101' });
    await t.database.db
      .update(contacts)
      .set({ is_verified: true })
      .where(eq(contacts.id, first!.id));
    await patchProfile(t.app, user, { phone_number: '+1 217 555 0101' });
    const [same] = await t.database.db.select().from(contacts).where(eq(contacts.id, first!.id));
    expect(same!.is_verified).toBe(true);
    await patchProfile(t.app, user, { phone_number: '+1 217 555 0199' });
    const [changed] = await t.database.db.select().from(contacts).where(eq(contacts.id, first!.id));
    expect(changed).toMatchObject({ iso_phone: '+12175550199', is_verified: false });
  });
});
