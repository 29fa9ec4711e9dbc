import { describe, expect, it } from 'vitest';
import { AnalyticsEventInputSchema, campaignEventProperties } from './events';

const id = '0b6d3f8e-4a59-4c1e-9f3a-2f7d1c9b8e10';

describe('AnalyticsEventInputSchema', () => {
  it('accepts a named event with flat properties', () => {
    const event = { id, name: 'Guidelines Viewed', properties: { campaign_id: 3, is_paid: true } };
    expect(AnalyticsEventInputSchema.parse(event)).toEqual(event);
  });

  it('refuses a missing id, an odd name, nested or oversized properties', () => {
    const bad = [
      { name: 'x', properties: {} },
      { id, name: '<script>', properties: {} },
      { id, name: 'x', properties: { a: { b: 1 } } },
      { id, name: 'x', properties: { a: 'y'.repeat(5000) } },
    ];
    for (const event of bad) expect(AnalyticsEventInputSchema.safeParse(event).success).toBe(false);
  });
});

describe('campaignEventProperties', () => {
  it('names campaign id and name, brand name, payout and is_paid', () => {
    expect(
      campaignEventProperties({
        campaign: { id: 4, name: 'Glow', brand: { name: 'Glow Botanics' } },
        payout_amount: 75.5,
        is_paid: false,
      }),
    ).toEqual({
      campaign_id: 4,
      campaign_name: 'Glow',
      brand_name: 'Glow Botanics',
      payout: 75.5,
      is_paid: false,
    });
  });
});
