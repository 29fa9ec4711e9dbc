import {
  creatorDate,
  type DateOptions,
  describeDue,
  monthDay,
  spansYears,
} from '@portal/domain/deadlines/due-dates';

let zone: string | undefined;
let drawingZone: string | undefined;

/**
 * The browser's IANA time zone ('America/New_York'), read once: each read builds an
 * Intl.DateTimeFormat, and the first one loads ICU's zone data (≈ 30 ms on a mid-range phone),
 * which a card per invite would otherwise pay again and again (decision 307). While the server
 * draws a first screen (inZone), the zone that browser sent instead.
 */
export function browserTimeZone(): string {
  if (drawingZone) return drawingZone;
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}

/**
 * Runs a draw with `timeZone` as the browser's zone: the server draws a creator's first screen in
 * the zone their browser will draw it in (decision 313). One draw at a time: the server's
 * drawing runs its draws one after another.
 */
export async function inZone<T>(timeZone: string, draw: () => Promise<T>): Promise<T> {
  drawingZone = timeZone;
  try {
    return await draw();
  } finally {
    drawingZone = undefined;
  }
}

/**
 * A date as the creator reads it, 'MM/DD' (the spec's instructions, part 1 section 9), on the
 * calendar of `timeZone` (by default the browser's): the one way a creator screen shows a day, so
 * a deadline reads the same in Up next, on its card and on the content screen. `at` is epoch
 * seconds, as the API sends dates.
 */
export function formatDate(at: number, timeZone: string = browserTimeZone()): string {
  return monthDay(at, timeZone);
}

/**
 * Every date a creator screen writes, in the creator's zone, through the domain's one formatter
 * (`creatorDate`, decision 542): MM/DD, with the year when a list spans years and the time where
 * a rule has one. `at` is epoch seconds.
 */
export const formatDay = (at: number, options: DateOptions = {}) =>
  creatorDate(at, browserTimeZone(), options);

/** A deadline: its date and time, 'in 3 days' / 'overdue' / '2 days late', and its state. */
export const formatDue = (at: number, now: number) => describeDue(at, now, browserTimeZone());

/** Whether a list's dates fall in more than one year (then each shows its year). */
export const listSpansYears = (ats: Iterable<number | null | undefined>) =>
  spansYears(ats, browserTimeZone());

/** When something happened, on the reader's own clock and in their locale ('Jul 4, 3:05 PM'). */
export function formatDateTime(at: string | number | Date): string {
  const date = typeof at === 'number' ? new Date(at * 1000) : new Date(at);
  return date.toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
