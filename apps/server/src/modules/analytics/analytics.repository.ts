import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** States whose content is a live, accepted post (analytics counts these). */
const ACCEPTED = sql`('DISTRIBUTION_APPROVED', 'PAID')`;

/**
 * The creator's accepted posts with the latest snapshot of each and the payout paid for it.
 * `quality` is engagements per 1,000 impressions (the post_quality of the grid).
 */
const postsCte = (userId: number) => sql`
  with latest as (
    select distinct on (s.distribution_id)
      s.distribution_id, s.likes, s.replies, s.impressions, s.taken_at
    from distribution_snapshots s
    join distributions d on d.id = s.distribution_id
    join content c on c.id = d.content_id
    where c.user_id = ${userId}
    order by s.distribution_id, s.taken_at desc, s.id desc
  ),
  posts as (
    select
      c.id,
      c.invite_id,
      m.storage_key, m.source_url, m.thumbnail_key, m.mime_type,
      b.id as brand_id, b.name as brand_name, b.logo_url as brand_logo_url,
      cp.id as campaign_id, cp.name as campaign_name,
      d.distribution_url, d.distribution_platform,
      coalesce(d.posted_at, d.created_at) as posted_at,
      coalesce(l.likes, 0)::int as likes,
      coalesce(l.replies, 0)::int as replies,
      coalesce(l.impressions, 0)::int as impressions,
      coalesce(p.amount_cents, 0)::int as earned_cents,
      l.taken_at as synced_at,
      case when coalesce(l.impressions, 0) > 0
        then (l.likes + l.replies) * 1000.0 / l.impressions else 0 end::float8 as quality
    from content c
    join distributions d on d.content_id = c.id
    join invites i on i.id = c.invite_id
    join campaigns cp on cp.id = i.campaign_id
    join brands b on b.id = cp.brand_id
    join media m on m.id = c.media_id
    left join latest l on l.distribution_id = d.id
    left join payouts p on p.content_id = c.id and p.status = 'paid'
    where c.user_id = ${userId} and c.funnel_state in ${ACCEPTED}
  )`;

export interface AnalyticsPostRow {
  id: number;
  storage_key: string | null;
  source_url: string | null;
  thumbnail_key: string | null;
  mime_type: string | null;
  brand_id: number;
  brand_name: string;
  brand_logo_url: string | null;
  campaign_id: number;
  campaign_name: string;
  distribution_url: string;
  distribution_platform: string;
  posted_at: Date | string;
  likes: number;
  replies: number;
  impressions: number;
  earned_cents: number;
  quality: number;
  is_featured: boolean;
  is_top_performer: boolean;
}

export interface AnalyticsTotalsRow {
  num_posts: number;
  num_brands: number;
  earned_cents: number;
  likes: number;
  comments: number;
  impressions: number;
  last_synced_at: Date | string | null;
}

export interface AnalyticsMonthRow {
  month: string;
  posts: number;
  earned_cents: number;
  engagements: number;
  impressions: number;
}

/**
 * Analytics from accepted content and its snapshots, computed in SQL (one statement each for
 * the posts, the totals and the months, whatever the number of posts).
 */
export function createAnalyticsRepository(db: DbOrTx) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute(query)).rows as unknown as T[];

  return {
    /**
     * Posts with their marks: featured is the single best post (when there are several);
     * a top performer engages at least 1.5 times the creator's overall rate.
     */
    listPosts(userId: number, postId?: number) {
      return rows<AnalyticsPostRow>(sql`${postsCte(userId)},
        overall as (
          select case when sum(impressions) > 0
            then sum(likes + replies) * 1000.0 / sum(impressions) else 0 end::float8 as quality,
            count(*)::int as n
          from posts
        ),
        ranked as (
          select posts.*,
            (row_number() over (order by posts.quality desc, posts.posted_at desc) = 1
              and overall.n > 1) as is_featured,
            (overall.n > 1 and posts.quality > 0
              and posts.quality >= overall.quality * 1.5) as is_top_performer
          from posts cross join overall
        )
        select * from ranked
        ${postId === undefined ? sql`` : sql`where id = ${postId}`}
        order by quality desc, posted_at desc`);
    },

    async totals(userId: number): Promise<AnalyticsTotalsRow> {
      const [row] = await rows<AnalyticsTotalsRow>(sql`${postsCte(userId)}
        select count(*)::int as num_posts,
          count(distinct brand_id)::int as num_brands,
          coalesce(sum(earned_cents), 0)::int as earned_cents,
          coalesce(sum(likes), 0)::int as likes,
          coalesce(sum(replies), 0)::int as comments,
          coalesce(sum(impressions), 0)::int as impressions,
          max(synced_at) as last_synced_at
        from posts`);
      return row!;
    },

    /** Per calendar month (UTC) of posting: posts, earnings, engagements and reach. */
    byMonth(userId: number) {
      return rows<AnalyticsMonthRow>(sql`${postsCte(userId)}
        select to_char(date_trunc('month', posted_at at time zone 'UTC'), 'YYYY-MM') as month,
          count(*)::int as posts,
          coalesce(sum(earned_cents), 0)::int as earned_cents,
          coalesce(sum(likes + replies), 0)::int as engagements,
          coalesce(sum(impressions), 0)::int as impressions
        from posts
        group by 1
        order by 1`);
    },

    /** A post's snapshots over time, oldest first (for its detail page). */
    snapshots(userId: number, postId: number) {
      return rows<{
        taken_at: Date | string;
        likes: number;
        replies: number;
        impressions: number;
      }>(sql`
        select s.taken_at, s.likes, s.replies, s.impressions
        from distribution_snapshots s
        join distributions d on d.id = s.distribution_id
        join content c on c.id = d.content_id
        where c.id = ${postId} and c.user_id = ${userId}
        order by s.taken_at, s.id`);
    },

    /** The creator's accepted posts for one brand: count and paid earnings. */
    async brandTotals(userId: number, brandId: number) {
      const [row] = await rows<{ posts: number; earned_cents: number }>(sql`${postsCte(userId)}
        select count(*)::int as posts, coalesce(sum(earned_cents), 0)::int as earned_cents
        from posts where brand_id = ${brandId}`);
      return row!;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
