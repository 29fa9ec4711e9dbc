import type {
  AnalyticsMonthRow,
  AnalyticsPostRow,
  AnalyticsTotalsRow,
} from './analytics.repository';
import type { AnalyticsPost, UserAnalytics } from './analytics.schemas';

const dollars = (cents: number) => cents / 100;
const round = (value: number, digits: number) => Number(value.toFixed(digits));
/** Engagements over impressions as a percentage; 0 without reach. */
const rate = (engagements: number, impressions: number) =>
  impressions > 0 ? round((engagements * 100) / impressions, 2) : 0;
const iso = (date: Date | string) => new Date(date).toISOString();

export type ThumbnailOf = (row: AnalyticsPostRow) => string | null;

export function presentPost(row: AnalyticsPostRow, thumbnailOf: ThumbnailOf): AnalyticsPost {
  return {
    id: row.id,
    thumbnail_url: thumbnailOf(row),
    post_quality: round(row.quality, 1),
    is_featured: Boolean(row.is_featured),
    is_top_performer: Boolean(row.is_top_performer),
    brand_name: row.brand_name,
    campaign_name: row.campaign_name,
    post_creation_date: iso(row.posted_at),
    post_url: row.distribution_url,
    platform: row.distribution_platform,
    metadata_engagement_rate: rate(row.likes + row.replies, row.impressions),
    metadata_earned: dollars(row.earned_cents),
    metadata_likes: row.likes,
    metadata_comments: row.replies,
    metadata_impressions: row.impressions,
    distribution_metadata: {
      snapshots: { social_engagements: { likes: row.likes, replies: row.replies } },
    },
  };
}

export function presentUserAnalytics(
  totals: AnalyticsTotalsRow,
  posts: AnalyticsPostRow[],
  months: AnalyticsMonthRow[],
  thumbnailOf: ThumbnailOf,
): UserAnalytics {
  return {
    num_posts: totals.num_posts,
    num_brands: totals.num_brands,
    earned: dollars(totals.earned_cents),
    eng_rate: rate(totals.likes + totals.comments, totals.impressions),
    likes: totals.likes,
    comments: totals.comments,
    posts: posts.map((p) => presentPost(p, thumbnailOf)),
    timeline: months.map((m) => ({
      month: m.month,
      posts: m.posts,
      earned: dollars(m.earned_cents),
      eng_rate: rate(m.engagements, m.impressions),
    })),
  };
}
