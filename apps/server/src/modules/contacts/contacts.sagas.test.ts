import {
  CODE_MISMATCH_MESSAGE,
  CODE_SEND_FAILED_MESSAGE,
} from '@portal/domain/profile/phone-verification';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { graphql } from '../../../test/factories-profile';
import { smsConsoleMessages } from '../../db/schema/phone-verification';
import { contacts } from '../../db/schema/users';
import {
  NUMBER_TAKEN_MESSAGE,
  TOO_MANY_CHECKS_MESSAGE,
  TOO_MANY_SENDS_MESSAGE,
} from './contacts.service';

let now = new Date('2025-03-01T12:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let t: TestApp;
let phoneSeq = 100;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => advance(60 * 60 * 1000));

/** A creator with an unverified MOBILE_PHONE contact on a number nobody else uses. */
async function creatorWithPhone(iso = `+1217555${String(phoneSeq++).padStart(4, '0')}`) {
  const user = await createUser(t.app);
  const [contact] = await t.database.db
    .insert(contacts)
    .values({ user_id: user.id, raw_phone_number: iso, iso_phone: iso })
    .returning();
  return { user, contactId: String(contact!.id), iso };
}

const START = `mutation($name: String!, $payload: JSON!) {
  sagaStart(name: $name, payload: $payload) { transactionId wasSuccessful userErrors { field message } }
}`;
const STATUS = `query($id: ID!) { sagaTransaction(transactionId: $id) { currentStatus { kind payload } } }`;

/** Starts a saga, runs the worker, and answers the transaction's final status. */
async function runSaga(user: TestUser, name: string, payload: Record<string, unknown>) {
  const start = (await graphql(t.app, user, START, { name, payload })).json().data.sagaStart;
  if (!start.wasSuccessful) return { start, status: null };
  await t.app.worker.runUntilIdle();
  const status = (await graphql(t.app, user, STATUS, { id: start.transactionId })).json().data
    .sagaTransaction.currentStatus;
  return { start, status };
}
const send = (user: TestUser, contactId: string) =>
  runSaga(user, 'CREATE_MOBILE_PHONE_TWILIO_VERIFICATION', { contactId });
const confirm = (user: TestUser, contactId: string, verificationCode: string) =>
  runSaga(user, 'CONFIRM_MOBILE_PHONE_TWILIO_VERIFICATION', { contactId, verificationCode });

