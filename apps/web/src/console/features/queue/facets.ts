import type { ReviewQueuePage } from '@portal/domain/review/queue-api';

type Count = ReviewQueuePage['counts'][number];

/** Items per state, within the chosen campaign (or all), in the order states first appear. */
export function stateCounts(counts: Count[], campaignId?: number) {
  const byState = new Map<string, number>();
  for (const c of counts) {
    if (campaignId && c.campaign_id !== campaignId) continue;
    byState.set(c.state, (byState.get(c.state) ?? 0) + c.count);
  }
  return byState;
}

/** Items per campaign, within the chosen state (or all), by campaign name. */
export function campaignCounts(counts: Count[], state?: string) {
  const byCampaign = new Map<number, { id: number; name: string; brand: string; count: number }>();
  for (const c of counts) {
    if (state && c.state !== state) continue;
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
