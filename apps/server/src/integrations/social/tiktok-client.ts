import { fetchJson } from './http-json';
import { type PlatformClient, type SocialPost, SocialProviderError } from './social-provider';

export interface TiktokClientOptions {
  clientKey: string;
  clientSecret: string;
  /** Overridable so tests point at a local stub server. */
  authorizeBase?: string;
  apiBase?: string;
  clock?: () => Date;
}

interface TiktokVideo {
  id: string;
  title?: string;
  video_description?: string;
  cover_image_url?: string;
  share_url: string;
  create_time: number;
  like_count?: number;
  comment_count?: number;
  view_count?: number;
}

interface TiktokEnvelope<T> {
  data: T;
  error?: { code: string; message?: string };
}

const VIDEO_FIELDS =
  'id,title,video_description,cover_image_url,share_url,create_time,like_count,comment_count,view_count';

/** TikTok answers 200 with `error.code` other than 'ok' for some failures. */
function unwrap<T>(envelope: TiktokEnvelope<T>): T {
  if (envelope.error && envelope.error.code !== 'ok') {
    throw new SocialProviderError(envelope.error.message || envelope.error.code);
  }
  return envelope.data;
}

/**
 * TikTok Login Kit (v2): the authorize page, the code → token exchange (with refresh token and
 * expiry), the user's profile and follower count, and the video list with like, comment and view
 * counts.
 */
export function createTiktokClient(options: TiktokClientOptions): PlatformClient {
  const authorizeBase = options.authorizeBase ?? 'https://www.tiktok.com';
  const apiBase = options.apiBase ?? 'https://open.tiktokapis.com';
  const clock = options.clock ?? (() => new Date());

  const listVideos = async (accessToken: string, limit: number): Promise<SocialPost[]> => {
    const data = unwrap(
      await fetchJson<TiktokEnvelope<{ videos: TiktokVideo[] }>>(
        `${apiBase}/v2/video/list/?fields=${VIDEO_FIELDS}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}` },
          json: { max_count: Math.min(limit, 20) },
        },
      ),
    );
    return data.videos.map((v) => ({
      id: v.id,
      imageUrl: v.cover_image_url ?? '',
      caption: v.video_description ?? v.title ?? '',
      link: v.share_url,
      postedAt: new Date(v.create_time * 1000),
      metrics: {
        likes: v.like_count ?? 0,
        replies: v.comment_count ?? 0,
        impressions: v.view_count ?? 0,
      },
    }));
  };

  return {
    authorizeUrl: ({ state, redirectUri }) =>
      `${authorizeBase}/v2/auth/authorize/?${new URLSearchParams({
        client_key: options.clientKey,
        // user.info.stats: the follower count (decision 670).
        scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      })}`,
    async exchangeCode({ code, redirectUri }) {
      const token = await fetchJson<{
        access_token?: string;
        refresh_token?: string;
        expires_in?: number;
        open_id?: string;
        error?: string;
        error_description?: string;
      }>(`${apiBase}/v2/oauth/token/`, {
        method: 'POST',
        form: {
          client_key: options.clientKey,
          client_secret: options.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
      });
      if (!token.access_token || !token.open_id) {
        throw new SocialProviderError(token.error_description || token.error || 'No token');
      }
      const { user } = unwrap(
        await fetchJson<
          TiktokEnvelope<{
            user: {
              open_id: string;
              username?: string;
              display_name?: string;
              avatar_url?: string;
            };
          }>
        >(`${apiBase}/v2/user/info/?fields=open_id,username,display_name,avatar_url`, {
          headers: { authorization: `Bearer ${token.access_token}` },
        }),
      );
      return {
        tokens: {
          accessToken: token.access_token,
          refreshToken: token.refresh_token ?? null,
          expiresAt: token.expires_in
            ? new Date(clock().getTime() + token.expires_in * 1000)
            : null,
        },
        identity: {
          socialId: user.open_id,
          handle: user.username ?? user.display_name ?? user.open_id,
          profileImage: user.avatar_url ?? null,
        },
      };
    },
    listRecentPosts: listVideos,
    async postMetrics(accessToken, postUrl) {
      const videos = await listVideos(accessToken, 20);
      return videos.find((v) => v.link === postUrl)?.metrics ?? null;
    },
    /** `follower_count` from the user info (needs the user.info.stats scope). */
    async readAudience(accessToken) {
      const { user } = unwrap(
        await fetchJson<TiktokEnvelope<{ user?: { follower_count?: number } }>>(
          `${apiBase}/v2/user/info/?fields=follower_count`,
          { headers: { authorization: `Bearer ${accessToken}` } },
        ),
      );
      if (typeof user?.follower_count !== 'number') {
        throw new SocialProviderError('TikTok gave no follower count.');
      }
      return { followers: user.follower_count };
    },
  };
}