async function lastCode(iso: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(smsConsoleMessages)
    .where(eq(smsConsoleMessages.to_phone, iso))
    .orderBy(desc(smsConsoleMessages.id))
    .limit(1);
  return /(\d{6})/.exec(message!.body)![1]!;
}
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('GraphQL user(id)', () => {
  const USER = `query($id: ID!) { user(id: $id) { email contacts { id type rawPhoneNumber verification { isVerified isoPhone } } } }`;

  it('answers the e-mail and contacts of the signed-in creator', async () => {
    const { user, contactId, iso } = await creatorWithPhone();
    const body = (await graphql(t.app, user, USER, { id: String(user.id) })).json();
    expect(body.data.user).toEqual({
      email: user.email,
      contacts: [
        {
          id: contactId,
          type: 'MOBILE_PHONE',
          rawPhoneNumber: iso,
          verification: { isVerified: false, isoPhone: iso },
        },
      ],
    });
  });

  it("answers not found for another creator's id, and 401 without a token", async () => {
    const { user } = await creatorWithPhone();
    const other = await createUser(t.app);
    const body = (await graphql(t.app, other, USER, { id: String(user.id) })).json();
    expect(body.data.user).toBeNull();
    expect(body.errors[0].extensions.code).toBe('not_found');
    const anonymous = await graphql(t.app, null, USER, { id: String(user.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('CREATE_ and CONFIRM_MOBILE_PHONE_TWILIO_VERIFICATION', () => {
  it('sends a code through the console provider and confirms it', async () => {
    const { user, contactId, iso } = await creatorWithPhone();
    const sent = await send(user, contactId);
    expect(sent.start.wasSuccessful).toBe(true);
    expect(sent.status).toEqual({
      kind: 'COMPLETED',
      payload: { contactId, alreadyVerified: false },
    });
    const confirmed = await confirm(user, contactId, await lastCode(iso));
    expect(confirmed.status).toEqual({
      kind: 'COMPLETED',
      payload: { contactId, isVerified: true },
    });
    const [row] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, Number(contactId)));
    expect(row!.is_verified).toBe(true);
    // Confirming again (a retried request) succeeds without another check.
    expect((await confirm(user, contactId, '000000')).status!.kind).toBe('COMPLETED');
  });

  it('fails a wrong code with the mismatch message, then accepts the right one', async () => {
    const { user, contactId, iso } = await creatorWithPhone();
    await send(user, contactId);
    const code = await lastCode(iso);
    const wrong = await confirm(user, contactId, wrongCodeFor(code));
    expect(wrong.status).toEqual({
      kind: 'FAILED',
      payload: { message: CODE_MISMATCH_MESSAGE, code: 'bad_request' },
    });
    expect((await confirm(user, contactId, code)).status!.kind).toBe('COMPLETED');
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const { user, contactId, iso } = await creatorWithPhone();
    await send(user, contactId);
    const code = await lastCode(iso);
    advance(10 * 60 * 1000);
    expect((await confirm(user, contactId, code)).status!.payload.message).toBe(
      CODE_MISMATCH_MESSAGE,
    );
  });

  it('refuses the sixth check after 5 wrong codes in 10 minutes, even a right one', async () => {
    const { user, contactId, iso } = await creatorWithPhone();
    await send(user, contactId);
    const code = await lastCode(iso);
    for (let i = 0; i < 5; i++) {
      expect((await confirm(user, contactId, wrongCodeFor(code))).status!.payload.message).toBe(
        CODE_MISMATCH_MESSAGE,
      );
    }
    const refused = await confirm(user, contactId, code);
    expect(refused.status).toEqual({
      kind: 'FAILED',
      payload: { message: TOO_MANY_CHECKS_MESSAGE, code: 'rate_limited' },
    });
    advance(10 * 60 * 1000);
    await send(user, contactId);
    expect((await confirm(user, contactId, await lastCode(iso))).status!.kind).toBe('COMPLETED');
  });

  it('refuses the sixth send within 10 minutes, and does not repeat a doubled send', async () => {
    const { user, contactId, iso } = await creatorWithPhone();
    await send(user, contactId);
    await send(user, contactId); // a double click: no second message
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(smsConsoleMessages)
          .where(eq(smsConsoleMessages.to_phone, iso))
      ).length;
    expect(await count()).toBe(1);
    for (let i = 0; i < 4; i++) {
      advance(30_000);
      expect((await send(user, contactId)).status!.kind).toBe('COMPLETED');
    }
    advance(30_000);
    expect((await send(user, contactId)).status).toEqual({
      kind: 'FAILED',
      payload: { message: TOO_MANY_SENDS_MESSAGE, code: 'rate_limited' },
    });
    expect(await count()).toBe(5);
  });

  it("fails for another creator's contact, a missing contact and a number that is not valid", async () => {
    const { contactId } = await creatorWithPhone();
    const other = await createUser(t.app);
    expect((await send(other, contactId)).status!.payload.code).toBe('not_found');
    expect((await send(other, '999999')).status!.payload.code).toBe('not_found');
    const [bad] = await t.database.db
      .insert(contacts)
      .values({ user_id: other.id, raw_phone_number: '12345', iso_phone: null })
      .returning();
    expect((await send(other, String(bad!.id))).status!.payload.message).toBe(
      CODE_SEND_FAILED_MESSAGE,
    );
  });

  it('answers userErrors without a contactId or with a malformed code', async () => {
    const { user, contactId } = await creatorWithPhone();
    const missing = await runSaga(user, 'CREATE_MOBILE_PHONE_TWILIO_VERIFICATION', {});
    expect(missing.start).toMatchObject({ wasSuccessful: false, transactionId: null });
    const malformed = await confirm(user, contactId, '12ab');
    expect(malformed.start.wasSuccessful).toBe(false);
  });

  it('lets a verified number belong to one user only', async () => {
    const first = await creatorWithPhone();
    await send(first.user, first.contactId);
    await confirm(first.user, first.contactId, await lastCode(first.iso));
    const second = await creatorWithPhone(first.iso);
    expect((await send(second.user, second.contactId)).status!.payload).toEqual({
      message: NUMBER_TAKEN_MESSAGE,
      code: 'conflict',
    });
  });
});
