import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createCampaign, createInvite } from '../../../test/factories-campaigns';
import { notifications } from '../../db/schema/notifications';
import { smsConsoleMessages } from '../../db/schema/phone-verification';
import { emailOutbox, jobs } from '../../db/schema/platform';
import { contacts, profiles, users } from '../../db/schema/users';
import { handlerFor } from '../../jobs/handlers';
import { REMINDER_EMAIL_JOB, REMINDER_TEXT_JOB } from './reminders.service';

let t: TestApp;
let now = new Date();
let creator: TestUser;

const db = () => t.app.container.db;
const at = (iso: string) => {
  now = new Date(iso);
};

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
  creator = await createUser(t.app, {
    profile: { first_name: 'Maya', phone_number: '+15551234567', time_zone: 'America/New_York' },
  });
  await db().update(users).set({ consents_to_sms_messaging: true }).where(eq(users.id, creator.id));
  await verifiedMobile(creator.id, '+15551234567');
  // Submitting is due at 5 pm on 12/15 in New York (the campaign's flight end).
  const campaign = await createCampaign(t.app, {
    name: 'Fall Glow',
    flight_start: new Date('2026-12-01T00:00:00Z'),
    flight_end: new Date('2026-12-15T22:00:00Z'),
  });
  await createInvite(t.app, {
    user_id: creator.id,
    campaign_id: campaign.id,
    status: 'APPROVED',
    group: 'active',
  });
});
afterAll(() => t.close());

/** The creator's mobile contact, verified (as the phone verification saga leaves it). */
async function verifiedMobile(userId: number, iso: string) {
  await db().insert(contacts).values({
    user_id: userId,
    type: 'MOBILE_PHONE',
    raw_phone_number: iso,
    iso_phone: iso,
    is_verified: true,
    verified_at: new Date(),
  });
}

const queued = (kind: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.user_id, creator.id)));
const newsOf = () => db().select().from(notifications).where(eq(notifications.user_id, creator.id));

/** Runs the queued send jobs of `kind` as the worker would, and marks them done. */
async function runQueued(kind: string) {
  for (const job of await queued(kind)) {
    if (job.status !== 'queued') continue;
    await handlerFor(kind)!(job, t.app.container);
    await db().update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
  }
}

describe('deadline reminders', () => {
  it('sends nothing in quiet hours (11 pm in New York)', async () => {
    at('2026-12-13T04:00:00Z');
    expect((await t.app.container.reminders.scan()).reminders).toBe(0);
  });

  it('3 days ahead: one notification, one multipart e-mail with one-click unsubscribe, one text', async () => {
    at('2026-12-12T15:00:00Z'); // 10 am on 12/12 in New York
    expect((await t.app.container.reminders.scan()).reminders).toBe(1);
    const [news] = await newsOf();
    expect(news).toMatchObject({ kind: 'deadline_soon', title: 'Due in 3 days' });

    await runQueued(REMINDER_EMAIL_JOB);
    await runQueued(REMINDER_TEXT_JOB);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, creator.email));
    expect(mail!.subject).toBe('Reminder — due in 3 days: Submit your content: Fall Glow');
    expect(mail!.body_text).toContain('Hi Maya,');
    expect(mail!.body_text).toContain('Due 12/15, 5:00 PM (in 3 days), your time.');
    expect(mail!.body_html).toContain('<h1');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const texts = await db()
      .select()
      .from(smsConsoleMessages)
      .where(eq(smsConsoleMessages.to_phone, '+15551234567'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('Due in 3 days: Submit your content: Fall Glow');
  });

  it('never sends the same reminder twice, however often and concurrently it scans', async () => {
    at('2026-12-13T15:00:00Z'); // still 1–3 days ahead: the same 'three_days' reminder
    const runs = await Promise.all([
      t.app.container.reminders.scan(),
      t.app.container.reminders.scan(),
    ]);
    expect(runs.map((r) => r.reminders)).toEqual([0, 0]);
    expect(await queued(REMINDER_EMAIL_JOB)).toHaveLength(1);
  });

  it('after the creator turns e-mail off: the day-of reminder is in the bell and a text, no e-mail', async () => {
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/creator/deadline-settings',
      headers: creator.headers,
      payload: { remind_by_email: false },
    });
    expect(off.statusCode).toBe(200);
    at('2026-12-15T15:00:00Z');
    expect((await t.app.container.reminders.scan()).reminders).toBe(1);
    expect((await newsOf()).map((n) => n.title)).toContain('Due today');
    expect(await queued(REMINDER_EMAIL_JOB)).toHaveLength(1);
    expect(await queued(REMINDER_TEXT_JOB)).toHaveLength(2);
    await db()
      .update(profiles)
      .set({ remind_by_email: true })
      .where(eq(profiles.user_id, creator.id));
  });
});

describe('texts only with consent and a verified number, checked where the text is sent (issue 31)', () => {
  it('queues no text for a consenting creator whose number is not verified, and refuses to send one', async () => {
    const unverified = await createUser(t.app, {
      profile: { first_name: 'Ana', phone_number: '+15557654321', time_zone: 'America/New_York' },
    });
    await db()
      .update(users)
      .set({ consents_to_sms_messaging: true })
      .where(eq(users.id, unverified.id));
    await db().insert(contacts).values({
      user_id: unverified.id,
      type: 'MOBILE_PHONE',
      raw_phone_number: '+15557654321',
      iso_phone: '+15557654321',
      is_verified: false,
    });
    const campaign = await createCampaign(t.app, {
      name: 'Winter Glow',
      flight_start: new Date('2026-12-01T00:00:00Z'),
      flight_end: new Date('2026-12-24T22:00:00Z'),
    });
    await createInvite(t.app, {
      user_id: unverified.id,
      campaign_id: campaign.id,
      status: 'APPROVED',
      group: 'active',
    });
    at('2026-12-22T15:00:00Z');
    await t.app.container.reminders.scan();
    const jobsOf = (kind: string) =>
      db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.user_id, unverified.id)));
    expect(await jobsOf(REMINDER_EMAIL_JOB)).toHaveLength(1);
    expect(await jobsOf(REMINDER_TEXT_JOB)).toHaveLength(0);
    // A text queued before the number stopped being verified is refused when it is sent.
    const sent = await t.app.container.reminders.sendText(unverified.id, {
      subject: 's',
      headline: 'Due in 2 days: Submit your content: Winter Glow',
      detail: 'd',
      link: '/creator/dashboard/campaigns',
    });
    expect(sent.sent).toBe(false);
    const texts = await db()
      .select()
      .from(smsConsoleMessages)
      .where(eq(smsConsoleMessages.to_phone, '+15557654321'));
    expect(texts).toHaveLength(0);
  });
});

describe('one-click unsubscribe', () => {
  it('asks on GET, turns e-mail reminders off on POST (RFC 8058), and refuses a forged token', async () => {
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, creator.email));
    const link = (mail!.headers as Record<string, string>)['List-Unsubscribe']!.slice(1, -1);
    const path = new URL(link).pathname + new URL(link).search;
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Turn off e-mail reminders');
    const settingsOf = async () =>
      (await db().select().from(profiles).where(eq(profiles.user_id, creator.id)))[0]!;
    expect((await settingsOf()).remind_by_email).toBe(true);

    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect((await settingsOf()).remind_by_email).toBe(false);

    const forged = await t.app.inject({ method: 'POST', url: '/unsubscribe?token=abc.def' });
    expect(forged.statusCode).toBe(404);
  });
});
