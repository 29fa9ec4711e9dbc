import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, sessionTokenFor, type TestUser } from '../../../test/factories';
import { createCampaign, createInvite } from '../../../test/factories-campaigns';
import type { Db } from '../../db/client';
import { seedDemoCampaigns } from '../../seed/demo-campaigns';
import { seedDemoPeople } from '../../seed/demo-people';

let t: TestApp;
let now = new Date();
let demoCreator: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
  const db = t.app.container.db as Db;
  const demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
  await seedDemoCampaigns(
    db,
    { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
    { config: t.app.container.config, storage: t.app.container.storage },
  );
  // A session whose refresh token outlives the dates the tests move the clock to.
  demoCreator = {
    id: demo.creator.id,
    headers: { authorization: `Bearer ${await sessionTokenFor(t.app, demo.creator.id)}` },
  } as TestUser;
});
afterAll(() => t.close());

const settings = (user: TestUser) =>
  t.app.inject({ url: '/api/v1/creator/deadline-settings', headers: user.headers });
const patchSettings = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/creator/deadline-settings',
    headers: user.headers,
    payload,
  });
const rotate = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/v1/creator/calendar-secret', headers: user.headers });
const feedPath = (url: string) => new URL(url).pathname;

/** The events of a feed as a standard iCalendar parser reads them. */
function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
    description: String(event.getFirstPropertyValue('description')),
    summary: String(event.getFirstPropertyValue('summary')),
    url: String(event.getFirstPropertyValue('url')),
  }));
}

describe("creator@demo.test's calendar feed", () => {
  it('has no feed until the creator asks for one', async () => {
    expect((await settings(demoCreator)).json().calendar).toBeNull();
  });

  it('parses as iCalendar with one event per open deadline the dashboard lists', async () => {
    const links = (await rotate(demoCreator)).json().calendar;
    expect(links.webcal_url).toMatch(/^webcal:\/\//);
    expect(links.google_url).toContain(encodeURIComponent(links.webcal_url));
    const feed = await t.app.inject({ url: feedPath(links.feed_url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = parseEvents(feed.body);

    const { actions } = await t.app.container.campaigns.listDeadlines(demoCreator.id);
    const dated = actions.filter((d) => d.action.dueAt !== null);
    expect(dated.length).toBeGreaterThan(0);
    const keepUp = events.filter((e) => e.summary.startsWith('Keep your post up: '));
    // One event per open deadline, and one per post that must stay up.
    expect(events).toHaveLength(dated.length + keepUp.length);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    for (const event of events) {
      // A deadline is a moment: the event ends at it (issue 31), in UTC.
      expect(event.end).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(event.url).toMatch(/^http:\/\/.+\/creator\//);
    }
    const dueOf = new Map(dated.map((d) => [d.action.dueAt, d]));
    for (const event of events.filter((e) => !keepUp.includes(e))) {
      expect(dueOf.has(Date.parse(event.end) / 1000)).toBe(true);
    }
    // Issue 31: one action per invite, so no two events read the same (two "Fix your post" for
    // one campaign could not be told apart).
    const said = events.map((e) => `${e.summary}\n${e.description}`);
    expect(new Set(said).size).toBe(said.length);
  });

  it('answers 304 to a calendar that already has the current feed', async () => {
    const { feed_url } = (await settings(demoCreator)).json().calendar;
    const first = await t.app.inject({ url: feedPath(feed_url) });
    const again = await t.app.inject({
      url: feedPath(feed_url),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('kills the old URL when the secret is rotated', async () => {
    const old = (await settings(demoCreator)).json().calendar.feed_url;
    const fresh = (await rotate(demoCreator)).json().calendar.feed_url;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ url: feedPath(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: feedPath(fresh) })).statusCode).toBe(200);
  });
});

describe('dates in the creator’s time zone', () => {
  let creator: TestUser;
  beforeAll(async () => {
    creator = await createUser(t.app);
    const campaign = await createCampaign(t.app, {
      name: 'Spring Glow',
      flight_start: new Date('2027-03-01T00:00:00Z'),
      flight_end: new Date('2027-04-30T00:00:00Z'),
    });
    const other = await createCampaign(t.app, {
      name: 'Spring Sips',
      flight_start: new Date('2027-03-01T00:00:00Z'),
      flight_end: new Date('2027-04-30T00:00:00Z'),
    });
    // Accept-by is a day after the invite: 04:30 UTC on 3/13 (before New York's change to
    // daylight saving on 3/14) and on 3/15 (after it).
    await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: campaign.id,
      invite_sent_at: new Date('2027-03-12T04:30:00Z'),
    });
    await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: other.id,
      invite_sent_at: new Date('2027-03-14T04:30:00Z'),
    });
  });

  it('refuses an unknown time zone and changes nothing', async () => {
    const res = await patchSettings(creator, { time_zone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect((await settings(creator)).json().time_zone).toBeNull();
  });

  it('puts each deadline on its day in New York on both sides of the daylight-saving change', async () => {
    now = new Date('2027-03-11T12:00:00Z');
    expect((await patchSettings(creator, { time_zone: 'America/New_York' })).statusCode).toBe(200);
    const { feed_url } = (await rotate(creator)).json().calendar;
    const events = parseEvents((await t.app.inject({ url: feedPath(feed_url) })).body);
    const byCampaign = Object.fromEntries(events.map((e) => [e.summary, e.description]));
    // 11:30 pm EST on 3/12, and 12:30 am EDT on 3/15 (a fixed -5 hours would say 3/14 11:30 pm).
    expect(byCampaign['Accept the invite: Spring Glow']).toContain(
      'by 03/12, 11:30 PM (your time)',
    );
    expect(byCampaign['Accept the invite: Spring Sips']).toContain(
      'by 03/15, 12:30 AM (your time)',
    );
    expect(events.map((e) => e.end).sort()).toEqual([
      '2027-03-13T04:30:00Z',
      '2027-03-15T04:30:00Z',
    ]);
    now = new Date();
  });

  it('gives one of the creator’s own deadlines as an .ics file, and nobody else’s', async () => {
    now = new Date('2027-03-11T12:00:00Z');
    const { feed_url } = (await settings(creator)).json().calendar;
    const [event] = parseEvents((await t.app.inject({ url: feedPath(feed_url) })).body);
    const own = await t.app.inject({
      url: `/api/v1/creator/deadlines/${encodeURIComponent(event!.uid)}/ics`,
      headers: creator.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(parseEvents(own.body)).toHaveLength(1);
    const theirs = await t.app.inject({
      url: `/api/v1/creator/deadlines/${encodeURIComponent(event!.uid)}/ics`,
      headers: demoCreator.headers,
    });
    expect(theirs.statusCode).toBe(404);
    now = new Date();
  });
});
