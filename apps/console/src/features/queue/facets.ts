import type { ReviewQueuePage } from '@portal/domain/review/queue-api';

type Count = ReviewQueuePage['counts'][number];

/** Items per state, within the chosen campaign and brand (or all). */
export function stateCounts(counts: Count[], campaignId?: number, brandId?: number) {
  const byState = new Map<string, number>();
  for (const c of counts) {
    if (campaignId && c.campaign_id !== campaignId) continue;
    if (brandId && c.brand_id !== brandId) continue;
    byState.set(c.state, (byState.get(c.state) ?? 0) + c.count);
  }
  return byState;
}

/** Items per campaign, within the chosen state and brand (or all), by campaign name. */
export function campaignCounts(counts: Count[], state?: string, brandId?: number) {
  const byCampaign = new Map<number, { id: number; name: string; brand: string; count: number }>();
  for (const c of counts) {
    if (state && c.state !== state) continue;
    if (brandId && c.brand_id !== brandId) continue;
    const entry = byCampaign.get(c.campaign_id) ?? {
      id: c.campaign_id,
      name: c.campaign_name,
      brand: c.brand_name,
      count: 0,
    };
    entry.count += c.count;
    byCampaign.set(c.campaign_id, entry);
  }
  return [...byCampaign.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Items per brand (ops' brand filter), within the chosen state, by brand name. */
export function brandCounts(counts: Count[], state?: string) {
  const byBrand = new Map<number, { id: number; name: string; count: number }>();
  for (const c of counts) {
    if (state && c.state !== state) continue;
    const entry = byBrand.get(c.brand_id) ?? { id: c.brand_id, name: c.brand_name, count: 0 };
    entry.count += c.count;
    byBrand.set(c.brand_id, entry);
  }
  return [...byBrand.values()].sort((a, b) => a.name.localeCompare(b.name));
}
