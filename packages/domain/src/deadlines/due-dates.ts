// Dates come from the platform's ICU time-zone data through Intl (no date library in the
// dashboard's bundle): a formatter per zone, kept, because building one is the slow part.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of `at` (epoch seconds) in the zone, as { year, month, day }. */
function dayIn(at: number, timeZone: string) {
  const parts = dayFormat(timeZone).formatToParts(new Date(at * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The calendar day of `at` (epoch seconds) in the creator's zone: what an all-day event shows. */
export function calendarDayOf(at: number, timeZone: string) {
  return dayIn(at, knownTimeZone(timeZone));
}

/** Where a deadline stands for the creator, in their time zone. */
export type DueState = 'upcoming' | 'due_today' | 'overdue';

const DAY = 86_400;

/** A time zone the runtime knows (IANA name), else UTC: a bad stored value must not break a page. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    dayFormat(timeZone);
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
  const due = dayIn(at, zone);
  const today = dayIn(now, zone);
  const utcDay = (d: typeof due) => Date.UTC(d.year, d.month - 1, d.day) / (DAY * 1000);
  return utcDay(due) - utcDay(today);
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
export function monthDay(at: number, timeZone: string): string {
  const { month, day } = dayIn(at, knownTimeZone(timeZone));
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}
