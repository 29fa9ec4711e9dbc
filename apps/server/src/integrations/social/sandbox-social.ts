import { createHash, randomBytes } from 'node:crypto';
import { createSigner } from '../../lib/signed-payload';
import {
  type OAuthPlatform,
  type PlatformClient,
  type PostMetrics,
  type SocialPost,
  type SocialProvider,
  SocialProviderError,
} from './social-provider';

const CODE_TTL_MS = 5 * 60_000;
/** Sandbox tokens last as long as Instagram's long-lived tokens. */
const TOKEN_TTL_MS = 60 * 86_400_000;
const DAY_MS = 86_400_000;
const POST_IMAGES = 6;

/** The local consent page every sandbox authorisation goes through. */
export const SANDBOX_CONSENT_PATH = '/api/v1/social/sandbox/authorize';

/** A sandbox access token for a handle (the demo seed connects its creator with one). */
export function sandboxAccessToken(platform: OAuthPlatform, handle: string): string {
  const encoded = Buffer.from(handle).toString('base64url');
  return `sandbox.${platform}.${encoded}.${randomBytes(12).toString('base64url')}`;
}

/** A number in [0, 1) fixed by the seed, so the same handle always shows the same posts. */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

const between = (seed: string, min: number, max: number) => min + unit(seed) * (max - min);

/**
 * The one post the sandbox knows went viral (the demo creator's), so the demo shows counters
 * past the million mark and a metrics sync keeps them there.
 */
export const SANDBOX_VIRAL_POST = {
  url: 'https://www.instagram.com/p/demoGlowSerumLaunch/',
  settled: { likes: 1_024_580, replies: 18_342, impressions: 8_640_000 },
} as const;

/**
 * Plausible counters for a post: an audience (by default 5k to 80k followers fixed by the seed),
 * a reach of 30 to 90 % of it that grows over the first days and then flattens, 3 to 9 % of
 * those reached liking and 2 to 6 % of likers replying.
 */
export function sandboxMetrics(
  seed: string,
  postedAt: Date,
  now: Date,
  followers = between(`${seed}:followers`, 5_000, 80_000),
): PostMetrics {
  const ageDays = Math.max(0, (now.getTime() - postedAt.getTime()) / DAY_MS);
  const growth = 1 - Math.exp(-ageDays / 3);
  if (seed === SANDBOX_VIRAL_POST.url) {
    const { likes, replies, impressions } = SANDBOX_VIRAL_POST.settled;
    const grow = (n: number) => Math.round(n * growth);
    return { likes: grow(likes), replies: grow(replies), impressions: grow(impressions) };
  }
  const impressions = Math.round(followers * between(`${seed}:reach`, 0.3, 0.9) * growth);
  const likes = Math.round(impressions * between(`${seed}:likes`, 0.03, 0.09));
  const replies = Math.round(likes * between(`${seed}:replies`, 0.02, 0.06));
  return { likes, replies, impressions };
}

const CAPTIONS = [
  'Golden hour and my favourite serum. #skincare #glow',
  'Sunday reset: fresh sheets, slow coffee and a long walk.',
  'Trying the new trail mix on today’s hike #outdoors',
  'Five-minute makeup for busy mornings #beauty #tutorial',
  'Kitchen experiments: lemon olive-oil cake 🍋',
  'Packing light for a weekend by the sea #travel',
  'Desk setup tour, finally tidy #workfromhome',
  'Post-workout smoothie, recipe in the comments #fitness',
  'Thrifted jacket, new favourite #style',
];

/** The ids and links of a handle's sample posts, newest first. */
function sandboxPostLinks(platform: OAuthPlatform, handle: string, limit = CAPTIONS.length) {
  return Array.from({ length: Math.min(limit, CAPTIONS.length) }, (_, i) => {
    const id = `${platform}-${createHash('sha256').update(`${handle}:${i}`).digest('hex').slice(0, 12)}`;
    const link =
      platform === 'instagram'
        ? `https://www.instagram.com/p/${id}/`
        : `https://www.tiktok.com/@${handle}/video/${id}`;
    return { id, link };
  });
}

