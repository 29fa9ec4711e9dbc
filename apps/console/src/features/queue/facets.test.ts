import { describe, expect, it } from 'vitest';
import { brandCounts, campaignCounts, stateCounts } from './facets';

const row = (state: string, campaign: number, brand: number, count: number) => ({
  state,
  campaign_id: campaign,
  campaign_name: `C${campaign}`,
  brand_id: brand,
  brand_name: `B${brand}`,
  count,
});
const counts = [
  row('CONTENT_IN_REVIEW', 1, 10, 2),
  row('CONTENT_IN_REVIEW', 2, 20, 3),
  row('PAID', 2, 20, 1),
];

describe('queue facets', () => {
  it('counts states within the chosen campaign or brand', () => {
    expect(Object.fromEntries(stateCounts(counts))).toEqual({ CONTENT_IN_REVIEW: 5, PAID: 1 });
    expect(Object.fromEntries(stateCounts(counts, 2))).toEqual({ CONTENT_IN_REVIEW: 3, PAID: 1 });
    expect(Object.fromEntries(stateCounts(counts, undefined, 10))).toEqual({
      CONTENT_IN_REVIEW: 2,
    });
  });

  it('counts campaigns and brands within the chosen state', () => {
    expect(campaignCounts(counts, 'CONTENT_IN_REVIEW').map((c) => [c.id, c.count])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(campaignCounts(counts, undefined, 20).map((c) => [c.id, c.count])).toEqual([[2, 4]]);
    expect(brandCounts(counts, 'PAID').map((b) => [b.name, b.count])).toEqual([['B20', 1]]);
  });
});
