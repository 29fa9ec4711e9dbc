import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Where a deadline stands for the creator, in their time zone. */
export type DueState = 'upcoming' | 'due_today' | 'overdue';

const DAY = 86_400;

/** A time zone the runtime knows (IANA name), else UTC: a bad stored value must not break a page. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Whole calendar days from the creator's today to the day of `at` in `timeZone` (0 today, 1
 * tomorrow, -2 the day before yesterday). Calendar days, not 24-hour spans: a deadline at 9 am
 * tomorrow is "tomorrow" at 11 pm today, and a daylight-saving change does not shift the count.
 */
export function calendarDaysUntil(at: number, now: number, timeZone: string): number {
  const zone = knownTimeZone(timeZone);
  const due = dayjs.unix(at).tz(zone).format('YYYY-MM-DD');
  const today = dayjs.unix(now).tz(zone).format('YYYY-MM-DD');
  return Math.round(
    (Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / (DAY * 1000),
  );
}

/**
 * Upcoming, due today (the deadline's day in the creator's zone, even when its hour has passed:
 * the window is still open until the day ends for them), or overdue.
 */
export function dueState(at: number, now: number, timeZone: string): DueState {
  const days = calendarDaysUntil(at, now, timeZone);
  if (days > 0) return 'upcoming';
  return days === 0 ? 'due_today' : 'overdue';
}

/** The relative phrase of a due date: 'today', 'tomorrow', 'in 3 days', '1 day late', '2 days late'. */
export function relativeDue(at: number, now: number, timeZone: string): string {
  const days = calendarDaysUntil(at, now, timeZone);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return days === -1 ? '1 day late' : `${-days} days late`;
}

/** The due date as the spec writes dates in instructions (part 1 section 9): MM/DD, in the zone. */
export function dueDate(at: number, timeZone: string): string {
  return dayjs.unix(at).tz(knownTimeZone(timeZone)).format('MM/DD');
}
