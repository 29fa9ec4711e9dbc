import { AppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import type { EarningsService } from '../earnings/earnings.service';
import { presentPost, presentUserAnalytics, type ThumbnailOf } from './analytics.presenter';
import type { AnalyticsRepository } from './analytics.repository';
import type { AnalyticsPostDetail, UserAnalytics } from './analytics.schemas';

/** Counters older than this are refreshed by a metrics sync when the creator looks. */
const STALE_AFTER_MS = 24 * 3_600_000;

interface Deps {
  repo: AnalyticsRepository;
  clock: () => Date;
  thumbnailOf: ThumbnailOf;
  /** Queues a metrics sync for the creator (at most one waits at a time). */
  requestSync: (userId: number) => Promise<unknown>;
  /** The creator's money totals: "Earned" is the Earnings page's figure (issue 31). */
  earnings: Pick<EarningsService, 'totalsOf'>;
}

const actorOf = (claims: AccessClaims) => ({
  id: claims.userId,
  type: claims.type,
  brandId: claims.brandId,
});

export function createAnalyticsService({ repo, clock, thumbnailOf, requestSync, earnings }: Deps) {
  return {
    /**
     * Spec part 2 section 3 'User analytics' for the signed-in creator: totals, posts best
     * first, and months. Stale counters queue a sync; the answer does not wait for it.
     * @throws AppError unauthenticated / forbidden for anyone but a creator.
     */
    async getUserAnalytics(claims: AccessClaims): Promise<UserAnalytics> {
      assertCanUsePortal(actorOf(claims));
      const [totals, posts, months, money] = await Promise.all([
        repo.totals(claims.userId),
        repo.listPosts(claims.userId),
        repo.byMonth(claims.userId),
        earnings.totalsOf(claims.userId),
      ]);
      const synced = totals.last_synced_at ? new Date(totals.last_synced_at).getTime() : 0;
      if (totals.num_posts > 0 && clock().getTime() - synced > STALE_AFTER_MS) {
        await requestSync(claims.userId);
      }
      // "Earned" is every approved payout (Earnings' figure), not only those with a post.
      return presentUserAnalytics(
        { ...totals, earned_cents: money.earned_cents },
        posts,
        months,
        thumbnailOf,
      );
    },

    /**
     * One of the creator's posts with its brand and campaign stats and its snapshots.
     * @throws AppError not_found for a missing post or another creator's.
     */
    async getPost(claims: AccessClaims, postId: number): Promise<AnalyticsPostDetail> {
      assertCanUsePortal(actorOf(claims));
      const [row] = await repo.listPosts(claims.userId, postId);
      if (!row) throw new AppError('not_found', 'The post was not found.');
      const [brand, history] = await Promise.all([
        repo.brandTotals(claims.userId, row.brand_id),
        repo.snapshots(claims.userId, postId),
      ]);
      return {
        post: presentPost(row, thumbnailOf),
        brand: {
          name: row.brand_name,
          logo_url: row.brand_logo_url,
          posts: brand.posts,
          earned: brand.earned_cents / 100,
        },
        campaign: { id: row.campaign_id, name: row.campaign_name },
        history: history.map((s) => ({
          taken_at: Math.floor(new Date(s.taken_at).getTime() / 1000),
          likes: s.likes,
          replies: s.replies,
          impressions: s.impressions,
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
