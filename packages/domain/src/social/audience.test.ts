import { describe, expect, it } from 'vitest';
import { accountEngagementRate, ENGAGEMENT_POSTS } from './audience';

const post = (likes: number, replies: number) => ({ likes, replies });

describe("an account's engagement rate (decision 670)", () => {
  it('is the mean of likes plus comments over followers, in percent', () => {
    // (400 + 100) / 10,000 = 5 % and (150 + 50) / 10,000 = 2 %: a mean of 3.5 %.
    expect(accountEngagementRate(10_000, [post(400, 100), post(150, 50)])).toBe(3.5);
  });

  it('is unknown when the account has no posts to read it from', () => {
    expect(accountEngagementRate(10_000, [])).toBeNull();
  });

  it('is unknown when the account has no followers (or their number is unknown)', () => {
    expect(accountEngagementRate(0, [post(10, 1)])).toBeNull();
    expect(accountEngagementRate(null, [post(10, 1)])).toBeNull();
    expect(accountEngagementRate(Number.NaN, [post(10, 1)])).toBeNull();
  });

  it('is rounded to two decimals', () => {
    expect(accountEngagementRate(3, [post(1, 0)])).toBe(33.33);
    expect(accountEngagementRate(3, [post(2, 0)])).toBe(66.67);
    expect(accountEngagementRate(7, [post(0, 0)])).toBe(0);
  });

  it(`reads only the ${ENGAGEMENT_POSTS} most recent posts`, () => {
    const recent = Array.from({ length: ENGAGEMENT_POSTS }, () => post(90, 10));
    // An old viral post past the window does not lift the rate.
    expect(accountEngagementRate(1_000, [...recent, post(500_000, 9_000)])).toBe(10);
  });

  it('counts a missing or negative counter as none', () => {
    expect(accountEngagementRate(100, [post(-5, 2)])).toBe(2);
  });
});
