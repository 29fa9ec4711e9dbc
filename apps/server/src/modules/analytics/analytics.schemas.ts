import { z } from 'zod';

/** Spec part 2 section 3 'Analytics post'; money in dollars, rates in percent. */
export const AnalyticsPostSchema = z.object({
  id: z.number(),
  thumbnail_url: z.string().nullable(),
  /** Engagements per 1,000 impressions, one decimal: the grid's sort key. */
  post_quality: z.number(),
  is_featured: z.boolean(),
  is_top_performer: z.boolean(),
  brand_name: z.string(),
  campaign_name: z.string(),
  /** ISO 8601. */
  post_creation_date: z.string(),
  post_url: z.string(),
  platform: z.string(),
  metadata_engagement_rate: z.number(),
  metadata_earned: z.number(),
  metadata_likes: z.number(),
  metadata_comments: z.number(),
  metadata_impressions: z.number(),
  distribution_metadata: z.object({
    snapshots: z.object({
      social_engagements: z.object({ likes: z.number(), replies: z.number() }),
    }),
  }),
});
export type AnalyticsPost = z.infer<typeof AnalyticsPostSchema>;

/** One calendar month (UTC) of posting, for the earnings and engagement chart. */
export const AnalyticsMonthSchema = z.object({
  month: z.string(),
  posts: z.number(),
  earned: z.number(),
  eng_rate: z.number(),
});

/** GET /api/v1/analytics: spec part 2 section 3 'User analytics' plus the months. */
export const UserAnalyticsSchema = z.object({
  num_posts: z.number(),
  num_brands: z.number(),
  earned: z.number(),
  eng_rate: z.number(),
  likes: z.number(),
  comments: z.number(),
  posts: z.array(AnalyticsPostSchema),
  timeline: z.array(AnalyticsMonthSchema),
});
export type UserAnalytics = z.infer<typeof UserAnalyticsSchema>;

export const AnalyticsPostParamsSchema = z.object({
  postId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /api/v1/analytics/posts/:postId: the post with its brand and campaign stats. */
export const AnalyticsPostDetailSchema = z.object({
  post: AnalyticsPostSchema,
  brand: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    posts: z.number(),
    earned: z.number(),
  }),
  campaign: z.object({ id: z.number(), name: z.string() }),
  history: z.array(
    z.object({
      /** Epoch seconds. */
      taken_at: z.number(),
      likes: z.number(),
      replies: z.number(),
      impressions: z.number(),
    }),
  ),
});
export type AnalyticsPostDetail = z.infer<typeof AnalyticsPostDetailSchema>;