/**
 * A handle's follower count in the sandbox: 2,000 to 250,000, spread evenly on a log scale (as
 * many micro as mid-size creators) and fixed by the handle. Its sample posts are drawn from this
 * audience, so its engagement rate lands where real accounts' do (about 1 to 8 %).
 */
export function sandboxFollowers(platform: OAuthPlatform, handle: string): number {
  const low = Math.log(2_000);
  const high = Math.log(250_000);
  return Math.round(Math.exp(between(`${platform}:${handle}:followers`, low, high)));
}

/**
 * The sandbox: a local consent page instead of the platform's, a handle the creator types there,
 * sample posts with plausible metrics and an audience to match. Works offline; `npm start` and tests use it.
 */
export function createSandboxSocial(options: { secret: string; clock: () => Date }) {
  const codes = createSigner(options.secret, 'sandbox-social-code');

  function client(platform: OAuthPlatform): PlatformClient {
    const postsFor = (handle: string, limit: number): SocialPost[] => {
      const now = options.clock();
      return sandboxPostLinks(platform, handle, limit).map(({ id, link }, i) => {
        const postedAt = new Date(now.getTime() - (i * 9 + 1 + unit(id) * 6) * DAY_MS);
        return {
          id,
          imageUrl: `/demo/social/post-${(i % POST_IMAGES) + 1}.svg`,
          caption: CAPTIONS[i]!,
          link,
          postedAt,
          metrics: sandboxMetrics(link, postedAt, now, sandboxFollowers(platform, handle)),
        };
      });
    };
    const handleOf = (accessToken: string) => {
      const [kind, tokenPlatform, handle] = accessToken.split('.');
      if (kind !== 'sandbox' || tokenPlatform !== platform || !handle) {
        throw new SocialProviderError('The sandbox does not know this access token.', 401);
      }
      return Buffer.from(handle, 'base64url').toString('utf8');
    };
    return {
      authorizeUrl: ({ state }) =>
        `${SANDBOX_CONSENT_PATH}?${new URLSearchParams({ platform, state }).toString()}`,
      async exchangeCode({ code }) {
        const payload = codes.verify(code);
        const expired = typeof payload?.e !== 'number' || payload.e < options.clock().getTime();
        if (!payload || payload.p !== platform || typeof payload.h !== 'string' || expired) {
          throw new SocialProviderError('The authorisation code is invalid or has expired.', 400);
        }
        const handle = payload.h;
        return {
          tokens: {
            accessToken: sandboxAccessToken(platform, handle),
            refreshToken: null,
            expiresAt: new Date(options.clock().getTime() + TOKEN_TTL_MS),
          },
          identity: {
            socialId: `sandbox_${platform}_${createHash('sha256').update(handle).digest('hex').slice(0, 16)}`,
            handle,
            profileImage: `/demo/social/avatar-${platform}.svg`,
          },
        };
      },
      async listRecentPosts(accessToken, limit) {
        return postsFor(handleOf(accessToken), limit);
      },
      async postMetrics(accessToken, postUrl, postedAt) {
        // A sample post of the handle was shown to its audience; any other (the demo's) keeps
        // the audience its link gives it.
        const handle = handleOf(accessToken);
        const own = sandboxPostLinks(platform, handle).some((p) => p.link === postUrl);
        const audience = own ? sandboxFollowers(platform, handle) : undefined;
        return sandboxMetrics(postUrl, postedAt, options.clock(), audience);
      },
      async readAudience(accessToken) {
        return { followers: sandboxFollowers(platform, handleOf(accessToken)) };
      },
    };
  }

  return {
    kind: 'sandbox' as const,
    client,
    /** The consent page's answer: a short-lived code naming the platform and the handle typed. */
    issueCode(platform: OAuthPlatform, handle: string): string {
      return codes.sign({ p: platform, h: handle, e: options.clock().getTime() + CODE_TTL_MS });
    },
  } satisfies SocialProvider & Record<string, unknown>;
}

export type SandboxSocial = ReturnType<typeof createSandboxSocial>;
