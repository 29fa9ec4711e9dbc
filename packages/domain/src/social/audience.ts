/**
 * How many of an account's most recent posts its engagement rate is read over (decision 670):
 * enough to smooth one lucky post, recent enough to describe the audience a brand reaches now.
 */
export const ENGAGEMENT_POSTS = 12;

/** The counters of one post that count as engagement: likes and comments (replies). */
export interface PostEngagement {
  likes: number;
  replies: number;
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Decision 670: an account's engagement rate in percent — the mean, over its most recent posts
 * (newest first, at most ENGAGEMENT_POSTS), of (likes + comments) / followers, rounded to two
 * decimals. Unknown (null) when the account has no posts, or no followers to divide by.
 */
export function accountEngagementRate(
  followers: number | null | undefined,
  posts: readonly PostEngagement[],
): number | null {
  if (typeof followers !== 'number' || !Number.isFinite(followers) || followers <= 0) return null;
  const recent = posts.slice(0, ENGAGEMENT_POSTS);
  if (recent.length === 0) return null;
  const perPost = recent.map((p) => (count(p.likes) + count(p.replies)) / followers);
  const mean = perPost.reduce((sum, rate) => sum + rate, 0) / recent.length;
  return Math.round(mean * 100 * 100) / 100;
}
