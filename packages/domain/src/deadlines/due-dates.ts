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
 * Upcoming, due today (later today in the creator's zone) or overdue. A deadline is a moment
 * (issue 31): once it has passed it is overdue, even on its own calendar day — a passed deadline
 * never reads as "today".
 */
export function dueState(at: number, now: number, timeZone: string): DueState {
  if (at < now) return 'overdue';
  return calendarDaysUntil(at, now, timeZone) > 0 ? 'upcoming' : 'due_today';
}

/**
 * The relative phrase of a due moment: 'today', 'tomorrow', 'in 3 days'; once passed 'overdue'
 * (earlier today), '1 day late', '2 days late'.
 */
export function relativeDue(at: number, now: number, timeZone: string): string {
  const days = calendarDaysUntil(at, now, timeZone);
  if (at < now) {
    if (days >= 0) return 'overdue';
    return days === -1 ? '1 day late' : `${-days} days late`;
  }
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** The due date as the spec writes dates in instructions (part 1 section 9): MM/DD, in the zone. */
export function monthDay(at: number, timeZone: string): string {
  const { month, day } = dayIn(at, knownTimeZone(timeZone));
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day of `at` in the zone: '8:56 AM'. */
export function timeOfDay(at: number, timeZone: string): string {
  const zone = knownTimeZone(timeZone);
  let format = timeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    timeFormats.set(zone, format);
  }
  // Some ICU versions put a narrow no-break space before AM/PM: written as a plain space.
  return format.format(new Date(at * 1000)).replace(/\s/gu, ' ');
}

export type DateOptions = {
  /** Write the year too ('MM/DD/YYYY'): for lists that span years (see `spansYears`). */
  year?: boolean;
  /** Add the time of day: for deadlines, which are moments (a window closes at a time). */
  time?: boolean;
};

/**
 * The one way a date is written for the creator (issue 31): MM/DD in their zone (part 1
 * section 9), with the year when asked ('MM/DD/YYYY') and the time when asked ('07/03, 8:56 AM').
 */
export function creatorDate(at: number, timeZone: string, options: DateOptions = {}): string {
  const zone = knownTimeZone(timeZone);
  const { year, month, day } = dayIn(at, zone);
  const date = `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}${options.year ? `/${year}` : ''}`;
  return options.time ? `${date}, ${timeOfDay(at, zone)}` : date;
}

/** Whether the moments fall in more than one calendar year in the zone: the list shows years. */
export function spansYears(ats: Iterable<number | null | undefined>, timeZone: string): boolean {
  const zone = knownTimeZone(timeZone);
  let first: number | null = null;
  for (const at of ats) {
    if (at === null || at === undefined) continue;
    const { year } = dayIn(at, zone);
    if (first === null) first = year;
    else if (year !== first) return true;
  }
  return false;
}

/**
 * A deadline as a line says it: the date and time it is due in the creator's zone and where it
 * stands ('07/03, 8:56 AM', 'in 3 days', 'upcoming'); one function for every screen, e-mail and
 * text, so none can write the same deadline differently.
 */
export function describeDue(at: number, now: number, timeZone: string) {
  return {
    date: creatorDate(at, timeZone, { time: true }),
    relative: relativeDue(at, now, timeZone),
    state: dueState(at, now, timeZone),
  };
}
