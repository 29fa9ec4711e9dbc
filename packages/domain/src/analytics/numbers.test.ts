import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABBREVIATE_FROM,
  type AnalyticsPost,
  abbreviateNumber,
  formatEarned,
  formatEngagementRate,
  formatOneDecimal,
  formatPostedOn,
  groupThousands,
  sortPostsByQuality,
  toTileProps,
} from './numbers';

describe('ABBREVIATE_FROM', () => {
  it('starts posts and likes at 1,000,000, brands and comments at 1,000, earned at 1,000,000', () => {
    expect(ABBREVIATE_FROM).toEqual({
      posts: 1_000_000,
      likes: 1_000_000,
      brands: 1_000,
      comments: 1_000,
      earned: 1_000_000,
    });
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [999_999, 1_000_000, '999,999'],
    [1_000_000, 1_000_000, '1M'],
    [1_234_567, 1_000_000, '1.2M'],
    [1_299_999, 1_000_000, '1.2M'],
    [25_000_000, 1_000_000, '25M'],
    [3_400_000_000, 1_000_000, '3.4B'],
    [999, 1_000, '999'],
    [1_000, 1_000, '1K'],
    [3_450, 1_000, '3.4K'],
    [999_999, 1_000, '999.9K'],
    [1_500_000, 1_000, '1.5M'],
    [0, 1_000, '0'],
    [null, 1_000, '0'],
    [Number.NaN, 1_000, '0'],
  ])('%s from %s → %s', (value, from, expected) => {
    expect(abbreviateNumber(value, from)).toBe(expected);
  });

  it('leaves every number below the threshold unabbreviated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(abbreviateNumber(n, ABBREVIATE_FROM.posts)).toBe(groupThousands(n));
      }),
    );
  });

  it('never overstates: the abbreviation is within one tenth of a unit below the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 999_999_999_999 }), (n) => {
        const text = abbreviateNumber(n, 1_000);
        const match = /^([\d,]+(?:\.\d)?)([KMB])$/.exec(text);
        expect(match).not.toBeNull();
        const unit = { K: 1e3, M: 1e6, B: 1e9 }[match![2] as 'K' | 'M' | 'B'];
        const shown = Number(match![1]!.replaceAll(',', '')) * unit;
        expect(shown).toBeLessThanOrEqual(n + 1e-6);
        expect(n - shown).toBeLessThan(unit / 10 + 1e-6);
        expect(Number(match![1]!.replaceAll(',', ''))).toBeLessThan(1000);
      }),
    );
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [1_234, '1,234'],
    [1_234_567, '1,234,567'],
    [-45_000, '-45,000'],
  ])('%d → %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });
});

describe('formatEarned', () => {
  it.each([
    [0, '$0'],
    [12.5, '$12.50'],
    [1_250, '$1,250'],
    [999_999.99, '$999,999.99'],
    [1_000_000, '$1M'],
    [1_250_000, '$1.2M'],
    [null, '$0'],
  ])('%s → %s', (amount, text) => {
    expect(formatEarned(amount)).toBe(text);
  });
});

describe('formatEngagementRate', () => {
  it.each([
    [3.42, '3.4%'],
    [3.45, '3.5%'],
    [0, '0.0%'],
    [12, '12.0%'],
    [undefined, '0.0%'],
  ])('%s → %s', (rate, text) => {
    expect(formatEngagementRate(rate)).toBe(text);
  });

  it('always shows exactly one decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (rate) => {
        expect(formatOneDecimal(rate)).toMatch(/^\d+\.\d$/);
        expect(Math.abs(Number(formatOneDecimal(rate)) - rate)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('formatPostedOn', () => {
  it.each([
    ['2024-03-07T23:30:00Z', 'UTC', '03/07/2024'],
    // Late evening in New York is already the next day in UTC: the creator reads their own day.
    ['2024-03-08T02:30:00Z', 'America/New_York', '03/07/2024'],
    [Date.parse('2025-12-31T00:00:00Z') / 1000, 'Asia/Tokyo', '12/31/2025'],
    ['1735689600', 'UTC', '01/01/2025'],
    ['1735689600', 'America/Los_Angeles', '12/31/2024'],
    ['not a date', 'UTC', null],
    [null, 'UTC', null],
  ])('%s in %s → %s', (date, zone, text) => {
    expect(formatPostedOn(date, zone)).toBe(text);
  });
});

describe('toTileProps', () => {
  it('maps user analytics onto the tiles with each threshold', () => {
    expect(
      toTileProps(
        {
          num_posts: 1_500,
          num_brands: 1_500,
          earned: 2_400_000,
          eng_rate: 4.56,
          likes: 2_345_678,
          comments: 12_345,
          posts: [
            { id: 1, post_quality: 1, post_creation_date: '2024-05-01T10:00:00Z' },
            { id: 2, post_quality: 2, post_creation_date: '2024-06-02T10:00:00Z' },
            { id: 3, post_quality: 3, post_creation_date: null },
          ],
        },
        'America/New_York',
      ),
    ).toEqual({
      numPosts: '1,500',
      numBrands: '1.5K',
      earned: '$2.4M',
      engRate: '4.6%',
      likes: '2.3M',
      comments: '12.3K',
      postedOn: '06/02/2024',
    });
  });

  it('has no posted-on date without posts', () => {
    const props = toTileProps(
      {
        num_posts: 0,
        num_brands: 0,
        earned: 0,
        eng_rate: 0,
        likes: 0,
        comments: 0,
        posts: [],
      },
      'UTC',
    );
    expect(props.postedOn).toBeNull();
    expect(props.numPosts).toBe('0');
  });
});

describe('sortPostsByQuality', () => {
  const post = (id: number, post_quality: number | null): AnalyticsPost => ({
    id,
    post_quality,
    post_creation_date: null,
  });

  it('puts the best quality first and posts without quality last, keeping ties in order', () => {
    const posts = [post(1, 2), post(2, null), post(3, 9), post(4, 2), post(5, 0.5)];
    expect(sortPostsByQuality(posts).map((p) => p.id)).toEqual([3, 1, 4, 5, 2]);
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns a non-increasing permutation of its input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }))),
        (qualities) => {
          const posts = qualities.map((q, i) => post(i, q));
          const sorted = sortPostsByQuality(posts);
          expect(sorted.map((p) => p.id).sort((a, b) => Number(a) - Number(b))).toEqual(
            posts.map((p) => p.id),
          );
          const values = sorted.map((p) => p.post_quality ?? Number.NEGATIVE_INFINITY);
          for (let i = 1; i < values.length; i++)
            expect(values[i - 1]!).toBeGreaterThanOrEqual(values[i]!);
        },
      ),
    );
  });
});
