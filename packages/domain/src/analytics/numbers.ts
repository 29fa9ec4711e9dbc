import { creatorDate } from '../deadlines/due-dates';

/**
 * Spec part 2 section 9 and part 1 section 9 'Number abbreviation': the value from which each
 * stat is abbreviated. Below it the full number is shown with thousands separators.
 */
export const ABBREVIATE_FROM = {
  posts: 1_000_000,
  likes: 1_000_000,
  brands: 1_000,
  comments: 1_000,
  earned: 1_000_000,
} as const;

const UNITS = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** '1234567' → '1,234,567': thousands separated by commas (en-US), without depending on Intl data. */
export function groupThousands(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

/**
 * Spec part 2 section 9 (format ours): below `from` the whole number with separators
 * ('999,999'); from it on, one decimal truncated, never rounded up, with K, M or B and a trailing
 * '.0' dropped ('1.2M', '3K', '999.9K'). Truncating keeps 999,999 from reading '1000K'.
 * Missing or non-finite values count as 0.
 */
export function abbreviateNumber(value: number | null | undefined, from: number): string {
  const n = finite(value);
  const abs = Math.abs(n);
  if (abs < from) return groupThousands(n);
  const unit = UNITS.find((u) => abs >= u.size);
  if (!unit) return groupThousands(n);
  const tenths = Math.floor((abs * 10) / unit.size);
  const decimal = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `${n < 0 ? '-' : ''}${groupThousands(Math.floor(tenths / 10))}${decimal}${unit.suffix}`;
}

/**
 * Spec part 2 section 9: earnings in dollars. Below $1,000,000 the amount with separators and
 * cents only when there are some ('$1,250', '$12.50'); from it on abbreviated ('$1.2M').
 */
export function formatEarned(amount: number | null | undefined): string {
  const n = finite(amount);
  const sign = n < 0 ? '-' : '';
  if (Math.abs(n) >= ABBREVIATE_FROM.earned) {
    return `${sign}$${abbreviateNumber(Math.abs(n), ABBREVIATE_FROM.earned)}`;
  }
  const cents = Math.round(Math.abs(n) * 100);
  const rest = cents % 100;
  const whole = groupThousands(Math.floor(cents / 100));
  return `${sign}$${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Spec part 2 section 9 'engagement rate and ratings with 1 decimal': half up, e.g. 4.25 → '4.3'. */
export function formatOneDecimal(value: number | null | undefined): string {
  return (Math.round(finite(value) * 10) / 10).toFixed(1);
}

/** Spec part 2 section 9: the engagement rate (already a percentage, e.g. 3.42) as '3.4%'. */
export function formatEngagementRate(rate: number | null | undefined): string {
  return `${formatOneDecimal(rate)}%`;
}

/** Spec part 2 section 3 'Analytics post' (the fields these rules read). */
export interface AnalyticsPost {
  id: number | string;
  post_quality: number | null | undefined;
  /** ISO date-time string, or epoch seconds. */
  post_creation_date: string | number | null | undefined;
}

/** Spec part 2 section 3 'User analytics'. */
export interface UserAnalytics {
  num_posts: number | null | undefined;
  num_brands: number | null | undefined;
  earned: number | null | undefined;
  eng_rate: number | null | undefined;
  likes: number | null | undefined;
  comments: number | null | undefined;
  posts: readonly AnalyticsPost[] | null | undefined;
}

/** Spec part 2 section 3 'Analytics tile props', formatted for display. */
export interface AnalyticsTileProps {
  numPosts: string;
  numBrands: string;
  earned: string;
  engRate: string;
  likes: string;
  comments: string;
  /** MM/DD/YYYY (the creator's zone) of the most recent post, or null without dated posts. */
  postedOn: string | null;
}

function epochMs(date: string | number | null | undefined): number | null {
  if (typeof date === 'number') return Number.isFinite(date) ? date * 1000 : null;
  if (typeof date !== 'string' || date.trim() === '') return null;
  const ms = /^\d+$/.test(date.trim()) ? Number(date) * 1000 : Date.parse(date);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Analytics 'Posted On' (format ours): a post's creation date as MM/DD/YYYY on the creator's
 * calendar (`creatorDate`, the one way a creator screen writes a date); the year is kept because
 * analytics span years. Null when missing or unreadable.
 */
export function formatPostedOn(
  date: string | number | null | undefined,
  timeZone: string,
): string | null {
  const ms = epochMs(date);
  if (ms === null) return null;
  return creatorDate(Math.floor(ms / 1000), timeZone, { year: true });
}

/**
 * Spec part 2 sections 2, 3 and 9: user analytics → the stats tiles (Posts, Partnerships,
 * Earned, Engagement Rate, Likes, Comments, Posted On), each abbreviated from its threshold.
 * Posted On is the most recent post's date (the spec names the tile only).
 */
export function toTileProps(analytics: UserAnalytics, timeZone: string): AnalyticsTileProps {
  const times = (analytics.posts ?? [])
    .map((p) => epochMs(p.post_creation_date))
    .filter((ms): ms is number => ms !== null);
  return {
    numPosts: abbreviateNumber(analytics.num_posts, ABBREVIATE_FROM.posts),
    numBrands: abbreviateNumber(analytics.num_brands, ABBREVIATE_FROM.brands),
    earned: formatEarned(analytics.earned),
    engRate: formatEngagementRate(analytics.eng_rate),
    likes: abbreviateNumber(analytics.likes, ABBREVIATE_FROM.likes),
    comments: abbreviateNumber(analytics.comments, ABBREVIATE_FROM.comments),
    postedOn: times.length > 0 ? formatPostedOn(Math.max(...times) / 1000, timeZone) : null,
  };
}

const quality = (post: AnalyticsPost) =>
  typeof post.post_quality === 'number' && Number.isFinite(post.post_quality)
    ? post.post_quality
    : Number.NEGATIVE_INFINITY;

/**
 * Spec part 2 section 2 'Analytics': the grid order, best post_quality first; posts without a
 * quality last; equal qualities keep their order. Returns a new array.
 */
export function sortPostsByQuality<P extends AnalyticsPost>(posts: readonly P[]): P[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => quality(b.post) - quality(a.post) || a.index - b.index)
    .map(({ post }) => post);
}
