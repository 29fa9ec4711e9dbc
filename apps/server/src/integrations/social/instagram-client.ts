import { fetchJson } from './http-json';
import { type PlatformClient, type SocialPost, SocialProviderError } from './social-provider';

export interface InstagramClientOptions {
  clientId: string;
  clientSecret: string;
  /** Overridable so tests point at a local stub server. */
  authorizeBase?: string;
  apiBase?: string;
  graphBase?: string;
  clock?: () => Date;
}

interface MediaItem {
  id: string;
  caption?: string;
  media_type?: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink: string;
  timestamp: string;
  like_count?: number;
  comments_count?: number;
}

const GRAPH_VERSION = 'v21.0';
const MEDIA_FIELDS =
  'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count';

/**
 * Instagram API with Instagram Login: the authorize page, the code → short-lived token → long-lived
 * (60-day) token exchange, the profile, the account's media with like and comment counts, and its
 * follower count.
 */
export function createInstagramClient(options: InstagramClientOptions): PlatformClient {
  const authorizeBase = options.authorizeBase ?? 'https://www.instagram.com';
  const apiBase = options.apiBase ?? 'https://api.instagram.com';
  const graphBase = options.graphBase ?? 'https://graph.instagram.com';
  const clock = options.clock ?? (() => new Date());

  const toPost = (m: MediaItem): SocialPost => ({
    id: m.id,
    imageUrl: (m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url) ?? m.media_url ?? '',
    caption: m.caption ?? '',
    link: m.permalink,
    postedAt: new Date(m.timestamp),
    // Instagram Login does not give impressions on the media list; insights need a second call.
    metrics: { likes: m.like_count ?? 0, replies: m.comments_count ?? 0, impressions: 0 },
  });

  const listMedia = async (accessToken: string, limit: number) => {
    const query = new URLSearchParams({
      fields: MEDIA_FIELDS,
      limit: String(limit),
      access_token: accessToken,
    });
    const page = await fetchJson<{ data: MediaItem[] }>(
      `${graphBase}/${GRAPH_VERSION}/me/media?${query}`,
    );
    return page.data.map(toPost);
  };

  return {
    authorizeUrl: ({ state, redirectUri }) =>
      `${authorizeBase}/oauth/authorize?${new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'instagram_business_basic',
        state,
      })}`,
    async exchangeCode({ code, redirectUri }) {
      const short = await fetchJson<{ access_token: string; user_id: number | string }>(
        `${apiBase}/oauth/access_token`,
        {
          method: 'POST',
          form: {
            client_id: options.clientId,
            client_secret: options.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code,
          },
        },
      );
      const long = await fetchJson<{ access_token: string; expires_in: number }>(
        `${graphBase}/access_token?${new URLSearchParams({
          grant_type: 'ig_exchange_token',
          client_secret: options.clientSecret,
          access_token: short.access_token,
        })}`,
      );
      const me = await fetchJson<{
        user_id?: string;
        id?: string;
        username: string;
        profile_picture_url?: string;
      }>(
        `${graphBase}/${GRAPH_VERSION}/me?${new URLSearchParams({
          fields: 'user_id,username,profile_picture_url',
          access_token: long.access_token,
        })}`,
      );
      return {
        tokens: {
          accessToken: long.access_token,
          refreshToken: null,
          expiresAt: new Date(clock().getTime() + long.expires_in * 1000),
        },
        identity: {
          socialId: String(me.user_id ?? me.id ?? short.user_id),
          handle: me.username,
          profileImage: me.profile_picture_url ?? null,
        },
      };
    },
    listRecentPosts: listMedia,
    async postMetrics(accessToken, postUrl) {
      const posts = await listMedia(accessToken, 50);
      return posts.find((p) => p.link === postUrl)?.metrics ?? null;
    },
    /** `followers_count` of the IG User behind the token (instagram_business_basic). */
    async readAudience(accessToken) {
      const me = await fetchJson<{ followers_count?: number }>(
        `${graphBase}/${GRAPH_VERSION}/me?${new URLSearchParams({
          fields: 'followers_count',
          access_token: accessToken,
        })}`,
      );
      if (typeof me.followers_count !== 'number') {
        throw new SocialProviderError('Instagram gave no follower count.');
      }
      return { followers: me.followers_count };
    },
  };
}
