import { randomBytes } from 'node:crypto';
import { AppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import { accountEngagementRate, ENGAGEMENT_POSTS } from '@portal/domain/social/audience';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type {
  OAuthPlatform,
  SocialPost,
  SocialProvider,
} from '../../integrations/social/social-provider';
import type { TokenCipher } from '../../integrations/social/token-cipher';
import { enqueueJob } from '../../jobs/queue';
import type { Signer } from '../../lib/signed-payload';
import type { AccessClaims } from '../auth/tokens';
import { presentSetupProfile } from './social.presenter';
import type { SocialAccountRow, SocialRepository } from './social.repository';
import type { SetupProfile, StartConnectionInput } from './social.schemas';

/** The job that reads fresh engagement counters for a creator's live posts. */
export const SYNC_METRICS_JOB = 'social.sync_metrics';
const STATE_TTL_MS = 10 * 60_000;
const ACCOUNTS_PATH = '/creator/setup/accounts';

interface Deps {
  db: Db;
  repo: SocialRepository;
  provider: SocialProvider;
  cipher: TokenCipher;
  state: Signer;
  clock: () => Date;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const actorOf = (claims: AccessClaims | null) =>
  claims && { id: claims.userId, type: claims.type, brandId: claims.brandId };

/** A same-site path inside the creator area, else the Accounts route (no open redirects). */
export function safeCreatorPath(value: string | undefined): string {
  if (!value || !/^\/creator(?:[/?#]|$)/.test(value) || /[\\\s]|\/\//.test(value)) {
    return ACCOUNTS_PATH;
  }
  return value;
}

function withQuery(path: string, params: Record<string, string>) {
  const url = new URL(path, 'http://portal.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

export function createSocialService(deps: Deps) {
  const { repo, provider, cipher, clock } = deps;
  const redirectUri = (platform: OAuthPlatform) =>
    `${deps.publicUrl}/api/v1/social/oauth/${platform}/callback`;

  async function enqueueSync(userId: number, tx: Parameters<Parameters<Db['transaction']>[0]>[0]) {
    if (await repo.hasQueuedJob(SYNC_METRICS_JOB, userId, tx)) return;
    await enqueueJob(tx, { kind: SYNC_METRICS_JOB, payload: { userId }, userId });
  }

  /**
   * Decision 670: reads the account's followers and recent posts from its platform and stores the
   * followers and the engagement rate (the domain's rule). A provider failure is logged and keeps
   * the last figures (the followers read but not the posts: the new followers, the last rate).
   * Reading again overwrites with the newest. Returns whether the followers were stored.
   */
  async function refreshAudience(
    account: Pick<SocialAccountRow, 'id' | 'user_id' | 'platform'>,
    accessToken: string,
  ): Promise<boolean> {
    const client = provider.client(account.platform as OAuthPlatform);
    const where = { userId: account.user_id, platform: account.platform };
    let followers: number;
    try {
      ({ followers } = await client.readAudience(accessToken));
    } catch (err) {
      deps.log.warn({ err, ...where }, 'Could not read the audience; the last figures stay.');
      return false;
    }
    let engagement: { engagement_rate: number | null } | undefined;
    try {
      const posts = await client.listRecentPosts(accessToken, ENGAGEMENT_POSTS);
      const metrics = posts.map((p) => p.metrics);
      engagement = { engagement_rate: accountEngagementRate(followers, metrics) };
    } catch (err) {
      deps.log.warn({ err, ...where }, 'Could not read recent posts; the last engagement stays.');
    }
    await repo.setAudience(account.id, { followers, ...engagement });
    return true;
  }

  const usableToken = (account: SocialAccountRow, now: Date) =>
    account.access_token_enc && !(account.expires_at && account.expires_at <= now)
      ? cipher.decrypt(account.access_token_enc)
      : null;

  return {
    /**
     * Starts the OAuth flow of spec part 2 section 7 'Connecting accounts': a signed state naming
     * the creator, platform and return path (10 minutes), and the provider's consent URL.
     * @throws AppError unauthenticated / forbidden for anyone but a creator.
     */
    /**
     * Disconnects Instagram or TikTok: the account row and its tokens are deleted, so nothing is
     * read from the platform any more. Doing it twice is the same as once.
     * @throws AppError unauthenticated / forbidden for anyone but a creator.
     */
    async disconnect(claims: AccessClaims, platform: OAuthPlatform) {
      assertCanUsePortal(actorOf(claims));
      await deps.repo.deleteAccount(claims.userId, platform);
    },

    async startConnection(claims: AccessClaims, input: StartConnectionInput) {
      assertCanUsePortal(actorOf(claims));
      const state = deps.state.sign({
        u: claims.userId,
        p: input.socialPlatform,
        r: safeCreatorPath(input.returnTo),
        n: randomBytes(8).toString('base64url'),
        e: clock().getTime() + STATE_TTL_MS,
      });
      const authorizeUrl = provider
        .client(input.socialPlatform)
        .authorizeUrl({ state, redirectUri: redirectUri(input.socialPlatform) });
      return { authorizeUrl };
    },

    /**
     * The provider's redirect back. A forged, expired or other-platform state is refused and
     * nothing is stored; a cancelled consent returns with an error flag. Otherwise the code is
     * exchanged, the account stored with its tokens encrypted and its expiry, and a metrics sync
     * queued, in one transaction. The sync reads the audience (decision 670) in the background:
     * the creator is sent back at once, never held by a slow platform, and a failing read can
     * never undo the connection. Connecting twice updates the same row. Returns where to go.
     */
    async completeConnection(
      platform: OAuthPlatform,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const state = query.state ? deps.state.verify(query.state) : null;
      const valid =
        state !== null &&
        state.p === platform &&
        typeof state.u === 'number' &&
        typeof state.r === 'string' &&
        typeof state.e === 'number' &&
        state.e >= clock().getTime();
      if (!valid) return withQuery(ACCOUNTS_PATH, { connect_error: 'invalid_state', platform });
      const returnTo = safeCreatorPath(state.r as string);
      const userId = state.u as number;
      if (query.error || !query.code) {
        return withQuery(returnTo, { connect_error: 'cancelled', platform });
      }
      let result: Awaited<ReturnType<ReturnType<SocialProvider['client']>['exchangeCode']>>;
      try {
        result = await provider
          .client(platform)
          .exchangeCode({ code: query.code, redirectUri: redirectUri(platform) });
      } catch {
        return withQuery(returnTo, { connect_error: 'exchange_failed', platform });
      }
      const { tokens, identity } = result;
      await deps.db.transaction(async (tx) => {
        await repo.upsertAccount(
          {
            user_id: userId,
            platform,
            social_id: identity.socialId,
            handle: identity.handle,
            profile_image: identity.profileImage,
            access_token_enc: cipher.encrypt(tokens.accessToken),
            refresh_token_enc: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
            expires_at: tokens.expiresAt,
          },
          tx,
        );
        if (platform === 'tiktok') await repo.setTiktokHandle(userId, identity.handle, tx);
        await enqueueSync(userId, tx);
      });
      return withQuery(returnTo, { connected: platform });
    },

    /** Spec part 2 section 3 'Profile (setup)' for the signed-in creator. */
    async getSetupProfile(claims: AccessClaims): Promise<SetupProfile> {
      assertCanUsePortal(actorOf(claims));
      const rows = await repo.findSetupProfile(claims.userId);
      if (!rows) throw new AppError('unauthenticated', 'Your account no longer exists.');
      return presentSetupProfile(rows, clock());
    },

    /**
     * The account's recent posts through the provider (the Instagram-post page uses it).
     * @throws AppError not_found when the account has no usable token, conflict when it expired.
     */
    async listRecentPosts(account: SocialAccountRow, limit = 12): Promise<SocialPost[]> {
      if (!account.access_token_enc) {
        throw new AppError('not_found', `No ${account.platform} connection to read posts from.`);
      }
      if (account.expires_at && account.expires_at <= clock()) {
        throw new AppError('conflict', `Your ${account.platform} connection has expired.`);
      }
      const token = cipher.decrypt(account.access_token_enc);
      return provider.client(account.platform as OAuthPlatform).listRecentPosts(token, limit);
    },

    /** The creator's connected account of a platform, or undefined. */
    findAccount: (userId: number, platform: OAuthPlatform) => repo.findAccount(userId, platform),

    /** Queues a metrics sync for the creator unless one is already waiting. */
    requestMetricsSync: (userId: number) => deps.db.transaction((tx) => enqueueSync(userId, tx)),

    /**
     * Reads the audience of the creator's connected account again (decision 670); false when it
     * has no usable token or the provider failed (the last figures stay).
     */
    async refreshAccountAudience(account: SocialAccountRow) {
      const token = usableToken(account, clock());
      return token ? refreshAudience(account, token) : false;
    },

    /**
     * The metrics sync job: refreshes the audience of each connected account (decision 670),
     * then reads each live accepted post's counters from its platform and stores one snapshot
     * per post. Posts whose account has no token or has expired are skipped.
     */
    async syncMetrics(userId: number) {
      const now = clock();
      let audiences = 0;
      for (const account of await repo.listAccounts(userId)) {
        const token = usableToken(account, now);
        if (token && (await refreshAudience(account, token))) audiences++;
      }
      const posts = await repo.listPostsToSync(userId);
      const snapshots: {
        distribution_id: number;
        likes: number;
        replies: number;
        impressions: number;
      }[] = [];
      let skipped = 0;
      for (const post of posts) {
        const { account } = post;
        const usable =
          account.access_token_enc && !(account.expires_at && account.expires_at <= now);
        if (!usable || (post.platform !== 'instagram' && post.platform !== 'tiktok')) {
          skipped++;
          continue;
        }
        const metrics = await provider
          .client(post.platform)
          .postMetrics(
            cipher.decrypt(account.access_token_enc!),
            post.url,
            post.postedAt ?? post.createdAt,
          );
        if (metrics) snapshots.push({ distribution_id: post.distributionId, ...metrics });
        else skipped++;
      }
      await repo.insertSnapshots(snapshots);
      return { synced: snapshots.length, skipped, audiences };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
