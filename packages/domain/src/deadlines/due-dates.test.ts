import { describe, expect, it } from 'vitest';
import {
  calendarDaysUntil,
  creatorDate,
  describeDue,
  dueState,
  knownTimeZone,
  monthDay,
  relativeDue,
  spansYears,
} from './due-dates';

const at = (iso: string) => Date.parse(iso) / 1000;
const NY = 'America/New_York';

describe('relativeDue and dueState, in the creator’s time zone', () => {
  it.each([
    ['2026-12-15T17:00:00Z', 'in 3 days', 'upcoming'],
    ['2026-12-13T17:00:00Z', 'tomorrow', 'upcoming'],
    ['2026-12-13T04:00:00Z', 'today', 'due_today'], // 11 pm on the 12th in New York
    ['2026-12-12T23:59:00Z', 'today', 'due_today'],
    ['2026-12-12T20:30:00Z', 'today', 'due_today'], // later today
    // Issue 31: a deadline earlier today has passed: it never reads "today".
    ['2026-12-12T13:56:00Z', 'overdue', 'overdue'], // 8:56 am in New York
    ['2026-12-11T12:00:00Z', '1 day late', 'overdue'],
    ['2026-12-10T12:00:00Z', '2 days late', 'overdue'],
  ])('a deadline at %s reads "%s" (%s) on 12/12 at 3 pm in New York', (iso, phrase, state) => {
    const now = at('2026-12-12T20:00:00Z'); // 3 pm in New York
    expect(relativeDue(at(iso), now, NY)).toBe(phrase);
    expect(dueState(at(iso), now, NY)).toBe(state);
  });

  it('counts calendar days in the zone, not 24-hour spans', () => {
    // 11 pm in New York; the deadline is 1 am the next day there: tomorrow, though 2 hours away.
    const now = at('2026-12-13T04:00:00Z');
    expect(relativeDue(at('2026-12-13T06:00:00Z'), now, NY)).toBe('tomorrow');
    // The same instants in UTC are the same day.
    expect(relativeDue(at('2026-12-13T06:00:00Z'), now, 'UTC')).toBe('today');
    expect(dueState(at('2026-12-13T06:00:00Z'), now, 'UTC')).toBe('due_today');
  });

  it('is not shifted by a daylight-saving change', () => {
    // New York leaves daylight saving on 2026-11-01: 23 hours on the day before, 25 on that day.
    const now = at('2026-10-31T16:00:00Z'); // noon on 10/31
    expect(calendarDaysUntil(at('2026-11-02T17:00:00Z'), now, NY)).toBe(2); // noon on 11/2
    expect(monthDay(at('2026-11-02T17:00:00Z'), NY)).toBe('11/02');
  });

  it('writes the date as MM/DD in the zone', () => {
    expect(monthDay(at('2026-12-15T03:00:00Z'), NY)).toBe('12/14');
    expect(monthDay(at('2026-12-15T03:00:00Z'), 'UTC')).toBe('12/15');
  });

  it('falls back to UTC for an unknown zone instead of failing', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
    expect(knownTimeZone(NY)).toBe(NY);
  });

  it('a deadline passed by one second is overdue, the second itself is not', () => {
    const due = at('2026-12-12T13:56:00Z');
    expect(dueState(due, due, NY)).toBe('due_today');
    expect(relativeDue(due, due, NY)).toBe('today');
    expect(dueState(due, due + 1, NY)).toBe('overdue');
    expect(relativeDue(due, due + 1, NY)).toBe('overdue');
  });
});

describe('creatorDate: one way to write a date in the creator’s zone (issue 31)', () => {
  const due = at('2026-07-04T03:30:00Z'); // 11:30 pm on 7/3 in New York, 7/4 in UTC

  it('writes MM/DD in the zone, not in UTC', () => {
    expect(creatorDate(due, NY)).toBe('07/03');
    expect(creatorDate(due, 'UTC')).toBe('07/04');
  });

  it('adds the year and the time when asked', () => {
    expect(creatorDate(due, NY, { year: true })).toBe('07/03/2026');
    expect(creatorDate(due, NY, { time: true })).toBe('07/03, 11:30 PM');
    expect(creatorDate(at('2026-07-03T12:56:00Z'), NY, { time: true })).toBe('07/03, 8:56 AM');
    expect(creatorDate(due, 'UTC', { year: true, time: true })).toBe('07/04/2026, 3:30 AM');
  });

  it('says whether a list spans years, in the zone', () => {
    const newYearUtc = at('2027-01-01T02:00:00Z'); // still 2026 in New York
    expect(spansYears([at('2026-06-01T12:00:00Z'), newYearUtc], NY)).toBe(false);
    expect(spansYears([at('2026-06-01T12:00:00Z'), newYearUtc], 'UTC')).toBe(true);
    expect(spansYears([null, undefined, newYearUtc], 'UTC')).toBe(false);
    expect(spansYears([], 'UTC')).toBe(false);
  });

  it('describes a deadline once for every screen: date and time, where it stands', () => {
    const now = at('2026-07-03T15:00:00Z'); // 11 am in New York
    expect(describeDue(at('2026-07-03T12:56:00Z'), now, NY)).toEqual({
      date: '07/03, 8:56 AM',
      relative: 'overdue',
      state: 'overdue',
    });
    expect(describeDue(due, now, NY)).toEqual({
      date: '07/03, 11:30 PM',
      relative: 'today',
      state: 'due_today',
    });
  });
});
