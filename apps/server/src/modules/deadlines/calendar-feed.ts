import { createHash } from 'node:crypto';
import type { DeadlineEvent } from '@portal/domain/deadlines/deadline-events';
import ical from 'ical-generator';

/** How long before its deadline an event starts: calendars show it as a block ending then. */
const LEAD_SECONDS = 30 * 60;

/**
 * The creator's deadlines as an iCalendar (RFC 5545) feed, written by ical-generator: one event
 * per open deadline, ending at the deadline's moment (a deadline carries its time: issue 31),
 * with a stable UID so subscribed calendars update events in place, and the portal link to act
 * on it. `etag` changes only when an event does, not with every read.
 */
export function calendarFeed(events: DeadlineEvent[], publicUrl: string) {
  const calendar = ical({
    name: 'Creator portal deadlines',
    prodId: { company: 'creator-portal', product: 'deadlines', language: 'EN' },
    // Calendars that poll read this as how often to come back.
    ttl: 60 * 60,
  });
  for (const event of events) {
    const url = new URL(event.link, publicUrl).toString();
    calendar.createEvent({
      id: event.uid,
      // UTC times: every calendar shows them in its own zone, the deadline at its moment.
      start: new Date((event.dueAt - LEAD_SECONDS) * 1000),
      end: new Date(event.dueAt * 1000),
      summary: event.summary,
      description: `${event.description}\n${url}`,
      url,
    });
  }
  const etag = `"${createHash('sha256')
    .update(JSON.stringify(events.map((e) => [e.uid, e.dueAt, e.summary, e.link])))
    .digest('base64url')
    .slice(0, 27)}"`;
  return { body: calendar.toString(), etag };
}
