import { describe, expect, it } from 'vitest';
import { calendarDaysUntil, dueState, knownTimeZone, monthDay, relativeDue } from './due-dates';

const at = (iso: string) => Date.parse(iso) / 1000;
const NY = 'America/New_York';

describe('relativeDue and dueState, in the creator’s time zone', () => {
  it.each([
    ['2026-12-15T17:00:00Z', 'in 3 days', 'upcoming'],
    ['2026-12-13T17:00:00Z', 'tomorrow', 'upcoming'],
    ['2026-12-13T04:00:00Z', 'today', 'due_today'], // 11 pm on the 12th in New York
    ['2026-12-12T23:59:00Z', 'today', 'due_today'],
    ['2026-12-12T12:00:00Z', 'today', 'due_today'], // earlier today: still today, not late
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
});
