/** The platforms that connect through OAuth (spec part 2 section 7 'Connecting accounts'). */
export const OAUTH_PLATFORMS = ['instagram', 'tiktok'] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

export function isOAuthPlatform(value: unknown): value is OAuthPlatform {
  return OAUTH_PLATFORMS.includes(value as OAuthPlatform);
}

/** Tokens a provider issued; `expiresAt` null means the provider gave no expiry. */
export interface SocialTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** Who the connected account is on the platform. */
export interface SocialIdentity {
  socialId: string;
  handle: string;
  profileImage: string | null;
}

/** Engagement counters of one post at the time it was read. */
export interface PostMetrics {
  likes: number;
  replies: number;
  impressions: number;
}

/** A post on the platform, as the Instagram-post page and the metrics sync read it. */
export interface SocialPost {
  id: string;
  imageUrl: string;
  caption: string;
  link: string;
  postedAt: Date;
  metrics: PostMetrics;
}

/** The account's audience as the platform reports it when read (decision 670). */
export interface SocialAudience {
  followers: number;
}

/** One platform's OAuth and read API, as a real client or the sandbox implements it. */
export interface PlatformClient {
  /** The page the browser goes to for consent. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the code of the callback for tokens and the account's identity. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{
    tokens: SocialTokens;
    identity: SocialIdentity;
  }>;
  /** The account's most recent posts, newest first. */
  listRecentPosts(accessToken: string, limit: number): Promise<SocialPost[]>;
  /** Current counters of one post found by its URL; null when the account no longer shows it. */
  postMetrics(accessToken: string, postUrl: string, postedAt: Date): Promise<PostMetrics | null>;
  /** The account's follower count now. */
  readAudience(accessToken: string): Promise<SocialAudience>;
}

/**
 * The social adapter: one client per OAuth platform. `npm start` and tests use the sandbox;
 * configuration selects the real Instagram and TikTok clients.
 */
export interface SocialProvider {
  readonly kind: 'sandbox' | 'real';
  client(platform: OAuthPlatform): PlatformClient;
}

/** A provider answered with something we cannot use (bad code, expired token, outage). */
export class SocialProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SocialProviderError';
  }
}
