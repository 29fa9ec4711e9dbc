import { describe, expect, it } from 'vitest';
import {
  MAX_SIGN_IN_DELAY_MS,
  shouldTellOwner,
  signInDelayAfter,
  throttledMessage,
} from './sign-in-throttle';

const at = (iso: string) => new Date(iso);

describe('sign-in throttling per account', () => {
  it('lets the first four wrong passwords go, then makes the account wait longer each time', () => {
    expect([1, 2, 3, 4].map(signInDelayAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(signInDelayAfter)).toEqual([15_000, 30_000, 60_000, 120_000]);
  });

  it('never makes anyone wait more than a quarter of an hour, however many failures', () => {
    expect(signInDelayAfter(11)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(signInDelayAfter(10_000)).toBe(MAX_SIGN_IN_DELAY_MS);
  });

  it('e-mails the owner when the account first has to wait, at most once a day', () => {
    const now = at('2026-11-02T10:00:00Z');
    expect(shouldTellOwner(4, null, now)).toBe(false);
    expect(shouldTellOwner(5, null, now)).toBe(true);
    expect(shouldTellOwner(6, at('2026-11-02T09:00:00Z'), now)).toBe(false);
    expect(shouldTellOwner(6, at('2026-11-01T09:00:00Z'), now)).toBe(true);
  });

  it('says how long to wait', () => {
    expect(throttledMessage(15_000)).toBe(
      'Too many attempts to sign in to this account. Please try again in 15 seconds.',
    );
    expect(throttledMessage(120_000)).toContain('in 2 minutes.');
    expect(throttledMessage(61_000)).toContain('in 2 minutes.');
  });
});
