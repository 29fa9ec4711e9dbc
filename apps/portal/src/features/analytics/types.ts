/**
 * Wire shapes of GET /api/v1/analytics and /analytics/posts/:postId (spec part 2 section 3
 * 'User analytics', 'Analytics post'); the server's zod schemas are the source.
 */
export interface AnalyticsPost {
  id: number;
  thumbnail_url: string | null;
  post_quality: number;
  is_featured: boolean;
  is_top_performer: boolean;
  brand_name: string;
  campaign_name: string;
  post_creation_date: string;
  post_url: string;
  platform: string;
  metadata_engagement_rate: number;
  metadata_earned: number;
  metadata_likes: number;
  metadata_comments: number;
  metadata_impressions: number;
  distribution_metadata: { snapshots: { social_engagements: { likes: number; replies: number } } };
}

export interface AnalyticsMonth {
  month: string;
  posts: number;
  earned: number;
  eng_rate: number;
}

export interface UserAnalytics {
  num_posts: number;
  num_brands: number;
  earned: number;
  eng_rate: number;
  likes: number;
  comments: number;
  posts: AnalyticsPost[];
  timeline: AnalyticsMonth[];
}

export interface AnalyticsPostDetail {
  post: AnalyticsPost;
  brand: { name: string; logo_url: string | null; posts: number; earned: number };
  campaign: { id: number; name: string };
  history: { taken_at: number; likes: number; replies: number; impressions: number }[];
}
