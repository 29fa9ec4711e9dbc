import { createHash } from 'node:crypto';
import type { DeadlineEvent } from '@portal/domain/deadlines/deadline-events';
import ical from 'ical-generator';

/**
 * The creator's deadlines as an iCalendar (RFC 5545) feed, written by ical-generator: one all-day
 * event per open deadline, with a stable UID so subscribed calendars update events in place, and
 * the portal link to act on it. `etag` changes only when an event does, not with every read.
 */
export function calendarFeed(events: DeadlineEvent[], publicUrl: string) {
  const calendar = ical({
    name: 'Creator portal deadlines',
    prodId: { company: 'creator-portal', product: 'deadlines', language: 'EN' },
    // Calendars that poll read this as how often to come back.
    ttl: 60 * 60,
  });
  for (const event of events) {
    const { year, month, day } = event.day;
    const url = new URL(event.link, publicUrl).toString();
    calendar.createEvent({
      id: event.uid,
      // The day as a DATE value (VALUE=DATE): an all-day event, the same day in every zone.
      start: new Date(Date.UTC(year, month - 1, day)),
      allDay: true,
      summary: event.summary,
      description: `${event.description}\n${url}`,
      url,
    });
  }
  const etag = `"${createHash('sha256')
    .update(JSON.stringify(events.map((e) => [e.uid, e.day, e.summary, e.link])))
    .digest('base64url')
    .slice(0, 27)}"`;
  return { body: calendar.toString(), etag };
}
